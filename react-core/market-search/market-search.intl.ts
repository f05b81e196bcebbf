import { catalogRef } from '../core/i18n/catalogs';
import { registerCatalogFiles } from '../core/i18n/catalog-files';
import type en from './intl/en.json';

/**
 * The texts of the market panels, Pay-with and the search modal; keys typed from the English
 * catalog. Registering fetches nothing: the search entry's first render, or `preloadMarketNav()`
 * on hover intent, loads the page's language.
 */
export type MarketSearchKey = keyof typeof en;
export const MARKET_SEARCH_TEXTS = catalogRef<MarketSearchKey>('market-search');

registerCatalogFiles(MARKET_SEARCH_TEXTS.name);
