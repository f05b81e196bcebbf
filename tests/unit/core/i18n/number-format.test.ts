import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGE_CODES } from '../../../../react-core/core/i18n/languages';
import { formatCount, formatNumber, formatPercentNumber } from '../../../../react-core/core/i18n/number-format';

/** Amounts the personal centre shows: up to a trillion, any sign, with cents and beyond. */
const amounts = fc.oneof(
  fc.double({ min: -1e12, max: 1e12, noNaN: true }),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.constantFrom(0, -0, 0.5, 0.125, 1.005, 999.995, 1234.5, 12345),
);

describe("formatNumber: the languages' styles without Intl (checked against Intl)", () => {
  it('writes what Intl.NumberFormat writes, in every UI language (property)', () => {
    fc.assert(
      fc.property(amounts, fc.constantFrom(...LANGUAGE_CODES), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), (value, lang, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const intl = new Intl.NumberFormat(lang, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value);
        expect(formatNumber(value, lang, { min, max })).toBe(intl);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes counts as Intl writes them with no fraction digits, from 0 to beyond 1e21 (property)', () => {
    const counts = fc.oneof(
      fc.integer({ min: -1e9, max: 1e9 }),
      fc.double({ min: -1e25, max: 1e25, noNaN: true }),
      fc.constantFrom(0, -0, 0.5, -0.4, 2.5, 999.5, 1234, 12345, 1e21),
    );
    fc.assert(
      fc.property(counts, fc.constantFrom(...LANGUAGE_CODES), (value, lang) => {
        const intl = new Intl.NumberFormat(lang, { numberingSystem: 'latn', maximumFractionDigits: 0 }).format(value);
        expect(formatCount(value, lang)).toBe(intl);
      }),
      { numRuns: 2000 },
    );
    expect(formatCount(Number.POSITIVE_INFINITY, 'en')).toBe('Infinity');
  });

  it('writes percentages as Intl does', () => {
    fc.assert(
      fc.property(fc.double({ min: -1000, max: 1000, noNaN: true }), fc.constantFrom(...LANGUAGE_CODES), (percent, lang) => {
        expect(formatPercentNumber(percent, lang)).toBe(new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(percent / 100));
      }),
      { numRuns: 1000 },
    );
  });

  it('keeps a value that is not a number as it is', () => {
    expect(formatNumber(Number.NaN, 'en', { min: 0, max: 2 })).toBe('NaN');
  });
});
