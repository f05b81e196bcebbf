import { describe, expect, it, vi } from 'vitest';
import { isActiveTradeItem } from '../../../react-core/core/routes/active-path';
import { mapSpotMarkets, mapSpotRow } from '../../../react-core/market-search/data/spot.mappers';
import { mapFuturesMarkets } from '../../../react-core/market-search/data/futures.mappers';
import { mapDeliveryContracts } from '../../../react-core/market-search/data/delivery.mappers';
import { mapOptionsMarkets, mapOptionsUnderlyings } from '../../../react-core/market-search/data/options.mappers';
import { mapPilotMarkets } from '../../../react-core/market-search/data/pilot.mappers';
import { mapPreMarket } from '../../../react-core/market-search/data/pre-market.mappers';
import { alphaRowsOnChain, mapAlphaTokens } from '../../../react-core/market-search/data/alpha.mappers';
import { EMPTY_TAB_MENUS, mapTabMenus } from '../../../react-core/market-search/data/tabs.mappers';
import { defaultPayWith, mapPayWithList, selectedPayWith } from '../../../react-core/market-search/data/pay-with.mappers';
import { rankRows } from '../../../react-core/market-search/data/market-rank.rules';
import { rowSet, type MapContext } from '../../../react-core/market-search/data/row-fields';
import { T0 } from './helpers';

const DAY = 86_400_000;
const ctx = (over: Partial<MapContext> = {}): MapContext => ({ lang: 'de', now: T0, warn: () => undefined, ...over });
const NOW_S = T0 / 1000;

/** A spot row in the wire's positional order (spec §3). */
const spot = (pair: unknown, over: Record<number, unknown> = {}): unknown[] => {
  const row: unknown[] = [
    pair,
    'Bitcoin',
    '-0.81',
    '96012.35',
    '4272618612.27',
    10,
    true,
    'USDT,USDT_HOT',
    '96794.57',
    NOW_S - 100,
    5,
    false,
    '/mock-assets/coin/BTC.svg',
  ];
  for (const [i, v] of Object.entries(over)) row[Number(i)] = v;
  return row;
};

describe('spot rows (spec §3 Spot market row)', () => {
  it('maps a positional row to what the panel shows, linked to /trade/{BASE}_{QUOTE} with the language prefix', () => {
    const [row] = mapSpotMarkets([spot('btc_usdt')], ctx())!;
    expect(row).toMatchObject({
      id: 'spot:BTC_USDT',
      href: '/de/trade/BTC_USDT',
      pair: 'BTC/USDT',
      base: 'BTC',
      quote: 'USDT',
      name: 'Bitcoin',
      price: '96012.35',
      prevPrice: '96794.57',
      changePercent: -0.81,
      trend: 'down',
      volume: '4272618612.27',
      leverage: 10,
      crossLeverage: 5,
      enableCredit: true,
      isST: false,
      tabs: ['USDT', 'USDT_HOT'],
    });
  });

  it('trend is up at 0 % and above, down below', () => {
    const rows = mapSpotMarkets([spot('A_USDT', { 2: '0.00' }), spot('B_USDT', { 2: '3.1' }), spot('C_USDT', { 2: '-0.01' })], ctx())!;
    expect(rows.map((r) => r.trend)).toEqual(['up', 'up', 'down']);
  });

  it('groups rows by their comma-separated tab list, in the server order', () => {
    const rows = mapSpotMarkets([spot('A_USDT', { 7: 'USDT,USDT_MEME' }), spot('B_USDT', { 7: 'USDT' }), spot('C_USDT', { 7: ' USDT_MEME , USDT ' })], ctx())!;
    const { byTab, firstData } = rowSet(rows);
    expect(byTab.get('USDT')!.map((r) => r.base)).toEqual(['A', 'B', 'C']);
    expect(byTab.get('USDT_MEME')!.map((r) => r.base)).toEqual(['A', 'C']);
    expect(firstData?.base).toBe('A');
  });

  it('tags a row whose opening time (seconds) is still to come as new, and only that one', () => {
    const rows = mapSpotMarkets([spot('NEW_USDT', { 9: NOW_S + 3600 }), spot('OLD_USDT', { 9: NOW_S - 3600 })], ctx())!;
    expect(rows.map((r) => r.tags)).toEqual([['new'], []]);
  });

  it('uses the row’s own link when it carries a safe one (object form), else builds the route', () => {
    const base = { pair: 'ETH_USDT', name: 'Ether', rate: '3000', rate_percent: '1' };
    expect(mapSpotRow({ ...base, link: '/trade/ETH_USDT?tab=isolated_margin' }, ctx())!.href).toBe('/de/trade/ETH_USDT?tab=isolated_margin');
    expect(mapSpotRow({ ...base, link: 'https://www.exch.example/trade/ETH_USDT' }, ctx())!.href).toBe('https://www.exch.example/trade/ETH_USDT');
    expect(mapSpotRow({ ...base, link: 'javascript:alert(1)' }, ctx())!.href).toBe('/de/trade/ETH_USDT');
    expect(mapSpotRow({ curr_a: 'eth', curr_b: 'btc' }, ctx())!.href).toBe('/de/trade/ETH_BTC');
  });

  it('skips rows it cannot link, warning once per kind; the rest stay', () => {
    const warn = vi.fn();
    const rows = mapSpotMarkets(
      [null, 7, 'BTC_USDT', spot('BTCUSDT'), spot('A_B_C'), spot({ value: 'x' }), spot('ETH_USDT'), spot('eth_usdt')],
      ctx({ warn }),
    )!;
    expect(rows.map((r) => r.market)).toEqual(['ETH_USDT']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toBe('market-search.spot.invalid-row');
    expect(mapSpotMarkets({ list: [] }, ctx())).toBeNull();
  });

  it('keeps texts as plain text: markup stays literal, controls go, length is capped', () => {
    const [row] = mapSpotMarkets([spot('X_USDT', { 1: '  <img src=x onerror=alert(1)>\u202e\u0000Coin  ' })], ctx())!;
    expect(row!.name).toBe('<img src=x onerror=alert(1)>  Coin');
    const [long] = mapSpotMarkets([spot('Y_USDT', { 1: 'n'.repeat(500) })], ctx())!;
    expect(long!.name).toHaveLength(120);
  });

  it('drops wrong-typed fields to "unknown" instead of showing them (numbers as objects, lists as strings)', () => {
    const [row] = mapSpotMarkets([spot('Z_USDT', { 1: 42, 2: { value: '1' }, 3: 'NaN', 5: '[3 items]', 7: 12, 11: 'maybe', 12: 99 })], ctx())!;
    expect(row).toMatchObject({ name: '', changePercent: null, trend: 'up', price: '', leverage: 0, tabs: [], isST: false, icon: '' });
  });

  it('busts icon caches by day: the same stamp all day, a new one the next day; unsafe icons are dropped', () => {
    const icon = (now: number) => mapSpotMarkets([spot('BTC_USDT')], ctx({ now }))![0]!.icon;
    expect(icon(T0)).toBe(`/mock-assets/coin/BTC.svg?d=${T0 / DAY}`);
    expect(icon(T0 + DAY - 1)).toBe(icon(T0));
    expect(icon(T0 + DAY)).not.toBe(icon(T0));
    const withQuery = mapSpotMarkets([spot('A_USDT', { 12: 'https://cdn.example/a.png?s=64#x' })], ctx())![0]!.icon;
    expect(withQuery).toBe(`https://cdn.example/a.png?s=64&d=${T0 / DAY}#x`);
    for (const bad of ['javascript:alert(1)', 'data:image/svg+xml,<svg/onload=alert(1)>', '//evil.example/a.png', 'java\nscript:alert(1)']) {
      expect(mapSpotMarkets([spot('A_USDT', { 12: bad })], ctx())![0]!.icon, bad).toBe('');
    }
  });
});

describe('futures contracts (spec §3 Futures contract)', () => {
  const contract = (over: Record<string, unknown> = {}) => ({
    settle: 'USDT',
    name: 'BTC_USDT',
    coin_name: 'BTC',
    categories: 'USDT,USDT_HOT',
    is_tag_st: false,
    icon: '/i/btc.svg',
    last_price: '96118.64',
    change_percentage: '9.13',
    volume_24h_quote: '1',
    leverage_max: 125,
    opening_time: NOW_S - 10,
    ...over,
  });

  it('become entries linked to /futures/{settle}/{contract}, with categories and the full name', () => {
    const rows = mapFuturesMarkets([contract(), contract({ settle: 'BTC', name: 'BTC_USD', categories: 'BTC' })], ctx())!;
    expect(rows.map((r) => r.href)).toEqual(['/de/futures/USDT/BTC_USDT', '/de/futures/BTC/BTC_USD']);
    expect(rows[0]).toMatchObject({ fullName: 'BTCUSDT', settle: 'USDT', leverage: 125, tabs: ['USDT', 'USDT_HOT'], trend: 'up' });
    expect(
      rowSet(rows)
        .byTab.get('BTC')!
        .map((r) => r.id),
    ).toEqual(['futures:BTC:BTC_USD']);
  });

  it('needs a settle currency and a BASE_QUOTE name; a contract opening later is new', () => {
    const rows = mapFuturesMarkets([contract({ settle: '' }), contract({ name: 'BTCUSDT' }), contract({ opening_time: NOW_S + 60 })], ctx())!;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tags).toEqual(['new']);
  });
});

describe('delivery, options, pilot, pre-market, alpha', () => {
  it('delivery contracts link to /futures-delivery/USDT/{contractName}', () => {
    const [row] = mapDeliveryContracts([{ underlying: 'BTC_USDT', name: 'BTC_USDT_20261225', full_name: 'BTC Quarterly 2026-12-25', is_tag_st: true }], ctx())!;
    expect(row).toMatchObject({
      href: '/de/futures-delivery/USDT/BTC_USDT_20261225',
      name: 'BTC Quarterly 2026-12-25',
      base: 'BTC',
      quote: 'USDT',
      isST: true,
    });
  });

  it('options underlyings link to /options/{currency} and are found by the pair without underscore', () => {
    const rows = mapOptionsUnderlyings(
      [
        { name: 'BTC_USDT', icon_url_64: '/i/btc.svg' },
        { name: 'ETH_USDT', icon_url_64: 5 },
      ],
      ctx(),
    )!;
    expect(rows.map((r) => r.href)).toEqual(['/de/options/BTC_USDT', '/de/options/ETH_USDT']);
    expect(rankRows(rows, 'btcusdt').map((r) => r.market)).toEqual(['BTC_USDT']);
    expect(rankRows(rows, 'btc_usdt')).toEqual([]);
  });

  it('option contracts: their code without the quote, the mark price, linked to the underlying with the contract; a call that says put is dropped', () => {
    const rows = mapOptionsMarkets(
      [
        { name: 'BTC_USDT-20261225-100000-C', is_call: true, mark_price: '812.5', change_percentage: '-3.2', icon: '/i/btc.svg' },
        { name: 'BTC_USDT-20261225-90000-P', mark_price: '120', change_percentage: '4' },
        { name: 'BTC_USDT-20261225-90000-C', is_call: false },
        { name: 'btc_usdt-2026-1-C' },
      ],
      ctx(),
    )!;
    expect(rows.map((r) => [r.pair, r.href, r.price, r.changePercent])).toEqual([
      ['BTC-20261225-100000-C', '/de/options/BTC_USDT?contract=BTC_USDT-20261225-100000-C', '812.5', -3.2],
      ['BTC-20261225-90000-P', '/de/options/BTC_USDT?contract=BTC_USDT-20261225-90000-P', '120', 4],
    ]);
    // Spec §5: found by the pair without the underscore.
    expect(rankRows(rows, 'btcusdt')).toHaveLength(2);
  });

  it('pilot items link to /pilot/{seo_path}, group by cate, keep the first as firstData, and are found by show_pair or address', () => {
    const item = (currency: string, address: string, cate: string) => ({
      pair: `${currency}_USDT`,
      currency,
      show_pair: `${currency}/USDT`,
      address,
      chain: 'sol',
      seo_path: `solana/${currency.toLowerCase()}`,
      cate,
      is_hot: true,
    });
    const rows = mapPilotMarkets(
      [{ seo_path: 'x' }, item('AAA', 'So1AddressAAAA1111', 'PILOT_ALL,PILOT_SOL'), item('BBB', 'So1AddressBBBB2222', 'PILOT_ALL')],
      ctx(),
    )!;
    const set = rowSet(rows);
    expect(set.firstData?.href).toBe('/de/pilot/solana/aaa');
    expect(set.byTab.get('PILOT_SOL')!.map((r) => r.base)).toEqual(['AAA']);
    expect(rows[0]!.tags).toEqual(['hot']);
    expect(rankRows(rows, 'bbbb2222').map((r) => r.base)).toEqual(['BBB']);
    expect(rankRows(rows, 'aaa/usdt').map((r) => r.base)).toEqual(['AAA']);
    expect(mapPilotMarkets([{ ...item('CCC', 'addr1234', 'x'), seo_path: '../../admin' }], ctx())).toEqual([]);
    expect(mapPilotMarkets([{ ...item('CCC', 'addr1234', 'x'), seo_path: 'javascript:alert(1)' }], ctx())).toEqual([]);
  });

  it('pre-market merges premint and pre_market (each currency once), links /pre-market/{CURRENCY} and is found by market or currency', () => {
    const c = (currency: string, type: string) => ({ currency, market: `${currency}_USDT`, name: currency, type });
    const rows = mapPreMarket(
      { list: [c('zzz', 'premint')], premint: [c('aaa', 'premint')], pre_market: [c('bbb', 'pre_market'), c('AAA', 'pre_market')] },
      ctx(),
    )!;
    expect(rows.map((r) => [r.href, r.type])).toEqual([
      ['/de/pre-market/AAA', 'premint'],
      ['/de/pre-market/BBB', 'pre_market'],
    ]);
    expect(rankRows(rows, 'bbb_usdt').map((r) => r.currency)).toEqual(['BBB']);
    const many = Array.from({ length: 150 }, (_, i) => c(`C${i}`, 'premint'));
    expect(mapPreMarket({ premint: many, pre_market: [] }, ctx())).toHaveLength(100);
    expect(mapPreMarket({ list: [c('old', 'premint')] }, ctx())!.map((r) => r.currency)).toEqual(['OLD']);
    expect(mapPreMarket(null, ctx())).toBeNull();
  });

  it('alpha tokens link to /alpha/{chain}-{address} and show the address shortened past 8 characters', () => {
    const token = (address: string, chain = 'sol') => ({ currency: 'PEPE', name: 'Pepe', address, show_pair: 'PEPE/USDT', chain, chain_icon: '/c/sol.svg' });
    const rows = mapAlphaTokens([token('Bt8xBdW7kyQG8XJwvc3wfJM5mLq7a3iVTxrjhMkumPMo'), token('0x123456', 'eth'), token('0x1234567')], ctx())!;
    expect(rows.map((r) => r.href)).toEqual([
      '/de/alpha/sol-Bt8xBdW7kyQG8XJwvc3wfJM5mLq7a3iVTxrjhMkumPMo',
      '/de/alpha/eth-0x123456',
      '/de/alpha/sol-0x1234567',
    ]);
    expect(rows.map((r) => r.shortAddress)).toEqual(['Bt8x...mPMo', '0x123456', '0x12...4567']);
    expect(rows[0]!.chainIcon).toBe(`/c/sol.svg?d=${T0 / DAY}`);
    expect(alphaRowsOnChain(rows, 'eth').map((r) => r.chain)).toEqual(['eth']);
    expect(alphaRowsOnChain(rows, '')).toBe(rows);
    expect(mapAlphaTokens([token('bad address'), token('x', 'So L')], ctx())).toEqual([]);
  });
});

describe('tab menus (spec §3 Tab menu)', () => {
  it('keys the menus SPOT, CONTRACT, PILOT, OPTIONS, MEMEBOX; a tab without sub-tabs gets itself as its sub-tab', () => {
    const menus = mapTabMenus(
      {
        SPOT: [
          {
            market: 'USDT',
            title: 'USDT',
            sub: [{ market: 'USDT', title: 'All' }, { market: 'USDT_HOT', title: ' Hot ' }, { market: 'USDT', title: 'again' }, { title: 'no code' }],
          },
        ],
        CONTRACT: [
          { market: 'DELIVERY', title: '', sub: 'x' },
          { market: 'bad code', title: 'x' },
        ],
        PILOT: 'nope',
      },
      () => undefined,
    )!;
    expect(Object.keys(menus)).toEqual(['SPOT', 'CONTRACT', 'PILOT', 'OPTIONS', 'MEMEBOX']);
    expect(menus.SPOT[0]!.sub).toEqual([
      { market: 'USDT', title: 'All' },
      { market: 'USDT_HOT', title: 'Hot' },
    ]);
    expect(menus.CONTRACT).toEqual([{ market: 'DELIVERY', title: 'DELIVERY', sub: [{ market: 'DELIVERY', title: 'DELIVERY' }] }]);
    expect(menus.PILOT).toEqual([]);
    expect(mapTabMenus(null, () => undefined)).toBeNull();
    expect(mapTabMenus({}, () => undefined)).toEqual(EMPTY_TAB_MENUS);
  });
});

describe('pay-with (spec §3 Pay-with currency)', () => {
  it('lists fiats with their badges, linking to /crypto/buy-{fiat}-USDT; found by a substring of the code', () => {
    const rows = mapPayWithList({ list: [{ fiat: 'eur', bank_transfer: true, credit_card: 'false', p2p: 1 }, { fiat: 'GBP' }, { fiat: 'TOOLONGX' }] }, ctx())!;
    expect(rows).toEqual([
      expect.objectContaining({ fiat: 'EUR', href: '/de/crypto/buy-EUR-USDT', bankTransfer: true, creditCard: false, p2p: true }),
      expect.objectContaining({ fiat: 'GBP', bankTransfer: false, creditCard: false, p2p: false }),
    ]);
    expect(rankRows(rows, 'ur').map((r) => r.fiat)).toEqual(['EUR']);
    expect(rankRows(rows, 'b').map((r) => r.fiat)).toEqual(['GBP']);
  });

  it('defaults to USD with all three channels; the chosen fiat is found, else USD', () => {
    expect(defaultPayWith({ lang: 'en' })).toMatchObject({ fiat: 'USD', bankTransfer: true, creditCard: true, p2p: true, href: '/crypto/buy-USD-USDT' });
    const rows = mapPayWithList({ list: [{ fiat: 'EUR' }, { fiat: 'USD', p2p: true }] }, ctx())!;
    expect(selectedPayWith(rows, 'eur', ctx()).fiat).toBe('EUR');
    expect(selectedPayWith(rows, 'XYZ', ctx())).toMatchObject({ fiat: 'USD', p2p: true });
    expect(selectedPayWith([], undefined, ctx())).toMatchObject({ fiat: 'USD', bankTransfer: true });
  });
});

describe('active row (spec §2 Active-item rule, header/menu/menu.rules.ts reused)', () => {
  it('highlights the row whose market matches the current trade page of the same kind', () => {
    const [spotRow] = mapSpotMarkets([spot('BTC_USDT')], ctx())!;
    const [futuresRow] = mapFuturesMarkets([{ settle: 'USDT', name: 'BTC_USDT' }], ctx())!;
    expect(isActiveTradeItem(spotRow!.href, '/de/trade/btc_usdt')).toBe(true);
    expect(isActiveTradeItem(spotRow!.href, '/trade/ETH_USDT')).toBe(false);
    expect(isActiveTradeItem(futuresRow!.href, '/de/trade/BTC_USDT')).toBe(false);
    expect(isActiveTradeItem(futuresRow!.href, '/futures/USDT/BTC_USDT')).toBe(true);
  });
});
