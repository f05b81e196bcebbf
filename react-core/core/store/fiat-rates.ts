import { proxy } from 'valtio/vanilla';
import { fetchMapped } from '../api/client';
import { asNumber, asRecord, asString, cleanText } from '../util/coerce';
import { normalizeFiat } from '../site/fiat';
import * as MARKET_PATHS from '../api/markets.paths';
import { registerReset } from '../util/resets';

/**
 * Fiat market rates (USD to each fiat), shared by every element; loaded once, on demand (the
 * personal centre converts assets, the exchange-rate tab shows them). Its own module so the one-script entry
 * does not carry it.
 */
export interface FiatRate {
  rate: number;
  symbol: string;
}

export const fiatRates = proxy<{ rates: Record<string, FiatRate> }>({ rates: {} });

/** Maps the rates answer (fiat → {rate, symbol}) keeping only well-formed entries. */
export function mapFiatRates(data: unknown): Record<string, FiatRate> {
  const rates: Record<string, FiatRate> = {};
  for (const [code, value] of Object.entries(asRecord(data))) {
    const fiat = normalizeFiat(code);
    const row = asRecord(value);
    const rate = asNumber(row.rate, NaN);
    if (fiat && Number.isFinite(rate) && rate > 0) rates[fiat] = { rate, symbol: cleanText(asString(row.symbol), 8) };
  }
  return rates;
}

let ratesLoad: Promise<void> | undefined;
export function loadFiatRates(base: string): Promise<void> {
  ratesLoad ??= fetchMapped(MARKET_PATHS.fiatMarketRates, mapFiatRates, {}, { base }).then(({ value, fresh }) => {
    fiatRates.rates = value;
    // A failed answer is asked again by the next caller (the settings dialog opening again).
    if (!fresh) ratesLoad = undefined;
  });
  return ratesLoad;
}

export function resetFiatRates(): void {
  ratesLoad = undefined;
  fiatRates.rates = {};
}

registerReset(resetFiatRates);
