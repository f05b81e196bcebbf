import { describe, expect, it } from 'vitest';
import en from '../../../../react-core/header/intl/en.json';
import { REGIONS, resolveSite } from '../../../../react-core/core/region/regions';
import { EMPTY_COMPLIANCE, mapCompliance } from '../../../../react-core/core/site/compliance';
import { buildSiteMenu } from '../../../../react-core/header/menu/site-menu';
import type { HeaderKey } from '../../../../react-core/header/header.intl';
import type { NavItem } from '../../../../react-core/header/header.types';
import { complianceMenu } from '../../../../demo/mock-api/data/site';

/**
 * The sub-sites' built-in navigation (spec §6: only the main site uses the server menu) offers
 * the header routes of spec §2 that the site's rules allow.
 */
const t = (key: HeaderKey) => (en as Record<string, string>)[key] ?? key;

function hrefs(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [item.href ?? '', ...hrefs(item.children)]);
}

function menu(region: number, compliance = EMPTY_COMPLIANCE) {
  return buildSiteMenu({ site: resolveSite(region, false), lang: 'en', compliance, t });
}

/** Spec §2's header routes without a parameter, the way a user reaches them from the menu. */
const SPEC_HEADER_ROUTES = [
  // Trading and derivatives
  '/trade/BTC_USDT',
  '/trade/BTC_USDT?tab=isolated_margin',
  '/pre-market',
  '/futures/USDT/BTC_USDT',
  '/futures/points',
  '/futures/trading-guide-for-beginners',
  '/options/BTC_USDT',
  '/unified-trading-account',
  '/copytrading',
  '/crypto-trading-bots',
  '/etf',
  '/convert',
  '/premint',
  '/alpha',
  // Buying crypto (/sale is Japan's; see below)
  '/crypto',
  '/crypto/buy-USD-USDT',
  '/buy-sell-crypto',
  '/p2p-express/buy/USD-USDT',
  '/card',
  '/c2cloan/cny',
  // Earn
  '/simple-earn',
  '/auto-investment?source=earn',
  '/dual-currency-investment',
  '/soft-staking',
  '/cryptoloan',
  '/crypto-lending-center',
  '/vip-wealth',
  '/private-wealth',
  '/institution/quant-fund',
  '/staking',
  '/staking/BTC',
  '/staking/GUSD',
  '/candy-drop',
  '/launchpool',
  '/hodler-airdrop',
  '/launchpad',
  '/alpha-point/airdrop',
  // Community and info
  '/post',
  '/live',
  '/news',
  '/announcements',
  '/blog',
  '/learn',
  '/help',
  '/calendar',
  '/proof-of-reserves',
  '/brand-partnerships',
  '/referral',
  '/referral/affiliate',
  '/rewards_hub',
  '/rewards_hub/events',
  '/vip',
  '/institution',
  '/otc',
  '/broker',
  '/asset-management/institution/asset-landing',
  '/nextup',
  '/price',
  '/competition/center/trading',
  // Other pages
  '/community',
];

describe('sub-site navigation: the spec §2 routes each site allows', () => {
  it('an unrestricted sub-site (Bahamas) offers every header route of spec §2', () => {
    const offered = new Set(hrefs(menu(14)));
    const missing = SPEC_HEADER_ROUTES.filter((route) => !offered.has(route));
    expect(missing).toEqual([]);
  });

  it('/sale is offered on Japan only (spec §2: "/sale (Japan)")', () => {
    for (const region of REGIONS) {
      if (region.serverMenu) continue;
      expect(hrefs(menu(region.id)).includes('/sale'), region.name).toBe(region.key === 'jp');
    }
  });

  it('trade links carry the site default pair', () => {
    for (const region of REGIONS) {
      const trade = hrefs(menu(region.id)).filter((href) => href.startsWith('/trade/'));
      expect(trade.length, region.name).toBeGreaterThan(0);
      for (const href of trade) expect(href.startsWith(`/trade/${region.defaultPair}`), `${region.name} ${href}`).toBe(true);
    }
  });

  it('restricted sites leave out the account and earn products; their public pages stay', () => {
    const uk = new Set(hrefs(menu(182)));
    for (const gone of ['/simple-earn', '/launchpad', '/vip-wealth', '/c2cloan/cny', '/alpha', '/premint', '/broker', '/referral']) {
      expect(uk.has(gone), gone).toBe(false);
    }
    for (const kept of ['/help', '/announcements', '/blog', '/calendar', '/vip', '/proof-of-reserves', '/brand-partnerships']) {
      expect(uk.has(kept), kept).toBe(true);
    }
  });

  it('the compliance lists hide entries: menu codes, and launchpad as a business (business_list)', () => {
    const bahamas = (lists: { menu_list?: string[]; business_list?: string[] }) => new Set(hrefs(menu(14, mapCompliance(lists))));
    expect(bahamas({ menu_list: ['gusd-staking', 'partner'] }).has('/staking/GUSD')).toBe(false);
    expect(bahamas({ menu_list: ['partner'] }).has('/brand-partnerships')).toBe(false);
    expect(bahamas({ business_list: ['launchpad'] }).has('/launchpad')).toBe(false);
    expect(bahamas({ business_list: ['launchpool'] }).has('/launchpad')).toBe(true);
    // Turkey's own compliance answer switches launchpad off as a business.
    expect(new Set(hrefs(menu(177, mapCompliance(complianceMenu(177, null))))).has('/launchpad')).toBe(false);
  });

  it('its links open in this tab (spec §3 Nav item target)', () => {
    const walk = (items: readonly NavItem[]): NavItem[] => items.flatMap((item) => [item, ...walk(item.children)]);
    expect(walk(menu(14)).every((item) => item.target === '_self')).toBe(true);
  });

  it('every entry has its English title and description', () => {
    const walk = (items: readonly NavItem[]): NavItem[] => items.flatMap((item) => [item, ...walk(item.children)]);
    for (const item of walk(menu(14))) {
      expect(item.title, item.id).not.toMatch(/^nav\./);
      if (item.children.length === 0) expect(item.desc, item.id).not.toBe('');
    }
  });
});
