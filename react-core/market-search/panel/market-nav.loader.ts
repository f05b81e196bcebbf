import type { MarketContext } from '../data/market-search.loader';
import { loadFuturesMarkets, loadMarketTabs, loadPayWithFiats, loadSpotMarkets } from '../data/market-search.store';
import type { MarketNavKey } from './market-nav-frame.connected';

/**
 * The loads a market nav item's first hover or focus starts (spec §4 Market panel: futures only
 * after the first hover of derivatives). The panels call it too when they mount, so a panel
 * opened without a hover (keyboard, drawer) still loads; every action is deduplicated.
 */
export function startNavLoads(navKey: MarketNavKey, ctx: MarketContext): Promise<void> {
  const loads: Promise<void>[] = [];
  if (navKey === 'trade_head') loads.push(loadMarketTabs(ctx), loadSpotMarkets(ctx));
  else if (navKey === 'derivatives') loads.push(loadMarketTabs(ctx), loadFuturesMarkets(ctx));
  else loads.push(loadPayWithFiats(ctx));
  return Promise.all(loads).then(() => undefined);
}
