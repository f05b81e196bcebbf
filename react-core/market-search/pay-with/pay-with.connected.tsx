import { useCallback, useEffect, useState } from 'react';
import { useRetryWhenOnline } from '../../core/api/use-retry-when-online';
import { useSnapshot } from 'valtio';
import { COOKIE, readCookie } from '../../core/cookies/cookies';
import { useMarketContext } from '../panel/market-nav-frame.connected';
import { startNavLoads } from '../panel/market-nav.loader';
import { choosePayWithFiat, listOf, listView, loadPayWithFiats, marketSearch, payWithChoice } from '../data/market-search.store';
import { selectedPayWith } from '../data/pay-with.mappers';
import { PayWithView } from './pay-with';
import { filterPayWith, usePayWith } from './use-pay-with';
import { useMarketTexts } from '../use-market-texts.connected';
import { useChrome } from '../../core/element/context';
import { useSiteData } from '../../core/store/use-site-data';
import { fiatIconUrl } from '../../core/api/images';

export interface PayWithConnectedProps {
  variant: 'dropdown' | 'drawer';
  onEscape?: () => void;
}

/**
 * The Pay-with panel of buy_coins_head: `buyCryptoFiatList` (cached), the choice in its cookie.
 * Preselected (spec §3): the user's choice on this page, else its cookie, else common data's
 * `defaultBuyCryptoFiat`, else USD.
 */
export function PayWithConnected({ variant, onEscape }: PayWithConnectedProps) {
  const ctx = useMarketContext();
  const { options, sitePrefix } = useChrome();
  const { common } = useSiteData();
  const { t } = useMarketTexts();
  const snap = useSnapshot(marketSearch) as typeof marketSearch;
  const { fiat: chosenHere } = useSnapshot(payWithChoice);
  // The cookie is read after mount: renders never touch the document.
  const [fromCookie, setFromCookie] = useState<string | undefined>(undefined);
  useEffect(() => setFromCookie(readCookie(COOKIE.defaultBuyCryptoFiat)), []);
  useEffect(() => {
    void startNavLoads('buy_coins_head', ctx);
  }, [ctx]);
  const { state, toggle, setFilter, chosen } = usePayWith();

  const entry = listOf(snap, 'payWith', ctx);
  const rows = filterPayWith(entry.rows, state.filter);
  const view = listView(entry.status, rows.length);
  const failed = entry.status === 'error';
  const retry = useCallback(() => void loadPayWithFiats(ctx), [ctx]);
  useRetryWhenOnline(failed, retry);
  return (
    <PayWithView
      t={t}
      variant={variant}
      chosen={selectedPayWith(entry.rows, chosenHere ?? fromCookie ?? common.defaultBuyCryptoFiat, ctx)}
      open={state.open}
      onToggle={toggle}
      filter={state.filter}
      onFilter={setFilter}
      rows={rows}
      view={view}
      failed={failed}
      onRetry={retry}
      onChoose={(fiat) => {
        choosePayWithFiat(fiat);
        chosen();
      }}
      onEscape={onEscape}
      sitePrefix={sitePrefix}
      fiatIcon={(fiat) => fiatIconUrl(options.apiBase, fiat)}
    />
  );
}
