/**
 * Runs `task` in a task after the browser's next frame has painted, and returns a function that
 * cancels it. An animation frame callback runs before its frame's style, layout and paint; a task
 * queued from it runs after them. For work the next frame must not wait for but that should
 * follow it at once: what a tap shows is painted first, the rest of its update after. A hidden
 * page runs no animation frames: the task waits until the page shows again.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
