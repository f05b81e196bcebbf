import { proxy } from 'valtio/vanilla';
import { COOKIE, ONE_YEAR_SECONDS, readCookie, writeCookie } from '../../core/cookies/cookies';
import { normalizeFiat } from '../../core/site/fiat';
import * as ROUTES from '../../core/routes/routes';
import { withLanguage } from '../../core/routes/links';
import { createAlphaSearch, type AlphaSearch } from './alpha-search';
import { createMarketLoader, createMarketSearchState, type MarketContext, type MarketLoader, type MarketLoaderEnv } from './market-search.loader';
import type { ListStatus, PayWithRow } from '../market-search.types';
import { selectedPayWith } from './pay-with.mappers';
import { registerReset } from '../../core/util/resets';

/**
 * The market data of the page, shared by every panel, the drawer and the search modal (one
 * valtio proxy: every element is its own React root, the module store ties them together).
 * Views read entries with `listOf(marketSearch, kind, ctx)` / `tabsOf(marketSearch, ctx)` from
 * a snapshot and start loads with the actions below, from effects or event handlers (never
 * during render). Importing this module creates the proxy and nothing else: no request, timer
 * or listener starts before the first action.
 */
export const marketSearch = proxy(createMarketSearchState());

/** Pay-with choice of the page (cookie defaultBuyCryptoFiat), shared by every panel. */
export const payWithChoice = proxy<{ fiat: string | null }>({ fiat: null });

export { entryKey, listOf, tabsOf, normalizeChain, type MarketContext, type MarketSearchState } from './market-search.loader';

/** The page's environment, reached only when an action first runs. */
function browserEnv(): MarketLoaderEnv {
  return {
    now: () => Date.now(),
    setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
    clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
    onVisible(listener) {
      if (typeof document === 'undefined') return () => undefined;
      const onChange = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', onChange);
      return () => document.removeEventListener('visibilitychange', onChange);
    },
  };
}

let envOverride: MarketLoaderEnv | null = null;
let current: { loader: MarketLoader; env: MarketLoaderEnv } | null = null;

function loader(): MarketLoader {
  if (!current) {
    const env = envOverride ?? browserEnv();
    current = { loader: createMarketLoader({ state: marketSearch, env }), env };
  }
  return current.loader;
}

// Actions. Each is idempotent: call it on every hover, focus or tab activation; it requests
// only what the loading rules allow and resolves when the answer is in the store.

/** Tab menus (common/tabs): on the first hover or focus of trade_head or derivatives. */
export const loadMarketTabs = (ctx: MarketContext) => loader().load('tabs', ctx);
/** Spot rows (shared by the trade panel and the search modal): first hover of trade_head, or the modal opening. */
export const loadSpotMarkets = (ctx: MarketContext) => loader().load('spot', ctx);
/** Futures (derivatives): first hover of derivatives or the modal opening; refreshes every 600 s from then on. */
export const loadFuturesMarkets = (ctx: MarketContext) => loader().load('futures', ctx);
/** Delivery: on each activation of the Delivery sub-tab (deduplicated for 30 s, never refreshed). */
export const loadDeliveryContracts = (ctx: MarketContext) => loader().load('delivery', ctx);
/** Pilot rows: first activation of the Pilot tab (or hover of trade_head). */
export const loadPilotMarkets = (ctx: MarketContext) => loader().load('pilot', ctx);
/** A chain's default alpha list ('' or ALPHA_ALLCHAIN = every chain): activation of a MEMEBOX sub-tab. */
export const loadAlphaMarkets = (ctx: MarketContext, chain = '') => loader().load('alpha', ctx, chain);
/** Pre-market (premint + pre_market): activation of the Pre-market tab. */
export const loadPreMarket = (ctx: MarketContext) => loader().load('preMarket', ctx);
/** Options underlyings: activation of the Options tab. */
export const loadOptionsUnderlyings = (ctx: MarketContext) => loader().load('options', ctx);
/** One underlying's option contracts (options/markets?market=): activation of its OPTIONS sub-tab. */
export const loadOptionsMarkets = (ctx: MarketContext, underlying: string) => loader().load('optionsMarkets', ctx, underlying);
/** Pay-with fiats (cached, spec §5): first hover or focus of buy_coins_head. */
export const loadPayWithFiats = (ctx: MarketContext) => loader().load('payWith', ctx);

/**
 * A search box of the alpha panel. Create one per mounted search box (creating it starts
 * nothing) and `dispose()` it on unmount; `ctx` is read when a keyword settles.
 */
export function createAlphaSearchBox(ctx: () => MarketContext): AlphaSearch {
  return createAlphaSearch({
    search: (keyword) => loader().searchAlpha(ctx(), keyword),
    env: current?.env ?? envOverride ?? browserEnv(),
  });
}

/** The fiat the Pay-with panel shows as chosen: the page's choice, else the cookie, else USD. */
export function chosenPayWith(rows: readonly PayWithRow[], ctx: Pick<MarketContext, 'lang'>): PayWithRow {
  return selectedPayWith(rows, payWithChoice.fiat ?? readCookie(COOKIE.defaultBuyCryptoFiat), ctx);
}

/** Spec §1/§7: the Pay-with choice is written to cookie defaultBuyCryptoFiat (a year, like curr_fiat). */
export function choosePayWithFiat(fiat: string): void {
  const code = normalizeFiat(fiat);
  if (!code) return;
  payWithChoice.fiat = code;
  writeCookie(COOKIE.defaultBuyCryptoFiat, code, { maxAgeSeconds: ONE_YEAR_SECONDS });
}

/**
 * What a list area shows: placeholder rows while nothing is there yet, the rows, the empty state
 * (an answer with no rows: spec §8), or the failure (no valid answer: it says so and offers
 * Retry, instead of claiming there are no markets). Rows already shown stay through a failed
 * refresh or a retry.
 */
export type ListView = 'placeholders' | 'rows' | 'empty' | 'failed';

export function listView(status: ListStatus, shownRows: number): ListView {
  if (shownRows > 0) return 'rows';
  if (status === 'error') return 'failed';
  return status === 'idle' || status === 'loading' ? 'placeholders' : 'empty';
}

/**
 * The View All links (spec §2): spot to the site's default pair (`Region.defaultPair`, passed in
 * by the element), futures to /futures/USDT/BTC_USDT; language-prefixed.
 */
export function viewAllLinks(defaultPair: string, ctx: Pick<MarketContext, 'lang'>): { spot: string; futures: string } {
  return {
    spot: withLanguage(ctx.lang, ROUTES.trade(defaultPair)),
    futures: withLanguage(ctx.lang, ROUTES.futures()),
  };
}

/** For tests: forget every entry, stop the timers, and load through `env` (the page's when null) from now on. */
export function resetMarketSearch(env: MarketLoaderEnv | null = null): void {
  current?.loader.dispose();
  current = null;
  envOverride = env;
  Object.assign(marketSearch, createMarketSearchState());
  payWithChoice.fiat = null;
}

registerReset(resetMarketSearch);
