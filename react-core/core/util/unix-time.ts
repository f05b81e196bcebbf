import { asNumber } from './coerce';

/**
 * Unix seconds from seconds or milliseconds; null when missing or absurd. Shared by the
 * notification mappers and the market rows' opening times: a module of its own, so the market
 * search's chunks do not pull the notifications' mappers in with it (a visitor's page fetched two
 * notification chunks at idle for this one function).
 */
export function toUnixSeconds(value: unknown): number | null {
  const n = typeof value === 'boolean' ? NaN : asNumber(value, NaN);
  if (!Number.isFinite(n) || n <= 0) return null;
  const seconds = Math.floor(n > 1e12 ? n / 1000 : n);
  // Up to the year 9999, so a formatter never meets an invalid date.
  return seconds > 0 && seconds < 253_402_300_800 ? seconds : null;
}
