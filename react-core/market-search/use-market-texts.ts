import { useCallback } from 'react';
import { translate, type Translator } from '../core/i18n/catalogs';
import { useTranslation, type Translation } from '../core/i18n/use-translation';
import { MARKET_SEARCH_TEXTS, type MarketSearchKey } from './market-search.intl';

/**
 * The market-search texts with a translator that keeps its identity until the language or the
 * catalog changes, so memoised rows (thousands of them per list) do not re-render for a new
 * `t` on every keystroke.
 */
export function useMarketTexts(): Translation<MarketSearchKey> {
  const { lang, ready } = useTranslation(MARKET_SEARCH_TEXTS);
  const t = useCallback<Translator<MarketSearchKey>>(
    (key, vars) => translate(MARKET_SEARCH_TEXTS.name, lang, key, vars),
    // `ready` flips when the catalog arrives: a new function makes memoised rows read it.
    // eslint-style exhaustiveness would call it unused; it is the point.
    [lang, ready],
  );
  return { t, lang, ready };
}
