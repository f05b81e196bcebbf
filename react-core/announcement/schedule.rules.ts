import { toUnixSeconds } from '../core/util/unix-time';

/**
 * When a notice or bulletin shows (its answer's `start_time` and `end_time`, unix seconds or
 * ms; either may be absent): from its start, until its end. The bar follows the clock: it shows
 * at the start and goes at the end without a reload, on a timer to the next boundary
 * (`nextScheduleBoundary`), never by polling.
 */
export interface Schedule {
  /** Unix seconds; null: since always. */
  start: number | null;
  /** Unix seconds; null: for ever. */
  end: number | null;
}

export const ALWAYS: Schedule = Object.freeze({ start: null, end: null });

/** The window of an answer's `start_time` / `end_time` (invalid values: no bound). */
export function scheduleOf(start: unknown, end: unknown): Schedule {
  const from = toUnixSeconds(start);
  const to = toUnixSeconds(end);
  return from === null && to === null ? ALWAYS : { start: from, end: to };
}

export function isLiveAt(schedule: Schedule, nowMs: number): boolean {
  const now = nowMs / 1000;
  return (schedule.start === null || now >= schedule.start) && (schedule.end === null || now < schedule.end);
}

/** Whether it is over for good at `nowMs` (an answer for the past is not kept). */
export function hasEnded(schedule: Schedule, nowMs: number): boolean {
  return schedule.end !== null && nowMs / 1000 >= schedule.end;
}

/** The next start or end after `nowMs` among the schedules (ms), or null when none is ahead. */
export function nextScheduleBoundary(schedules: readonly (Schedule | null | undefined)[], nowMs: number): number | null {
  let next: number | null = null;
  for (const schedule of schedules) {
    for (const bound of [schedule?.start, schedule?.end]) {
      if (bound === null || bound === undefined) continue;
      const at = bound * 1000;
      if (at > nowMs && (next === null || at < next)) next = at;
    }
  }
  return next;
}
