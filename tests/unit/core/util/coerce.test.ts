import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  asArray,
  asBoolean,
  asNumber,
  asRecord,
  asString,
  asStringList,
  cleanText,
  isObjectLike,
  isRecord,
  oneOf,
  stringOf,
  withoutInvisible,
} from '../../../../react-core/core/util/coerce';
import { expectDisplayText, hostileText, INVISIBLE_CHARS, invisibleIn } from './display-text';

/** Anything JSON can hold and more (undefined, NaN, -0, Symbols are not JSON; the page's objects can be). */
const anything = fc.oneof(fc.anything({ withNullPrototype: true, withBoxedValues: true, withMap: true, withSet: true }), fc.jsonValue(), hostileText);
const max = fc.oneof(fc.integer({ min: 0, max: 50 }), fc.constant(Infinity));

describe('coerce: every decoder takes anything and returns its type, never throwing', () => {
  it('containers', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(isObjectLike(value)).toBe(typeof value === 'object' && value !== null);
        expect(isRecord(value)).toBe(isObjectLike(value) && !Array.isArray(value));
        const record = asRecord(value);
        expect(isRecord(record)).toBe(true);
        expect(record === value || Object.keys(record).length === 0).toBe(true);
        expect(Array.isArray(asArray(value))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('scalars', () => {
    fc.assert(
      fc.property(anything, (value) => {
        expect(typeof asString(value)).toBe('string');
        expect(Number.isFinite(asNumber(value))).toBe(true);
        expect(typeof asBoolean(value)).toBe('boolean');
        for (const item of asStringList(value)) expect(item).not.toBe('');
        expect(oneOf(['a', 'b'], value) ?? 'none').toMatch(/^(a|b|none)$/);
      }),
      { numRuns: 500 },
    );
  });

  it('strings only, as sent or as display text', () => {
    fc.assert(
      fc.property(anything, max, (value, limit) => {
        const raw = stringOf(value, limit);
        const text = cleanText(value, limit);
        expect(raw.length).toBeLessThanOrEqual(limit);
        expect(text.length).toBeLessThanOrEqual(limit);
        if (typeof value !== 'string') {
          expect(raw).toBe('');
          expect(text).toBe('');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('examples: wrong types take the default, strings and numbers are read as the wire writes them', () => {
    expect(asString(48)).toBe('48');
    expect(stringOf(48)).toBe('');
    expect(cleanText(48)).toBe('');
    expect(stringOf('https://x.example/a\nb', 10)).toBe('https://x.');
    expect(asNumber(' 7 ')).toBe(7);
    expect(asNumber('7x', -1)).toBe(-1);
    expect(asBoolean('1')).toBe(true);
    expect(asBoolean('yes', true)).toBe(true);
    expect(oneOf(['light', 'dark'], 'dark')).toBe('dark');
    expect(oneOf(['light', 'dark'], 'Dark')).toBeUndefined();
    expect(oneOf(['light', 'dark'], ['dark'])).toBeUndefined();
    expect(isObjectLike([])).toBe(true);
    expect(isRecord([])).toBe(false);
    expect(asStringList(['a', 3, null, '', {}])).toEqual(['a', '3']);
  });
});

describe('coerce: display text', () => {
  it('holds no control or bidi character, whatever came in', () => {
    fc.assert(
      fc.property(hostileText, max, (value, limit) => {
        expectDisplayText(cleanText(value, limit));
        expectDisplayText(withoutInvisible(value));
      }),
      { numRuns: 1000 },
    );
  });

  it('is idempotent, trimmed and capped', () => {
    fc.assert(
      fc.property(hostileText, max, (value, limit) => {
        const once = cleanText(value, limit);
        expect(cleanText(once, limit)).toBe(once);
        expect(once).toBe(once.trim());
        expect(once.length).toBeLessThanOrEqual(limit);
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a string that has nothing to clean as it is, trimmed', () => {
    fc.assert(
      fc.property(
        hostileText.filter((s) => invisibleIn(s).length === 0),
        (value) => {
          expect(cleanText(value)).toBe(value.trim());
        },
      ),
      { numRuns: 500 },
    );
  });

  it('each invisible character becomes one space, so words stay apart and the length stays', () => {
    fc.assert(
      fc.property(hostileText, (value) => {
        const spaced = withoutInvisible(value);
        expect(spaced.length).toBe(value.length);
        expect(spaced !== value).toBe(invisibleIn(value).length > 0);
        expect(withoutInvisible(spaced)).toBe(spaced);
      }),
      { numRuns: 500 },
    );
    for (const char of INVISIBLE_CHARS) expect(withoutInvisible(`a${char}b`)).toBe('a b');
  });

  it('examples: a trojan-source name, joiners kept, a cap that would split an emoji', () => {
    expect(cleanText('\u202eUSDT\u202c BTC')).toBe('USDT  BTC');
    expect(cleanText('  Bitcoin\n')).toBe('Bitcoin');
    expect(cleanText('\u061cمرحبا')).toBe('مرحبا');
    expect(cleanText('👩\u200d💻 dev')).toBe('👩\u200d💻 dev');
    expect(cleanText('a😀', 2)).toBe('a');
    expect(cleanText('ab c', 3)).toBe('ab');
    expect(cleanText('a\ud83d\ude00 \ud83d', 5)).toBe('a\ud83d\ude00');
    // The global regex keeps no state between calls.
    expect([withoutInvisible('a\u0000'), withoutInvisible('a\u0000'), withoutInvisible('ab')]).toEqual(['a ', 'a ', 'ab']);
  });
});
