import { describe, expect, it } from 'vitest';
import { initialPanelState, marketPanelReducer, pickOf, type MarketPanelState } from '../../../react-core/market-search/panel/use-market-panel';
import {
  ALL_FUTURES_TAB,
  NAV_SECTIONS,
  changeText,
  listForSelection,
  marketTabsOf,
  resolveSelection,
  riseColorOf,
  rowsForSelection,
  viewAllHref,
  volumeText,
} from '../../../react-core/market-search/panel/market-panel.rules';
import { EMPTY_TAB_MENUS, mapTabMenus } from '../../../react-core/market-search/data/tabs.mappers';
import { mapSpotMarkets } from '../../../react-core/market-search/data/spot.mappers';
import { rowSet } from '../../../react-core/market-search/data/row-fields';
import { viewAllLinks } from '../../../react-core/market-search/data/market-search.store';
import { DELIVERY_TAB } from '../../../react-core/market-search/market-search.data';
import type { MarketList, SpotRow, TabMenus } from '../../../react-core/market-search/market-search.types';
import * as MARKET_PATHS from '../../../react-core/core/api/market-paths';
import { isMarketNavKey, marketContextOf, marketNavKeyOf, marketNavShows } from '../../../react-core/market-search/panel/market-nav.connected';
import { T0, mockData } from './helpers';

const MENUS = mapTabMenus(mockData(MARKET_PATHS.marketTabs)) as TabMenus;
const TITLES = { delivery: 'Delivery', futures: 'Futures' };

describe('market panel state machine (use-market-panel)', () => {
  it('starts on the first section of its nav item with no picks', () => {
    expect(initialPanelState('trade_head')).toMatchObject({ section: 'spot', pick: { tab: null, sub: null }, keyword: '' });
    expect(initialPanelState('derivatives').section).toBe('futures');
    expect(NAV_SECTIONS.trade_head).toEqual(['spot', 'alpha', 'pilot', 'preMarket']);
  });

  it('picks hold for the menus they were made in; other menus read as the first tab and sub-tab (spec §4 reset)', () => {
    let state = initialPanelState('trade_head');
    state = marketPanelReducer(state, { type: 'tab', tab: 'BTC', menus: MENUS });
    state = marketPanelReducer(state, { type: 'sub', sub: 'BTC', menus: MENUS });
    expect(pickOf(state, MENUS)).toEqual({ tab: 'BTC', sub: 'BTC' });
    const reloaded = { ...MENUS };
    expect(pickOf(state, reloaded)).toEqual({ tab: null, sub: null });
    const tabs = marketTabsOf('spot', reloaded, TITLES, true);
    expect(resolveSelection(tabs, pickOf(state, reloaded))).toMatchObject({ tab: { market: 'USDT' }, sub: 'USDT' });
  });

  it('a new tab starts at its first sub-tab; a new section at its first tab; the keyword stays', () => {
    let state: MarketPanelState = marketPanelReducer(initialPanelState('trade_head'), { type: 'keyword', keyword: 'eth' });
    state = marketPanelReducer(state, { type: 'sub', sub: 'USDT_HOT', menus: MENUS });
    state = marketPanelReducer(state, { type: 'tab', tab: 'USDC', menus: MENUS });
    expect(pickOf(state, MENUS)).toEqual({ tab: 'USDC', sub: null });
    state = marketPanelReducer(state, { type: 'section', section: 'alpha' });
    expect(state).toMatchObject({ section: 'alpha', pick: { tab: null, sub: null }, keyword: 'eth' });
    expect(marketPanelReducer(state, { type: 'section', section: 'alpha' })).toBe(state);
  });

  it('a sub-tab picked under a stale tab pick lands in the first tab', () => {
    let state = marketPanelReducer(initialPanelState('trade_head'), { type: 'tab', tab: 'BTC', menus: MENUS });
    const other = { ...MENUS };
    state = marketPanelReducer(state, { type: 'sub', sub: 'USDT_HOT', menus: other });
    expect(pickOf(state, other)).toEqual({ tab: null, sub: 'USDT_HOT' });
  });
});

describe('market panel model', () => {
  it('futures: the CONTRACT tabs, with Delivery once; no tabs while the menus load; all futures + Delivery without a menu', () => {
    const tabs = marketTabsOf('futures', MENUS, TITLES, true);
    expect(tabs.map((t) => t.market)).toEqual(['USDT', 'BTC', DELIVERY_TAB]);
    const noDelivery = { ...MENUS, CONTRACT: MENUS.CONTRACT.filter((t) => t.market !== DELIVERY_TAB) };
    expect(marketTabsOf('futures', noDelivery, TITLES, true).map((t) => t.title)).toEqual(['USDT-M', 'Coin-M', 'Delivery']);
    expect(marketTabsOf('futures', EMPTY_TAB_MENUS, TITLES, false)).toEqual([]);
    expect(marketTabsOf('futures', EMPTY_TAB_MENUS, TITLES, true).map((t) => t.market)).toEqual([ALL_FUTURES_TAB, DELIVERY_TAB]);
    expect(marketTabsOf('preMarket', MENUS, TITLES, true)).toEqual([]);
  });

  it('options: the OPTIONS menu (spec §7 common/tabs), each underlying a sub-tab listing its contracts; without it, the underlyings', () => {
    const tabs = marketTabsOf('options', MENUS, TITLES, true);
    expect(tabs.map((t) => t.market)).toEqual(['OPTIONS']);
    expect(tabs[0]!.sub.map((s) => s.market)).toContain('BTC_USDT');
    const selection = resolveSelection(tabs, { tab: null, sub: null });
    expect(listForSelection('options', selection)).toEqual({ kind: 'optionsMarkets', underlying: tabs[0]!.sub[0]!.market });
    expect(listForSelection('options', resolveSelection(marketTabsOf('options', EMPTY_TAB_MENUS, TITLES, true), { tab: null, sub: null }))).toEqual({
      kind: 'options',
    });
    expect(viewAllHref('options', { spot: '/s', futures: '/f' }, 'de', null, 'ETH_USDT')).toBe('/de/options/ETH_USDT');
    expect(viewAllHref('options', { spot: '/s', futures: '/f' }, 'en', null, 'x/../y')).toBe('/options/BTC_USDT');
  });

  it('which list a selection reads', () => {
    const futures = marketTabsOf('futures', MENUS, TITLES, true);
    expect(listForSelection('futures', resolveSelection(futures, { tab: DELIVERY_TAB, sub: null }))).toEqual({ kind: 'delivery' });
    expect(listForSelection('futures', resolveSelection(futures, { tab: null, sub: null }))).toEqual({ kind: 'futures' });
    const alpha = marketTabsOf('alpha', MENUS, TITLES, true);
    expect(listForSelection('alpha', resolveSelection(alpha, { tab: null, sub: 'sol' }))).toEqual({ kind: 'alpha', chain: 'sol' });
    expect(listForSelection('alpha', resolveSelection([], { tab: null, sub: null }))).toEqual({ kind: 'alpha', chain: 'ALPHA_ALLCHAIN' });
  });

  it('rows of a sub-tab: its group; every row without a menu or for the all-futures tab; none for an unknown group', () => {
    const rows = mapSpotMarkets(mockData(MARKET_PATHS.spotMarkets), { lang: 'en', now: T0 }) as SpotRow[];
    const entry: MarketList<SpotRow> = { status: 'ready', updatedAt: T0, ...rowSet(rows) };
    const hot = rowsForSelection({ kind: 'spot' }, entry, { tab: null, sub: 'USDT_HOT' });
    expect(hot.length).toBeGreaterThan(0);
    expect(hot.every((r) => r.tabs.includes('USDT_HOT'))).toBe(true);
    expect(rowsForSelection({ kind: 'spot' }, entry, { tab: null, sub: null })).toBe(entry.rows);
    expect(rowsForSelection({ kind: 'spot' }, entry, { tab: null, sub: 'NOPE' })).toEqual([]);
    expect(rowsForSelection({ kind: 'futures' }, entry, { tab: null, sub: ALL_FUTURES_TAB })).toBe(entry.rows);
    expect(rowsForSelection({ kind: 'options' }, entry, { tab: null, sub: 'USDT_HOT' })).toBe(entry.rows);
  });

  it('View All per section (spec §2), language-prefixed', () => {
    const links = viewAllLinks('BTC_TRY', { lang: 'de' });
    expect(viewAllHref('spot', links, 'de', null)).toBe('/de/trade/BTC_TRY');
    expect(viewAllHref('futures', links, 'de', null)).toBe('/de/futures/USDT/BTC_USDT');
    expect(viewAllHref('alpha', links, 'de', null)).toBe('/de/alpha');
    expect(viewAllHref('preMarket', links, 'de', null)).toBe('/de/pre-market');
    expect(viewAllHref('options', links, 'de', null)).toBe('/de/options/BTC_USDT');
    expect(viewAllHref('pilot', links, 'de', { href: '/de/pilot/sol/abc' })).toBe('/de/pilot/sol/abc');
    expect(viewAllHref('pilot', links, 'de', null)).toBe('/de/trade/BTC_TRY');
  });

  it('rise colour: the preference, except a forced market display (US)', () => {
    expect(riseColorOf({ forcedMarketDisplay: false }, 'risered')).toBe('risered');
    expect(riseColorOf({ forcedMarketDisplay: true }, 'risered')).toBe('risegreen');
  });

  it('figures as shown', () => {
    expect(changeText(2.345)).toBe('+2.35%');
    expect(changeText(-0.8)).toBe('-0.80%');
    expect(changeText(0)).toBe('+0.00%');
    expect(changeText(null)).toBe('--');
    expect(volumeText('1234567', 'en')).toBe('1.23M');
    expect(volumeText('', 'en')).toBe('');
    expect(volumeText('abc', 'en')).toBe('');
  });
});

describe('the header-side module (market-nav)', () => {
  it('knows its nav keys, hides Pay-with under hidden-paywith, forces 24h where the site forces it', () => {
    expect(['trade_head', 'derivatives', 'buy_coins_head', 'spot_trade', 42].map(isMarketNavKey)).toEqual([true, true, true, false, false]);
    // spec §2: a Trade item coded spot_trade holds trade_head's panel; nothing else gains one.
    expect(['trade_head', 'spot_trade', 'derivatives', 'buy_coins_head', 'earn_head', 'constructor', 42].map(marketNavKeyOf)).toEqual([
      'trade_head',
      'trade_head',
      'derivatives',
      'buy_coins_head',
      null,
      null,
      null,
    ]);
    expect(marketNavShows('buy_coins_head', (flag) => flag === 'paywith')).toBe(false);
    expect(marketNavShows('trade_head', (flag) => flag === 'paywith')).toBe(true);
    expect(marketContextOf('/api', 'de', 'utc8', { forcedMarketDisplay: false })).toEqual({ base: '/api', lang: 'de', changeWindow: 'utc8' });
    expect(marketContextOf('', 'en', 'utc8', { forcedMarketDisplay: true }).changeWindow).toBe('24h');
  });
});
