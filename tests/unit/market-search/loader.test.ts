// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as MARKET_PATHS from '../../../react-core/core/api/market-paths';
import {
  createMarketLoader,
  createMarketSearchState,
  listOf,
  tabsOf,
  type MarketContext,
  type MarketLoader,
  type MarketSearchState,
} from '../../../react-core/market-search/data/market-search.loader';
import { MARKET_SEARCH } from '../../../react-core/market-search/market-search.data';
import { CTX, ManualClock, flush, mockData, ok, recordingFetch, testEnv, type Override } from './helpers';

/**
 * The loading rules (spec §4 Market panel, §5, §7, §9) on a controlled clock, against the mock's
 * own data unless a test overrides a path.
 */

let clock: ManualClock;
let state: MarketSearchState;
let loader: MarketLoader;
let api: ReturnType<typeof recordingFetch>;
let page: ReturnType<typeof testEnv>['page'];

function start(overrides: Record<string, Override> = {}) {
  clock = new ManualClock();
  state = createMarketSearchState();
  api = recordingFetch(overrides);
  const t = testEnv(clock, api.fetchImpl);
  page = t.page;
  loader = createMarketLoader({ state, env: t.env });
}

beforeEach(() => {
  localStorage.clear();
  start();
});
afterEach(() => loader.dispose());

const fail500: Override = () => ({ status: 500, body: { code: 500, message: 'boom', data: null } });

describe('requests start with the actions', () => {
  it('creating the loader requests nothing; every list is idle until its action runs', async () => {
    await clock.advance(MARKET_SEARCH.contractRefreshMs * 3);
    expect(api.calls).toHaveLength(0);
    expect(listOf(state, 'spot', CTX).status).toBe('idle');
    expect(listOf(state, 'futures', CTX).rows).toEqual([]);
    expect(tabsOf(state, CTX).status).toBe('idle');
  });

  it('shows loading (placeholders) until the answer, then the rows', async () => {
    const pending = loader.load('spot', CTX);
    expect(listOf(state, 'spot', CTX).status).toBe('loading');
    await pending;
    const spot = listOf(state, 'spot', CTX);
    expect(spot.status).toBe('ready');
    expect(spot.rows.length).toBe((mockData(MARKET_PATHS.spotMarkets) as unknown[]).length);
    expect(spot.byTab.get('USDT_HOT')!.length).toBeGreaterThan(0);
    expect(spot.updatedAt).toBe(clock.now);
  });
});

describe('one request per list, shared by every panel and the search modal', () => {
  it('the trade panel, the drawer and the search modal asking at once make one spot request and read one entry', async () => {
    await Promise.all([loader.load('spot', CTX), loader.load('spot', CTX), loader.load('spot', { ...CTX })]);
    await loader.load('spot', CTX);
    expect(api.count(MARKET_PATHS.spotMarkets)).toBe(1);
    expect(state.spot[Object.keys(state.spot)[0]!]).toBe(listOf(state, 'spot', CTX));
    expect(Object.keys(state.spot)).toHaveLength(1);
  });

  it('pilot and each chain of alpha are requested once too', async () => {
    for (let i = 0; i < 3; i += 1) {
      await loader.load('pilot', CTX);
      await loader.load('alpha', CTX, 'sol');
      await loader.load('alpha', CTX, 'ALPHA_ALLCHAIN');
      await loader.load('alpha', CTX, '');
    }
    expect(api.count(MARKET_PATHS.pilotMarkets)).toBe(1);
    expect(api.count(MARKET_PATHS.alphaCurrencies)).toBe(2);
  });

  it('a list older than 60 s is asked again by the next action (a panel opening), not before; the rows stay meanwhile', async () => {
    let price = '1.00';
    start({ [MARKET_PATHS.pilotMarkets]: () => ok([{ pair: 'AAA_USDT', name: 'AAA', currency: 'AAA', show_pair: 'AAA/USDT', chain: 'sol', rate: price }]) });
    await loader.load('pilot', CTX);
    const first = listOf(state, 'pilot', CTX);
    await clock.advance(59_999);
    await loader.load('pilot', CTX);
    expect(api.count(MARKET_PATHS.pilotMarkets)).toBe(1);
    await clock.advance(1);
    // The same answer again: nothing changes on screen (the entry keeps its identity).
    await loader.load('pilot', CTX);
    expect(api.count(MARKET_PATHS.pilotMarkets)).toBe(2);
    expect(listOf(state, 'pilot', CTX)).toBe(first);
    await clock.advance(60_000);
    price = '2.00';
    const during = loader.load('pilot', CTX);
    expect(listOf(state, 'pilot', CTX).status).toBe('ready');
    await during;
    expect(api.count(MARKET_PATHS.pilotMarkets)).toBe(3);
    expect(listOf(state, 'pilot', CTX)).not.toBe(first);
    // No timer: nothing is asked while no panel opens.
    await clock.advance(60 * 60_000);
    expect(api.count(MARKET_PATHS.pilotMarkets)).toBe(3);
  });

  it('another language maps the same answer again (its links get the prefix) without a request', async () => {
    await loader.load('spot', CTX);
    await loader.load('spot', { ...CTX, lang: 'de' });
    expect(api.count(MARKET_PATHS.spotMarkets)).toBe(1);
    expect(listOf(state, 'spot', CTX).rows[0]!.href).toBe('/trade/BTC_USDT');
    expect(listOf(state, 'spot', { ...CTX, lang: 'de' }).rows[0]!.href).toBe('/de/trade/BTC_USDT');
  });

  it('an API base of its own is another list', async () => {
    await loader.load('spot', CTX);
    await loader.load('spot', { ...CTX, base: 'https://api.example' });
    expect(api.calls.map((u) => u.origin)).toEqual(['http://page.test', 'https://api.example']);
  });
});

describe('query parameters of spec §7 and the timezone of spec §5', () => {
  it('sends the timezone of the change window with spot, futures, pilot and alpha; blank for 24h or none', async () => {
    const utc8: MarketContext = { ...CTX, changeWindow: 'utc8' };
    await Promise.all([loader.load('spot', utc8), loader.load('futures', utc8), loader.load('pilot', utc8), loader.load('alpha', utc8, 'sol')]);
    for (const path of [MARKET_PATHS.spotMarkets, MARKET_PATHS.futuresMarkets, MARKET_PATHS.pilotMarkets, MARKET_PATHS.alphaCurrencies]) {
      expect(api.last(path)!.searchParams.get('timezone'), path).toBe('utc8');
    }
    await loader.load('spot', { ...CTX, changeWindow: '24h' });
    expect(api.last(MARKET_PATHS.spotMarkets)!.search).toBe('?exchange_type=ALL&timezone=');
    await loader.load('spot', { ...CTX, changeWindow: '' });
    await loader.load('spot', { ...CTX, changeWindow: 'utc0' });
    // '24h' and '' are the same request; utc0 and utc8 are lists of their own.
    expect(api.calls.filter((u) => u.pathname === MARKET_PATHS.spotMarkets).map((u) => u.searchParams.get('timezone'))).toEqual(['utc8', '', 'utc0']);
  });

  it('asks each endpoint with its documented query', async () => {
    await Promise.all([
      loader.load('tabs', CTX),
      loader.load('futures', CTX),
      loader.load('pilot', CTX),
      loader.load('alpha', CTX, 'ALPHA_ALLCHAIN'),
      loader.load('alpha', CTX, 'eth'),
      loader.load('preMarket', CTX),
      loader.load('options', CTX),
      loader.load('delivery', CTX),
      loader.load('payWith', CTX),
    ]);
    const q = (path: string) => api.calls.filter((u) => u.pathname === path).map((u) => u.search);
    expect(q(MARKET_PATHS.marketTabs)).toEqual(['?area=web_trade']);
    expect(q(MARKET_PATHS.futuresMarkets)).toEqual(['?exchange_type=CONTRACT_ALL&timezone=']);
    expect(q(MARKET_PATHS.pilotMarkets)).toEqual(['?exchange_type=PILOT_ALL&timezone=']);
    expect(q(MARKET_PATHS.alphaCurrencies)).toEqual([
      '?tab=ALPHA_ALLCHAIN&timezone=&page=1&limit=100',
      '?tab=ALPHA_ALLCHAIN&chain=eth&timezone=&page=1&limit=100',
    ]);
    expect(q(MARKET_PATHS.preMarketCurrencies)).toEqual(['?limit=100&page=1']);
    expect(q(MARKET_PATHS.optionsUnderlying)).toEqual(['']);
    expect(q(MARKET_PATHS.deliveryContracts)).toEqual(['']);
    expect(q(MARKET_PATHS.buyCryptoFiatList)).toEqual(['']);
  });
});

describe('futures: lazy, then refreshed every 600 000 ms, also while the page is hidden', () => {
  it('requests nothing before the first call, then refreshes on the interval', async () => {
    await loader.load('spot', CTX);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(0);
    await loader.load('futures', CTX);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(1);
    await loader.load('futures', CTX);
    await clock.advance(MARKET_SEARCH.contractRefreshMs - 1);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(1);
    await clock.advance(1);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(2);
    page.hide();
    await clock.advance(MARKET_SEARCH.contractRefreshMs * 2);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(4);
    // Spot, pilot and the rest do not refresh.
    expect(api.count(MARKET_PATHS.spotMarkets)).toBe(1);
  });

  it('a refresh replaces the rows without going back to placeholders', async () => {
    let price = '100';
    start({ [MARKET_PATHS.futuresMarkets]: () => ok([{ settle: 'USDT', name: 'BTC_USDT', last_price: price }]) });
    await loader.load('futures', CTX);
    price = '200';
    const during: string[] = [];
    const timer = clock.advance(MARKET_SEARCH.contractRefreshMs);
    during.push(listOf(state, 'futures', CTX).status);
    await timer;
    expect(during).toEqual(['ready']);
    expect(listOf(state, 'futures', CTX).rows[0]!.price).toBe('200');
  });

  it('catches up at once when the page shows again after its timers were throttled', async () => {
    await loader.load('futures', CTX);
    clock.throttled = true;
    page.hide();
    await clock.advance(MARKET_SEARCH.contractRefreshMs + 60_000);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(1);
    clock.throttled = false;
    page.show();
    await flush();
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(2);
    // ... and the next refresh is 600 000 ms after that one, not twice.
    await clock.advance(MARKET_SEARCH.contractRefreshMs - 1);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(2);
    await clock.advance(1);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(3);
  });

  it('a failed refresh keeps the rows on screen; a later one recovers', async () => {
    let down = false;
    start({ [MARKET_PATHS.futuresMarkets]: (q) => (down ? fail500(q) : ok(mockData(MARKET_PATHS.futuresMarkets, q))) });
    await loader.load('futures', CTX);
    const rows = listOf(state, 'futures', CTX).rows.length;
    down = true;
    await clock.advance(MARKET_SEARCH.contractRefreshMs);
    expect(listOf(state, 'futures', CTX)).toMatchObject({ status: 'ready' });
    expect(listOf(state, 'futures', CTX).rows).toHaveLength(rows);
    down = false;
    await clock.advance(MARKET_SEARCH.contractRefreshMs);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(3);
  });

  it('only the timezone last asked for keeps refreshing', async () => {
    await loader.load('futures', CTX);
    await loader.load('futures', { ...CTX, changeWindow: 'utc8' });
    await clock.advance(MARKET_SEARCH.contractRefreshMs);
    expect(api.calls.filter((u) => u.pathname === MARKET_PATHS.futuresMarkets).map((u) => u.searchParams.get('timezone'))).toEqual(['', 'utc8', 'utc8']);
  });

  it('needs the envelope code 200: any other code is a failure (status error, no rows)', async () => {
    start({ [MARKET_PATHS.futuresMarkets]: () => ({ body: { code: 400, message: 'bad', data: mockData(MARKET_PATHS.futuresMarkets) } }) });
    await loader.load('futures', CTX);
    expect(listOf(state, 'futures', CTX)).toMatchObject({ status: 'error', rows: [] });
  });

  it('dispose stops the refresh', async () => {
    await loader.load('futures', CTX);
    loader.dispose();
    await clock.advance(MARKET_SEARCH.contractRefreshMs * 3);
    expect(api.count(MARKET_PATHS.futuresMarkets)).toBe(1);
  });
});

describe('delivery: on tab activation, deduplicated for 30 000 ms, never refreshed', () => {
  it('requests on the first activation only, again only once 30 000 ms passed, and never on a timer', async () => {
    await loader.load('futures', CTX);
    expect(api.count(MARKET_PATHS.deliveryContracts)).toBe(0);
    expect(listOf(state, 'delivery', CTX).status).toBe('idle');
    await loader.load('delivery', CTX);
    expect(api.count(MARKET_PATHS.deliveryContracts)).toBe(1);
    expect(listOf(state, 'delivery', CTX).rows.length).toBe(120);
    await clock.advance(MARKET_SEARCH.deliveryDedupeMs - 1);
    await loader.load('delivery', CTX);
    expect(api.count(MARKET_PATHS.deliveryContracts)).toBe(1);
    await clock.advance(1);
    await loader.load('delivery', CTX);
    expect(api.count(MARKET_PATHS.deliveryContracts)).toBe(2);
    await clock.advance(MARKET_SEARCH.contractRefreshMs * 5);
    expect(api.count(MARKET_PATHS.deliveryContracts)).toBe(2);
  });
});

describe('failures (spec §8): an empty or partial list and a status, never a throw', () => {
  it('500, broken JSON, null data and a network error leave an empty list with status error', async () => {
    start({
      [MARKET_PATHS.spotMarkets]: fail500,
      [MARKET_PATHS.pilotMarkets]: () => ({ body: '{"code":200,"data":[' }),
      [MARKET_PATHS.alphaCurrencies]: () => ok(null),
      [MARKET_PATHS.preMarketCurrencies]: () => {
        throw new TypeError('network down');
      },
    });
    await Promise.all([loader.load('spot', CTX), loader.load('pilot', CTX), loader.load('alpha', CTX), loader.load('preMarket', CTX)]);
    for (const kind of ['spot', 'pilot', 'alpha', 'preMarket'] as const) {
      expect(listOf(state, kind, CTX), kind).toMatchObject({ status: 'error', rows: [] });
    }
  });

  it('an empty answer is ready with no rows (the empty state)', async () => {
    start({ [MARKET_PATHS.spotMarkets]: () => ok([]) });
    await loader.load('spot', CTX);
    expect(listOf(state, 'spot', CTX)).toMatchObject({ status: 'ready', rows: [] });
  });

  it('a partly valid answer shows the valid rows', async () => {
    start({ [MARKET_PATHS.optionsUnderlying]: () => ok([{ name: 'BTC_USDT' }, { name: 7 }, null, { name: 'ETH_USDT', icon_url_64: 'javascript:alert(1)' }]) });
    await loader.load('options', CTX);
    expect(listOf(state, 'options', CTX).rows.map((r) => [r.href, r.icon])).toEqual([
      ['/options/BTC_USDT', ''],
      ['/options/ETH_USDT', ''],
    ]);
  });

  it('a failed list is requested again by the next action, and shows loading meanwhile', async () => {
    let down = true;
    start({ [MARKET_PATHS.spotMarkets]: (q) => (down ? fail500(q) : ok(mockData(MARKET_PATHS.spotMarkets, q))) });
    await loader.load('spot', CTX);
    expect(listOf(state, 'spot', CTX).status).toBe('error');
    down = false;
    const again = loader.load('spot', CTX);
    expect(listOf(state, 'spot', CTX).status).toBe('loading');
    await again;
    expect(listOf(state, 'spot', CTX).status).toBe('ready');
    expect(api.count(MARKET_PATHS.spotMarkets)).toBe(2);
  });

  it('tab menus: a failure gives the five empty areas', async () => {
    start({ [MARKET_PATHS.marketTabs]: fail500 });
    await loader.load('tabs', CTX);
    expect(tabsOf(state, CTX)).toMatchObject({ status: 'error', menus: { SPOT: [], CONTRACT: [], PILOT: [], OPTIONS: [], MEMEBOX: [] } });
  });

  it('a request past the timeout is a failure', async () => {
    const slow = createMarketLoader({
      state,
      timeoutMs: 20,
      env: testEnv(
        clock,
        ((_url: unknown, init?: RequestInit) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          })) as typeof fetch,
      ).env,
    });
    await slow.load('options', CTX);
    expect(listOf(state, 'options', CTX)).toMatchObject({ status: 'error', rows: [] });
    slow.dispose();
  });
});

describe('pay-with: cached by the spec §5 rule', () => {
  it('a valid answer is cached; the next page shows it at once and keeps it when the server fails', async () => {
    await loader.load('payWith', CTX);
    expect(listOf(state, 'payWith', CTX).rows).toHaveLength(46);
    loader.dispose();
    start({ [MARKET_PATHS.buyCryptoFiatList]: fail500 });
    const pending = loader.load('payWith', CTX);
    expect(listOf(state, 'payWith', CTX)).toMatchObject({ status: 'ready' });
    expect(listOf(state, 'payWith', CTX).rows).toHaveLength(46);
    await pending;
    expect(listOf(state, 'payWith', CTX).rows).toHaveLength(46);
  });

  it('an empty or failed answer without a cache (or with another language’s) shows USD with all three channels', async () => {
    start({ [MARKET_PATHS.buyCryptoFiatList]: () => ok({ list: [] }) });
    await loader.load('payWith', CTX);
    expect(listOf(state, 'payWith', CTX).rows).toEqual([expect.objectContaining({ fiat: 'USD', bankTransfer: true, creditCard: true, p2p: true })]);
    expect(listOf(state, 'payWith', CTX).status).toBe('ready');
    loader.dispose();
    start();
    await loader.load('payWith', { ...CTX, lang: 'de' });
    loader.dispose();
    start({ [MARKET_PATHS.buyCryptoFiatList]: fail500 });
    await loader.load('payWith', CTX);
    expect(listOf(state, 'payWith', CTX)).toMatchObject({ status: 'error', rows: [expect.objectContaining({ fiat: 'USD' })] });
  });

  it('an invalid answer falls back to the cache', async () => {
    await loader.load('payWith', CTX);
    loader.dispose();
    start({ [MARKET_PATHS.buyCryptoFiatList]: () => ok({ list: 'x' }) });
    await loader.load('payWith', CTX);
    expect(listOf(state, 'payWith', CTX).rows).toHaveLength(46);
  });
});

describe('alpha keyword search', () => {
  it('asks markets_by_keywords with the trimmed keyword and maps the answer; null on failure', async () => {
    const rows = await loader.searchAlpha(CTX, '  aixbt ');
    expect(api.last(MARKET_PATHS.alphaSearch)!.searchParams.get('keywords')).toBe('aixbt');
    expect(rows!.map((r) => r.base)).toContain('AIXBT');
    start({ [MARKET_PATHS.alphaSearch]: fail500 });
    expect(await loader.searchAlpha(CTX, 'x')).toBeNull();
  });
});
