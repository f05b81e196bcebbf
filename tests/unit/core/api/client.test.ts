import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchMapped, HTTP_TIMEOUT_MS, request } from '../../../../react-core/core/api/client';
import { BUILD_NUMBER_HEADER, ENDPOINTS } from '../../../../react-core/core/api/endpoints';
import * as PATHS from '../../../../react-core/core/api/paths';
import * as NOTIFICATION_PATHS from '../../../../react-core/core/api/notification-paths';

/** A fake exchange: each test sets what the next request answers and reads what was sent. */
let server: Server;
let base = '';
let reply: (req: IncomingMessage, body: string) => { status?: number; text: string; delayMs?: number } = () => ({ text: '{}' });
let seen: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string } = { headers: {}, body: '' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen = { method: req.method, url: req.url, headers: req.headers, body };
      const r = reply(req, body);
      setTimeout(() => {
        res.statusCode = r.status ?? 200;
        res.end(r.text);
      }, r.delayMs ?? 0);
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

describe('HTTP client (spec §7)', () => {
  it('GETs with the query and returns the envelope data', async () => {
    reply = () => ({ text: JSON.stringify({ code: 200, data: { list: [1] } }) });
    const result = await request(PATHS.headerMenu, { base, query: { lang: 'de', empty: undefined } });
    expect(result).toEqual({ ok: true, code: 200, data: { list: [1] } });
    expect(seen.method).toBe('GET');
    expect(seen.url).toBe(`${ENDPOINTS.headerMenu}?lang=de`);
  });

  it('POSTs form-encoded bodies with the CSRF header (default 1 without the cookie)', async () => {
    reply = () => ({ text: JSON.stringify({ code: 200, data: null }) });
    await request(NOTIFICATION_PATHS.reminderMarkRead, { base, form: { msg_type: 'system', skip: undefined } });
    expect(seen.method).toBe('POST');
    expect(seen.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen.headers.csrftoken).toBe('1');
    expect(seen.body).toBe('msg_type=system');
  });

  it('sends the app headers only where asked', async () => {
    reply = () => ({ text: JSON.stringify({ code: 200, data: [] }) });
    await request(NOTIFICATION_PATHS.reminderTabs, { base, appLang: 'ja' });
    expect(seen.headers['x-gate-applang']).toBe('ja');
    expect(seen.headers['x-gate-apptype']).toBe('web');
    await request(PATHS.commonData, { base });
    expect(seen.headers['x-gate-applang']).toBeUndefined();
  });

  it('sends X-Gate-AppLang in the server’s language codes, as the menu request (cn, tw)', async () => {
    reply = () => ({ text: JSON.stringify({ code: 200, data: [] }) });
    await request(NOTIFICATION_PATHS.reminderTabs, { base, appLang: 'zh' });
    expect(seen.headers['x-gate-applang']).toBe('cn');
    await request(NOTIFICATION_PATHS.reminderTabs, { base, appLang: 'zh-tw' });
    expect(seen.headers['x-gate-applang']).toBe('tw');
  });

  it('sends the build number on every call, GET and POST (spec §9)', async () => {
    reply = () => ({ text: JSON.stringify({ code: 200, data: null }) });
    await request(PATHS.commonData, { base });
    expect(seen.headers[BUILD_NUMBER_HEADER.toLowerCase()]).toBe('20250923');
    await request(NOTIFICATION_PATHS.reminderMarkRead, { base, form: {} });
    expect(seen.headers[BUILD_NUMBER_HEADER.toLowerCase()]).toBe('20250923');
  });

  it('turns every failure into a typed result, never a throw', async () => {
    reply = () => ({ status: 500, text: 'boom' });
    expect(await request(PATHS.commonData, { base })).toMatchObject({ ok: false, kind: 'http', status: 500 });
    reply = () => ({ text: '{"code":200,"data":' });
    expect(await request(PATHS.commonData, { base })).toMatchObject({ ok: false, kind: 'malformed' });
    reply = () => ({ text: '[1,2]' });
    expect(await request(PATHS.commonData, { base })).toMatchObject({ ok: false, kind: 'malformed' });
    reply = () => ({ text: JSON.stringify({ code: 99999, message: 'nope' }) });
    expect(await request(PATHS.commonData, { base })).toMatchObject({ ok: false, kind: 'code', code: 99999, message: 'nope' });
    expect(await request(PATHS.commonData, { base: 'http://127.0.0.1:1' })).toMatchObject({ ok: false, kind: 'network' });
  });

  it('times out (4000 ms by default)', async () => {
    expect(HTTP_TIMEOUT_MS).toBe(4000);
    reply = () => ({ text: JSON.stringify({ code: 200, data: {} }), delayMs: 300 });
    const started = Date.now();
    expect(await request(PATHS.commonData, { base, timeoutMs: 50 })).toMatchObject({ ok: false, kind: 'timeout' });
    expect(Date.now() - started).toBeLessThan(250);
  });

  it('fetchMapped gives the fallback on failure and on data the mapper rejects', async () => {
    reply = () => ({ status: 500, text: '' });
    expect((await fetchMapped(PATHS.commonData, () => 'mapped', 'fallback', { base })).value).toBe('fallback');
    reply = () => ({ text: JSON.stringify({ code: 200, data: 'x' }) });
    expect((await fetchMapped(PATHS.commonData, () => null, 'fallback', { base })).value).toBe('fallback');
    expect(
      (
        await fetchMapped(
          PATHS.commonData,
          () => {
            throw new Error('bad');
          },
          'fallback',
          { base },
        )
      ).value,
    ).toBe('fallback');
    expect((await fetchMapped(PATHS.commonData, (d) => `got ${String(d)}`, 'fallback', { base })).value).toBe('got x');
  });
});
