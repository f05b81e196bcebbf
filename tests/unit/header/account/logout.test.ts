// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearLoginState, loginHref, logout } from '../../../../react-core/header/account/logout';
import { isCancelable, type ChromeEventMap } from '../../../../react-core/core/element/events';
import { accountStore, DEFAULT_UNIFIED_ACCOUNT } from '../../../../react-core/header/account/account.store';
import { ENDPOINTS } from '../../../../react-core/core/api/endpoints';
import { resetSession, session } from '../../../../react-core/core/store/session';
import { mapUserInfo } from '../../../../react-core/core/site/user-info';
import { ref } from 'valtio/vanilla';

interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

/** A fetch that records each call and answers as told. */
function fakeFetch(answer: () => Promise<Response> | Response) {
  const calls: Call[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: String(init?.body ?? ''),
    });
    return answer();
  }) as typeof fetch;
  return { calls, impl };
}

const ok = () => new Response(JSON.stringify({ code: 200, message: 'success', data: null }), { status: 200 });

function loggedIn() {
  session.user = mapUserInfo({ isLogin: true, uid: '10000003', tier_level: 3 });
  session.status = 'ready';
  accountStore.status = 'ready';
  accountStore.mode = ref({ ...DEFAULT_UNIFIED_ACCOUNT, firstOpen: false });
  document.cookie = 'pver=abc; path=/';
  document.cookie = 'sign=xyz; path=/';
  document.cookie = 'keep=1; path=/';
}

describe('logout (spec §4, §8)', () => {
  beforeEach(loggedIn);
  afterEach(() => {
    resetSession();
    document.cookie = 'keep=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('all devices: POST logoutAll then the spec’s POST logout, with the CSRF header, clean-up, then the login page', async () => {
    const { calls, impl } = fakeFetch(ok);
    const events: Array<[string, unknown, boolean]> = [];
    const order: string[] = [];
    const navigate = vi.fn((href: string) => order.push(`navigate ${href} (logged in: ${session.user.isLogin})`));
    const result = await logout({
      scope: 'all',
      base: 'http://api.test',
      lang: 'en',
      fetchImpl: impl,
      navigate,
      emit: (name, detail) => {
        order.push(`emit (cookie pver: ${document.cookie.includes('pver=')})`);
        events.push([name, detail, isCancelable(name)]);
        return true;
      },
    });
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', `http://api.test${ENDPOINTS.logoutAll}`],
      ['POST', `http://api.test${ENDPOINTS.logout}`],
    ]);
    for (const call of calls) {
      expect(call.body).toBe('');
      expect(call.headers.csrftoken).toBe('1');
      expect(call.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    }
    expect(events).toEqual([['exch-logout', { scope: 'all', href: '/login', serverEnded: true } satisfies ChromeEventMap['exch-logout'], true]]);
    expect(order).toEqual(['emit (cookie pver: false)', 'navigate /login (logged in: false)']);
    expect(result).toEqual({ href: '/login', serverEnded: true, navigated: true });
  });

  it('this device: one GET /logout, then the same clean-up and redirect', async () => {
    const { calls, impl } = fakeFetch(ok);
    const navigate = vi.fn();
    await logout({ scope: 'this', base: '', lang: 'ja', fetchImpl: impl, navigate, emit: () => true });
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', ENDPOINTS.logoutThisDevice]]);
    expect(navigate).toHaveBeenCalledWith('/ja/login');
  });

  it('clean-up clears pver and sign, ends the session and the account data', async () => {
    clearLoginState();
    expect(document.cookie).not.toMatch(/(^|; )pver=/);
    expect(document.cookie).not.toMatch(/(^|; )sign=/);
    expect(document.cookie).toMatch(/(^|; )keep=1/);
    expect(session.user.isLogin).toBe(false);
    expect(accountStore.status).toBe('idle');
    expect(accountStore.mode.firstOpen).toBe(true);
  });

  it('a failed call keeps the page as it is: still logged in, cookies kept, no event, no navigation', async () => {
    const answers: Array<() => Promise<Response> | Response> = [
      () => new Response('boom', { status: 500 }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    ];
    for (const answer of answers) {
      for (const scope of ['all', 'this'] as const) {
        loggedIn();
        const navigate = vi.fn();
        const emit = vi.fn(() => true);
        const result = await logout({ scope, base: '', lang: 'en', fetchImpl: fakeFetch(answer).impl, navigate, emit });
        expect(session.user.isLogin).toBe(true);
        expect(document.cookie).toMatch(/(^|; )pver=abc/);
        expect(accountStore.status).toBe('ready');
        expect(emit).not.toHaveBeenCalled();
        expect(navigate).not.toHaveBeenCalled();
        expect(result).toEqual({ href: '/login', serverEnded: false, navigated: false });
      }
    }
    loggedIn();
    const navigate = vi.fn();
    const throwing = (() => {
      throw new Error('replaced fetch');
    }) as unknown as typeof fetch;
    const result = await logout({ scope: 'this', base: '', lang: 'en', fetchImpl: throwing, navigate, emit: () => true });
    expect(navigate).not.toHaveBeenCalled();
    expect(result.serverEnded).toBe(false);
    expect(session.user.isLogin).toBe(true);
  });

  it('all devices: when logoutAll fails, this session is not ended either (the whole action can be tried again)', async () => {
    const { calls, impl } = fakeFetch(() => new Response('boom', { status: 502 }));
    const result = await logout({ scope: 'all', base: '', lang: 'en', fetchImpl: impl, navigate: vi.fn(), emit: () => true });
    expect(calls.map((c) => c.url)).toEqual([ENDPOINTS.logoutAll]);
    expect(result.serverEnded).toBe(false);
    expect(session.user.isLogin).toBe(true);
  });

  it('a success, or a 2xx page instead of JSON (a logout path may answer with one), counts as the server ending the session', async () => {
    for (const answer of [ok, () => new Response('<!doctype html><title>Logged out</title>', { status: 200 })]) {
      loggedIn();
      const result = await logout({ scope: 'this', base: '', lang: 'en', fetchImpl: fakeFetch(answer).impl, navigate: vi.fn(), emit: () => true });
      expect(result.serverEnded).toBe(true);
      expect(session.user.isLogin).toBe(false);
    }
    loggedIn();
    const refused = () => new Response(JSON.stringify({ code: 401, message: 'login required', data: null }), { status: 200 });
    const result = await logout({ scope: 'all', base: '', lang: 'en', fetchImpl: fakeFetch(refused).impl, navigate: vi.fn(), emit: () => true });
    expect(result.serverEnded).toBe(false);
  });

  it('a cancelled exch-logout (an SPA) keeps the page: clean-up done, no navigation', async () => {
    const navigate = vi.fn();
    const result = await logout({ scope: 'this', base: '', lang: 'de', fetchImpl: fakeFetch(ok).impl, navigate, emit: () => false });
    expect(navigate).not.toHaveBeenCalled();
    expect(result).toEqual({ href: '/de/login', serverEnded: true, navigated: false });
    expect(session.user.isLogin).toBe(false);
  });

  it('the login page carries the language prefix', () => {
    expect(loginHref('en')).toBe('/login');
    expect(loginHref('zh-tw')).toBe('/zh-tw/login');
  });
});
