import { describe, expect, it } from 'vitest';
import { activeTopLevel } from '../../../../react-core/header/menu/menu.rules';
import { isActiveTradeItem, normalizePath, tradeKind } from '../../../../react-core/core/routes/active-path';
import { validateMenu } from '../../../../react-core/header/menu/menu.mappers';
import { EMPTY_COMPLIANCE } from '../../../../react-core/core/site/compliance';
import { headerMenu } from '../../../../demo/mock-api/data/menu';
import type { NavItem } from '../../../../react-core/header/header.types';
import { plainNavItem } from '../../../../react-core/header/menu/plain-nav-item';

describe('isActiveTradeItem (spec §2 active-item rule)', () => {
  it('spot: /trade/ and the pair of the last segment', () => {
    expect(isActiveTradeItem('/trade/BTC_USDT', '/trade/BTC_USDT')).toBe(true);
    expect(isActiveTradeItem('/trade/BTC_USDT', '/trade/ETH_USDT')).toBe(false);
    expect(isActiveTradeItem('/trade/BTC_USDT', '/trade/BTC_USDC')).toBe(false);
  });

  it('futures: /futures/ and the contract of the last segment, whatever the settle segment', () => {
    expect(isActiveTradeItem('/futures/USDT/BTC_USDT', '/futures/USDT/BTC_USDT')).toBe(true);
    expect(isActiveTradeItem('/futures/USDT/ETH_USDT', '/futures/USDT/BTC_USDT')).toBe(false);
  });

  it('pilot: /pilot/ and the last segment', () => {
    expect(isActiveTradeItem('/pilot/solana/bonk', '/pilot/solana/bonk')).toBe(true);
    expect(isActiveTradeItem('/pilot/solana/bonk', '/pilot/solana/wif')).toBe(false);
  });

  it('needs the same kind of trade page', () => {
    expect(isActiveTradeItem('/trade/BTC_USDT', '/futures/USDT/BTC_USDT')).toBe(false);
    expect(isActiveTradeItem('/futures/USDT/BTC_USDT', '/trade/BTC_USDT')).toBe(false);
    expect(isActiveTradeItem('/futures-delivery/USDT/BTC_USDT_20261225', '/futures-delivery/USDT/BTC_USDT_20261225')).toBe(false);
  });

  it('is never active off a trade page', () => {
    expect(isActiveTradeItem('/price', '/price')).toBe(false);
    expect(isActiveTradeItem('/trade/BTC_USDT', '/')).toBe(false);
    expect(isActiveTradeItem('/trade/BTC_USDT', '/myaccount/myorders')).toBe(false);
  });

  it('ignores the language prefix, the query, the hash, a trailing slash and the case', () => {
    expect(isActiveTradeItem('/de/trade/BTC_USDT?tab=isolated_margin', '/trade/btc_usdt/')).toBe(true);
    expect(isActiveTradeItem('/trade/BTC_USDT', '/zh-tw/trade/BTC_USDT#chart')).toBe(true);
    expect(isActiveTradeItem('/ja/futures/USDT/BTC_USDT', '/ar/futures/USDT/BTC_USDT')).toBe(true);
  });

  it('never matches empty, external or malformed links', () => {
    expect(isActiveTradeItem(null, '/trade/BTC_USDT')).toBe(false);
    expect(isActiveTradeItem('', '/trade/BTC_USDT')).toBe(false);
    expect(isActiveTradeItem('https://other.example/trade/BTC_USDT', '/trade/BTC_USDT')).toBe(false);
    expect(isActiveTradeItem('/trade/_', '/trade/_')).toBe(false);
    expect(isActiveTradeItem('/trade/BTC_USDT', '')).toBe(false);
    expect(isActiveTradeItem('/trade/%E0%A4%A', '/trade/%E0%A4%A')).toBe(true);
  });

  it('exposes its helpers', () => {
    expect(normalizePath('/zh/trade/BTC_USDT?x=1')).toBe('/trade/BTC_USDT');
    expect(normalizePath('/de')).toBe('/');
    expect(normalizePath('//evil.example/x')).toBeNull();
    expect(tradeKind('/futures/USDT/BTC_USDT')).toBe('futures');
    expect(tradeKind('/pilot/solana/bonk')).toBe('pilot');
    expect(tradeKind('/trade/BTC_USDT')).toBe('spot');
    expect(tradeKind('/price')).toBeNull();
  });
});

describe('activeTopLevel', () => {
  const menu = (lang: 'en' | 'de') => validateMenu(headerMenu(lang), { lang, platform: 'web', compliance: EMPTY_COMPLIANCE });

  it('finds the top-level item holding the page, at any depth', () => {
    const items = menu('en');
    expect(activeTopLevel(items, '/price')).toBe('markets_head');
    expect(activeTopLevel(items, '/convert')).toBe('trade_head');
    expect(activeTopLevel(items, '/futures/points')).toBe('derivatives');
    // A grandchild: Earn > Launch > Candy drop.
    expect(activeTopLevel(items, '/candy-drop')).toBe('earn_head');
    expect(activeTopLevel(items, '/help')).toBe('more_head');
  });

  it('ignores the language prefix (on either side) and the query', () => {
    const items = menu('de');
    expect(activeTopLevel(items, '/de/dual-currency-investment')).toBe('earn_head');
    expect(activeTopLevel(items, '/dual-currency-investment?from=banner')).toBe('earn_head');
    expect(activeTopLevel(items, '/de/auto-investment')).toBe('earn_head');
    expect(activeTopLevel(menu('en'), '/zh/live')).toBe('square_head');
  });

  it('returns null when no item holds the page', () => {
    const items = menu('en');
    expect(activeTopLevel(items, '/myaccount/profile')).toBeNull();
    expect(activeTopLevel(items, '/')).toBeNull();
    expect(activeTopLevel(items, '')).toBeNull();
    expect(activeTopLevel([], '/price')).toBeNull();
  });

  it('never matches on an external link', () => {
    const items = menu('en');
    // web3's link is https://web3.exch.example/, whose path is '/': the home page is not Web3.
    expect(activeTopLevel(items, '/')).toBeNull();
  });

  it('keeps the trade items lit on other markets of the same kind', () => {
    const items = menu('en');
    expect(activeTopLevel(items, '/trade/ETH_USDT')).toBe('trade_head');
    expect(activeTopLevel(items, '/de/futures/USDT/ETH_USDT')).toBe('derivatives');
    expect(activeTopLevel(items, '/pilot/solana/bonk')).toBeNull();
  });

  it('takes the first top-level item when two hold the page', () => {
    const leaf = (id: string, href: string): NavItem => plainNavItem({ id, title: id, href, external: false });
    const items = [
      { ...leaf('a', '/a'), children: [leaf('x', '/x')] },
      { ...leaf('b', '/b'), children: [leaf('x', '/x')] },
    ];
    expect(activeTopLevel(items, '/x')).toBe('a');
    expect(activeTopLevel(items, '/b')).toBe('b');
  });
});

describe('the futures competition entry (spec §2 /competition/f1rb/{event}, §9 992 px)', () => {
  it('is the item linking to a competition event, with or without a language prefix; the centre and the bare prefix are not', async () => {
    const { isFuturesCompetition } = await import('../../../../react-core/header/menu/menu.rules');
    const { futuresCompetition } = await import('../../../../react-core/core/routes/header-routes');
    expect(futuresCompetition('2026 season')).toBe('/competition/f1rb/2026%20season');
    expect(isFuturesCompetition({ href: futuresCompetition('2026-season') })).toBe(true);
    expect(isFuturesCompetition({ href: '/de/competition/f1rb/2026-season?ref=nav' })).toBe(true);
    expect(isFuturesCompetition({ href: '/competition/center/trading' })).toBe(false);
    expect(isFuturesCompetition({ href: '/competition/f1rb/' })).toBe(false);
    expect(isFuturesCompetition({ href: 'https://evil.example/competition/f1rb/x' })).toBe(false);
    expect(isFuturesCompetition({ href: null })).toBe(false);
  });
});
