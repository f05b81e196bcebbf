import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildPersonalCentreModel,
  COPY_FEEDBACK_MS,
  displayCurrency,
  formatMoney,
  kycBadge,
  showTierProgress,
  upgradePlans,
  type PersonalCentreInput,
} from '../../../../react-core/header/account/personal-centre.rules';
import { findRegion, REGIONS, resolveSite } from '../../../../react-core/core/region/regions';
import { mapUserInfo, type UserInfo } from '../../../../react-core/core/site/user-info';
import { translate, loadCatalog } from '../../../../react-core/core/i18n/catalogs';
import { ACCOUNT_TEXTS } from '../../../../react-core/header/account/account.intl';
import { userInfo, type LoggedInId } from '../../../../demo/mock-api/personas';

const user = (persona: LoggedInId, patch: Partial<UserInfo> = {}): UserInfo => ({ ...mapUserInfo(userInfo(persona, 'USD')), ...patch });
const model = (persona: LoggedInId, o: Partial<PersonalCentreInput> & { region?: number; testnet?: boolean } = {}) =>
  buildPersonalCentreModel({ site: resolveSite(o.region ?? 0, o.testnet ?? false), lang: 'en', user: user(persona), entries: [], ...o });

describe('personal centre model', () => {
  it('vip: VIP badge with the trial tag, progress to VIP 4 (spec §6)', () => {
    const m = model('vip');
    expect(m.vip).toEqual({ tier: 3, trial: true });
    expect(m.progress).toMatchObject({ nextTier: 4, percent: 62.4, percentText: '62.4%' });
    expect(model('user').vip).toBeNull(); // tier 0
    expect(model('whitelist').vip).toEqual({ tier: 1, trial: false });
  });

  it('tier progress: hidden for Japan, and for UAE at tier 0 (spec §6)', () => {
    expect(model('vip', { region: 83 }).progress).toBeNull();
    expect(model('user', { region: 83 }).progress).toBeNull();
    expect(model('user', { region: 181 }).progress).toBeNull();
    expect(model('vip', { region: 181 }).progress).not.toBeNull();
    for (const r of REGIONS.filter((x) => x.id !== 83 && x.id !== 181)) expect(model('user', { region: r.id }).progress, r.name).not.toBeNull();
    expect(showTierProgress({ tierProgress: 'aboveTier0' }, 0)).toBe(false);
  });

  it('upgrade plans per site: main 1-3, UK/AU/US 1 and 3, UAE 1 (spec §9)', () => {
    const plans = (region: number) => model('vip', { region }).progress?.plans.map((p) => p.plan);
    expect(plans(0)).toEqual([1, 2, 3]);
    for (const region of [182, 11, 232]) expect(plans(region)).toEqual([1, 3]);
    expect(plans(181)).toEqual([1]);
  });

  it('plan texts carry the user’s amounts (spec §9 wording)', async () => {
    await loadCatalog(ACCOUNT_TEXTS.name, 'en');
    const texts = upgradePlans(findRegion(0)!, user('vip'), 'en').map((p) => translate(ACCOUNT_TEXTS.name, 'en', p.key, p.vars));
    expect(texts).toEqual([
      'Plan 1: increase your 30-day trading volume by 18,800,000 USDT',
      'Plan 2: increase your 14-day average daily GT holdings by 6,000 GT',
      'Plan 3: increase assets by 500,000 USD',
    ]);
  });

  it('plan texts per sub-site: UK, AU and US number their two plans 1 and 2; UAE states its one plan without a number', async () => {
    await loadCatalog(ACCOUNT_TEXTS.name, 'en');
    const texts = (region: number) => upgradePlans(findRegion(region)!, user('vip'), 'en').map((p) => translate(ACCOUNT_TEXTS.name, 'en', p.key, p.vars));
    for (const region of [182, 11, 232])
      expect(texts(region), String(region)).toEqual([
        'Plan 1: increase your 30-day trading volume by 18,800,000 USDT',
        'Plan 2: increase assets by 500,000 USD',
      ]);
    expect(texts(181)).toEqual(['Increase your 30-day trading volume by 18,800,000 USDT']);
  });

  it('property: on every site the plans are numbered 1..n in order, and a one-plan site has no number', async () => {
    await loadCatalog(ACCOUNT_TEXTS.name, 'en');
    fc.assert(
      fc.property(fc.subarray([1, 2, 3] as const, { minLength: 1 }), (plans) => {
        const views = upgradePlans({ upgradePlans: plans }, user('vip'), 'en');
        const texts = views.map((p) => translate(ACCOUNT_TEXTS.name, 'en', p.key, p.vars));
        if (plans.length === 1 && plans[0] === 1) expect(texts[0]).not.toMatch(/^Plan /);
        else texts.forEach((text, i) => expect(text.startsWith(`Plan ${i + 1}: `)).toBe(true));
        expect(views.map((v) => v.plan)).toEqual(plans);
      }),
    );
  });

  it('volume and assets in the site’s currency unit (spec §9)', () => {
    const global = model('user');
    expect(global.volume).toBe('356,100.00 USD');
    expect(global.assets).toBe('1,234.56 USD');
    const japan = model('user', { region: 83, rate: 151.84 });
    expect(japan.volume).toBe('54,071,000 JPY');
    expect(japan.assets).toBe('187,456 JPY');
    // Without the rate, assets stay in USD rather than show a wrong number.
    expect(model('user', { region: 83 }).assets).toBe('1,234.56 USD');
    // The chosen fiat (settings): assets in it with its rate; any code common data lists shows.
    expect(model('user', { currency: 'EUR', rate: 0.5 }).assets).toBe('617.28 EUR');
    expect(model('user', { currency: 'EUR' }).assets).toBe('1,234.56 USD');
    expect(formatMoney(2, 'ABCDE', 'en')).toBe('2.00 ABCDE');
    // In the language's own style.
    expect(model('user', { lang: 'de' }).volume).toBe('356.100,00 USD');
    expect(model('user', { lang: 'fr' }).volume).toBe('356\u202f100,00 USD');
  });

  it('KYC icon: the spec §3 status enumeration; none for -1, absent or unknown, none on testnet (spec §5, §6)', () => {
    expect(kycBadge(-1, { testnet: false })).toBeNull();
    expect(mapUserInfo({ isLogin: true }).kycStatus).toBe(-1);
    expect(kycBadge(0, { testnet: false })).toBe('warning');
    expect(kycBadge(1, { testnet: false })).toBe('success');
    expect(kycBadge(2, { testnet: false })).toBe('progress');
    expect(kycBadge(99, { testnet: false })).toBe('error');
    expect(kycBadge(3, { testnet: false })).toBeNull();
    expect(kycBadge(1, { testnet: true })).toBeNull();
    expect(model('user').identity?.kyc).toBe('success');
    expect(model('user', { testnet: true }).identity?.kyc).toBeNull();
  });

  it('weak safety at safe level ≤ 1 (spec §5)', () => {
    expect(model('user').weakSafety).toBe(true); // safe level 1
    expect(model('vip').weakSafety).toBe(false); // 3
    expect(model('sub').weakSafety).toBe(false); // 2
    expect(buildPersonalCentreModel({ site: resolveSite(0, false), lang: 'en', user: user('vip', { safeLevel: 0 }), entries: [] }).weakSafety).toBe(true);
  });

  it('no safe_level in the answer: no "Too weak" warning (unknown is not weak)', () => {
    const { safe_level: _unknown, ...withoutSafeLevel } = userInfo('user', 'USD') as unknown as Record<string, unknown>;
    const noLevel = mapUserInfo(withoutSafeLevel);
    expect(noLevel.safeLevel).toBeNull();
    expect(mapUserInfo({ ...withoutSafeLevel, safe_level: 'high' }).safeLevel).toBeNull();
    expect(mapUserInfo({ ...withoutSafeLevel, safe_level: '1' }).safeLevel).toBe(1);
    expect(buildPersonalCentreModel({ site: resolveSite(0, false), lang: 'en', user: noLevel, entries: [] }).weakSafety).toBe(false);
  });

  it('property: the warning shows exactly for a known safe level of at most 1', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer({ min: -3, max: 6 }), fc.string(), fc.double()), (safe_level) => {
        const u = mapUserInfo({ isLogin: true, uid: '1', safe_level });
        const weak = buildPersonalCentreModel({ site: resolveSite(0, false), lang: 'en', user: u, entries: [] }).weakSafety;
        const n =
          typeof safe_level === 'number' && Number.isFinite(safe_level)
            ? safe_level
            : typeof safe_level === 'string' && safe_level.trim() !== ''
              ? Number(safe_level)
              : NaN;
        expect(weak).toBe(Number.isFinite(n) && n <= 1);
      }),
    );
  });

  it('avatar: server URL through the link-safety rule, else the initial', () => {
    expect(model('vip').identity).toMatchObject({ avatar: '/mock-assets/avatar/whale-avery.svg', initial: 'W', uid: '10000003', name: 'Whale_Avery' });
    // No language prefix on an image URL, even in German.
    expect(model('vip', { lang: 'de' }).identity?.avatar).toBe('/mock-assets/avatar/whale-avery.svg');
    const hostile = (avatar: string) =>
      buildPersonalCentreModel({ site: resolveSite(0, false), lang: 'en', user: user('vip', { avatar }), entries: [] }).identity?.avatar;
    expect(hostile('javascript:alert(1)')).toBeNull();
    expect(hostile('//evil.example/a.png')).toBeNull();
    expect(hostile('?x')).toBeNull();
    expect(hostile('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(model('vip', { hideAvatar: true }).identity?.avatar).toBeNull();
    expect(model('vip', { hideIdentity: true }).identity).toBeNull();
  });

  it('any user info gives a model without throwing', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(...REGIONS.map((r) => r.id)), fc.boolean(), (data, region, testnet) => {
        const u = mapUserInfo({ ...(typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {}), isLogin: true });
        const m = buildPersonalCentreModel({ site: resolveSite(region, testnet), lang: 'ar', user: u, entries: [] });
        expect(typeof m.volume).toBe('string');
        if (m.progress) expect(m.progress.percent).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('copy feedback lasts 500 ms (spec §9)', () => {
    expect(COPY_FEEDBACK_MS).toBe(500);
  });

  it('property: fiat values show in the chosen fiat only while the rate mode is open and a non-USD fiat is chosen', () => {
    fc.assert(
      fc.property(fc.constantFrom('USD', '', 'EUR', 'JPY', 'TRY'), fc.boolean(), fc.constantFrom(...REGIONS), (fiat, fiatRateOpen, region) => {
        const currency = displayCurrency({ fiat, fiatRateOpen }, region);
        if (fiatRateOpen && fiat !== '' && fiat !== 'USD') expect(currency).toBe(fiat);
        else expect(currency).toBe(region.currencyUnit);
      }),
    );
    expect(displayCurrency({ fiat: 'USD', fiatRateOpen: true }, resolveSite(83, false))).toBe('JPY');
  });
});
