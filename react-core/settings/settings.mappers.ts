/**
 * Site data and rates → the dialogs' rows (pure; part of the settings' lazy chunk).
 */
import { NO_CONVERSION } from '../core/store/prefs';
import type { FiatRate } from '../core/store/fiat-rates';
import type { FiatOption, LanguageOption } from '../core/site/common-data';
import type { LanguageCode } from '../core/i18n/languages';
import { formatNumber } from '../core/i18n/number-format';
import { fiatIconUrl } from '../core/api/images';

export interface LanguageRow {
  code: LanguageCode;
  name: string;
  href: string;
  current: boolean;
}

export function languageRows(list: readonly LanguageOption[], current: LanguageCode, hrefOf: (code: LanguageCode) => string): LanguageRow[] {
  return list.map((l) => ({ code: l.code, name: l.name, href: hrefOf(l.code), current: l.code === current }));
}

export interface FiatRow {
  fiat: string;
  symbol: string;
  /** Units per 1 USD, formatted; null when currFiatMarketRates gave none for it. */
  rate: string | null;
  current: boolean;
  /** The fiat's icon (spec §9, image service at quality 75); the code is the text fallback. */
  icon: string | null;
}

/**
 * Rates keep four decimals below 10 (0.9213 EUR) and two above (156.23 JPY), in the language's
 * separators; without Intl.NumberFormat, whose first use on a page loads ICU's number data, a
 * long task on a phone (core/i18n/number-format.ts).
 */
export function formatRate(rate: number, lang: LanguageCode): string {
  return formatNumber(rate, lang, { min: 0, max: rate < 10 ? 4 : 2 });
}

/**
 * The exchange-rate tab's rows: common data's fiat list with whatever rates validated, each with
 * its icon on the API base's image service.
 */
export function fiatRows(list: readonly FiatOption[], rates: Readonly<Record<string, FiatRate>>, current: string, lang: LanguageCode, apiBase = ''): FiatRow[] {
  return list.map((f) => {
    const rate = rates[f.fiat]?.rate;
    return {
      fiat: f.fiat,
      // A symbol that only repeats the code (CHF) adds nothing.
      symbol: [f.symbol, rates[f.fiat]?.symbol].find((sym) => sym && sym !== f.fiat) ?? '',
      rate: rate === undefined ? null : formatRate(rate, lang),
      current: current !== NO_CONVERSION && f.fiat === current,
      icon: fiatIconUrl(apiBase, f.fiat),
    };
  });
}
