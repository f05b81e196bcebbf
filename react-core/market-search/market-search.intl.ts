import { catalogRef, loadCatalog } from '../core/i18n/catalogs';
import { prefs } from '../core/store/prefs';
import { registerCatalogFiles } from '../core/i18n/catalog-files';
import type en from './intl/en.json';

/**
 * The texts of the market panels, Pay-with and the search modal; keys typed from the English
 * catalog. Registering fetches nothing: `preloadMarketNav()` and `preloadSearch()` (idle after
 * the header's first paint, hover or focus intent) load the page's language.
 */
export type MarketSearchKey = keyof typeof en;
export const MARKET_SEARCH_TEXTS = catalogRef<MarketSearchKey>('market-search');

registerCatalogFiles(MARKET_SEARCH_TEXTS.name);

/** The page language's market-search texts (never rejects: a failed file falls back to English). */
export function preloadMarketTexts(): Promise<void> {
  return loadCatalog(MARKET_SEARCH_TEXTS.name, prefs.lang);
}
