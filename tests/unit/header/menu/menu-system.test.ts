import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { usesServerMenu } from '../../../../react-core/header/menu/menu-system.rules';
import { hasRestrictedEntries } from '../../../../react-core/core/site/restriction';
import { hiddenCodesOf } from '../../../../react-core/header/menu/menu.mappers';
import { buildSiteMenu } from '../../../../react-core/header/menu/site-menu';
import { REGIONS, resolveSite } from '../../../../react-core/core/region/regions';
import { EMPTY_COMPLIANCE } from '../../../../react-core/core/site/compliance';
import { headerMenu } from '../../../../demo/mock-api/data/menu';
import en from '../../../../react-core/header/intl/en.json';
import type { HeaderKey } from '../../../../react-core/header/header.intl';
import type { NavItem } from '../../../../react-core/header/header.types';

const t = (key: HeaderKey) => (en as Record<string, string>)[key] ?? key;
const codes = (items: readonly NavItem[]): string[] => items.flatMap((item) => [item.id, ...codes(item.children)]);

describe('the menu system (spec §6: the main site, when enabled and not restricted)', () => {
  it('property: the server menu exactly when the site uses it, the switch is on and nothing restricts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...REGIONS), fc.boolean(), fc.boolean(), fc.boolean(), (region, testnet, enabled, italy) => {
        const site = resolveSite(region.id, testnet);
        const restricted = hasRestrictedEntries(site, { isItalyLimit: italy });
        expect(usesServerMenu({ site, enabled, restricted })).toBe(region.id === 0 && !testnet && enabled && !italy);
      }),
    );
  });

  it('restriction: the restricted sites, and an Italy-limited user on any site', () => {
    expect(hasRestrictedEntries(resolveSite(0, false), { isItalyLimit: false })).toBe(false);
    expect(hasRestrictedEntries(resolveSite(0, false), { isItalyLimit: true })).toBe(true);
    expect(hasRestrictedEntries(resolveSite(182, false), { isItalyLimit: false })).toBe(true);
    expect(hasRestrictedEntries(resolveSite(14, false), { isItalyLimit: true })).toBe(true);
  });
});

describe('the server menu’s hidden flags on the built-in navigation (spec §6)', () => {
  it('reads the codes hidden at any depth; any JSON in, never throws', () => {
    expect([...hiddenCodesOf(headerMenu('en'))]).toEqual(['broker']);
    expect([
      ...hiddenCodesOf({
        list: [
          {
            code: 'a',
            hidden: 1,
            children: [
              { code: 'b', hidden: '1' },
              { code: 'c', hidden: 0 },
            ],
          },
        ],
      }),
    ]).toEqual(['a', 'b']);
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), (raw) => {
        for (const code of hiddenCodesOf(raw)) expect(typeof code).toBe('string');
      }),
    );
  });

  it('leaves those entries out of a sub-site’s navigation, and an Italy-limited user’s restricted ones on an unrestricted site', () => {
    const bahamas = (input: { serverHidden?: ReadonlySet<string>; restricted?: boolean }) =>
      codes(buildSiteMenu({ site: resolveSite(14, false), lang: 'en', compliance: EMPTY_COMPLIANCE, t, ...input }));
    expect(bahamas({})).toContain('broker');
    expect(bahamas({ serverHidden: hiddenCodesOf(headerMenu('en')) })).not.toContain('broker');
    const italy = bahamas({ restricted: true });
    for (const gone of ['simple_earn', 'launchpool', 'referral', 'trading_bots', 'broker']) expect(italy, gone).not.toContain(gone);
    expect(italy).toContain('help_center');
  });

  it('property: a hidden code is never in the navigation, and nothing else is taken out', () => {
    const all = codes(buildSiteMenu({ site: resolveSite(14, false), lang: 'en', compliance: EMPTY_COMPLIANCE, t }));
    fc.assert(
      fc.property(fc.subarray(all), (hidden) => {
        const shown = codes(buildSiteMenu({ site: resolveSite(14, false), lang: 'en', compliance: EMPTY_COMPLIANCE, t, serverHidden: new Set(hidden) }));
        for (const code of hidden) expect(shown).not.toContain(code);
        // A section emptied by the hiding goes with its entries; any other entry stays.
        for (const code of shown) expect(hidden).not.toContain(code);
      }),
      { numRuns: 100 },
    );
  });
});
