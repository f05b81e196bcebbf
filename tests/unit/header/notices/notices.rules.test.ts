import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { COOKIE_NOTICE_TTL_MS, shouldShowCookieNotice } from '../../../../react-core/header/notices/cookie-notice.rules';
import { REDIRECT_PATHS, visitorRedirectTarget } from '../../../../react-core/header/notices/visitor-redirect';
import {
  CDN_ERROR,
  cdnCheckTarget,
  isCdnCheckExempt,
  resetCdnCheck,
  scheduleCdnCheck,
  type CdnCheckEnv,
} from '../../../../react-core/header/notices/cdn-check';
import { setChromeErrorReporter } from '../../../../react-core/core/util/reporter';
import { resolveSite } from '../../../../react-core/core/region/regions';

const EU = resolveSite(106, false);
const GLOBAL = resolveSite(0, false);
const NOW = 1_800_000_000_000;

describe('cookie notice rule (spec §4, §9)', () => {
  it('shows on the EU home path (any language prefix) when nothing valid is stored', () => {
    for (const path of ['/', '/de', '/fr/', '/?ref=x']) expect(shouldShowCookieNotice(EU, path, undefined, NOW), path).toBe(true);
    expect(shouldShowCookieNotice(EU, '/', 'garbage', NOW)).toBe(true);
    expect(shouldShowCookieNotice(EU, '/', String(NOW + 1000), NOW), 'a time in the future is not trusted').toBe(true);
  });

  it('stays closed for 90 days after acknowledgement, then shows again', () => {
    expect(shouldShowCookieNotice(EU, '/', String(NOW - COOKIE_NOTICE_TTL_MS + 1), NOW)).toBe(false);
    expect(shouldShowCookieNotice(EU, '/', String(NOW - COOKIE_NOTICE_TTL_MS - 1), NOW)).toBe(true);
    expect(COOKIE_NOTICE_TTL_MS).toBe(90 * 86_400_000);
  });

  it('never shows off the home path or outside the EU', () => {
    expect(shouldShowCookieNotice(EU, '/trade/BTC_USDC', undefined, NOW)).toBe(false);
    expect(shouldShowCookieNotice(GLOBAL, '/', undefined, NOW)).toBe(false);
    expect(shouldShowCookieNotice(resolveSite(106, true), '/', undefined, NOW)).toBe(false);
  });
});

describe('visitor redirect rule (spec §2)', () => {
  const config = { hosts: { 'www.exch.com': { target: 'https://www.exch.tr', prefix: '/tr' } } };
  const at = (pathname: string, extra: Partial<{ host: string; isLogin: boolean; search: string }> = {}) =>
    visitorRedirectTarget(config, { host: 'www.exch.com', pathname, search: '', isLogin: false, ...extra });

  it('sends logged-out visitors on the listed paths to the target host with the prefix', () => {
    expect(at('/')).toBe('https://www.exch.tr/tr');
    expect(at('/fee')).toBe('https://www.exch.tr/tr/fee');
    expect(at('/de/trade/BTC_USDT', { search: '?x=1' })).toBe('https://www.exch.tr/tr/trade/BTC_USDT?x=1');
    for (const p of REDIRECT_PATHS) expect(at(p), p).not.toBeNull();
  });

  it('leaves logged-in users, other hosts, other paths, skipped pages and bad configs alone', () => {
    expect(at('/fee', { isLogin: true })).toBeNull();
    expect(at('/fee', { host: 'other.example' })).toBeNull();
    expect(at('/myaccount/profile')).toBeNull();
    expect(at('/feedback')).toBeNull();
    expect(visitorRedirectTarget({ ...config, skip: () => true }, { host: 'www.exch.com', pathname: '/', search: '', isLogin: false })).toBeNull();
    expect(
      visitorRedirectTarget(
        {
          ...config,
          skip: () => {
            throw new Error('x');
          },
        },
        { host: 'www.exch.com', pathname: '/', search: '', isLogin: false },
      ),
    ).toBeNull();
    expect(
      visitorRedirectTarget(
        { hosts: { 'www.exch.com': { target: 'javascript:alert(1)' } } },
        { host: 'www.exch.com', pathname: '/', search: '', isLogin: false },
      ),
    ).toBeNull();
  });

  it('any config: a target is null or an https URL on another host (property)', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (cfg, path) => {
        const target = visitorRedirectTarget(cfg, { host: 'www.exch.com', pathname: `/${path}`, search: '', isLogin: false });
        if (target !== null) {
          expect(new URL(target).protocol).toBe('https:');
          expect(new URL(target).host).not.toBe('www.exch.com');
        }
      }),
    );
  });
});

describe('CDN check (spec §7, §9)', () => {
  afterEach(() => {
    resetCdnCheck();
    vi.useRealTimers();
  });

  const env = (over: Partial<CdnCheckEnv> = {}): CdnCheckEnv => ({
    userAgent: 'Mozilla/5.0',
    hasReactGlobal: false,
    search: '',
    scriptUrl: 'https://cdn.example/exch-chrome.js',
    fetchImpl: vi.fn(async () => new Response('', { status: 200 })) as unknown as typeof fetch,
    setTimer: (fn, ms) => setTimeout(fn, ms),
    now: () => 1000,
    ...over,
  });

  it('checks 5 s after load and reports "cdn access error" when the answer is not 200', async () => {
    vi.useFakeTimers();
    const reports: string[] = [];
    setChromeErrorReporter((message) => reports.push(message));
    const fetchImpl = vi.fn(async () => new Response('', { status: 404 })) as unknown as typeof fetch;
    const done = scheduleCdnCheck(env({ fetchImpl }));
    await vi.advanceTimersByTimeAsync(3999);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(fetchImpl).toHaveBeenCalledWith('https://cdn.example/exch-chrome.js', expect.anything());
    expect(reports).toEqual([CDN_ERROR]);
  });

  it('reports a network failure, stays quiet on 200, runs once per page', async () => {
    vi.useFakeTimers();
    const reports: string[] = [];
    setChromeErrorReporter((message) => reports.push(message));
    const ok = scheduleCdnCheck(env());
    await vi.advanceTimersByTimeAsync(5000);
    await ok;
    expect(reports).toEqual([]);
    const again = vi.fn() as unknown as typeof fetch;
    await scheduleCdnCheck(env({ fetchImpl: again }));
    expect(again).not.toHaveBeenCalled();
    resetCdnCheck();
    const failing = scheduleCdnCheck(
      env({
        fetchImpl: (async () => {
          throw new TypeError('offline');
        }) as unknown as typeof fetch,
      }),
    );
    await vi.advanceTimersByTimeAsync(5000);
    await failing;
    expect(reports).toEqual([CDN_ERROR]);
  });

  it('is skipped for the Yeti crawler, a page React global and the propads channel', () => {
    expect(isCdnCheckExempt({ userAgent: 'Mozilla/5.0 (compatible; Yeti/1.1)', hasReactGlobal: false, search: '' })).toBe(true);
    expect(isCdnCheckExempt({ userAgent: 'x', hasReactGlobal: true, search: '' })).toBe(true);
    expect(isCdnCheckExempt({ userAgent: 'x', hasReactGlobal: false, search: '?channel=propads' })).toBe(true);
    expect(isCdnCheckExempt({ userAgent: 'x', hasReactGlobal: false, search: '?channel=other' })).toBe(false);
  });
});

describe('the CDN check’s target (cdn-check-url)', () => {
  const script = 'https://cdn.example/exch-chrome/0.1.0/exch-chrome.js';
  const page = 'https://www.exch.com/trade/BTC_USDT';

  it('is the chrome’s own script by default, none in an app’s own bundle', () => {
    expect(cdnCheckTarget(null, script, page, false)).toBe(script);
    expect(cdnCheckTarget('', script, page, false)).toBe(script);
    expect(cdnCheckTarget(null, script, page, true)).toBe(null);
  });

  it('is the page’s URL when it names one: absolute, or relative to the page; in an app’s bundle too', () => {
    expect(cdnCheckTarget('https://static.example/react/19/react.production.min.js', script, page, false)).toBe(
      'https://static.example/react/19/react.production.min.js',
    );
    expect(cdnCheckTarget('/static/react.js', script, page, true)).toBe('https://www.exch.com/static/react.js');
  });

  it('property: whatever the attribute holds, the target is null or an http(s) URL', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'data:text/plain,x', '//evil.example/x', ' ')),
        fc.boolean(),
        (value, inApp) => {
          const target = cdnCheckTarget(value, script, page, inApp);
          if (target !== null) expect(new URL(target).protocol).toMatch(/^https?:$/);
        },
      ),
    );
  });
});
