// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as MARKET_PATHS from '../../../react-core/core/api/market-paths';
import { findRegion } from '../../../react-core/core/region/regions';
import { MARKET_SEARCH } from '../../../react-core/market-search/market-search.data';
import { rankRows } from '../../../react-core/market-search/data/market-rank.rules';
import { CTX, ManualClock, flush, recordingFetch, testEnv } from './helpers';

type Store = typeof import('../../../react-core/market-search/data/market-search.store');

let store: Store;
let clock: ManualClock;
let api: ReturnType<typeof recordingFetch>;

beforeEach(async () => {
  store = await import('../../../react-core/market-search/data/market-search.store');
  clock = new ManualClock();
  api = recordingFetch();
  store.resetMarketSearch(testEnv(clock, api.fetchImpl).env);
  document.cookie = 'defaultBuyCryptoFiat=; max-age=0; path=/';
});
afterEach(() => store.resetMarketSearch());

describe('the market store', () => {
  it('importing it requests nothing and starts no timer', async () => {
    vi.resetModules();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const timerSpy = vi.spyOn(globalThis, 'setTimeout');
    const fresh: Store = await import('../../../react-core/market-search/data/market-search.store');
    await flush();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(timerSpy.mock.calls.filter(([, ms]) => (ms ?? 0) > 0)).toEqual([]);
    expect(fresh.listOf(fresh.marketSearch, 'spot', CTX).status).toBe('idle');
    fetchSpy.mockRestore();
    timerSpy.mockRestore();
  });

  it('spot data is shared: the trade panel and the search modal make one request and read the same rows', async () => {
    // Trade panel hover, drawer section and search modal opening, all at once.
    await Promise.all([store.loadSpotMarkets(CTX), store.loadSpotMarkets(CTX), store.loadSpotMarkets(CTX)]);
    await store.loadFuturesMarkets(CTX);
    expect(api.count(MARKET_PATHS.spotMarkets)).toBe(1);
    const spot = store.listOf(store.marketSearch, 'spot', CTX);
    const futures = store.listOf(store.marketSearch, 'futures', CTX);
    // The modal searches spot and futures together.
    const found = rankRows([...spot.rows, ...futures.rows], 'btc');
    expect(found.slice(0, 2).map((r) => r.id)).toEqual(['spot:BTC_USDT', 'spot:BTC_USDC']);
    expect(found.some((r) => r.id === 'futures:USDT:BTC_USDT')).toBe(true);
  });

  it('the alpha search box asks the server once per settled keyword, through the store’s loader', async () => {
    const box = store.createAlphaSearchBox(() => CTX);
    box.setKeyword('ai');
    box.setKeyword('aix');
    await clock.advance(MARKET_SEARCH.alphaSearchDebounceMs);
    expect(api.calls.filter((u) => u.pathname === MARKET_PATHS.alphaSearch).map((u) => u.searchParams.get('keywords'))).toEqual(['aix']);
    expect(box.state.rows.map((r) => r.base)).toContain('AIXBT');
    box.dispose();
  });

  it('the Pay-with choice is written to cookie defaultBuyCryptoFiat and shown as chosen', async () => {
    await store.loadPayWithFiats(CTX);
    const rows = store.listOf(store.marketSearch, 'payWith', CTX).rows;
    expect(store.chosenPayWith(rows, CTX).fiat).toBe('USD');
    store.choosePayWithFiat('eur');
    expect(document.cookie).toContain('defaultBuyCryptoFiat=EUR');
    expect(store.chosenPayWith(rows, CTX)).toMatchObject({ fiat: 'EUR', href: '/crypto/buy-EUR-USDT' });
    store.choosePayWithFiat('not a fiat');
    expect(store.payWithChoice.fiat).toBe('EUR');
  });

  it('tells the view what to draw: placeholders while loading, rows, or the empty state', () => {
    expect(store.listView('idle', 0)).toBe('placeholders');
    expect(store.listView('loading', 0)).toBe('placeholders');
    expect(store.listView('ready', 0)).toBe('empty');
    expect(store.listView('error', 0), 'an outage is not “no markets”').toBe('failed');
    expect(store.listView('error', 3)).toBe('rows');
    expect(MARKET_SEARCH.placeholderRows).toBe(10);
  });

  it('View All: spot to the site’s default pair from the region table, futures to /futures/USDT/BTC_USDT', () => {
    expect(store.viewAllLinks(findRegion(0)!.defaultPair, { lang: 'en' })).toEqual({ spot: '/trade/BTC_USDT', futures: '/futures/USDT/BTC_USDT' });
    expect(store.viewAllLinks(findRegion(177)!.defaultPair, { lang: 'tr' })).toEqual({ spot: '/tr/trade/BTC_TRY', futures: '/tr/futures/USDT/BTC_USDT' });
    expect(store.viewAllLinks(findRegion(106)!.defaultPair, { lang: 'de' }).spot).toBe('/de/trade/BTC_USDC');
  });

  it('reset stops the refresh and forgets the entries', async () => {
    await store.loadFuturesMarkets(CTX);
    store.resetMarketSearch(testEnv(clock, api.fetchImpl).env);
    await clock.advance(MARKET_SEARCH.contractRefreshMs * 2);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(1);
    expect(store.listOf(store.marketSearch, 'futures', CTX).status).toBe('idle');
  });
});
