import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../../react-core/core/api/endpoints';
import { POST_ENDPOINTS, startMockApi, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startMockApi();
});
afterAll(() => h.close());

const user = { cookies: { mock_user: 'user', mock_sid: 'data' } };
const LANGS = ['en', 'zh', 'zh-tw', 'tr', 'ja', 'ko', 'de', 'fr', 'es', 'it', 'ru', 'vi', 'ar', 'pt'];

describe('volumes', () => {
  it('has at least 2,700 currencies behind 3,000+ spot rows', async () => {
    const { currencies } = await import('../../../demo/mock-api/data/currencies');
    expect(currencies().length).toBeGreaterThanOrEqual(2700);
    const spots = await h.data(`${ENDPOINTS.spotMarkets}?exchange_type=ALL`, user);
    expect(spots.length).toBeGreaterThanOrEqual(3000);
    const bases = new Set(spots.map((r: any[]) => String(r[0]).split('_')[0]));
    expect(bases.size).toBeGreaterThanOrEqual(2700);
    expect(new Set(spots.map((r: any[]) => r[0])).size).toBe(spots.length);
  });

  it('lists real top symbols first', async () => {
    const spots = await h.data(ENDPOINTS.spotMarkets, user);
    const firstBases = spots.slice(0, 12).map((r: any[]) => String(r[0]).split('_')[0]);
    expect(firstBases.slice(0, 6)).toEqual(['BTC', 'ETH', 'SOL', 'XRP', 'BNB', 'DOGE']);
    expect(firstBases).toContain('GT');
    expect(firstBases).toContain('PI');
  });

  it('has 500+ futures contracts and 100+ delivery contracts', async () => {
    expect((await h.data(ENDPOINTS.futuresMarkets, user)).length).toBeGreaterThanOrEqual(500);
    expect((await h.data(ENDPOINTS.deliveryContracts, user)).length).toBeGreaterThanOrEqual(100);
  });

  it('has 300+ alpha tokens on several chains, with chain-shaped addresses', async () => {
    const rows: any[] = [];
    for (let page = 1; ; page++) {
      const chunk = await h.data(`${ENDPOINTS.alphaCurrencies}?tab=ALPHA_ALLCHAIN&page=${page}&limit=100`, user);
      rows.push(...chunk);
      if (chunk.length < 100) break;
    }
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const chains = new Set(rows.map((r) => r.chain));
    for (const c of ['eth', 'sol', 'bsc', 'base']) expect(chains).toContain(c);
    for (const r of rows) {
      if (r.chain === 'sol') expect(r.address).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
      else if (r.chain === 'tron') expect(r.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
      else expect(r.address).toMatch(/^0x[0-9a-f]{40}$/);
    }
  });

  it('has 250+ messages in 6+ categories, some with harmless HTML', async () => {
    const all = await h.data(`${ENDPOINTS.reminderRecords}?size=100&page=1`, user);
    expect(all.total).toBeGreaterThanOrEqual(250);
    const tabs = await h.data(ENDPOINTS.reminderTabs, user);
    const withMessages = tabs.filter((t: any) => t.content !== '');
    expect(withMessages.length).toBeGreaterThanOrEqual(6);
    expect(all.list.some((m: any) => /<b>|<a href="\//.test(m.content))).toBe(true);
    expect(all.list.some((m: any) => /<script|onerror|javascript:/i.test(m.content))).toBe(false);
  });
});

describe('filters and queries', () => {
  it('spot exchange_type narrows to a tab; futures exchange_type to a settle currency', async () => {
    const btcQuoted = await h.data(`${ENDPOINTS.spotMarkets}?exchange_type=BTC`, user);
    expect(btcQuoted.length).toBeGreaterThan(0);
    expect(btcQuoted.every((r: any[]) => String(r[0]).endsWith('_BTC'))).toBe(true);
    const coinM = await h.data(`${ENDPOINTS.futuresMarkets}?exchange_type=BTC`, user);
    expect(coinM.every((c: any) => c.settle === 'BTC')).toBe(true);
  });

  it('row tab codes are codes of the market tabs', async () => {
    const tabs = await h.data(`${ENDPOINTS.marketTabs}?area=web_trade`, user);
    const codes = (key: string) => new Set(tabs[key].flatMap((t: any) => [t.market, ...t.sub.map((s: any) => s.market)]));
    const spotCodes = codes('SPOT');
    for (const r of await h.data(ENDPOINTS.spotMarkets, user)) for (const c of String(r[7]).split(',')) expect(spotCodes).toContain(c);
    const contractCodes = codes('CONTRACT');
    for (const c of await h.data(ENDPOINTS.futuresMarkets, user)) for (const cat of c.categories.split(',')) expect(contractCodes).toContain(cat);
    const pilotCodes = codes('PILOT');
    for (const p of await h.data(ENDPOINTS.pilotMarkets, user)) for (const cat of p.cate.split(',')) expect(pilotCodes).toContain(cat);
  });

  it('spot rows include upcoming listings (future opening time) and ST coins', async () => {
    const rows = await h.data(ENDPOINTS.spotMarkets, user);
    expect(rows.some((r: any[]) => r[9] > Date.now() / 1000)).toBe(true);
    expect(rows.some((r: any[]) => r[11] === true)).toBe(true);
  });

  it('options markets filter by underlying', async () => {
    const eth = await h.data(`${ENDPOINTS.optionsMarkets}?market=ETH_USDT`, user);
    expect(eth.length).toBeGreaterThan(0);
    expect(eth.every((o: any) => o.underlying === 'ETH_USDT')).toBe(true);
  });

  it('alpha search matches symbol, name or exact address; empty keywords give []', async () => {
    const [first] = await h.data(ENDPOINTS.alphaCurrencies, user);
    expect((await h.data(`${ENDPOINTS.alphaSearch}?keywords=${first.currency.toLowerCase()}`, user)).map((r: any) => r.address)).toContain(first.address);
    expect((await h.data(`${ENDPOINTS.alphaSearch}?keywords=${first.address}`, user))[0].address).toBe(first.address);
    expect(await h.data(`${ENDPOINTS.alphaSearch}?keywords=%20`, user)).toEqual([]);
    const sol = await h.data(`${ENDPOINTS.alphaCurrencies}?tab=ALPHA_ALLCHAIN&chain=sol`, user);
    expect(sol.length).toBeGreaterThan(0);
    expect(sol.every((r: any) => r.chain === 'sol')).toBe(true);
  });

  it('pre-market pages its list and splits premint from pre_market', async () => {
    const d = await h.data(`${ENDPOINTS.preMarketCurrencies}?limit=10&page=1`, user);
    expect(d.list).toHaveLength(10);
    expect(d.premint.every((c: any) => c.type === 'premint')).toBe(true);
    expect(d.pre_market.every((c: any) => c.type === 'pre_market')).toBe(true);
    expect(d.premint.length + d.pre_market.length).toBe(d.total);
  });
});

describe('notification click-through extras', () => {
  it('carries the extras for every spec §2 click-through route', async () => {
    const all = await h.data(`${ENDPOINTS.reminderRecords}?size=100`, user);
    const more = await h.data(`${ENDPOINTS.reminderRecords}?size=100&page=2`, user);
    const list = [...all.list, ...more.list];
    const by = (id: string) => list.find((m: any) => m.template_id === id);
    expect(by('margin_trade').extras.market).toBe('BTC_USDT');
    // Placeholders and their values (template_args), for the client to fill.
    expect(by('margin_trade').title).toContain('{market}');
    expect(by('margin_trade').template_args).toMatchObject({ market: 'BTC_USDT', risk: '115' });
    expect(by('startup').extras.startup_id).toBeTruthy();
    expect(by('strategybot')).toBeDefined();
    expect(by('copytrading')).toBeDefined();
    expect(by('live').extras.stream_id).toBeTruthy();
    // A post carries its mid (spec §3 "extras (may hold mid)"); other messages do not.
    expect(by('post_trending').extras.mid).toBe('5521093');
    expect(list.filter((m: any) => m.extras.mid !== undefined).every((m: any) => m.type === 'square')).toBe(true);
    expect(by('cross_margin')).toBeDefined();
    expect(by('url').extras.url).toMatch(/^\//);
    expect(by('web_url').extras.web_url).toMatch(/^https:\/\//);
    expect(by('no_href').extras).toMatchObject({ isAllowHref: false, url: expect.any(String) });
    const futures = list.filter((m: any) => m.template_id === 'futures');
    expect(futures.some((m: any) => m.extras.contract && m.extras.settle_asset === undefined)).toBe(true);
  });
});

describe('site data', () => {
  it('common data: lang_prefix, curr_fiat cookie, sub_website_id echo, phone user agent', async () => {
    const d = await h.data(`${ENDPOINTS.commonData}?sub_website_id=182&lang=de`, {
      cookies: { curr_fiat: 'GBP', defaultBuyCryptoFiat: 'EUR' },
      headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' },
    });
    expect(d).toMatchObject({
      lang_prefix: '/de',
      curr_fiat: 'GBP',
      defaultBuyCryptoFiat: 'EUR',
      sub_website_id: 182,
      is_phone: true,
      userLandingPageCountry: 'GB',
    });
    for (const f of ['USD', 'EUR', 'GBP', 'TRY', 'JPY', 'HKD', 'SGD', 'AED', 'AUD', 'BRL']) expect(d.fiat_list.map((x: any) => x.fiat)).toContain(f);
  });

  it('mock_common replaces the named fields of the answer (JSON, URL-encoded), its own keys only', async () => {
    const cookie = JSON.stringify({ userLandingPageCountry: 'TR', lang_prefix: '/eu', currency_count: 3100, not_a_field: 1 });
    const d = await h.data(`${ENDPOINTS.commonData}?sub_website_id=0&lang=en`, { cookies: { mock_common: cookie } });
    expect(d).toMatchObject({ userLandingPageCountry: 'TR', lang_prefix: '/eu', currency_count: 3100, curr_fiat: 'USD' });
    expect(d).not.toHaveProperty('not_a_field');
    const broken = await h.data(`${ENDPOINTS.commonData}?sub_website_id=0&lang=en`, { cookies: { mock_common: '{oops' } });
    expect(broken.lang_prefix).toBe('');
  });

  it('mock_flags forces the named flags true; all are false otherwise', async () => {
    const plain = await h.data(ENDPOINTS.commonData);
    expect(plain.isUKLimit || plain.isItalyLimit || plain.isBlockedCountry).toBe(false);
    const d = await h.data(ENDPOINTS.commonData, { cookies: { mock_flags: 'isUKLimit,isWithdrawOnlyUser,notAFlag' } });
    expect(d).toMatchObject({ isUKLimit: true, isWithdrawOnlyUser: true, isItalyLimit: false, limitCountryUserStatus: 1 });
    expect(d).not.toHaveProperty('notAFlag');
  });

  it('compliance: global hides nothing, regulated sites hide plausible sets, mock_compliance replaces menu_list', async () => {
    expect((await h.data(`${ENDPOINTS.complianceMenu}?sub_website_id=0`)).menu_list).toEqual([]);
    const us = await h.data(`${ENDPOINTS.complianceMenu}?sub_website_id=232`);
    for (const c of ['derivatives', 'margin_trade', 'ventures', 'web3']) expect(us.menu_list).toContain(c);
    const uk = await h.data(`${ENDPOINTS.complianceMenu}?sub_website_id=182`);
    for (const c of ['derivatives', 'margin_trade', 'affiliate']) expect(uk.menu_list).toContain(c);
    const forced = await h.data(`${ENDPOINTS.complianceMenu}?sub_website_id=0`, { cookies: { mock_compliance: 'deposit,nft' } });
    expect(forced.menu_list).toEqual(['deposit', 'nft']);
    expect((await h.data(`${ENDPOINTS.complianceMenu}?sub_website_id=232`, { cookies: { mock_compliance: '' } })).menu_list).toEqual([]);
    const business = await h.data(`${ENDPOINTS.complianceMenu}?sub_website_id=0`, { cookies: { mock_business: 'ondo,alpha' } });
    expect(business).toEqual({ menu_list: [], business_list: ['ondo', 'alpha'] });
  });

  it('announcement: only the requested page keys, translated, with a stable content_id', async () => {
    const en = await h.data(`${ENDPOINTS.announcement}?page_keys=index&lang=en`);
    expect(Object.keys(en)).toEqual(['index']);
    const zh = await h.data(`${ENDPOINTS.announcement}?page_keys=index,wallet&lang=zh`);
    expect(zh.index.content_id).toBe(en.index.content_id);
    expect(zh.index.content).not.toBe(en.index.content);
    expect(zh.index.content).toMatch(/<b>/);
  });
});

describe('header menu', () => {
  const top = async (lang: string) => (await h.data(`${ENDPOINTS.headerMenu}?lang=${lang}`)).list;

  it('has real translated top-level titles and child descriptions in all 14 languages', async () => {
    const en = await top('en');
    const enTitles = en.map((i: any) => i.title);
    expect(enTitles).toEqual(expect.arrayContaining(['Buy Crypto', 'Markets', 'Trade', 'Derivatives', 'Earn', 'Web3', 'Square', 'More']));
    for (const lang of LANGS.filter((l) => l !== 'en')) {
      const list = await top(lang);
      const translated = list.filter((i: any, n: number) => i.title && i.title !== enTitles[n]);
      expect(translated.length, lang).toBeGreaterThanOrEqual(6);
      const children = list.flatMap((i: any) => i.children.flatMap((c: any) => (c.children.length ? c.children : [c])));
      expect(
        children.every((c: any) => c.title && c.desc),
        lang,
      ).toBe(true);
    }
  });

  it('falls back to English for unknown languages and accepts server codes (cn, tw)', async () => {
    expect((await top('xx'))[0].title).toBe('Buy Crypto');
    expect((await top('cn'))[0].title).toBe('买币');
    expect((await top('tw'))[0].title).toBe('買幣');
  });

  it('carries the validator edge cases: an H5-only item, an image-only item, a hidden item', async () => {
    const list = await top('en');
    const flat = (items: any[]): any[] => items.flatMap((i) => [i, ...flat(i.children)]);
    const all = flat(list);
    expect(all.some((i) => i.platform_type === 3)).toBe(true);
    const image = list.find((i: any) => i.light_image);
    expect(image).toMatchObject({ title: '', title_key: '', jump_url: expect.stringMatching(/^\//) });
    expect(all.some((i) => i.hidden === 1)).toBe(true);
    for (const i of all) {
      if (i.jump_type === 1) expect(i.jump_url).toMatch(/^\//);
      else expect(i.jump_url).toMatch(/^https:\/\//);
    }
    expect(all.flatMap((i) => i.tags).map((t: any) => t.type)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
  });
});

describe('images', () => {
  it('serves a deterministic coin SVG with the letters of the symbol', async () => {
    const a = await h.call('/mock-assets/coin/BTC.svg');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('image/svg+xml');
    expect(a.text).toMatch(/^<svg[^>]+xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(a.text).toContain('>BTC<');
    expect((await h.call('/mock-assets/coin/BTC.svg')).text).toBe(a.text);
    expect((await h.call('/mock-assets/coin/ZEREBRO.svg')).text).not.toBe(a.text);
  });

  it('the image service serves fiat icons at a quality (spec §9: /images/fiat/{FIAT}.svg?q=75), a 400 without one', async () => {
    const a = await h.call('/images/fiat/EUR.svg?q=75');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toBe('image/svg+xml');
    expect(a.text).toContain('>EUR<');
    expect((await h.call('/images/fiat/EUR.svg')).status).toBe(400);
    expect((await h.call('/images/fiat/EUR.svg?q=0')).status).toBe(400);
    expect((await h.call('/images/fiat/%3Cx%3E.svg?q=75')).status).toBe(404);
  });

  it('rejects unknown kinds and odd names', async () => {
    expect((await h.call('/mock-assets/nope/x.svg')).status).toBe(404);
    expect((await h.call('/mock-assets/coin/%3Cscript%3E.svg')).status).toBe(404);
  });

  it('every image URL in the data resolves, and the data holds no network URL except reserved .example links', async () => {
    const urls = new Set<string>();
    const texts: string[] = [];
    for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
      if (POST_ENDPOINTS.has(name) || name === 'logoutThisDevice') continue;
      const text = (await h.call(ENDPOINTS[name], { cookies: { mock_user: 'vip', mock_sid: 'images' } })).text;
      texts.push(text);
      for (const m of text.matchAll(/"(\/mock-assets\/[^"]+)"/g)) urls.add(m[1]!);
    }
    const network = texts.join('\n').match(/https?:\/\/[^"\s<]+/g) ?? [];
    expect(network.filter((u) => !/^https:\/\/[a-z0-9.-]+\.exch\.example\//.test(u))).toEqual([]);
    // Every non-coin image, plus a sample of coins (there are thousands).
    const coins = [...urls].filter((u) => u.startsWith('/mock-assets/coin/'));
    const sample = [...[...urls].filter((u) => !u.startsWith('/mock-assets/coin/')), ...coins.filter((_, i) => i % 50 === 0)];
    expect(sample.length).toBeGreaterThan(30);
    for (const u of sample) expect((await h.call(u)).status, u).toBe(200);
  });
});

describe('determinism', () => {
  it('two handlers answer identical data', async () => {
    const other = await startMockApi();
    try {
      for (const name of ['spotMarkets', 'alphaCurrencies', 'reminderRecords', 'headerMenu', 'commonData'] as const) {
        const a = await h.call(ENDPOINTS[name], { cookies: { mock_user: 'user', mock_sid: 'det' } });
        const b = await other.call(ENDPOINTS[name], { cookies: { mock_user: 'user', mock_sid: 'det' } });
        expect(b.text, name).toBe(a.text);
      }
    } finally {
      await other.close();
    }
  });

  it('freshly generated data (new module instances) is identical to the first generation', async () => {
    const load = async () => {
      vi.resetModules();
      const [spot, on, der, rem] = await Promise.all([
        import('../../../demo/mock-api/data/spot'),
        import('../../../demo/mock-api/data/onchain'),
        import('../../../demo/mock-api/data/derivatives'),
        import('../../../demo/mock-api/data/reminders'),
      ]);
      return JSON.stringify([spot.spotRows(), on.alphaTokens(), on.pilotMarkets(), der.futuresContracts(), der.deliveryContracts(), rem.messages()]);
    };
    const first = await load();
    const second = await load();
    expect(second).toBe(first);
  });
});
