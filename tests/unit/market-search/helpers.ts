/**
 * Test seams for the market-search core: a controlled clock and page, and a fetch that answers
 * from the mock exchange API's own route handlers (its real data, no network) unless a test
 * overrides a path.
 */
import { expect } from 'vitest';
import { ENDPOINTS, type EndpointName } from '../../../react-core/core/api/endpoints';
import { safeHref } from '../../../react-core/core/routes/links';
import type { LanguageCode } from '../../../react-core/core/i18n/languages';
import type { MarketContext, MarketLoaderEnv } from '../../../react-core/market-search/data/market-search.loader';
import type { AnyMarketRow, PayWithRow } from '../../../react-core/market-search/market-search.types';
import { ROUTES, type RequestContext } from '../../../demo/mock-api/routes';

/** 2026-11-01T00:00:00Z, the mock data's "now". */
export const T0 = Date.UTC(2026, 10, 1);

export const CTX: MarketContext = { base: '', lang: 'en', changeWindow: '24h' };

/** Timers that run only when the test advances the clock. */
export class ManualClock {
  now = T0;
  private timers: { id: number; at: number; fn: () => void }[] = [];
  private next = 1;
  /** While true, due timers do not fire (a hidden page's throttled timers). */
  throttled = false;

  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = this.next++;
    this.timers.push({ id, at: this.now + Math.max(0, ms), fn });
    return id;
  };

  clearTimeout = (id: unknown): void => {
    this.timers = this.timers.filter((t) => t.id !== id);
  };

  pending(): number {
    return this.timers.length;
  }

  /** Moves the clock, running every timer that falls due on the way (in order). */
  async advance(ms: number): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = this.throttled ? undefined : this.timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.now = Math.max(this.now, due.at);
      this.timers = this.timers.filter((t) => t !== due);
      due.fn();
      await flush();
    }
    this.now = end;
    await flush();
  }
}

/** Lets answers on their way (fetch, Response.text, promise chains) settle. */
export async function flush(): Promise<void> {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setImmediate(resolve));
}

export interface FakePage {
  visible: boolean;
  show(): void;
  hide(): void;
}

export interface Answer {
  status?: number;
  /** The whole body: an envelope object, or raw text. */
  body: unknown;
}

export type Override = (query: URLSearchParams) => Answer;

const NAME_BY_PATH = new Map<string, EndpointName>((Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [ENDPOINTS[name], name]));

export const ok = (data: unknown): Answer => ({ body: { code: 200, message: 'success', data } });

/** The mock's answer for a path, from its route handler (the real data, no HTTP). */
export function mockData(path: string, query = new URLSearchParams()): unknown {
  const name = NAME_BY_PATH.get(path);
  if (!name) throw new Error(`no mock route for ${path}`);
  const ctx = { path, query, form: new URLSearchParams(), cookies: {}, headers: {}, persona: 'visitor', cookiePersona: 'visitor' } as unknown as RequestContext;
  return (ROUTES[name].handle as (c: RequestContext) => unknown)(ctx);
}

/** A fetch that records every call and answers from the mock's handlers or the overrides. */
export function recordingFetch(overrides: Record<string, Override> = {}) {
  const calls: URL[] = [];
  const fetchImpl = (async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://page.test');
    calls.push(url);
    const override = overrides[url.pathname];
    const answer = override ? override(url.searchParams) : ok(mockData(url.pathname, url.searchParams));
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return {
    fetchImpl,
    calls,
    /** How many requests went to a path. */
    count: (path: string) => calls.filter((u) => u.pathname === path).length,
    last: (path: string) => [...calls].reverse().find((u) => u.pathname === path),
  };
}

/** A loader environment on a manual clock, with a page that can hide and show. */
export function testEnv(clock: ManualClock, fetchImpl: typeof fetch, warn: MarketLoaderEnv['warn'] = () => undefined) {
  const listeners = new Set<() => void>();
  const page: FakePage = {
    visible: true,
    show() {
      this.visible = true;
      for (const l of listeners) l();
    },
    hide() {
      this.visible = false;
    },
  };
  const env: MarketLoaderEnv = {
    fetchImpl,
    now: () => clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    onVisible(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    warn,
  };
  return { env, page, listeners };
}

// Validity of what the views get ------------------------------------------------------------

// eslint-disable-next-line no-control-regex -- the controls are what it looks for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Safe (http(s) or a same-site path) and stable under the safe-href rule. */
export function expectSafeUrl(url: string, what: string): void {
  expect(url, what).not.toBe('');
  expect(INVISIBLE.test(url), `${what}: ${JSON.stringify(url)}`).toBe(false);
  expect(safeHref(url, 'en', false), `${what}: ${url}`).toBe(url);
  expect(/^(https?:\/\/|\/(?![/\\]))/i.test(url), `${what}: ${url}`).toBe(true);
}

/** The language prefix of a relative link ('' for en); the site's root in a language is `/{lang}` itself (links.ts withLanguage). */
export function expectLanguagePrefixed(href: string, lang: LanguageCode): void {
  if (/^https?:/i.test(href) || lang === 'en') return;
  expect(href === `/${lang}` || href.startsWith(`/${lang}/`), href).toBe(true);
}

function expectPlainText(text: string, max: number, what: string): void {
  expect(typeof text, what).toBe('string');
  expect(text.length, what).toBeLessThanOrEqual(max);
  expect(text, what).toBe(text.trim());
  expect(INVISIBLE.test(text), `${what}: ${JSON.stringify(text)}`).toBe(false);
}

const SYMBOL = /^[A-Z0-9][A-Z0-9.-]{0,31}$/;

/** Every invariant a view may rely on for a market row. */
export function expectValidMarketRow(row: AnyMarketRow, lang: LanguageCode): void {
  expect(row.id.startsWith(`${row.kind}:`)).toBe(true);
  expectSafeUrl(row.href, `${row.id} href`);
  expectLanguagePrefixed(row.href, lang);
  if (row.icon) {
    expectSafeUrl(row.icon, `${row.id} icon`);
    expect(row.icon).toMatch(/[?&]d=\d+(#|$)/);
  }
  expect(row.base).toMatch(SYMBOL);
  if (row.quote) expect(row.quote).toMatch(SYMBOL);
  expectPlainText(row.name, 120, `${row.id} name`);
  expect(row.price === '' || Number.isFinite(Number(row.price))).toBe(true);
  expect(row.volume === '' || Number.isFinite(Number(row.volume))).toBe(true);
  expect(row.changePercent === null || Number.isFinite(row.changePercent)).toBe(true);
  expect(row.trend).toBe(row.changePercent === null || row.changePercent >= 0 ? 'up' : 'down');
  for (const tag of row.tags) expect(['hot', 'new']).toContain(tag);
  expect(Number.isInteger(row.leverage) && row.leverage >= 0).toBe(true);
  expect(typeof row.isST).toBe('boolean');
  for (const tab of row.tabs) expect(tab).toMatch(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/);
  expect(row.keys.base).toBe(row.base.toLowerCase());
  expect(row.keys.quote).toBe(row.quote.toLowerCase());
  expect(row.keys.haystack).toBe(row.keys.haystack.toLowerCase());
  expect(row.keys.haystack.startsWith(`${row.keys.base}\u0000${row.keys.quote}`)).toBe(true);
  if (row.kind === 'alpha' || row.kind === 'pilot') {
    if (row.chainIcon) expectSafeUrl(row.chainIcon, `${row.id} chain icon`);
    expect(row.shortAddress).toBe(row.address.length > 8 ? `${row.address.slice(0, 4)}...${row.address.slice(-4)}` : row.address);
    expectPlainText(row.showPair, 64, `${row.id} show pair`);
  }
}

export function expectValidPayWithRow(row: PayWithRow, lang: LanguageCode): void {
  expect(row.fiat).toMatch(/^[A-Z]{2,5}$/);
  expectSafeUrl(row.href, `${row.id} href`);
  expectLanguagePrefixed(row.href, lang);
  expect(row.href.endsWith(`/crypto/buy-${row.fiat}-USDT`)).toBe(true);
  for (const flag of [row.bankTransfer, row.creditCard, row.p2p]) expect(typeof flag).toBe('boolean');
}

/** Ids are unique within a list. */
export function expectUniqueIds(rows: readonly { id: string }[]): void {
  expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
}
