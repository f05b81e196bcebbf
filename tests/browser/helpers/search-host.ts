import { createElement } from 'react';
import { useTranslation } from '../../../react-core/core/i18n/use-translation.connected';
import { HEADER_TEXTS } from '../../../react-core/header/header.intl';
import { SearchEntry } from '../../../react-core/market-search/search/search-entry.connected';

/** The search entry as the header renders it: with the header's texts, once they are there. */
export function SearchEntryHost() {
  const { t, ready } = useTranslation(HEADER_TEXTS);
  return ready ? createElement(SearchEntry, { t }) : null;
}
