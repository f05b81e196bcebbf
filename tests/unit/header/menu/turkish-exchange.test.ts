import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { offersTurkishExchange, TURKISH_EXCHANGE_CODE, withTurkishExchange } from '../../../../react-core/header/menu/turkish-exchange.rules';
import { REGIONS, resolveSite } from '../../../../react-core/core/region/regions';
import { validateMenu } from '../../../../react-core/header/menu/menu.mappers';
import { EMPTY_COMPLIANCE } from '../../../../react-core/core/site/compliance';
import { headerMenu } from '../../../../demo/mock-api/data/menu';
import { TURKEY_EXCHANGE_URL } from '../../../../react-core/core/site/hosts';

const texts = { title: 'Exch TR', desc: 'Our Turkish-language exchange' };
const items = validateMenu(headerMenu('en'), { lang: 'en', platform: 'web', compliance: EMPTY_COMPLIANCE, warn: () => {} });

describe('the Turkish exchange in Buy Crypto (spec §2 Buying crypto)', () => {
  it('is offered to a Turkish user off the Turkish site, and not on it or the testnet', () => {
    expect(offersTurkishExchange(resolveSite(0, false), { lang: 'en', country: 'TR' })).toBe(true);
    expect(offersTurkishExchange(resolveSite(0, false), { lang: 'en', country: 'tr' })).toBe(true);
    expect(offersTurkishExchange(resolveSite(0, false), { lang: 'tr', country: '' })).toBe(true);
    expect(offersTurkishExchange(resolveSite(0, false), { lang: 'en', country: 'DE' })).toBe(false);
    expect(offersTurkishExchange(resolveSite(177, false), { lang: 'tr', country: 'TR' })).toBe(false);
    expect(offersTurkishExchange(resolveSite(0, true), { lang: 'en', country: 'TR' })).toBe(false);
  });

  it('becomes the last Buy Crypto entry, external, in a new tab; the rest is untouched', () => {
    const next = withTurkishExchange(items, true, texts);
    const buy = next.find((i) => i.id === 'buy_coins_head')!;
    expect(buy.children.at(-1)).toMatchObject({ id: TURKISH_EXCHANGE_CODE, href: TURKEY_EXCHANGE_URL, external: true, target: '_blank', title: 'Exch TR' });
    expect(next.filter((i) => i.id !== 'buy_coins_head')).toEqual(items.filter((i) => i.id !== 'buy_coins_head'));
    expect(withTurkishExchange(items, false, texts)).toBe(items);
  });

  it('property: offered once at most, whatever the menu, and only inside Buy Crypto', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.subarray(items), fc.integer({ min: 1, max: 3 }), (offered, menu, times) => {
        let out: readonly (typeof items)[number][] = menu;
        for (let i = 0; i < times; i += 1) out = withTurkishExchange(out, offered, texts);
        const count = out.flatMap((i) => i.children).filter((c) => c.id === TURKISH_EXCHANGE_CODE).length;
        const hasBuy = menu.some((i) => i.id === 'buy_coins_head');
        expect(count).toBe(offered && hasBuy ? 1 : 0);
        expect(out.length).toBe(menu.length);
      }),
    );
  });

  it('every site but Turkey offers it to a Turkish user', () => {
    for (const region of REGIONS)
      expect(offersTurkishExchange(resolveSite(region.id, false), { lang: 'en', country: 'TR' }), region.name).toBe(!region.turkishLocale);
  });
});
