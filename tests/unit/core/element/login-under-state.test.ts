// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetSiteData, seedSiteData, siteData, siteDataKey } from '../../../../react-core/core/store/site-data';
import { loginUnderState, serverSiteEntry } from '../../../../react-core/core/element/hydration-state';
import { serializeState, STATE_ATTRIBUTE, STATE_VERSION } from '../../../../react-core/core/element/server-state';
import { CACHE_NAME, writeCache } from '../../../../react-core/core/cache/cache';
import { commonData } from '../../../../react-core/core/api/paths';
import { preloadGet, resetPreloads, takePreloaded } from '../../../../react-core/core/api/preload';
import { buildUrl } from '../../../../react-core/core/api/url';
import { commonDataRequest } from '../../../../react-core/core/api/requests';

const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, message: 'success', data }), { status: 200 });

/** An API whose common data answers `common` (or fails with a 500 when it is null), counting its calls. */
function api(common: Record<string, unknown> | null) {
  const state = { commonCalls: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      if (String(input).includes(commonData)) {
        state.commonCalls += 1;
        return common ? answer(common) : new Response('down', { status: 500 });
      }
      return answer({});
    }),
  );
  return state;
}

const BASE = 'http://api.test';
const entry = () => siteData.entries[siteDataKey(BASE, 0, 'en')];
/** What a static snippet's state seeds: the defaults' visitor, not saying who is logged in. */
const seedVisitorHtml = () => seedSiteData(BASE, 0, 'en', serverSiteEntry(undefined));

/** A shadow root holding a server state block (a static snippet's says nothing of login). */
function serverShadow(loggedIn?: boolean): ShadowRoot {
  const shadow = document.createElement('div').attachShadow({ mode: 'open' });
  const block = document.createElement('script');
  block.type = 'application/json';
  block.setAttribute(STATE_ATTRIBUTE, '');
  block.textContent = serializeState({ v: STATE_VERSION, lang: 'en', currentPath: '/', year: 2026, texts: {}, loggedIn });
  shadow.append(block);
  return shadow;
}
const loginUnder = (loggedIn?: boolean) => loginUnderState(serverShadow(loggedIn), { apiBase: BASE, region: 0 });

/** The page script's early request for common data (elements/boot.ts); returns its URL. */
function preloadCommonData(): string {
  const { path, query } = commonDataRequest(0, 'en');
  const url = buildUrl(BASE, path, query);
  void preloadGet(url, {});
  return url;
}

afterEach(() => {
  resetPreloads();
  resetSiteData();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('loginUnderState: the live word on login under server HTML that guessed a visitor', () => {
  it('asks common data now, over the server HTML’s seed', async () => {
    const server = api({ is_login: true, curr_fiat: 'USD' });
    seedVisitorHtml();
    expect(entry()?.common.isLogin).toBe(false);
    expect(await loginUnder()).toBe(true);
    expect(server.commonCalls).toBe(1);
  });

  it('says a visitor for a visitor’s answer', async () => {
    api({ is_login: false, curr_fiat: 'USD' });
    seedVisitorHtml();
    expect(await loginUnder()).toBe(false);
  });

  it('reads a visitor’s answer to the page script’s request without taking it: the stores take it after the paint', async () => {
    const server = api({ is_login: false, curr_fiat: 'USD' });
    const url = preloadCommonData();
    seedVisitorHtml();
    expect(await loginUnder()).toBe(false);
    expect(server.commonCalls).toBe(1);
    expect(takePreloaded(url), 'still there for the client').not.toBe(undefined);
    expect(entry()).toMatchObject({ common: { isLogin: false }, fromServer: true });
  });

  it('takes a login’s answer to the page script’s request into the stores (no second request)', async () => {
    const server = api({ is_login: true, curr_fiat: 'USD' });
    const url = preloadCommonData();
    seedVisitorHtml();
    expect(await loginUnder()).toBe(true);
    expect(server.commonCalls).toBe(1);
    expect(takePreloaded(url), 'taken by the client').toBe(undefined);
  });

  it('says no login when the answer failed: the server’s visitor stays shown', async () => {
    const server = api(null);
    seedVisitorHtml();
    expect(await loginUnder()).toBe(false);
    expect(server.commonCalls).toBe(1);
    expect(entry()).toMatchObject({ common: { isLogin: false }, fromServer: true });
  });

  it('takes a visitor’s paintable cache (a repeat visit) as a visitor without asking', async () => {
    const server = api({ is_login: true, curr_fiat: 'USD' });
    writeCache(CACHE_NAME.common(BASE, 0), 'en', { is_login: false, curr_fiat: 'USD' });
    seedVisitorHtml();
    expect(await loginUnder()).toBe(false);
    expect(server.commonCalls).toBe(0);
  });

  it('asks nothing under HTML whose state says who it rendered for', async () => {
    const server = api({ is_login: true, curr_fiat: 'USD' });
    expect(await loginUnder(false)).toBe(false);
    expect(await loginUnder(true)).toBe(false);
    expect(server.commonCalls).toBe(0);
  });

  it('never takes a login’s cached answer: it is not paintable, so the server is asked', async () => {
    const server = api({ is_login: false, curr_fiat: 'USD' });
    writeCache(CACHE_NAME.common(BASE, 0), 'en', { is_login: true, curr_fiat: 'USD' }, Date.now(), { paint: false });
    expect(await loginUnder()).toBe(false);
    expect(server.commonCalls).toBe(1);
  });
});
