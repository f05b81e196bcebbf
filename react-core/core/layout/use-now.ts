import { useEffect, useState } from 'react';

/**
 * The longest a timer waits before the time is looked at again: browsers fire a longer timeout at
 * once (a 32-bit delay), and a day is soon enough for a boundary weeks away.
 */
const MAX_WAIT_MS = 24 * 60 * 60 * 1000;

/**
 * The time now (ms since epoch), read again at the next moment `nextBoundary` names (a timer to
 * that moment, never polling) and when the page is shown again (a hidden or sleeping page's
 * timers run late). For what is derived from the clock: a notice's start and end, the
 * copyright year.
 */
export function useNow(nextBoundary: (nowMs: number) => number | null): number {
  const [now, setNow] = useState(() => Date.now());
  const next = nextBoundary(now);
  useEffect(() => {
    if (next === null) return undefined;
    // A little after the boundary, so the value read is past it.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_WAIT_MS, Math.max(0, next - Date.now()) + 50));
    return () => clearTimeout(timer);
  }, [next]);
  useEffect(() => {
    const onShown = () => {
      if (document.visibilityState !== 'hidden') setNow(Date.now());
    };
    document.addEventListener('visibilitychange', onShown);
    return () => document.removeEventListener('visibilitychange', onShown);
  }, []);
  return now;
}

/** The first moment of the next calendar year (local time): the copyright year's boundary. */
export function nextYearStart(nowMs: number): number {
  return new Date(new Date(nowMs).getFullYear() + 1, 0, 1).getTime();
}
