import { useMemo } from 'react';
import { loadable } from '../core/element/loadable';
import { useSnapshot } from 'valtio';
import { useChrome } from '../core/element/context';
import { loadCatalog } from '../core/i18n/catalogs';
import type { LanguageCode } from '../core/i18n/languages';
import { prefs } from '../core/store/prefs';
import type { HidingFlag, Site } from '../core/region/regions';
import type { MarketContext } from './market-search.loader';
import { MARKET_SEARCH_TEXTS } from './market-search.intl';
import type { MarketNavPanelProps } from './market-nav-panel';

/**
 * What the header needs to host the market panels, kept tiny because it sits in the header's
 * own chunk (the first-paint path): no store, loader, mapper or view is imported here. Those
 * come with `preloadMarketNav()` (the panel's chunk) and `marketIntent()` (the store's chunk),
 * both dynamic imports the header starts on intent.
 */

/** The nav items (spec §2 Screens and modals) whose dropdown holds a market or Pay-with panel. */
export const MARKET_NAV_KEYS = ['trade_head', 'derivatives', 'buy_coins_head'] as const;
export type MarketNavKey = (typeof MARKET_NAV_KEYS)[number];

export function isMarketNavKey(id: unknown): id is MarketNavKey {
  return typeof id === 'string' && (MARKET_NAV_KEYS as readonly string[]).includes(id);
}

/**
 * Whether a market nav item shows its panel on this page: Pay-with is hidden by `hidden-paywith`
 * (spec §6), and then nothing of it loads either (the header skips `marketIntent` for it).
 */
export function marketNavShows(navKey: MarketNavKey, isHidden: (flag: HidingFlag) => boolean): boolean {
  return navKey !== 'buy_coins_head' || !isHidden('paywith');
}

/**
 * The context of every market action, written once for the header and the panels: the API base
 * of the element, the page's language and change window. Sites with a forced market display
 * (spec §4: the US) always use the 24h window, whatever the stored preference says.
 */
export function marketContextOf(apiBase: string, lang: LanguageCode, changeWindow: MarketContext['changeWindow'], site: Pick<Site, 'forcedMarketDisplay'>): MarketContext {
  return { base: apiBase, lang, changeWindow: site.forcedMarketDisplay ? '24h' : changeWindow };
}

/** `marketContextOf` for the element a view renders in; a new object only when a field changed. */
export function useMarketContext(): MarketContext {
  const { options, site } = useChrome();
  const { lang, changeWindow } = useSnapshot(prefs);
  const forced = site.forcedMarketDisplay;
  return useMemo(
    () => marketContextOf(options.apiBase, lang, changeWindow, { forcedMarketDisplay: forced }),
    [options.apiBase, lang, changeWindow, forced],
  );
}

/**
 * The panel's chunk. A loadable, not React.lazy: once preloaded (idle, intent) the panel renders
 * in the same commit as the dropdown that shows it, with no suspended frame or reveal throttle.
 */
export const MarketNavPanelSlot = loadable<MarketNavPanelProps>(() => import('./market-nav-panel'));

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
  return import('./market-nav.loads').then(
    ({ startNavLoads }) => startNavLoads(navKey, ctx),
    () => undefined,
  );
}
