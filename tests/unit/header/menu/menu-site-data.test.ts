import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applySiteData, withDefaultFiat } from '../../../../react-core/header/menu/menu-site-data.rules';
import { validateMenu } from '../../../../react-core/header/menu/menu.mappers';
import { EMPTY_COMPLIANCE } from '../../../../react-core/core/site/compliance';
import { DEFAULT_COMMON_DATA } from '../../../../react-core/core/site/common-data';
import { headerMenu } from '../../../../demo/mock-api/data/menu';
import type { NavItem } from '../../../../react-core/header/header.types';

const data = { defaultBuyCryptoFiat: 'EUR', defaultP2PFiat: 'TRY', currencyCount: 3100 };
const walk = (items: readonly NavItem[]): NavItem[] => items.flatMap((item) => [item, ...walk(item.children)]);

describe('the site prefix in the navigation (spec §2)', () => {
  it('goes before every same-site link; external links and the user agreement keep theirs', async () => {
    const { withSiteLinks } = await import('../../../../react-core/header/menu/menu-site-data.rules');
    const items = validateMenu([...(headerMenu('de').list as unknown[]), { code: 'ua', title: 'UA', jump_url: '/user-agreement' }], {
      lang: 'de',
      platform: 'web',
      compliance: EMPTY_COMPLIANCE,
      warn: () => {},
    });
    const linked = walk(withSiteLinks(items, '/eu'));
    for (const item of linked) {
      if (!item.href) continue;
      if (item.external) expect(item.href).toMatch(/^https:/);
      else if (item.id === 'ua') expect(item.href).toBe('/user-agreement');
      else expect(item.href.startsWith('/eu/de/'), item.href).toBe(true);
    }
    expect(withSiteLinks(items, '')).toBe(items);
  });
});

describe('common data in the navigation (spec §3)', () => {
  it('the default fiats preselect Buy Crypto and P2P links, with any prefix and query; other links stay', () => {
    expect(withDefaultFiat('/crypto/buy-USD-USDT', data)).toBe('/crypto/buy-EUR-USDT');
    expect(withDefaultFiat('/de/p2p-express/buy/USD-USDT?src=nav', data)).toBe('/de/p2p-express/buy/TRY-USDT?src=nav');
    expect(withDefaultFiat('/crypto', data)).toBe('/crypto');
    expect(withDefaultFiat('https://evil.example/crypto/buy-USD-USDT', data)).toBe('https://evil.example/crypto/buy-USD-USDT');
    expect(withDefaultFiat(null, data)).toBeNull();
  });

  it('the mock menu: Buy Crypto’s express and P2P links, and the markets entry counts the coins in the language’s style', () => {
    const items = applySiteData(validateMenu(headerMenu('de'), { lang: 'de', platform: 'web', compliance: EMPTY_COMPLIANCE, warn: () => {} }), data, 'de');
    const byId = new Map(walk(items).map((item) => [item.id, item]));
    expect(byId.get('express')?.href).toBe('/de/crypto/buy-EUR-USDT');
    expect(byId.get('fiat_trade')?.href).toBe('/de/p2p-express/buy/TRY-USDT');
    expect(byId.get('market_overview')?.desc).toBe('Preise und Trends von über 3.100 Coins');
  });

  it('property: nothing changes under the defaults but the count, and the same objects come back when nothing changes', () => {
    const items = validateMenu(headerMenu('en'), { lang: 'en', platform: 'web', compliance: EMPTY_COMPLIANCE, warn: () => {} });
    const once = applySiteData(items, DEFAULT_COMMON_DATA, 'en');
    expect(applySiteData(once, DEFAULT_COMMON_DATA, 'en')).toBe(once);
    fc.assert(
      fc.property(fc.constantFrom('USD', 'EUR', 'JPY', 'TRY'), fc.constantFrom('USD', 'BRL'), fc.nat({ max: 100_000 }), (buy, p2p, count) => {
        const next = walk(applySiteData(items, { defaultBuyCryptoFiat: buy, defaultP2PFiat: p2p, currencyCount: count }, 'en'));
        for (const item of next) {
          expect(item.title + item.desc).not.toContain('{currency_count}');
          if (item.href?.includes('/crypto/buy-')) expect(item.href).toContain(`buy-${buy}-USDT`);
          if (item.href?.includes('/p2p-express/buy/')) expect(item.href).toContain(`/buy/${p2p}-USDT`);
        }
        expect(next.map((item) => item.id)).toEqual(walk(items).map((item) => item.id));
      }),
      { numRuns: 50 },
    );
  });
});
