import { useTranslation, type Translation } from '../core/i18n/use-translation.connected';
import { MARKET_SEARCH_TEXTS, type MarketSearchKey } from './market-search.intl';

/** The market-search texts (a `t` stable per language and catalog: rows are memoised). */
export function useMarketTexts(): Translation<MarketSearchKey> {
  return useTranslation(MARKET_SEARCH_TEXTS);
}
