import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fetchChromeServerData } from '../../../react-core/server/fetch';
import { renderChromeElement } from '../../../react-core/server/render';
import { parseState } from '../../../react-core/core/element/server-state';
import { headerMenu } from '../../../demo/mock-api/data/menu';
import * as PATHS from '../../../react-core/core/api/paths';

interface Call {
  url: URL;
  init: RequestInit;
}

/** A server's fetch: answers by path part, records every call (URL and init). */
function fakeFetch(answers: Record<string, unknown | 'timeout' | 500>) {
  const calls: Call[] = [];
  const impl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, init: init ?? {} });
    const part = Object.keys(answers).find((p) => url.pathname.includes(p));
    const answer = part === undefined ? undefined : answers[part];
    if (answer === 'timeout')
      return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))));
    if (answer === 500) return new Response('{}', { status: 500 });
    return new Response(JSON.stringify({ code: 200, message: 'success', data: answer ?? null }), { status: 200 });
  }) as typeof fetch;
  return { impl, calls };
}

const COMMON = { lang_prefix: '/eu', curr_fiat: 'EUR', is_login: true, isItalyLimit: false };

describe('fetchChromeServerData (exch-chrome/server: the server makes the first-paint calls itself, spec §7)', () => {
  it('asks the server-side API base for common data, compliance, the menu and the page’s notice, with the caller’s headers and no credentials', async () => {
    const { impl, calls } = fakeFetch({
      commonData: COMMON,
      complianceMenu: { menu_list: ['nft'], business_list: [] },
      headerMenuListV2: headerMenu('de'),
      announcement: { index: { content_id: 'n1', content: 'Hello', link: '/x' } },
    });
    const data = await fetchChromeServerData({
      apiBase: 'http://api.internal:8080/',
      headers: { 'X-Internal-Token': 's3cret', cookie: 'pver=1' },
      region: 106,
      lang: 'de',
      currentPath: '/',
      fetchImpl: impl,
    });
    expect(data.commonData).toEqual(COMMON);
    expect(data.compliance).toEqual({ menu_list: ['nft'], business_list: [] });
    expect((data.menu as { list: unknown[] }).list.length).toBeGreaterThan(5);
    expect(data.notice).toEqual({ index: { content_id: 'n1', content: 'Hello', link: '/x' } });
    expect(calls.map((c) => `${c.url.origin}${c.url.pathname}?${c.url.searchParams}`).sort()).toEqual([
      'http://api.internal:8080/api/web/v1/site/announcement?page_keys=index&lang=de',
      'http://api.internal:8080/api/web/v1/site/commonData?sub_website_id=106&lang=de',
      'http://api.internal:8080/api/web/v1/site/complianceMenu?sub_website_id=106',
      'http://api.internal:8080/api/web/v1/site/headerMenuListV2?lang=de',
    ]);
    for (const { init } of calls) {
      expect(init.credentials).toBeUndefined();
      expect((init.headers as Record<string, string>)['X-Internal-Token']).toBe('s3cret');
      expect((init.headers as Record<string, string>).cookie).toBe('pver=1');
    }
  });

  it('the spec’s fallbacks: a failed, timed-out or misshapen answer leaves its part out; the render then uses the defaults', async () => {
    const { impl } = fakeFetch({ commonData: 500, complianceMenu: 'timeout', headerMenuListV2: { nolist: true }, announcement: ['not', 'a', 'map'] });
    const started = Date.now();
    const data = await fetchChromeServerData({ apiBase: 'http://api.internal', timeoutMs: 50, currentPath: '/myaccount/funds', fetchImpl: impl });
    expect(data).toEqual({});
    expect(Date.now() - started).toBeLessThan(2000);
    // The bundled menu of the language stands in for the menu.
    const html = renderChromeElement({ tag: 'exch-header', attributes: { lang: 'en' }, data });
    expect(html).toContain('data-nav-id="trade_head"');
  });

  it('fetches only the parts asked for, and no notice off the index and wallet pages', async () => {
    const { impl, calls } = fakeFetch({ commonData: COMMON });
    await fetchChromeServerData({ apiBase: 'http://api.internal', parts: ['commonData'], fetchImpl: impl });
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/web/v1/site/commonData']);
    const other = fakeFetch({});
    await fetchChromeServerData({ apiBase: 'http://api.internal', currentPath: '/trade/BTC_USDT', parts: ['notice'], fetchImpl: other.impl });
    expect(other.calls).toEqual([]);
  });

  it('fetches what the page’s tags need for their first paint (their declarations), and nothing else', async () => {
    const asked = async (tags: Parameters<typeof fetchChromeServerData>[0]['tags']) => {
      const { impl, calls } = fakeFetch({});
      await fetchChromeServerData({ apiBase: 'http://api.internal', currentPath: '/', tags, fetchImpl: impl });
      return calls.map((c) => c.url.pathname).sort();
    };
    const site = [PATHS.commonData, PATHS.complianceMenu];
    expect(await asked(['exch-footer'])).toEqual([...site].sort());
    expect(await asked(['exch-header', 'exch-footer'])).toEqual([...site, PATHS.headerMenu].sort());
    expect(await asked(['exch-announcement'])).toEqual([...site, PATHS.announcement].sort());
    expect(await asked(undefined)).toEqual([...site, PATHS.headerMenu, PATHS.announcement].sort());
  });

  it('what it fetched renders: the site prefix and the notice travel to the page in the state block', async () => {
    const { impl } = fakeFetch({ commonData: COMMON, announcement: { index: { content_id: 'n1', content: 'Hello', link: '/x' } } });
    const data = await fetchChromeServerData({ apiBase: 'http://api.internal', lang: 'en', fetchImpl: impl });
    const footer = renderChromeElement({ tag: 'exch-footer', attributes: { lang: 'en' }, data, year: 2030 });
    expect(footer).toContain('href="/eu/fee"');
    const bar = renderChromeElement({ tag: 'exch-announcement', attributes: { lang: 'en' }, data });
    const state = parseState(/data-exch-state>(.*?)<\/script>/s.exec(bar)![1]!);
    expect(state?.notices).toEqual({ index: { content_id: 'n1', content: 'Hello', link: '/x' } });
  });

  it('property: whatever the API answers, it resolves (never rejects), each part either the answer’s data or left out', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), fc.jsonValue({ maxDepth: 3 }), fc.constantFrom(200, 404, 500), async (common, menu, status) => {
        const impl = (async (input: RequestInfo | URL) => {
          const url = String(input);
          const data = url.includes('commonData') ? common : url.includes('headerMenu') ? menu : null;
          return new Response(JSON.stringify({ code: 200, data }), { status });
        }) as typeof fetch;
        const data = await fetchChromeServerData({ apiBase: 'http://api.internal', fetchImpl: impl });
        // As the wire carries them (JSON: -0 is 0).
        if (data.commonData !== undefined) expect(data.commonData).toEqual(JSON.parse(JSON.stringify(common)));
        if (data.menu !== undefined) expect(data.menu).toEqual(JSON.parse(JSON.stringify(menu)));
        expect(() => renderChromeElement({ tag: 'exch-header', data })).not.toThrow();
      }),
      { numRuns: 40 },
    );
  });
});
