// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { INITIAL_PAY_WITH, filterPayWith, payWithReducer } from '../../../react-core/market-search/pay-with/use-pay-with';
import { mapPayWithList } from '../../../react-core/market-search/data/pay-with.mappers';
import { INITIAL_SEARCH, combinedMarkets, searchModalReducer } from '../../../react-core/market-search/search/use-search-modal';
import { clearRecent, parseRecent, readRecent, withRecent, writeRecent } from '../../../react-core/market-search/search/recent-searches';
import { isAppWebView } from '../../../react-core/market-search/search/search-entry.connected';
import { RECENT_SEARCHES } from '../../../react-core/market-search/market-search.data';
import { mapSpotMarkets } from '../../../react-core/market-search/data/spot.mappers';
import { mapFuturesMarkets } from '../../../react-core/market-search/data/futures.mappers';
import { searchIndexOf } from '../../../react-core/market-search/data/market-rank.rules';
import type { FuturesRow, PayWithRow, SpotRow } from '../../../react-core/market-search/market-search.types';
import * as MARKET_PATHS from '../../../react-core/core/api/market-paths';
import { T0, mockData } from './helpers';

const FIATS = mapPayWithList(mockData(MARKET_PATHS.buyCryptoFiatList), { lang: 'en', now: T0 }) as PayWithRow[];

describe('Pay-with state machine (use-pay-with)', () => {
  it('toggles open and closed; closing or choosing clears the filter', () => {
    let state = payWithReducer(INITIAL_PAY_WITH, { type: 'toggle' });
    expect(state).toEqual({ open: true, filter: '' });
    state = payWithReducer(state, { type: 'filter', filter: 'eu' });
    expect(state).toEqual({ open: true, filter: 'eu' });
    expect(payWithReducer(state, { type: 'toggle' })).toEqual(INITIAL_PAY_WITH);
    expect(payWithReducer(state, { type: 'chosen' })).toEqual(INITIAL_PAY_WITH);
    expect(payWithReducer(INITIAL_PAY_WITH, { type: 'close' })).toBe(INITIAL_PAY_WITH);
  });

  it('filters on the fiat code substring (spec §5), the exact code first', () => {
    expect(filterPayWith(FIATS, '')).toBe(FIATS);
    const eu = filterPayWith(FIATS, ' eur ');
    expect(eu[0]!.fiat).toBe('EUR');
    expect(filterPayWith(FIATS, 'zzz')).toEqual([]);
  });

  it('property: any filter gives exactly the fiats whose code contains it, each once', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), (filter) => {
        const got = filterPayWith(FIATS, filter);
        const needle = filter.trim().toLowerCase();
        const want = needle === '' ? FIATS : FIATS.filter((row) => row.fiat.toLowerCase().includes(needle));
        expect(new Set(got.map((r) => r.fiat))).toEqual(new Set(want.map((r) => r.fiat)));
        expect(got).toHaveLength(want.length);
      }),
    );
  });
});

describe('search modal state and data', () => {
  it('keyword, recent searches loaded, recorded (most recent first, once), cleared', () => {
    let state = searchModalReducer(INITIAL_SEARCH, { type: 'recentLoaded', recent: ['btc', 'eth'] });
    state = searchModalReducer(state, { type: 'keyword', keyword: 'ETH' });
    state = searchModalReducer(state, { type: 'followed', keyword: 'ETH' });
    expect(state.recent).toEqual(['ETH', 'btc']);
    expect(searchModalReducer(state, { type: 'recentCleared' }).recent).toEqual([]);
  });

  it('spot and futures combine once per data load, with their index built', () => {
    const spot = mapSpotMarkets(mockData(MARKET_PATHS.spotMarkets), { lang: 'en', now: T0 }) as SpotRow[];
    const futures = mapFuturesMarkets(mockData(MARKET_PATHS.futuresMarkets), { lang: 'en', now: T0 }) as FuturesRow[];
    const all = combinedMarkets(spot, futures);
    expect(all).toHaveLength(spot.length + futures.length);
    expect(combinedMarkets(spot, futures)).toBe(all);
    expect(searchIndexOf(all).size).toBe(all.length);
    expect(combinedMarkets(spot, [...futures])).not.toBe(all);
  });

  it('app web views: a device_type query parameter or cookie', () => {
    expect(isAppWebView('?device_type=ios', undefined)).toBe(true);
    expect(isAppWebView('?a=1', 'android')).toBe(true);
    expect(isAppWebView('?a=1', undefined)).toBe(false);
    expect(isAppWebView('?device_type=', '')).toBe(false);
  });
});

describe('recent searches storage', () => {
  afterEach(() => localStorage.clear());

  it('property: any stored value parses without throwing to distinct, short, plain keywords', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const list = parseRecent(value);
        expect(list.length).toBeLessThanOrEqual(RECENT_SEARCHES.max);
        expect(new Set(list.map((k) => k.toLowerCase())).size).toBe(list.length);
        for (const k of list) {
          expect(typeof k).toBe('string');
          expect(k.length).toBeGreaterThan(0);
          expect(k.length).toBeLessThanOrEqual(RECENT_SEARCHES.maxLength);
          expect(k).toBe(k.trim());
        }
      }),
    );
  });

  it('property: withRecent puts the keyword first, once, and caps the list', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1, maxLength: 10 })), fc.string({ minLength: 1, maxLength: 10 }), (stored, keyword) => {
        const list = withRecent(parseRecent(stored), keyword);
        expect(list.length).toBeLessThanOrEqual(RECENT_SEARCHES.max);
        if (keyword.trim()) {
          expect(list[0]).toBe(keyword.trim());
          expect(list.filter((k) => k.toLowerCase() === keyword.trim().toLowerCase())).toHaveLength(1);
        }
      }),
    );
  });

  it('corrupt storage reads as none and is never erased with other keys', () => {
    localStorage.setItem('exch.prefs.changeWindow', 'utc8');
    localStorage.setItem(RECENT_SEARCHES.storageKey, '{broken');
    expect(readRecent()).toEqual([]);
    writeRecent(['sol']);
    expect(readRecent()).toEqual(['sol']);
    clearRecent();
    expect(localStorage.getItem(RECENT_SEARCHES.storageKey)).toBeNull();
    expect(localStorage.getItem('exch.prefs.changeWindow')).toBe('utc8');
  });
});
