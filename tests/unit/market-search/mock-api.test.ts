import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAULT_KINDS } from '../../../demo/mock-api/faults';
import {
  createMarketLoader,
  createMarketSearchState,
  listOf,
  tabsOf,
  type ListKind,
  type MarketContext,
} from '../../../react-core/market-search/data/market-search.loader';
import { TAB_AREAS, type AnyMarketRow, type PayWithRow } from '../../../react-core/market-search/market-search.types';
import { startMockApi, type Harness } from '../mock-api/harness';
import { expectUniqueIds, expectValidMarketRow, expectValidPayWithRow } from './helpers';

/**
 * The core against the mock exchange API over HTTP, as the browser reaches it: every market
 * endpoint answers rows the views can use, and every fault kind of `mock_fault` ends in an
 * empty or partial list with a status, never a throw. (Node environment: no localStorage, so
 * Pay-with has no cache here; loader.test.ts covers the cache.)
 */

let h: Harness;
beforeAll(async () => {
  h = await startMockApi({ timeoutMs: 300 });
});
afterAll(() => h.close());

/** The path part `mock_fault` matches for each list. */
const PATH_PART: Record<ListKind | 'tabs', string> = {
  tabs: 'common/tabs',
  spot: 'market/spots',
  futures: 'market/futures',
  delivery: 'delivery/usdt',
  pilot: 'pilot/markets',
  alpha: 'alpha/currencies',
  preMarket: 'pre-market',
  options: 'options/underlying',
  optionsMarkets: 'options/markets',
  payWith: 'buyCryptoFiatList',
};
/** The list's parameter: a chain for alpha, an underlying for the options contracts. */
const param = (kind: ListKind) => (kind === 'alpha' ? 'ALPHA_ALLCHAIN' : kind === 'optionsMarkets' ? 'BTC_USDT' : '');
const LISTS = Object.keys(PATH_PART).filter((k) => k !== 'tabs') as ListKind[];

/**
 * A loader whose requests carry the fault cookie (Node's fetch has no cookie jar). Under a fault
 * it times out at 100 ms, so the mock's `timeout` (300 ms here) is a timeout for the client.
 */
function loaderWith(fault: string | null) {
  const state = createMarketSearchState();
  const fetchImpl = ((input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (fault) headers.set('cookie', `mock_fault=${encodeURIComponent(fault)}`);
    return fetch(input, { ...init, headers });
  }) as typeof fetch;
  const loader = createMarketLoader({
    state,
    timeoutMs: fault ? 100 : undefined,
    env: {
      fetchImpl,
      now: () => Date.now(),
      setTimeout: (fn, ms) => setTimeout(fn, ms),
      clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
      onVisible: () => () => undefined,
      warn: () => undefined,
    },
  });
  return { state, loader };
}

const ctx = (lang: MarketContext['lang'] = 'de'): MarketContext => ({ base: '', lang, changeWindow: 'utc8' });

function expectValidRows(kind: ListKind, rows: readonly unknown[], lang: MarketContext['lang']): void {
  expectUniqueIds(rows as { id: string }[]);
  for (const row of rows) {
    if (kind === 'payWith') expectValidPayWithRow(row as PayWithRow, lang);
    else expectValidMarketRow(row as AnyMarketRow, lang);
  }
}

describe('every market endpoint of the mock maps to rows the views can use', () => {
  it('all lists, in full, with language-prefixed safe links', async () => {
    const { state, loader } = loaderWith(null);
    const c = { ...ctx(), base: h.base };
    await Promise.all([...LISTS.map((kind) => loader.load(kind, c, param(kind))), loader.load('tabs', c)]);
    const counts = Object.fromEntries(LISTS.map((kind) => [kind, listOf(state, kind, c, param(kind)).rows.length]));
    expect(counts).toEqual({ spot: 3101, futures: 585, delivery: 120, pilot: 240, alpha: 100, preMarket: 40, options: 8, optionsMarkets: 72, payWith: 46 });
    for (const kind of LISTS) {
      const list = listOf(state, kind, c, param(kind));
      expect(list.status, kind).toBe('ready');
      expectValidRows(kind, list.rows, 'de');
    }
    const menus = tabsOf(state, c).menus;
    for (const area of TAB_AREAS) expect(menus[area].length, area).toBeGreaterThan(0);
    // Every sub-tab of the menus that names a row group finds rows in its list.
    const spot = listOf(state, 'spot', c);
    for (const sub of menus.SPOT.flatMap((t) => t.sub)) expect(spot.byTab.get(sub.market)?.length ?? 0, sub.market).toBeGreaterThan(0);
    const pilot = listOf(state, 'pilot', c);
    expect(pilot.firstData).toBe(pilot.rows[0]);
    for (const sub of menus.PILOT.flatMap((t) => t.sub)) expect(pilot.byTab.get(sub.market)?.length ?? 0, sub.market).toBeGreaterThan(0);
    const futures = listOf(state, 'futures', c);
    for (const sub of menus.CONTRACT.flatMap((t) => t.sub).filter((s) => s.market !== 'DELIVERY')) {
      expect(futures.byTab.get(sub.market)?.length ?? 0, sub.market).toBeGreaterThan(0);
    }
    // The newly listed coins (opening in 2030) carry the new tag.
    expect(spot.rows.filter((r) => r.tags.includes('new')).length).toBeGreaterThanOrEqual(24);
    loader.dispose();
  });

  it('alpha: a chain’s list holds that chain only; the keyword search finds a token by symbol and by address', async () => {
    const { state, loader } = loaderWith(null);
    const c = { ...ctx('en'), base: h.base };
    await loader.load('alpha', c, 'sol');
    const sol = listOf(state, 'alpha', c, 'sol').rows;
    expect(sol.length).toBeGreaterThan(0);
    expect(sol.every((r) => r.chain === 'sol' && r.href.startsWith('/alpha/sol-'))).toBe(true);
    const bySymbol = await loader.searchAlpha(c, 'zerebro');
    expect(bySymbol!.map((r) => r.base)).toContain('ZEREBRO');
    const byAddress = await loader.searchAlpha(c, sol[0]!.address);
    expect(byAddress!.map((r) => r.id)).toContain(sol[0]!.id);
    loader.dispose();
  });
});

describe('every fault kind on every market endpoint: an empty or partial list and a status, never a throw', () => {
  for (const fault of FAULT_KINDS) {
    it(`mock_fault ${fault}`, async () => {
      const rule = Object.values(PATH_PART)
        .map((part) => `${part}=${fault}`)
        .join(',');
      const { state, loader } = loaderWith(rule);
      const c = { ...ctx(), base: h.base };
      await Promise.all([...LISTS.map((kind) => loader.load(kind, c, param(kind))), loader.load('tabs', c)]);
      for (const kind of LISTS) {
        const list = listOf(state, kind, c, param(kind));
        expect(['ready', 'error'], `${kind} ${fault}`).toContain(list.status);
        expectValidRows(kind, list.rows, 'de');
        if (kind === 'payWith') {
          // Spec §3/§5: no usable list and no cache: USD with all three channels.
          expect(
            list.rows.map((r) => (r as PayWithRow).fiat),
            fault,
          ).toEqual(['USD']);
        } else {
          // No fault leaves a usable row: the view shows its empty state.
          expect(list.rows, `${kind} ${fault}`).toEqual([]);
        }
        if (['500', 'timeout', 'malformed', 'null'].includes(fault)) expect(list.status, `${kind} ${fault}`).toBe('error');
        if (fault === 'empty') expect(list.status, `${kind} ${fault}`).toBe('ready');
      }
      const tabs = tabsOf(state, c);
      expect(['ready', 'error']).toContain(tabs.status);
      for (const area of TAB_AREAS) expect(tabs.menus[area]).toEqual([]);
      const search = await loader.searchAlpha(c, 'pepe');
      expect(search === null || Array.isArray(search)).toBe(true);
      loader.dispose();
    });
  }

  it('xss: hostile display text in rows that validate stays plain text; hostile links and icons never pass', async () => {
    // Only the names and icons are hostile here (codes intact), so the rows survive with the payload.
    const { mapSpotMarkets } = await import('../../../react-core/market-search/data/spot.mappers');
    const { hostile } = await import('../../../demo/mock-api/faults');
    const real = (await h.data('/apiw/v2/market/spots')) as unknown[][];
    const evilNames = real.slice(0, 50).map((r) => r.map((cell, i) => (i === 1 || i === 12 ? hostile(cell) : cell)));
    const rows = mapSpotMarkets(evilNames, { lang: 'de', now: Date.now(), warn: () => undefined })!;
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row.name.endsWith('<img src=x onerror=alert(1)>')).toBe(true);
      expect(row.icon).toBe('');
      expect(row.href).toBe(`/de/trade/${row.market}`);
    }
  });
});
