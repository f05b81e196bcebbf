import { useEffect, useState } from 'react';
import { afterNextPaint } from '../layout/after-next-paint';

/**
 * `value` as the last painted frame knew it: a render with a new value still gets the previous
 * one, and once the browser has painted that render (the task after its animation frame) the
 * value catches up in a render of its own.
 *
 * For the part of an update nobody sees yet: the market list's overscan rows (rendered for a
 * smooth scroll, outside the list's view) take a new keyword's rows one frame after the rows in
 * view, so a keystroke's frame lays out 10 rows instead of 19 (issue 9: keystroke at 4x CPU).
 * The timers start in an effect, never in render, and are cancelled by a newer value or unmount.
 * A hidden page runs no animation frames: its value catches up when it shows again.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [painted, setPainted] = useState(value);
  useEffect(() => {
    if (Object.is(painted, value)) return undefined;
    return afterNextPaint(() => setPainted(() => value));
  }, [value, painted]);
  return painted;
}
