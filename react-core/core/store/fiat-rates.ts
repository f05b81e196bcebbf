import { proxy } from 'valtio/vanilla';
import { fetchMapped } from '../api/client';
import { asNumber, asRecord, asString, cleanText, isRecord } from '../util/coerce';
import { createResource, type Resource } from '../resource/resource';
import { FRESHNESS } from '../resource/freshness';
import { pageEnv } from '../resource/page-env';
import { normalizeFiat } from '../site/fiat';
import * as MARKET_PATHS from '../api/market-paths';
import { registerReset } from '../util/resets';

/**
 * Fiat market rates (USD to each fiat), shared by every element; a cached resource loaded on
 * demand (the personal centre converts assets, the exchange-rate tab shows them). Its own module
 * so the one-script entry does not carry it.
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

const resources = new Map<string, Resource<Record<string, FiatRate>>>();

function ratesResource(base: string): Resource<Record<string, FiatRate>> {
  let resource = resources.get(base);
  if (!resource) {
    resource = createResource<Record<string, FiatRate>>({
      async fetch() {
        const { value, fresh } = await fetchMapped(MARKET_PATHS.fiatMarketRates, (d) => (isRecord(d) ? d : null), null, { base });
        return fresh && value ? { ok: true, value: mapFiatRates(value), raw: value } : { ok: false };
      },
      freshness: FRESHNESS.site,
      env: pageEnv,
    });
    resource.subscribe((state) => {
      // A failed answer keeps the rates shown (none before the first).
      if (state.value) fiatRates.rates = state.value;
    });
    resources.set(base, resource);
  }
  return resource;
}

/**
 * The rates (shared, deduplicated): loaded when a view first needs them and asked again by a
 * later one once older than 5 minutes (a failed answer is asked again by the next caller).
 */
export function loadFiatRates(base: string): Promise<void> {
  return ratesResource(base).ensure();
}

/** Keeps the rates fresh while a view shows them (the freshness rule). Returns the unwatch. */
export function watchFiatRates(base: string): () => void {
  return ratesResource(base).watch();
}

export function resetFiatRates(): void {
  for (const resource of resources.values()) resource.reset();
  resources.clear();
  fiatRates.rates = {};
}

registerReset(resetFiatRates);
