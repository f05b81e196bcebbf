import type { LanguageCode } from './languages';

/**
 * Numbers in the UI languages' own style (CLDR, Latin digits), written out without
 * Intl.NumberFormat: a page's first NumberFormat costs 80 to 100 ms of a 4x-throttled phone's
 * main thread (ICU's number data), one long task for the personal centre's few amounts. The
 * separators and patterns are Chromium's Intl output for each language
 * (tests/unit/core/i18n/number-format.test.ts compares the two over random numbers).
 */
interface NumberStyle {
  group: string;
  decimal: string;
  /** Digits left of the separator before grouping starts: 2 means 1234 stays ungrouped (es, it). */
  minGrouping: 1 | 2;
  /** Around a formatted percent number. */
  percent: (number: string) => string;
  /** Before a negative number. */
  minus: string;
}

const NBSP = '\u00a0';
const NNBSP = '\u202f';
const LRM = '\u200e';

const COMMA_DOT: NumberStyle = { group: ',', decimal: '.', minGrouping: 1, percent: (n) => `${n}%`, minus: '-' };
const DOT_COMMA: NumberStyle = { group: '.', decimal: ',', minGrouping: 1, percent: (n) => `${n}%`, minus: '-' };

const STYLES: Record<LanguageCode, NumberStyle> = {
  en: COMMA_DOT,
  zh: COMMA_DOT,
  'zh-tw': COMMA_DOT,
  ja: COMMA_DOT,
  ko: COMMA_DOT,
  tr: { ...DOT_COMMA, percent: (n) => `%${n}` },
  de: { ...DOT_COMMA, percent: (n) => `${n}${NBSP}%` },
  fr: { group: NNBSP, decimal: ',', minGrouping: 1, percent: (n) => `${n}${NBSP}%`, minus: '-' },
  es: { ...DOT_COMMA, minGrouping: 2, percent: (n) => `${n}${NBSP}%` },
  it: { ...DOT_COMMA, minGrouping: 2 },
  pt: DOT_COMMA,
  ru: { group: NBSP, decimal: ',', minGrouping: 1, percent: (n) => `${n}${NBSP}%`, minus: '-' },
  vi: DOT_COMMA,
  ar: { ...COMMA_DOT, percent: (n) => `${n}${LRM}%${LRM}`, minus: `${LRM}-` },
};

export interface FractionDigits {
  min: number;
  max: number;
}

/**
 * The digits of |value| rounded to `max` fraction digits, half away from zero on its shortest
 * decimal form (what `String(value)` writes), as Intl does: 1.005 becomes 1.01 (toFixed, which
 * rounds the exact binary value, writes 1.00).
 */
function roundedDigits(value: number, max: number): [string, string] {
  const text = String(Math.abs(value));
  // Exponent forms: below 1e-6 (0 at these precisions) or 1e21 and up (no amount is).
  if (text.includes('e')) {
    const [whole = '0', fraction = ''] = Math.abs(value).toFixed(max).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= max) return [whole, fraction.padEnd(max, '0')];
  const kept = `${whole}${fraction.slice(0, max)}`;
  const up = fraction.charCodeAt(max) >= 53; // '5'
  let digits = kept;
  if (up) {
    // Add one in the last kept place, carrying leftwards.
    const chars = kept.split('');
    let i = chars.length - 1;
    while (i >= 0 && chars[i] === '9') chars[i--] = '0';
    if (i >= 0) chars[i] = String(Number(chars[i]) + 1);
    else chars.unshift('1');
    digits = chars.join('');
  }
  return [digits.slice(0, digits.length - max) || '0', digits.slice(digits.length - max)];
}

/** The unsigned number in the language's separators (see formatNumber). */
function unsigned(value: number, style: NumberStyle, { min, max }: FractionDigits): string {
  const [whole, digits] = roundedDigits(value, max);
  let fraction = digits;
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = grouping(whole, style);
  return fraction ? `${grouped}${style.decimal}${fraction}` : grouped;
}

/** The digits of a whole number with the language's group separator, from its minimum grouping on. */
function grouping(whole: string, style: NumberStyle): string {
  return whole.length >= 3 + style.minGrouping ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group) : whole;
}

/** Whether Intl writes a minus: a negative value, even one that rounds to zero ("-0"). */
const negative = (value: number) => value < 0 || Object.is(value, -0);

/**
 * `value` rounded to at most `max` fraction digits (as Intl rounds), trailing zeros kept down to
 * `min`, grouped and in the language's separators. A value that is not finite is written as it is.
 */
export function formatNumber(value: number, lang: LanguageCode, digits: FractionDigits): string {
  if (!Number.isFinite(value)) return String(value);
  const style = STYLES[lang] ?? COMMA_DOT;
  const text = unsigned(value, style, digits);
  return negative(value) ? `${style.minus}${text}` : text;
}

/**
 * A count (a whole number, rounded half away from zero as Intl rounds) grouped in the language's
 * style: formatNumber(value, lang, { min: 0, max: 0 }) for the counts the header's first render
 * writes, without the fraction rounding that function carries (bytes of every page's header).
 */
export function formatCount(value: number, lang: LanguageCode): string {
  if (!Number.isFinite(value)) return String(value);
  const style = STYLES[lang] ?? COMMA_DOT;
  // The shortest decimal form, as Intl reads a number, its exponent (from 1e21) written out.
  const text = String(Math.round(Math.abs(value)));
  const exponent = text.indexOf('e+');
  const whole =
    exponent < 0
      ? text
      : text
          .slice(0, exponent)
          .replace('.', '')
          .padEnd(Number(text.slice(exponent + 2)) + 1, '0');
  return negative(value) ? `${style.minus}${grouping(whole, style)}` : grouping(whole, style);
}

/** A percentage (12.5 → "12.5%", "%12,5" in Turkish), at most two fraction digits. */
export function formatPercentNumber(percent: number, lang: LanguageCode): string {
  if (!Number.isFinite(percent)) return String(percent);
  const style = STYLES[lang] ?? COMMA_DOT;
  const text = style.percent(unsigned(percent, style, { min: 0, max: 2 }));
  return negative(percent) ? `${style.minus}${text}` : text;
}
