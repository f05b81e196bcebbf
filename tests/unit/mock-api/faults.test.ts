import { createServer, get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../../../react-core/core/api/endpoints';
import { XSS_HTML, XSS_URL, emptied, hostile, parseFaults, wrongType } from '../../../demo/mock-api/faults';
import { createMockApi } from '../../../demo/mock-api/handler';
import { startMockApi, type Harness } from './harness';

const TIMEOUT_MS = 150;
let h: Harness;
beforeAll(async () => {
  h = await startMockApi({ timeoutMs: TIMEOUT_MS });
});
afterAll(() => h.close());

const withFault = (fault: string, persona = 'user') => ({ cookies: { mock_user: persona, mock_fault: fault } });

describe('cookie mock_fault', () => {
  it('500: HTTP 500 with a JSON error body', async () => {
    const a = await h.call(ENDPOINTS.commonData, withFault('commonData=500'));
    expect(a.status).toBe(500);
    expect(a.json).toMatchObject({ code: 500, data: null });
  });

  it('applies only to paths containing PATHPART (case-insensitive); others answer normally', async () => {
    expect((await h.call(ENDPOINTS.headerMenu, withFault('headermenu=500'))).status).toBe(500);
    expect((await h.call(ENDPOINTS.fiatMarketRates, withFault('headermenu=500'))).status).toBe(200);
  });

  it('one part can hit several endpoints (herald) and the first matching entry wins', async () => {
    const cookie = withFault('herald=null,unread=500');
    expect((await h.call(ENDPOINTS.unreadCount, cookie)).json).toEqual({ code: 200, message: 'success', data: null });
    expect((await h.call(ENDPOINTS.reminderTabs, cookie)).json.data).toBeNull();
  });

  it('decodes a URL-encoded cookie value', async () => {
    // harness encodes the cookie value: "=" and "," arrive as %3D and %2C
    const a = await h.call(ENDPOINTS.commonData, withFault('site/commonData=500,spots=empty'));
    expect(a.status).toBe(500);
    expect(await h.data(ENDPOINTS.spotMarkets, withFault('site/commonData=500,spots=empty'))).toEqual([]);
  });

  it('timeout: answers normally, but only after the configured delay', async () => {
    const a = await h.call(ENDPOINTS.fiatMarketRates, withFault('currFiatMarketRates=timeout'));
    expect(a.status).toBe(200);
    expect(a.json.data.USD).toBeDefined();
    expect(a.ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 5);
  });

  it('timeout defaults to 6 s, beyond the client timeout of 4 s', async () => {
    // The mock's clock is faked, so the test waits on states (the request reached the mock, a later
    // request was answered), never on a sleep. node:http, not fetch: fetch keeps timers of its own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = createMockApi();
    let reached = () => {};
    const reachedMock = new Promise<void>((resolve) => (reached = resolve));
    const server = createServer((req, res) => {
      api(req, res);
      reached();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const status = (path: string, cookie = '') =>
      new Promise<number>((resolve, reject) => {
        get(base + path, { headers: { cookie }, agent: false }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        }).on('error', reject);
      });
    try {
      let answered = false;
      const held = status(ENDPOINTS.userInfo, 'mock_fault=userInfo=timeout').then((code) => {
        answered = true;
        return code;
      });
      // A GET reaches the mock's hold without awaiting anything, so its timer is set by now.
      await reachedMock;
      vi.advanceTimersByTime(5999);
      expect(await status(ENDPOINTS.commonData)).toBe(200);
      expect(answered).toBe(false);
      vi.advanceTimersByTime(1);
      expect(await held).toBe(200);
    } finally {
      vi.useRealTimers();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('malformed: HTTP 200 with JSON that does not parse', async () => {
    const a = await h.call(ENDPOINTS.headerMenu, withFault('headerMenuListV2=malformed'));
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/json/);
    expect(() => JSON.parse(a.text)).toThrow();
  });

  it('null: success envelope with data null', async () => {
    expect((await h.call(ENDPOINTS.spotMarkets, withFault('spots=null'))).json).toEqual({ code: 200, message: 'success', data: null });
  });

  it('wrongtype: every field of the data has a wrong type', async () => {
    const normal = await h.data(ENDPOINTS.userInfo, { cookies: { mock_user: 'user' } });
    const wrong = await h.data(ENDPOINTS.userInfo, withFault('userInfo=wrongtype'));
    expect(Object.keys(wrong)).toEqual(Object.keys(normal));
    for (const [k, v] of Object.entries<any>(normal)) {
      const w = wrong[k];
      if (typeof v === 'number') expect(typeof w === 'object' && w !== null && !Array.isArray(w), k).toBe(true);
      if (typeof v === 'string') expect(typeof w, k).toBe('number');
      if (typeof v === 'boolean') expect(typeof w, k).toBe('string');
    }
  });

  it('wrongtype: lists become strings, objects become arrays, rows of a list keep their kind', async () => {
    const menu = await h.data(ENDPOINTS.headerMenu, withFault('headerMenu=wrongtype'));
    expect(typeof menu.list).toBe('string');
    const common = await h.data(ENDPOINTS.commonData, withFault('commonData=wrongtype'));
    expect(typeof common.fiat_list).toBe('string');
    expect(Array.isArray(common.lang_list)).toBe(true);
    const spots = await h.data(ENDPOINTS.spotMarkets, withFault('spots=wrongtype'));
    expect(spots.length).toBeGreaterThan(3000);
    expect(typeof spots[0][0]).toBe('number'); // pair string -> number
    expect(typeof spots[0][6]).toBe('string'); // enable-credit boolean -> string
    const futures = await h.data(ENDPOINTS.futuresMarkets, withFault('futures=wrongtype'));
    expect(typeof futures[0].settle).toBe('number');
  });

  it('empty: a list data becomes [], lists inside an object become [], a list-free object becomes {}', async () => {
    expect(await h.data(ENDPOINTS.deliveryContracts, withFault('delivery=empty'))).toEqual([]);
    expect(await h.data(ENDPOINTS.headerMenu, withFault('headerMenu=empty'))).toEqual({ list: [] });
    expect(await h.data(ENDPOINTS.reminderRecords, withFault('record=empty'))).toEqual({ list: [], total: 0, unread_num: 0 });
    expect(await h.data(ENDPOINTS.fiatMarketRates, withFault('Rates=empty'))).toEqual({});
    const tabs = await h.data(ENDPOINTS.marketTabs, withFault('common/tabs=empty'));
    expect(tabs).toEqual({ SPOT: [], CONTRACT: [], PILOT: [], OPTIONS: [], MEMEBOX: [] });
  });

  it('xss: the real shape with hostile strings: script URLs in link and icon fields, markup after every text', async () => {
    const normal = await h.data(ENDPOINTS.pilotMarkets, { cookies: { mock_user: 'user' } });
    const evil = await h.data(ENDPOINTS.pilotMarkets, withFault('pilot=xss'));
    expect(evil).toHaveLength(normal.length);
    expect(Object.keys(evil[0])).toEqual(Object.keys(normal[0]));
    expect(evil[0]).toMatchObject({
      icon: XSS_URL,
      chain_icon: XSS_URL,
      seo_path: XSS_URL,
      name: `${normal[0].name}${XSS_HTML}`,
      show_pair: `${normal[0].show_pair}${XSS_HTML}`,
      opening_time: normal[0].opening_time,
      is_hot: normal[0].is_hot,
    });
    // A positional spot row has no keys: its icon is recognised as a URL by its value.
    const [spot] = await h.data(ENDPOINTS.spotMarkets, withFault('spots=xss'));
    expect(spot[0]).toMatch(/^BTC_USDT<img/);
    expect(spot[12]).toBe(XSS_URL);
    expect(typeof spot[5]).toBe('number');
    const menu = await h.data(ENDPOINTS.headerMenu, withFault('headerMenu=xss'));
    expect(menu.list[0].title.endsWith(XSS_HTML)).toBe(true);
    expect(menu.list[0].jump_url).toBe(XSS_URL);
  });

  it('xss: a visitor on a login-only path still gets 401', async () => {
    expect((await h.call(ENDPOINTS.unreadCount, withFault('unread=xss', 'visitor'))).status).toBe(401);
  });

  it('does not apply to /mock-assets images', async () => {
    const a = await h.call('/mock-assets/coin/BTC.svg', withFault('mock-assets=500,coin=malformed'));
    expect(a.status).toBe(200);
    expect(a.text).toContain('<svg');
  });

  it('ignores unknown kinds and malformed entries', () => {
    expect(parseFaults('a=500, b = timeout ,c=explode,=null,d')).toEqual([
      { part: 'a', kind: '500' },
      { part: 'b', kind: 'timeout' },
    ]);
  });
});

describe('fault transforms', () => {
  it('wrongtype swaps recursively inside nested fields', () => {
    expect(wrongType({ a: 1, b: 'xy', c: true, d: [1], e: { f: 2, g: 'h' }, n: null })).toEqual({
      a: { value: '1' },
      b: 2,
      c: 'true',
      d: '[1 items]',
      e: [{ value: '2' }, 1],
      n: 0,
    });
  });

  it('xss changes every string at any depth and nothing else', () => {
    expect(
      hostile({ name: 'a', link: '/x', web_url: 'https://e.example', n: 1, ok: true, tags: ['hot'], nested: [{ light_icon: 'i.svg', word: 'w' }], path: '/p' }),
    ).toEqual({
      name: `a${XSS_HTML}`,
      link: XSS_URL,
      web_url: XSS_URL,
      n: 1,
      ok: true,
      tags: [`hot${XSS_HTML}`],
      nested: [{ light_icon: XSS_URL, word: `w${XSS_HTML}` }],
      path: XSS_URL,
    });
    expect(parseFaults('spots=xss')).toEqual([{ part: 'spots', kind: 'xss' }]);
  });

  it('empty keeps scalar fields of an object that holds lists', () => {
    expect(emptied({ list: [1], total: 5, name: 'x', nested: { rows: [1] } })).toEqual({ list: [], total: 0, name: 'x', nested: { rows: [] } });
  });
});
