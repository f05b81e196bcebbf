import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_DEFAULT, CSRF_HEADER, ENDPOINTS } from '../../../react-core/core/api/endpoints';
import { startMockApi, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startMockApi();
});
afterAll(() => h.close());

const logged = { mock_user: 'user', mock_sid: 'csrf' };

describe('CSRF on POST', () => {
  it('rejects a POST without the header: HTTP 403 csrf token mismatch', async () => {
    const a = await h.call(ENDPOINTS.reminderMarkRead, { cookies: logged, form: {}, csrf: false });
    expect(a.status).toBe(403);
    expect(a.json).toMatchObject({ code: 403, message: 'csrf token mismatch' });
  });

  it(`accepts the default "${CSRF_DEFAULT}" when the ${CSRF_COOKIE} cookie is absent`, async () => {
    const a = await h.call(ENDPOINTS.reminderMarkRead, { cookies: logged, form: {}, headers: { [CSRF_HEADER]: CSRF_DEFAULT } });
    expect(a.status).toBe(200);
  });

  it('accepts the header equal to the cookie, and rejects the default when a cookie is set', async () => {
    const cookies = { ...logged, [CSRF_COOKIE]: 'tok-123' };
    expect((await h.call(ENDPOINTS.logoutAll, { cookies, form: {}, headers: { [CSRF_HEADER]: 'tok-123' } })).status).toBe(200);
    expect((await h.call(ENDPOINTS.logoutAll, { cookies, form: {}, headers: { [CSRF_HEADER]: CSRF_DEFAULT } })).status).toBe(403);
    expect((await h.call(ENDPOINTS.logout, { cookies, form: {}, headers: { [CSRF_HEADER]: 'other' } })).status).toBe(403);
  });

  it('does not check GETs', async () => {
    expect((await h.call(ENDPOINTS.logoutThisDevice, { cookies: { [CSRF_COOKIE]: 'x' } })).status).toBe(200);
  });
});

describe('CORS', () => {
  const origin = 'http://pages.example:8080';

  it('answers a preflight with 204 and the allowed headers, echoing the origin', async () => {
    const a = await h.call(ENDPOINTS.reminderMarkRead, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'csrftoken,content-type' },
    });
    expect(a.status).toBe(204);
    expect(a.headers.get('access-control-allow-origin')).toBe(origin);
    expect(a.headers.get('access-control-allow-credentials')).toBe('true');
    const allowed = (a.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    for (const name of ['csrftoken', 'x-gate-applang', 'x-gate-apptype', 'content-type']) expect(allowed).toContain(name);
  });

  it('echoes the origin on normal answers and points image URLs back at this server', async () => {
    const a = await h.call(ENDPOINTS.userInfo, { cookies: { mock_user: 'vip' }, headers: { origin } });
    expect(a.headers.get('access-control-allow-origin')).toBe(origin);
    expect(a.headers.get('access-control-allow-credentials')).toBe('true');
    expect(a.json.data.user_avatar).toBe(`${h.base}/mock-assets/avatar/whale-avery.svg`);
  });

  it('keeps root-relative image URLs for same-origin callers', async () => {
    const a = await h.call(ENDPOINTS.userInfo, { cookies: { mock_user: 'vip' }, headers: { origin: h.base } });
    expect(a.json.data.user_avatar).toBe('/mock-assets/avatar/whale-avery.svg');
  });
});
