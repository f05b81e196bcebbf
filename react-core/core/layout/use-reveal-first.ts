import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { flushSync } from 'react-dom';
import { afterNextPaint } from './after-next-paint';

export interface RevealFirst {
  /** Shows or hides now, then commits the state after the frame (or commits at once, see below). */
  set: (next: boolean) => void;
  /** What the last `set` asked for while its commit is pending; null when nothing is pending. */
  pending: () => boolean | null;
  /**
   * Drops a pending commit and takes back what its `set` showed or hid (a close that commits at
   * once itself, an unmount): an Escape or a dismissal in the frame between an open's reveal and
   * its commit closes what the user sees, which the committed state alone would not.
   */
  cancel: () => void;
}

/**
 * An open state whose visible change comes first. `reveal(next)` shows or hides content that is
 * already rendered (closed, at idle) in the input's own task, and returns whether it could; the
 * state itself (`commit`) follows in a task after the frame that shows it. A tap or hover on a
 * phone at 4x CPU then paints the open menu without waiting for the render of the open state and
 * its effects (focus moving in, outside-click listeners, requests), which ran before that frame.
 * Content not rendered yet (`reveal` returns false) commits at once: React renders it open. A
 * newer change replaces a pending one, so a quick open and close never commits the open.
 *
 * React leaves what `reveal` changed alone until the committed state renders the same (it writes
 * only props that changed between its own renders), so the two agree once the commit is in; and
 * until then the visible state is `pending()`, not the committed one: a close in that frame goes
 * through `set(false)` or `cancel()`, never through the committed state alone.
 */
export function useRevealFirst(reveal: (next: boolean) => boolean, commit: (next: boolean) => void): RevealFirst {
  // The latest `reveal` and `commit`, read when called, so the rest keeps its identity: a render
  // that gives them a new one (the content kept rendered from now on) runs its passive effects
  // after its commit, late enough for a click to come first, and an unmount cleanup keyed on them
  // would drop that click's pending open.
  const latest = useRef({ reveal, commit });
  useLayoutEffect(() => {
    latest.current = { reveal, commit };
  }, [reveal, commit]);
  const asked = useRef<boolean | null>(null);
  const cancelCommit = useRef<(() => void) | null>(null);
  /** Forgets the pending commit; what its reveal changed stays as it is. */
  const drop = useCallback(() => {
    cancelCommit.current?.();
    cancelCommit.current = null;
    const dropped = asked.current;
    asked.current = null;
    return dropped;
  }, []);
  const cancel = useCallback(() => {
    const dropped = drop();
    if (dropped !== null) latest.current.reveal(!dropped);
  }, [drop]);
  // On unmount only (`cancel` keeps its identity).
  useEffect(() => cancel, [cancel]);
  const set = useCallback(
    (next: boolean) => {
      drop();
      if (!latest.current.reveal(next)) {
        latest.current.commit(next);
        return;
      }
      asked.current = next;
      cancelCommit.current = afterNextPaint(() => {
        cancelCommit.current = null;
        asked.current = null;
        // Rendered in this task: no task between this write and its render (with the dismissal
        // listeners it starts) in which the state would be neither pending nor shown.
        flushSync(() => latest.current.commit(next));
      });
    },
    [drop],
  );
  const pending = useCallback(() => asked.current, []);
  // One object for the component's life (callers put it in effect deps).
  return useMemo(() => ({ set, pending, cancel }), [set, pending, cancel]);
}
