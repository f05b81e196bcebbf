import { memo } from 'react';
import { loadable } from '../../core/element/loadable';
import { loadCatalog } from '../../core/i18n/catalogs';
import type { LanguageCode } from '../../core/i18n/languages';
import { prefs } from '../../core/store/prefs';
import type { MarketContext } from '../data/market-search.loader';
import { MARKET_SEARCH_TEXTS } from '../market-search.intl';
import { MarketNavPanelFrame, type MarketNavKey, type MarketNavPanelProps } from './market-nav-frame.connected';

/**
 * What the header needs to host the market panels, kept tiny because it sits in the header's
 * own chunk (the first-paint path): no store, loader, mapper or view is imported here. Those
 * come with `preloadMarketNav()` (the panel's chunk) and `marketIntent()` (the store's chunk),
 * both dynamic imports the header starts on intent. The frame, keys and context the lazy parts
 * share are market-nav-frame.connected.tsx (re-exported here for the header).
 */
export * from './market-nav-frame.connected';

/**
 * The body's chunk. A loadable, not React.lazy: once preloaded (idle, intent) the panel renders
 * in the same commit as the dropdown that shows it, with no suspended frame or reveal throttle.
 */
const MarketNavPanelBody = loadable(() => import('./market-nav-panel.connected'), null, { pick: (module) => module.MarketNavPanelBody });

/**
 * The panel as the header hosts it: the frame and links at once, the body when its chunk is in.
 * Memoised: a dropdown that opens and closes around a mounted panel re-renders it only when its
 * own props change (pass memoised `links` and a stable `onClose`).
 */
export const MarketNavPanelSlot = Object.assign(
  memo(function MarketNavPanelSlot(props: MarketNavPanelProps) {
    return (
      <MarketNavPanelFrame
        {...props}
        body={(hint) => <MarketNavPanelBody navKey={props.navKey} variant={props.variant} onClose={props.onClose} sectionHint={hint} />}
      />
    );
  }),
  { preload: MarketNavPanelBody.preload },
);

/**
 * Fetches the panels' code and texts ahead of the first open (on pointer or focus intent, and at
 * idle after first paint), so the open paints at once. Requests no market data. Never rejects; a
 * failed chunk is fetched again by the next call.
 */
export function preloadMarketNav(lang: LanguageCode = prefs.lang): Promise<void> {
  return Promise.all([MarketNavPanelSlot.preload(), loadCatalog(MARKET_SEARCH_TEXTS.name, lang)]).then(
    () => undefined,
    () => undefined,
  );
}

/**
 * The first hover or focus of a market nav item (spec §4, §7): starts the loads its panel shows
 * first (trade_head: tab menus and spot; derivatives: tab menus and futures, which refresh every
 * 600 s from then on; buy_coins_head: the Pay-with fiats). Idempotent: call it on every intent;
 * the store requests only what its rules allow. Nothing market-related is requested before it.
 */
export function marketIntent(navKey: MarketNavKey, ctx: MarketContext): Promise<void> {
  return import('./market-nav.loader').then(
    ({ startNavLoads }) => startNavLoads(navKey, ctx),
    () => undefined,
  );
}
