/**
 * Small coercions for untrusted JSON. Each takes anything and returns the wanted type or the
 * given default; none throws. Mappers are built from these so "any JSON in" stays total.
 */

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Strings stay; finite numbers and booleans become strings (spec §5: non-strings become strings). */
export function asString(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return fallback;
}

export function asNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
  }
  return fallback;
}

/** true/1/'1'/'true' are true; false/0/'0'/'false' are false; anything else is the fallback. */
export function asBoolean(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return fallback;
}

/** A list of strings, keeping only the entries that are strings (or numbers). */
export function asStringList(value: unknown): string[] {
  return asArray(value)
    .map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item) : null))
    .filter((item): item is string => item !== null && item !== '');
}
