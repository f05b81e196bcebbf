import { asNumber, isRecord } from '../core/util/coerce';
import { NOTIFICATIONS } from './notifications.data';

/**
 * The unread-count side of the herald answers (spec §4 unread dot): what the bell needs, kept
 * apart from the message mappers so the bell's code stays small. Any JSON in, a valid value out.
 */
/** A category code as the API uses it (`announce`, `trade`, ...). */
const CODE = /^[A-Za-z0-9_.-]{1,64}$/;
const MAX_COUNT = 1_000_000_000;

export function isCategoryCode(value: unknown): value is string {
  return typeof value === 'string' && CODE.test(value);
}

/** A non-negative integer count, or `fallback`. */
export function asCount(value: unknown, fallback = 0): number {
  const n = typeof value === 'boolean' ? NaN : asNumber(value, NaN);
  if (!Number.isFinite(n) || n < 0) return fallback;
  return Math.min(MAX_COUNT, Math.floor(n));
}

export type UnreadMap = Readonly<Record<string, number>>;

/** category → unread count; null when the answer is not a map at all (a failure: no dot). */
export function mapUnreadMap(data: unknown): UnreadMap | null {
  if (!isRecord(data)) return null;
  const out: Record<string, number> = {};
  for (const [code, value] of Object.entries(data)) {
    if (!isCategoryCode(code) || code === '__proto__') continue;
    const n = asCount(value, -1);
    if (n >= 0) out[code] = n;
  }
  return out;
}

export function sumUnread(counts: UnreadMap): number {
  let total = 0;
  for (const n of Object.values(counts)) total += n;
  return Math.min(total, MAX_COUNT);
}

/** The badge text: nothing at 0, `99+` above 99 (spec §9). */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return '';
  return count > NOTIFICATIONS.badgeMax ? `${NOTIFICATIONS.badgeMax}+` : String(Math.floor(count));
}
