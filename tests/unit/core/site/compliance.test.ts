import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALPHA_COMPLIANCE_CODE, isHiddenByCompliance, mapCompliance } from '../../../../react-core/core/site/compliance';

describe('compliance: menu codes and the businesses of spec §6', () => {
  it('a menu_list code hides the entry that carries it', () => {
    const c = mapCompliance({ menu_list: ['nft'], business_list: [] });
    expect(isHiddenByCompliance(c, 'nft')).toBe(true);
    expect(isHiddenByCompliance(c, 'web3')).toBe(false);
    expect(isHiddenByCompliance(c, undefined)).toBe(false);
  });

  it('business_list hides X-stocks, Ondo, launchpad and the Alpha account and orders', () => {
    const c = mapCompliance({ menu_list: [], business_list: ['x_stocks', 'ondo', 'launchpad', 'alpha'] });
    for (const code of ['x_stocks', 'ondo', 'launchpad', ALPHA_COMPLIANCE_CODE]) expect(isHiddenByCompliance(c, code)).toBe(true);
  });

  it('other businesses hide nothing by themselves (their entries go by menu code)', () => {
    const c = mapCompliance({ menu_list: [], business_list: ['futures', 'p2p', 'earn', 'launchpool'] });
    for (const code of ['futures', 'derivatives', 'fiat_trade', 'launchpool', 'x_stocks', ALPHA_COMPLIANCE_CODE]) {
      expect(isHiddenByCompliance(c, code)).toBe(false);
    }
  });

  it('a business name is not a menu code: business "alpha" does not hide an entry coded "alpha"', () => {
    const c = mapCompliance({ menu_list: [], business_list: ['alpha'] });
    expect(isHiddenByCompliance(c, 'alpha')).toBe(false);
    expect(isHiddenByCompliance(c, ALPHA_COMPLIANCE_CODE)).toBe(true);
  });

  it('any lists in: hidden exactly when the menu names the code or the code belongs to a listed business', () => {
    const codes = fc.constantFrom('x_stocks', 'ondo', 'launchpad', ALPHA_COMPLIANCE_CODE, 'nft', 'constructor', '__proto__', 'toString');
    fc.assert(
      fc.property(fc.array(fc.oneof(codes, fc.string())), fc.array(fc.oneof(codes, fc.constant('alpha'), fc.string())), codes, (menu, business, code) => {
        const c = mapCompliance({ menu_list: menu, business_list: business });
        const businessOf = code === ALPHA_COMPLIANCE_CODE ? 'alpha' : ['x_stocks', 'ondo', 'launchpad'].includes(code) ? code : null;
        const expected = menu.includes(code) || (businessOf !== null && business.includes(businessOf));
        expect(isHiddenByCompliance(c, code)).toBe(expected);
      }),
    );
  });
});
