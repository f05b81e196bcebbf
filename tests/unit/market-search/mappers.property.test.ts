import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { LanguageCode } from '../../../react-core/core/i18n/languages';
import { mapSpotMarkets } from '../../../react-core/market-search/data/spot.mappers';
import { mapFuturesMarkets } from '../../../react-core/market-search/data/futures.mappers';
import { mapDeliveryContracts } from '../../../react-core/market-search/data/delivery.mappers';
import { mapOptionsMarkets, mapOptionsUnderlyings } from '../../../react-core/market-search/data/options.mappers';
import { mapPilotMarkets } from '../../../react-core/market-search/data/pilot.mappers';
import { mapPreMarket } from '../../../react-core/market-search/data/pre-market.mappers';
import { mapAlphaTokens } from '../../../react-core/market-search/data/alpha.mappers';
import { mapTabMenus } from '../../../react-core/market-search/data/tabs.mappers';
import { mapPayWithList } from '../../../react-core/market-search/data/pay-with.mappers';
import { TAB_AREAS, type AnyMarketRow } from '../../../react-core/market-search/market-search.types';
import type { MapContext } from '../../../react-core/market-search/data/row-fields';
import { expectUniqueIds, expectValidMarketRow, expectValidPayWithRow } from './helpers';
import { expectDisplayText, hostileText } from '../core/util/display-text';

/**
 * Any JSON in (and rows shaped like the real ones with any field wrong or hostile): no throw,
 * only valid rows out, every href and icon safe. And rows that are valid in every field are all
 * kept.
 */

const RUNS = { numRuns: 300 };

const HOSTILE = [
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' java\nscript:alert(1)',
  'java\u0000script:alert(1)',
  '//evil.example/x',
  '/\\evil.example',
  '\\\\evil',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '\u202e\u0000',
  '__proto__',
  'constructor',
  '../../etc/passwd',
  'https://ok.example/a.svg',
  '/mock-assets/coin/BTC.svg',
  'BTC_USDT',
  'btc_usdt',
  'A_B_C',
  '',
  '   ',
  '0',
  '-1.5',
  '1e3',
  'NaN',
  'Infinity',
  '[3 items]',
  'true',
  'sol',
  '0xABC',
  'a'.repeat(3000),
];
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(...HOSTILE),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.integer().map((n) => ({ value: String(n) })),
);
/** Mostly a valid value, sometimes anything at all. */
const field = (valid: fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: anyValue });

const symbol = fc.stringMatching(/^[A-Z0-9]{1,6}$/);
const pair = fc.tuple(symbol, symbol).map(([a, b]) => `${a}_${b}`);
const decimal = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }).map(String);
const tabs = fc.array(fc.constantFrom('USDT', 'USDT_HOT', 'BTC', 'PILOT_ALL', 'X.Y-Z'), { maxLength: 4 }).map((a) => a.join(','));
const icon = fc.constantFrom('/mock-assets/coin/BTC.svg', 'https://cdn.example/a.png?s=1', 'coin.svg');
const seconds = fc.integer({ min: 0, max: 2_000_000_000 });
const chain = fc.constantFrom('sol', 'eth', 'bsc', 'TRON');
const address = fc.stringMatching(/^[A-Za-z0-9]{1,50}$/);
const lang = fc.constantFrom<LanguageCode>('en', 'de', 'zh-tw', 'ar');
const now = fc.oneof(fc.constant(Date.UTC(2026, 10, 1)), fc.integer({ min: 0, max: 4_102_444_800_000 }));
const ctxArb = fc.record({ lang, now }).map((c): MapContext => ({ ...c, warn: () => undefined }));

/** A list of shaped rows, or any JSON at all in its place. */
const listOr = (row: fc.Arbitrary<unknown>) => fc.oneof({ weight: 3, arbitrary: fc.array(row, { maxLength: 25 }) }, { weight: 1, arbitrary: anyValue });

const spotRow = fc.tuple(
  field(pair),
  field(fc.string()),
  field(decimal),
  field(decimal),
  field(decimal),
  field(fc.integer({ min: 0, max: 200 })),
  field(fc.boolean()),
  field(tabs),
  field(decimal),
  field(seconds),
  field(fc.integer({ min: 0, max: 10 })),
  field(fc.boolean()),
  field(icon),
);
const spotObject = fc.record(
  {
    pair: field(pair),
    name: field(fc.string()),
    rate: field(decimal),
    rate_percent: field(decimal),
    link: field(fc.constantFrom('/trade/X_Y', 'https://x.example/t')),
    tags: field(fc.constantFrom('hot', 'new,hot', ['new'])),
  },
  { requiredKeys: [] },
);
const futuresRow = fc.record(
  {
    settle: field(fc.constantFrom('USDT', 'BTC')),
    name: field(pair),
    coin_name: field(symbol),
    categories: field(tabs),
    is_tag_st: field(fc.boolean()),
    icon: field(icon),
    last_price: field(decimal),
    change_percentage: field(decimal),
    volume_24h_quote: field(decimal),
    leverage_max: field(fc.integer({ min: 0, max: 200 })),
    opening_time: field(seconds),
    link: field(fc.constantFrom('/futures/USDT/X_Y', 'javascript:alert(1)')),
  },
  { requiredKeys: [] },
);
const deliveryRow = fc.record(
  {
    underlying: field(pair),
    name: field(pair.map((p) => `${p}_20261225`)),
    full_name: field(fc.string()),
    is_tag_st: field(fc.boolean()),
    icon: field(icon),
    last_price: field(decimal),
    change_percentage: field(decimal),
    expire_time: field(seconds),
  },
  { requiredKeys: [] },
);
const optionsRow = fc.record({ name: field(pair), icon_url_64: field(icon) }, { requiredKeys: [] });
const contract = fc
  .tuple(pair, fc.integer({ min: 20200101, max: 20301231 }), fc.oneof(fc.nat({ max: 200000 }).map(String), decimal), fc.constantFrom('C', 'P'))
  .map(([p, date, strike, side]) => `${p}-${date}-${strike}-${side}`);
const optionsContractRow = fc.record(
  { name: field(contract), is_call: field(fc.boolean()), mark_price: field(decimal), change_percentage: field(decimal), icon: field(icon) },
  { requiredKeys: [] },
);
const onchain = {
  currency: field(symbol),
  name: field(fc.string()),
  address: field(address),
  show_pair: field(symbol.map((s) => `${s}/USDT`)),
  icon: field(icon),
  chain_icon: field(icon),
  chain: field(chain),
};
const pilotRow = fc.record(
  {
    ...onchain,
    pair: field(pair),
    seo_path: field(fc.stringMatching(/^[a-z]{1,6}\/[a-z0-9]{1,8}$/)),
    cate: field(tabs),
    rate: field(decimal),
    rate_percent: field(decimal),
    volume: field(decimal),
    opening_time: field(seconds),
    is_hot: field(fc.boolean()),
  },
  { requiredKeys: [] },
);
const alphaRow = fc.record({ ...onchain, price: field(decimal), change_percentage: field(decimal), volume: field(decimal) }, { requiredKeys: [] });
const preMarketRow = fc.record(
  {
    currency: field(symbol),
    market: field(pair),
    name: field(fc.string()),
    icon: field(icon),
    type: field(fc.constantFrom('premint', 'pre_market')),
    price: field(decimal),
    change_percentage: field(decimal),
    status: field(fc.string()),
  },
  { requiredKeys: [] },
);

function checkRows(rows: readonly AnyMarketRow[] | null, data: unknown, l: LanguageCode): void {
  expect(rows === null).toBe(!Array.isArray(data));
  if (!rows) return;
  expect(rows.length).toBeLessThanOrEqual((data as unknown[]).length);
  expectUniqueIds(rows);
  for (const row of rows) expectValidMarketRow(row, l);
}

describe('market mappers: any JSON in, valid rows out, never a throw (fast-check)', () => {
  it('spot rows (positional and object form)', () => {
    fc.assert(
      fc.property(listOr(fc.oneof(spotRow, spotObject, anyValue)), ctxArb, (data, ctx) => checkRows(mapSpotMarkets(data, ctx), data, ctx.lang)),
      RUNS,
    );
  });

  it('futures contracts', () => {
    fc.assert(
      fc.property(listOr(fc.oneof(futuresRow, anyValue)), ctxArb, (data, ctx) => checkRows(mapFuturesMarkets(data, ctx), data, ctx.lang)),
      RUNS,
    );
  });

  it('delivery contracts', () => {
    fc.assert(
      fc.property(listOr(fc.oneof(deliveryRow, anyValue)), ctxArb, (data, ctx) => checkRows(mapDeliveryContracts(data, ctx), data, ctx.lang)),
      RUNS,
    );
  });

  it('options underlyings', () => {
    fc.assert(
      fc.property(listOr(fc.oneof(optionsRow, anyValue)), ctxArb, (data, ctx) => checkRows(mapOptionsUnderlyings(data, ctx), data, ctx.lang)),
      RUNS,
    );
  });

  it('options contracts (options/markets?market=)', () => {
    fc.assert(
      fc.property(listOr(fc.oneof(optionsContractRow, anyValue)), ctxArb, (data, ctx) => {
        const rows = mapOptionsMarkets(data, ctx);
        checkRows(rows, data, ctx.lang);
        for (const row of rows ?? []) {
          expect(row.href).toMatch(/\/options\/[A-Z0-9]+_[A-Z0-9]+\?contract=/);
          expect(row.pair).toMatch(/^[A-Z0-9]+-\d{8}-[\d.]+-[CP]$/);
        }
      }),
      RUNS,
    );
  });

  it('pilot markets', () => {
    fc.assert(
      fc.property(listOr(fc.oneof(pilotRow, anyValue)), ctxArb, (data, ctx) => checkRows(mapPilotMarkets(data, ctx), data, ctx.lang)),
      RUNS,
    );
  });

  it('alpha tokens', () => {
    fc.assert(
      fc.property(listOr(fc.oneof(alphaRow, anyValue)), ctxArb, (data, ctx) => checkRows(mapAlphaTokens(data, ctx), data, ctx.lang)),
      RUNS,
    );
  });

  it('pre-market (premint + pre_market, or list)', () => {
    const answer = fc.oneof(
      fc.record({ premint: listOr(preMarketRow), pre_market: listOr(preMarketRow), list: listOr(preMarketRow) }, { requiredKeys: [] }),
      anyValue,
    );
    fc.assert(
      fc.property(answer, ctxArb, (data, ctx) => {
        const rows = mapPreMarket(data, ctx);
        expect(rows === null).toBe(typeof data !== 'object' || data === null || Array.isArray(data));
        if (!rows) return;
        expect(rows.length).toBeLessThanOrEqual(100);
        expectUniqueIds(rows);
        for (const row of rows) expectValidMarketRow(row, ctx.lang);
      }),
      RUNS,
    );
  });

  it('pay-with fiats', () => {
    const fiatRow = fc.record(
      { fiat: field(fc.stringMatching(/^[A-Za-z]{2,5}$/)), bank_transfer: field(fc.boolean()), credit_card: field(fc.boolean()), p2p: field(fc.boolean()) },
      { requiredKeys: [] },
    );
    const answer = fc.oneof(fc.record({ list: listOr(fc.oneof(fiatRow, anyValue)) }, { requiredKeys: [] }), anyValue);
    fc.assert(
      fc.property(answer, ctxArb, (data, ctx) => {
        const rows = mapPayWithList(data, ctx);
        const list = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { list?: unknown }).list : data;
        expect(rows === null).toBe(!Array.isArray(list));
        if (!rows) return;
        expectUniqueIds(rows);
        for (const row of rows) expectValidPayWithRow(row, ctx.lang);
      }),
      RUNS,
    );
  });

  it('tab menus', () => {
    const sub = fc.record({ market: field(fc.stringMatching(/^[A-Z_]{1,10}$/)), title: field(fc.string()) }, { requiredKeys: [] });
    const tab = fc.record(
      { market: field(fc.stringMatching(/^[A-Z_]{1,10}$/)), title: field(fc.string()), sub: listOr(fc.oneof(sub, anyValue)) },
      { requiredKeys: [] },
    );
    const answer = fc.oneof(fc.dictionary(fc.constantFrom(...TAB_AREAS, 'OTHER'), listOr(fc.oneof(tab, anyValue))), anyValue);
    fc.assert(
      fc.property(answer, (data) => {
        const menus = mapTabMenus(data, () => undefined);
        expect(menus === null).toBe(typeof data !== 'object' || data === null || Array.isArray(data));
        if (!menus) return;
        expect(Object.keys(menus)).toEqual([...TAB_AREAS]);
        for (const area of TAB_AREAS) {
          const list = menus[area];
          expect(new Set(list.map((t) => t.market)).size).toBe(list.length);
          for (const t of list) {
            expect(t.market).toMatch(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/);
            expect(t.title.length).toBeGreaterThan(0);
            expect(t.title).toBe(t.title.trim());
            expect(t.sub.length).toBeGreaterThan(0);
            expect(new Set(t.sub.map((s) => s.market)).size).toBe(t.sub.length);
          }
        }
      }),
      RUNS,
    );
  });
});

describe('market mappers: rows valid in every field are all kept', () => {
  const valid = <T>(arb: fc.Arbitrary<T>) => fc.uniqueArray(arb, { maxLength: 30, selector: (r) => JSON.stringify((r as Record<string, unknown>).key) });

  it('spot', () => {
    const row = fc.tuple(pair, fc.string(), decimal, decimal, decimal, fc.nat(100), fc.boolean(), tabs, decimal, seconds, fc.nat(5), fc.boolean(), icon);
    fc.assert(
      fc.property(fc.uniqueArray(row, { maxLength: 30, selector: (r) => r[0] }), ctxArb, (rows, ctx) => {
        expect(mapSpotMarkets(rows, ctx)).toHaveLength(rows.length);
      }),
      RUNS,
    );
  });

  it('futures, delivery, options, alpha, pilot', () => {
    const keyed = <T extends object>(arb: fc.Arbitrary<T>, key: (r: T) => string) => valid(arb.map((r) => ({ ...r, key: key(r) })));
    fc.assert(
      fc.property(
        keyed(fc.record({ settle: fc.constantFrom('USDT', 'BTC'), name: pair, categories: tabs, last_price: decimal }), (r) => `${r.settle}${r.name}`),
        keyed(fc.record({ underlying: pair, name: pair.map((p) => `${p}_20270326`) }), (r) => r.name),
        keyed(fc.record({ name: pair, icon_url_64: icon }), (r) => r.name),
        keyed(fc.record({ currency: symbol, address, chain: fc.constantFrom('sol', 'eth') }), (r) => `${r.chain}-${r.address}`),
        keyed(fc.record({ currency: symbol, address, chain: fc.constant('sol'), seo_path: fc.constant('solana/x') }), (r) => r.currency),
        ctxArb,
        (futures, delivery, options, alpha, pilot, ctx) => {
          expect(mapFuturesMarkets(futures, ctx)).toHaveLength(futures.length);
          expect(mapDeliveryContracts(delivery, ctx)).toHaveLength(delivery.length);
          expect(mapOptionsUnderlyings(options, ctx)).toHaveLength(options.length);
          expect(mapAlphaTokens(alpha, ctx)).toHaveLength(alpha.length);
          expect(mapPilotMarkets(pilot, ctx)).toHaveLength(pilot.length);
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('market mappers: no control or bidi character in what a row shows', () => {
  it('names, pairs, statuses and tab titles are display text', () => {
    let shown = 0;
    const expectShown = (text: string) => {
      expectDisplayText(text);
      if (text) shown += 1;
    };
    fc.assert(
      fc.property(hostileText, hostileText, ctxArb, (name, other, ctx) => {
        for (const row of mapAlphaTokens([{ currency: 'PEPE', name, address: 'addr1234', show_pair: other, chain: 'sol' }], ctx) ?? []) {
          [row.name, row.showPair].forEach(expectShown);
        }
        for (const row of mapFuturesMarkets([{ settle: 'USDT', name: 'BTC_USDT', full_name: name }], ctx) ?? []) expectShown(row.name);
        for (const row of mapPreMarket({ pre_market: [{ currency: 'ABC', market: 'ABC_USDT', name, status: other }] }, ctx) ?? []) {
          [row.name, row.status].forEach(expectShown);
        }
        for (const tab of mapTabMenus({ SPOT: [{ market: 'USDT', title: name }] }, () => undefined)?.SPOT ?? []) expectShown(tab.title);
      }),
      RUNS,
    );
    expect(shown).toBeGreaterThan(600);
  });
});
