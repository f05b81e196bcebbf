import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildFooterModel, type FooterModel } from '../../../react-core/footer/footer.mappers';
import { FOOTER_VARIANTS } from '../../../react-core/footer/variants';
import { REGIONS, resolveSite } from '../../../react-core/core/region/regions';
import { DEFAULT_COMMON_DATA, SITE_FLAGS } from '../../../react-core/core/site/common-data';
import { EMPTY_COMPLIANCE, mapCompliance } from '../../../react-core/core/site/compliance';
import { LANGUAGES, LANGUAGE_CODES, type LanguageCode } from '../../../react-core/core/i18n/languages';
import en from '../../../react-core/footer/intl/en.json';

const flags = DEFAULT_COMMON_DATA.flags;
const model = (region: number, lang: LanguageCode = 'en', extra: Partial<Parameters<typeof buildFooterModel>[0]> = {}) =>
  buildFooterModel({
    site: resolveSite(region, false),
    lang,
    compliance: EMPTY_COMPLIANCE,
    flags,
    variant: FOOTER_VARIANTS[resolveSite(region, false).footer],
    ...extra,
  });
const hrefs = (m: FooterModel) => m.columns.flatMap((c) => [...c.links, ...c.groups.flatMap((g) => g.links)]).map((l) => l.href);

describe('footer model per region (spec §2 Footer routes)', () => {
  it('global: About, Products, Services, Learn with the spec paths and the QR code', () => {
    const m = model(0);
    expect(m.columns.map((c) => c.id)).toEqual(['about', 'products', 'services', 'learn']);
    expect(hrefs(m)).toEqual(
      expect.arrayContaining([
        '/about_us',
        '/page/careers',
        '/user-agreement',
        '/gategroup/legal/licenses',
        '/buy-bitcoin-btc',
        '/sell-pi-network-pi',
        '/trade/BTC_USDT',
        '/futures_center',
        '/trade/BTC_USDT?tab=isolated_margin',
        '/c2c/merchant',
        '/referral/affiliate',
        '/price/bitcoin-btc',
        '/how-to-buy/bitcoin-btc',
        '/price-prediction/bitcoin-btc',
        '/price/bitcoin-btc/usd',
        '/explore/bitcoin-halving-countdown',
        'https://support.exch.com/hc/en-us/requests/new',
      ]),
    );
    expect(m.downloadQr).toBe(true);
    expect(m.social.length).toBeGreaterThan(0);
    expect(m.copyrightStart).toBe(2013);
  });

  it('prefixes paths with the language, except the user agreement and documents', () => {
    const m = model(0, 'de');
    expect(hrefs(m)).toContain('/de/about_us');
    expect(hrefs(m)).toContain('/user-agreement');
    expect(hrefs(model(182, 'de'))).toContain('/docs/uk/terms-of-use.pdf');
  });

  it('Chinese locales get the P2P merchant path and their support page', () => {
    expect(hrefs(model(0, 'zh'))).toContain('/zh/p2p/merchant');
    expect(hrefs(model(0, 'zh'))).toContain('https://support.exch.com/hc/zh-cn/requests/new');
    expect(hrefs(model(0, 'zh-tw'))).toContain('https://support.exch.com/hc/zh-tw/requests/new');
  });

  it.each([
    [71, ['/trade/BTC_USDT', '/fee', '/help', '/articlelist/ann', '/docs/hk/terms-of-service.pdf']],
    [
      177,
      [
        '/about-us',
        '/calendar',
        '/security',
        '/myaccount/deposit_fiat',
        '/myaccount/withdraw_fiat',
        '/crypto-market-data/market-sentiment/fear-and-greed-index',
        '/converter/btc/btc-try',
        '/learn',
        '/suggestions-feedback',
      ],
    ],
    [
      106,
      [
        '/legal/privacy-policy',
        '/legal/cookies-policy',
        '/legal/user-agreement',
        '/legal/Complaints',
        '/legal/Disclaimer',
        '/legal/operating-rules',
        '/legal/custody-policy',
        '/legal/conflict-of-interest-policy',
        '/legal/order-execution-policy',
        '/trade/BTC_USDC',
        '/otc',
        '/referral',
      ],
    ],
    [232, ['/about-us', '/brand-partnerships', '/learn', '/learn/course']],
    [83, ['/trade/BTC_JPY']],
    [181, ['/trade/BTC_AED', '/legal/terms-of-use', '/legal/aml-policy']],
    [153, ['/page/contacts', '/docs/sg/terms-of-use.pdf', '/trade/BTC_USDT', '/fee', '/help', '/announcements']],
    [182, ['/page/contacts', '/docs/uk/privacy-policy.pdf', '/trade/BTC_USDT', '/fee', '/help', '/announcements']],
    [14, ['/page/contacts', '/docs/bs/risk-disclosure.pdf', '/trade/BTC_USDT']],
    [11, ['/page/contacts', '/docs/au/terms-of-use.pdf', '/trade/BTC_USDT']],
  ])('region %i has its own links', (region, expected) => {
    expect(hrefs(model(region))).toEqual(expect.arrayContaining(expected));
    expect(hrefs(model(region))).not.toContain('/about_us');
  });

  it('US carries the NMLS line, Turkey starts its copyright in 2022, only global has the QR code', () => {
    expect(model(232).legal).toContain('legal.us.nmls');
    expect(en['legal.us.nmls']).toBe('NMLS ID 2272810');
    expect(model(177).copyrightStart).toBe(2022);
    expect(REGIONS.filter((r) => model(r.id).downloadQr).map((r) => r.key)).toEqual(['global']);
  });

  it('the support request link: the support host per language; a path on the service host (common data is_service_host)', () => {
    const link = (lang: LanguageCode, serviceHost: boolean) =>
      model(0, lang, { serviceHost })
        .columns.flatMap((c) => c.links)
        .find((l) => l.id === 'support-request')?.href;
    expect(link('en', false)).toBe('https://support.exch.com/hc/en-us/requests/new');
    expect(link('zh', false)).toBe('https://support.exch.com/hc/zh-cn/requests/new');
    expect(link('de', true)).toBe('/hc/en-us/requests/new');
    expect(link('zh-tw', true)).toBe('/hc/zh-tw/requests/new');
  });

  it('the site prefix (spec §2) goes before every prefixed link; the user agreement and PDFs keep their path', () => {
    const links = model(0, 'de', { sitePrefix: '/eu' }).columns.flatMap((c) => [...c.links, ...c.groups.flatMap((g) => g.links)]);
    expect(links.find((l) => l.id === 'fee')?.href).toBe('/eu/de/fee');
    expect(links.find((l) => l.href.includes('user-agreement'))?.href).toBe('/user-agreement');
    for (const l of links) expect(l.href.startsWith('/eu/de/') || l.href === '/user-agreement' || /^https:/.test(l.href), l.href).toBe(true);
  });

  it('hidden-download (spec §6 hiddenDownload) hides the QR code on every site', () => {
    expect(model(0, 'en', { downloadHidden: true }).downloadQr).toBe(false);
    expect(REGIONS.some((r) => model(r.id, 'en', { downloadHidden: true }).downloadQr)).toBe(false);
  });

  it('hides social icons on the UK site and for limited or flagged users', () => {
    expect(model(182).social).toEqual([]);
    expect(model(0, 'en', { flags: { ...flags, isItalyLimit: true } }).social).toEqual([]);
    expect(model(0, 'en', { flags: { ...flags, isBlockedCountry: true } }).social).toEqual([]);
  });

  it('hides the EU main footer under isItalyLimit but keeps legal and copyright', () => {
    const m = model(106, 'en', { flags: { ...flags, isItalyLimit: true } });
    expect(m.columns).toEqual([]);
    expect(m.legal).toEqual(['legal.eu']);
  });

  it('hides links by compliance code, and empty groups and columns', () => {
    const m = model(0, 'en', { compliance: mapCompliance({ menu_list: ['fiat_trade', 'express', 'ventures', 'learn', 'nft'] }) });
    const ids = m.columns.flatMap((c) => [...c.links, ...c.groups.flatMap((g) => g.links)]).map((l) => l.id);
    expect(ids).not.toContain('p2p-merchant');
    expect(ids).not.toContain('ventures');
    expect(ids).not.toContain('nft');
    expect(ids).not.toContain('learn');
    expect(m.columns.find((c) => c.id === 'products')?.groups).toEqual([]);
    const tr = model(177, 'en', { compliance: mapCompliance({ menu_list: ['fiat_trade'] }) });
    expect(tr.columns.map((c) => c.id)).not.toContain('fiat');
    expect(hrefs(tr).some((h) => h.startsWith('/converter'))).toBe(false);
  });

  it('shows the restricted-jurisdiction notice in de, fr and es only', () => {
    expect(LANGUAGES.filter((l) => model(0, l.code).restrictedNotice).map((l) => l.code)).toEqual(['de', 'fr', 'es']);
  });

  it('testnet has its own footer linking back to live trading', () => {
    const m = buildFooterModel({ site: resolveSite(0, true), lang: 'en', compliance: EMPTY_COMPLIANCE, flags, variant: FOOTER_VARIANTS.testnet });
    expect(hrefs(m)).toContain('https://www.exch.com/trade/BTC_USDT');
    expect(m.downloadQr).toBe(false);
  });

  it('every label key of every variant exists in the English catalog', () => {
    const keys = new Set(Object.keys(en));
    for (const variant of Object.values(FOOTER_VARIANTS)) {
      for (const c of variant.columns) {
        expect(keys.has(c.title), c.title).toBe(true);
        for (const l of [...c.links, ...(c.groups ?? []).flatMap((g) => g.links)]) expect(keys.has(l.label), l.label).toBe(true);
        for (const g of c.groups ?? []) expect(keys.has(g.title), g.title).toBe(true);
      }
    }
    for (const r of REGIONS) {
      const m = model(r.id);
      expect(keys.has(m.company), m.company).toBe(true);
      for (const k of m.legal) expect(keys.has(k), k).toBe(true);
    }
  });

  it('any compliance list and flags: only safe hrefs, never a throw (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REGIONS.map((r) => r.id)),
        fc.boolean(),
        fc.constantFrom(...LANGUAGE_CODES),
        fc.array(fc.string()),
        fc.dictionary(fc.constantFrom(...SITE_FLAGS), fc.boolean()),
        (region, testnet, lang, menu, f) => {
          const site = resolveSite(region, testnet);
          const m = buildFooterModel({
            site,
            lang,
            compliance: mapCompliance({ menu_list: menu }),
            flags: { ...flags, ...f },
            variant: FOOTER_VARIANTS[site.footer],
          });
          for (const href of hrefs(m)) expect(href).toMatch(/^(https:\/\/|\/[^/\\])/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
