import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_COMMON_DATA, mapCommonData, SITE_FLAGS } from '../../../../react-core/core/site/common-data';
import { mapCompliance } from '../../../../react-core/core/site/compliance';
import { mapUserInfo, VISITOR } from '../../../../react-core/core/site/user-info';
import { mapFiatRates } from '../../../../react-core/core/store/fiat-rates';
import { parseChromeAttributes } from '../../../../react-core/core/element/attributes';
import { isKnownRegionId } from '../../../../react-core/core/region/regions';
import { isLanguageCode } from '../../../../react-core/core/i18n/languages';
import { expectDisplayText, hostileText } from '../util/display-text';

/** Any JSON, plus objects shaped like the real answers with wrong-typed values. */
const anyJson = fc.jsonValue({ maxDepth: 4 });
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 }));

describe('mappers: any JSON in, a valid value out, never a throw', () => {
  it('common data', () => {
    const keys = ['fiat_list', 'lang_list', 'lang_prefix', 'curr_fiat', 'sub_website_id', 'is_login', 'currency_count', ...SITE_FLAGS];
    fc.assert(
      fc.property(fc.oneof(anyJson, shaped(keys)), (data) => {
        const c = mapCommonData(data);
        expect(c.fiatList.length).toBeGreaterThan(0);
        for (const f of c.fiatList) expect(f.fiat).toMatch(/^[A-Z]{2,5}$/);
        expect(c.langList.length).toBeGreaterThan(0);
        for (const l of c.langList) expect(isLanguageCode(l.code)).toBe(true);
        expect(c.currFiat).toMatch(/^[A-Z]{2,5}$/);
        for (const f of SITE_FLAGS) expect(typeof c.flags[f]).toBe('boolean');
        expect(Number.isFinite(c.currencyCount)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('common data keeps good fields and defaults the rest', () => {
    const c = mapCommonData({
      fiat_list: [{ fiat: 'eur', symbol: '€' }, { fiat: 5 }, null],
      curr_fiat: 'GBP',
      isUKLimit: 1,
      lang_list: { de: 'Deutsch', xx: 'Nope' },
    });
    expect(c.fiatList).toEqual([{ fiat: 'EUR', symbol: '€' }]);
    expect(c.currFiat).toBe('GBP');
    expect(c.flags.isUKLimit).toBe(true);
    expect(c.langList).toEqual([{ code: 'de', name: 'Deutsch' }]);
    expect(mapCommonData(null)).toEqual(DEFAULT_COMMON_DATA);
  });

  it('compliance', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, shaped(['menu_list', 'business_list'])), (data) => {
        const c = mapCompliance(data);
        for (const code of c.menu) expect(typeof code).toBe('string');
      }),
    );
    expect([...mapCompliance({ menu_list: ['nft', 3, null, {}], business_list: 'x' }).menu]).toEqual(['nft', '3']);
  });

  it('user info', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, shaped(['isLogin', 'uid', 'tier_level', 'tier_next_progress', 'kyc_status', 'is_sub'])), (data) => {
        const u = mapUserInfo(data);
        expect(u.tierLevel).toBeGreaterThanOrEqual(0);
        expect(u.tierNextProgress).toBeGreaterThanOrEqual(0);
        expect(u.tierNextProgress).toBeLessThanOrEqual(100);
        expect(u.uid).toMatch(/^\d*$/);
      }),
      { numRuns: 500 },
    );
    expect(mapUserInfo({ isLogin: false, uid: '1' })).toBe(VISITOR);
    expect(mapUserInfo({ isLogin: true, uid: '123', tier_level: 1 }, 3).tierLevel).toBe(3);
    expect(mapUserInfo({ isLogin: true, is_sub: 1 }).isSubAccount).toBe(true);
    expect(mapUserInfo({ isLogin: true }).kycStatus).toBe(-1);
  });

  it('fiat rates', () => {
    fc.assert(
      fc.property(anyJson, (data) => {
        for (const [code, r] of Object.entries(mapFiatRates(data))) {
          expect(code).toMatch(/^[A-Z]{2,5}$/);
          expect(r.rate).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('attributes: any strings in, valid options out', () => {
    const attr = fc.option(fc.oneof(fc.string(), fc.constantFrom('0', '182', '999', '', 'false', 'dark', 'de', 'zh-TW', '/x', '//evil', 'javascript:x')), {
      nil: null,
    });
    fc.assert(
      fc.property(fc.record({ region: attr, testnet: attr, lang: attr, theme: attr, apiBase: attr, currentPath: attr, hiddenSearch: attr }), (raw) => {
        const o = parseChromeAttributes(raw);
        expect(isKnownRegionId(o.region)).toBe(true);
        expect(o.lang === undefined || isLanguageCode(o.lang)).toBe(true);
        expect([undefined, 'light', 'dark']).toContain(o.theme);
        expect(o.currentPath.startsWith('/') && !o.currentPath.startsWith('//')).toBe(true);
        expect(o.apiBase === '' || /^(https?:\/\/|\/[^/])/i.test(o.apiBase)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('shows no control or bidi character: fiat symbols, language names, nicknames', () => {
    let shown = 0;
    const expectShown = (text: string) => {
      expectDisplayText(text);
      if (text) shown += 1;
    };
    fc.assert(
      fc.property(hostileText, hostileText, hostileText, (symbol, name, nick) => {
        const common = mapCommonData({ fiat_list: [{ fiat: 'EUR', symbol }], lang_list: { de: name, en: nick } });
        common.fiatList.forEach((f) => expectShown(f.symbol));
        common.langList.forEach((l) => expectShown(l.name));
        const user = mapUserInfo({ isLogin: true, nickname: nick, user_nick: name });
        [user.nickname, user.userNick].forEach(expectShown);
        Object.values(mapFiatRates({ EUR: { rate: 0.9, symbol } })).forEach((r) => expectShown(r.symbol));
      }),
      { numRuns: 500 },
    );
    expect(shown).toBeGreaterThan(1000);
    expect(mapUserInfo({ isLogin: true, nickname: 'alice\u202egnp.exe', user_nick: 42 })).toMatchObject({ nickname: 'alice gnp.exe', userNick: '42' });
    expect(mapCommonData({ lang_list: { de: '\u2066Deutsch\u2069' } }).langList).toEqual([{ code: 'de', name: 'Deutsch' }]);
    expect(mapCommonData({ lang_list: { de: '\u0000' } }).langList).toEqual([{ code: 'de', name: 'Deutsch' }]);
  });
});
