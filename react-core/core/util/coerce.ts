/**
 * The one home of JSON decoding and of cleaning server text. Each decoder takes anything and
 * returns the wanted type or the given default; none throws. Mappers are built from these so
 * "any JSON in" stays total; a rule of one feature (a code's shape, a limit) stays in its feature.
 */

/** An object or an array (JSON's containers), not null. */
export function isObjectLike(value: unknown): value is object {
  return typeof value === 'object' && value !== null;
}

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

/** The value when it is one of `list`'s strings (an enumeration), else undefined. */
export function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/**
 * A string as the server sent it (an id, a URL: never shown as text), capped at `max`; '' for
 * anything that is not a string. Unlike asString, numbers are not printed.
 */
export function stringOf(value: unknown, max = Infinity): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

// The C0 and C1 controls, and the bidi marks, embeddings, overrides and isolates (Unicode's
// Bidi_Control), which can reorder the text around them (a "trojan source" name) or break a line.
// Not the zero-width joiners: emoji and several scripts need them.
const INVISIBLE = /[\p{Cc}\p{Bidi_Control}]/gu;

/**
 * Each control or bidi character becomes a space (a space, not nothing: words stay apart), so
 * the result differs from the text exactly when the text had one.
 */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, ' ');
}

/** Whether the text has a control or bidi character (what withoutInvisible replaces). */
export function hasInvisible(text: string): boolean {
  return withoutInvisible(text) !== text;
}

/**
 * A server string as display text: strings only (a number where a title should be is dropped,
 * not shown), controls and bidi characters out, trimmed, capped at `max`. Rendered as text (or
 * through the safe-HTML allowlist) after this.
 */
export function cleanText(value: unknown, max = Infinity): string {
  return typeof value === 'string'
    ? // The end is trimmed after the cap, with a high surrogate the cap cut from its pair (it
      // would show as a replacement character).
      withoutInvisible(value)
        .trimStart()
        .slice(0, max)
        .replace(/[\s\uD800-\uDBFF]+$/, '')
    : '';
}

/** A list of strings, keeping only the entries that are strings (or numbers). */
export function asStringList(value: unknown): string[] {
  return asArray(value)
    .map((item) => (typeof item === 'string' || typeof item === 'number' ? String(item) : null))
    .filter((item): item is string => item !== null && item !== '');
}
