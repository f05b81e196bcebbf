import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_OK, ENDPOINTS, type EndpointName } from '../../../react-core/core/api/endpoints';
import { POST_ENDPOINTS, startMockApi, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startMockApi();
});
afterAll(() => h.close());

const user = { cookies: { mock_user: 'user', mock_sid: 'endpoints' } };
const names = Object.keys(ENDPOINTS) as EndpointName[];

const isStr = (v: unknown) => typeof v === 'string';
const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const isBool = (v: unknown) => typeof v === 'boolean';

function expectMenuItem(item: any): void {
  expect(item).toMatchObject({
    code: expect.any(String),
    title: expect.any(String),
    title_key: expect.any(String),
    desc: expect.any(String),
    desc_key: expect.any(String),
    light_image: expect.any(String),
    dark_image: expect.any(String),
    light_icon: expect.any(String),
    dark_icon: expect.any(String),
    jump_url: expect.any(String),
    tags: expect.any(Array),
    children: expect.any(Array),
  });
  expect([1, 2]).toContain(item.jump_type);
  expect([0, 1]).toContain(item.hidden);
  expect([1, 2]).toContain(item.show_mode);
  expect([1, 2, 3]).toContain(item.platform_type);
  for (const t of item.tags) {
    expect([1, 2, 3, 4, 5]).toContain(t.type);
    expect(t).toMatchObject({ light_icon: expect.any(String), dark_icon: expect.any(String), code: expect.any(String), word: expect.any(String) });
  }
  item.children.forEach(expectMenuItem);
}

function expectAlphaRow(r: any): void {
  expect(r).toMatchObject({
    address: expect.any(String),
    show_pair: expect.any(String),
    icon: expect.any(String),
    chain_icon: expect.any(String),
    chain: expect.any(String),
  });
}

/** One documented-shape check per endpoint; a new endpoint without a check fails to compile. */
const SHAPES: Record<EndpointName, (data: any) => void> = {
  reminderTabs: (d) => {
    expect(d.length).toBeGreaterThanOrEqual(6);
    for (const t of d)
      expect(t).toMatchObject({
        code: expect.any(String),
        name: expect.any(String),
        unread_num: expect.any(Number),
        is_show: expect.any(Number),
        content: expect.any(String),
      });
  },
  reminderRecords: (d) => {
    expect(d).toMatchObject({ list: expect.any(Array), total: expect.any(Number), unread_num: expect.any(Number) });
    const m = d.list[0];
    expect(m).toMatchObject({
      title: expect.any(String),
      content: expect.any(String),
      type: expect.any(String),
      send_timest: expect.any(Number),
      extras: expect.any(Object),
    });
    expect([0, 1]).toContain(m.isread);
  },
  reminderMarkRead: (d) => expect(d).toMatchObject({ msg_type: expect.any(String), marked: expect.any(Number) }),
  unreadCount: (d) => {
    expect(Object.keys(d).length).toBeGreaterThanOrEqual(6);
    for (const v of Object.values(d)) expect(isNum(v)).toBe(true);
  },
  headerMenu: (d) => {
    expect(d.list.length).toBeGreaterThanOrEqual(8);
    d.list.forEach(expectMenuItem);
  },
  buyCryptoFiatList: (d) => {
    expect(d.list.length).toBeGreaterThanOrEqual(30);
    for (const f of d.list) expect(isStr(f.fiat) && isBool(f.bank_transfer) && isBool(f.credit_card) && isBool(f.p2p)).toBe(true);
  },
  fiatMarketRates: (d) => {
    expect(d.USD).toEqual({ rate: '1.0000', symbol: '$' });
    for (const v of Object.values<any>(d)) expect(isStr(v.rate) && isStr(v.symbol)).toBe(true);
  },
  fullsiteBulletin: (d) =>
    expect(d).toMatchObject({ id: expect.any(Number), title: expect.any(String), content: expect.any(String), link: expect.any(String) }),
  commonData: (d) => {
    expect(d.fiat_list.length).toBeGreaterThanOrEqual(30);
    expect(Object.keys(d.lang_list)).toHaveLength(14);
    expect(d).toMatchObject({ lang_prefix: '', curr_fiat: 'USD', defaultBuyCryptoFiat: 'USD', defaultP2PFiat: 'USD', sub_website_id: 0, currency_count: 2700 });
    for (const k of ['is_login', 'is_service_host', 'is_phone', 'is_copper', 'kyc_toast', 'isUKLimit', 'isBlockedCountry', 'isShowComplianceTips'])
      expect(isBool(d[k])).toBe(true);
    expect(isNum(d.limitCountryUserStatus)).toBe(true);
    expect(d.curr_fiat_market_rates.EUR.symbol).toBe('€');
  },
  complianceMenu: (d) => expect(d).toEqual({ menu_list: [], business_list: [] }),
  announcement: (d) => {
    expect(Object.keys(d).sort()).toEqual(['index', 'wallet']);
    for (const a of Object.values<any>(d)) expect(a).toMatchObject({ content_id: expect.any(String), content: expect.any(String), link: expect.any(String) });
  },
  crossMarginInfo: (d) => expect(d).toEqual({ userTier: 0, userSpotBalance: expect.any(String), crossMarginUid: 1 }),
  unifiedAccountMode: (d) => {
    expect(d).toMatchObject({ mode: 'classic', support_unified: true, first_open: true, auto_borrow: false, auto_repay: false });
    expect(d.settings).toEqual({ options: false, usdt_futures: false, spot_hedge: false, use_funding: false });
  },
  userInfo: (d) => expect(d).toMatchObject({ isLogin: true, uid: expect.any(Number), tier_level: 0 }),
  futuresAccountInfo: (d) => expect(d).toMatchObject({ uid: expect.any(Number), usdt: { opened: true }, btc: { opened: false }, delivery_opened: false }),
  logoutThisDevice: (d) => expect(d).toBeNull(),
  logout: (d) => expect(d).toBeNull(),
  logoutAll: (d) => expect(d).toBeNull(),
  marketTabs: (d) => {
    expect(Object.keys(d).sort()).toEqual(['CONTRACT', 'MEMEBOX', 'OPTIONS', 'PILOT', 'SPOT']);
    for (const tabs of Object.values<any[]>(d)) {
      for (const t of tabs) {
        expect(t).toMatchObject({ market: expect.any(String), title: expect.any(String) });
        for (const s of t.sub) expect(s).toEqual({ market: expect.any(String), title: expect.any(String) });
      }
    }
  },
  spotMarkets: (d) => {
    for (const row of d) {
      expect(row).toHaveLength(13);
      const [pair, name, pct, rate, vol, mult, credit, tabs, prev, open, cross, st, icon] = row;
      expect(pair).toMatch(/^[A-Z0-9]+_[A-Z]+$/);
      expect([name, pct, rate, vol, tabs, prev, icon].every(isStr)).toBe(true);
      expect([mult, open, cross].every(isNum)).toBe(true);
      expect(isBool(credit) && isBool(st)).toBe(true);
    }
  },
  futuresMarkets: (d) => {
    for (const c of d)
      expect(c).toMatchObject({
        settle: expect.stringMatching(/^(USDT|BTC)$/),
        name: expect.any(String),
        coin_name: expect.any(String),
        categories: expect.any(String),
        is_tag_st: expect.any(Boolean),
        icon: expect.any(String),
      });
  },
  deliveryContracts: (d) => {
    for (const c of d)
      expect(c).toMatchObject({
        underlying: expect.stringMatching(/^[A-Z0-9]+_USDT$/),
        name: expect.any(String),
        full_name: expect.any(String),
        is_tag_st: expect.any(Boolean),
      });
  },
  preMarketCurrencies: (d) => {
    expect(d).toMatchObject({ list: expect.any(Array), premint: expect.any(Array), pre_market: expect.any(Array) });
    expect(d.premint.length).toBeGreaterThan(0);
    expect(d.pre_market.length).toBeGreaterThan(0);
    for (const c of d.list) expect(c).toMatchObject({ currency: expect.any(String), market: expect.any(String) });
  },
  pilotMarkets: (d) => {
    for (const p of d)
      expect(p).toMatchObject({
        cate: expect.any(String),
        show_pair: expect.any(String),
        address: expect.any(String),
        chain_icon: expect.any(String),
        seo_path: expect.any(String),
      });
  },
  optionsUnderlying: (d) => {
    for (const u of d) expect(u).toEqual({ name: expect.stringMatching(/_USDT$/), icon_url_64: expect.any(String) });
  },
  optionsMarkets: (d) => {
    expect(d.length).toBeGreaterThan(0);
    for (const o of d)
      expect(o).toMatchObject({ name: expect.any(String), pair: expect.any(String), underlying: expect.any(String), is_call: expect.any(Boolean) });
  },
  alphaCurrencies: (d) => {
    expect(d).toHaveLength(100);
    d.forEach(expectAlphaRow);
  },
  alphaSearch: (d) => d.forEach(expectAlphaRow),
};

describe('every ENDPOINTS path', () => {
  it.each(names)('%s answers 200 with the success envelope and its documented shape', async (name) => {
    // A session per endpoint, so the logout calls end only their own session.
    const cookies = { mock_user: 'user', mock_sid: `endpoints-${name}` };
    const a = await h.call(ENDPOINTS[name], { cookies, method: POST_ENDPOINTS.has(name) ? 'POST' : 'GET' });
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/^application\/json/);
    expect(a.headers.get('cache-control')).toBe('no-store');
    expect(a.json).toMatchObject({ code: API_OK, message: 'success' });
    expect(a.json).toHaveProperty('data');
    SHAPES[name](a.json.data);
  });

  it('answers the wrong method with 405 and an Allow header', async () => {
    const a = await h.call(ENDPOINTS.logout, { method: 'GET' });
    expect(a.status).toBe(405);
    expect(a.headers.get('allow')).toContain('POST');
    const b = await h.call(ENDPOINTS.commonData, { method: 'POST', form: {} });
    expect(b.status).toBe(405);
  });

  it('answers the futures list as { code: 200, data: [...] } with settle on every row', async () => {
    const a = await h.call(`${ENDPOINTS.futuresMarkets}?exchange_type=CONTRACT_ALL&timezone=utc8`);
    expect(a.json.code).toBe(200);
    expect(a.json.data.every((c: any) => c.settle === 'USDT' || c.settle === 'BTC')).toBe(true);
    expect(new Set(a.json.data.map((c: any) => c.settle))).toEqual(new Set(['USDT', 'BTC']));
  });

  it('answers the big lists quickly once generated (< 50 ms)', async () => {
    for (const name of ['spotMarkets', 'futuresMarkets', 'pilotMarkets', 'optionsMarkets', 'reminderRecords'] as const) {
      expect((await h.call(ENDPOINTS[name], user)).status).toBe(200); // warm-up: lazy generation
      const times: number[] = [];
      for (let i = 0; i < 3; i++) times.push((await h.call(ENDPOINTS[name], user)).ms);
      expect(Math.min(...times), name).toBeLessThan(50);
    }
  });
});

describe('unknown paths', () => {
  it('answers 404 JSON without a next()', async () => {
    const a = await h.call('/api/web/v1/nope');
    expect(a.status).toBe(404);
    expect(a.json).toMatchObject({ code: 404 });
  });

  it('passes to next() when one is given (Vite middleware)', async () => {
    const withNext = await startMockApi({ withNext: true });
    try {
      const a = await withNext.call('/index.html');
      expect(a.status).toBe(418);
      expect(a.text).toBe('passed to next');
      // Known paths are still answered by the mock.
      expect((await withNext.call(ENDPOINTS.fiatMarketRates)).status).toBe(200);
    } finally {
      await withNext.close();
    }
  });
});
