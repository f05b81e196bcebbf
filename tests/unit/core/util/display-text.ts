import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * What display text must never hold, written out by code point rather than imported, so the
 * tests check the cleaning against the list itself: the C0 and C1 controls, and Unicode's
 * Bidi_Control characters (ALM, LRM, RLM, the embeddings and overrides, the isolates).
 */
const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x0000, 0x001f],
  [0x007f, 0x009f],
  [0x061c, 0x061c],
  [0x200e, 0x200f],
  [0x202a, 0x202e],
  [0x2066, 0x2069],
];

export const INVISIBLE_CHARS: readonly string[] = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i)),
);

const INVISIBLE_SET: ReadonlySet<string> = new Set(INVISIBLE_CHARS);

export function invisibleIn(text: string): string[] {
  return [...text].filter((char) => INVISIBLE_SET.has(char));
}

/** The string, and which of it was invisible, so a failure names the character. */
export function expectDisplayText(text: string): void {
  expect(typeof text).toBe('string');
  expect(
    invisibleIn(text).map((c) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    JSON.stringify(text),
  ).toEqual([]);
}

/**
 * Arbitrary unicode (lone surrogates included) with the invisible characters, spaces and a few
 * scripts that need joiners or marks drawn often, so a stray control is met in most runs.
 */
export const hostileText = fc.string({
  unit: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...INVISIBLE_CHARS) },
    { weight: 2, arbitrary: fc.constantFrom(' ', 'a', 'Z', '9', 'é', 'ß', 'ع', 'א', '中', '\u200d', '\u00a0', '😀', '👩\u200d💻') },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  ),
  maxLength: 40,
});
