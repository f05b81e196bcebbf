// Shared set-up of the market-search browser tests: test elements that mount the panels the way
// the header will (`<MarketNavPanel navKey=... links=... />` in a chrome element), a fetch
// recorder and stub, and small queries.
import { createElement, type ComponentType } from 'react';
import { waitUntil } from '@open-wc/testing';
import baseCss from '../../../react-core/core/element/base.css?inline';
import headerCss from '../../../react-core/header/header.css?inline';
import MarketNavPanel from '../../../react-core/market-search/market-nav-panel';
import { SearchEntryHost } from './search-host';
import type { MarketNavKey } from '../../../react-core/market-search/market-nav.connected';
import { resetMarketSearch } from '../../../react-core/market-search/market-search.store';
import type { MarketLoaderEnv } from '../../../react-core/market-search/market-search.loader';
import { clearCookies, clearStorage, defineTestElement, resetChrome } from '../helpers';

/** What the header passes as the menu's own links. */
function MenuLinks() {
  return createElement('ul', { className: 'test-links' }, createElement('li', null, createElement('a', { href: '/crypto' }, 'Menu link')));
}

let closes = 0;
export const closeCount = () => closes;

function panel(navKey: MarketNavKey, variant: 'dropdown' | 'drawer'): ComponentType {
  return function TestPanel() {
    return createElement(MarketNavPanel, { navKey, variant, links: createElement(MenuLinks), onClose: () => (closes += 1) });
  };
}

export const TAGS = {
  trade: 'test-ms-trade',
  derivatives: 'test-ms-derivatives',
  payWith: 'test-ms-paywith',
  tradeDrawer: 'test-ms-trade-drawer',
  search: 'test-ms-search',
} as const;

defineTestElement(TAGS.trade, panel('trade_head', 'dropdown'), [baseCss]);
defineTestElement(TAGS.derivatives, panel('derivatives', 'dropdown'), [baseCss]);
defineTestElement(TAGS.payWith, panel('buy_coins_head', 'dropdown'), [baseCss]);
defineTestElement(TAGS.tradeDrawer, panel('trade_head', 'drawer'), [baseCss]);
// The search entry sits in the header's tools: the header's sheet gives it its icon-button look.
defineTestElement(TAGS.search, SearchEntryHost, [baseCss, headerCss]);

/** Fresh page state, market store included; `env` replaces the store's clock and fetch. */
export function freshPage(env: MarketLoaderEnv | null = null): void {
  resetChrome();
  resetMarketSearch(env);
  closes = 0;
}

export function cleanUp(): void {
  restoreFetch();
  resetMarketSearch();
  clearCookies();
  clearStorage();
}

const realFetch = window.fetch.bind(window);
export const requested: string[] = [];

export type Stub = (url: URL) => unknown;

/**
 * Records every fetch; `stubs` answer paths (substring match) with a success envelope around
 * what the stub returns (for answers the mock never gives: 10 000 rows, hostile display text).
 */
export function recordFetch(stubs: Record<string, Stub> = {}): void {
  requested.length = 0;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, location.href);
    requested.push(`${url.pathname}${url.search}`);
    const hit = Object.keys(stubs).find((part) => url.pathname.includes(part));
    if (hit !== undefined) {
      const data = (stubs[hit] as Stub)(url);
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    return realFetch(input, init);
  };
}

export function restoreFetch(): void {
  window.fetch = realFetch;
}

/** Requests (path?query) whose path contains `part`. */
export const requestsTo = (part: string) => requested.filter((r) => r.split('?')[0]!.includes(part));

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const q = <T extends Element = HTMLElement>(el: Element, selector: string) => el.shadowRoot!.querySelector<T>(selector);
export const qa = <T extends Element = HTMLElement>(el: Element, selector: string) => Array.from(el.shadowRoot!.querySelectorAll<T>(selector));

/** The row links shown (virtualised: only those in the DOM). */
export const rowLinks = (el: Element) => qa<HTMLAnchorElement>(el, 'a.ms-row');
export const placeholders = (el: Element) => qa(el, '[data-placeholder]');

export async function waitForRows(el: Element, min = 1, timeout = 8000): Promise<HTMLAnchorElement[]> {
  await waitUntil(() => rowLinks(el).length >= min, `never showed ${min} market row(s)`, { timeout, interval: 20 });
  return rowLinks(el);
}

/** The tab buttons of a tab row: 0 sections, then the rows shown below it. */
export const tabRows = (el: Element) => qa(el, '[role="tablist"]');
export const tabsOf = (list: Element) => Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
export const tabByText = (el: Element, text: string) =>
  qa<HTMLButtonElement>(el, '[role="tab"]').find((tab) => tab.textContent?.trim() === text) ?? null;
export const selectedTabs = (el: Element) => qa(el, '[role="tab"][aria-selected="true"]').map((tab) => tab.textContent?.trim());
export const activeElement = (el: Element) => el.shadowRoot!.activeElement as HTMLElement | null;

/** Types into an input the way a user does (React listens to `input`). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Window errors during a test (a panel must never throw). */
export function collectErrors(): { errors: unknown[]; stop: () => void } {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    errors,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** Stops link navigation (the test page must stay); the click's handlers still run. */
export function holdNavigation(): () => void {
  const stop = (event: Event) => {
    if ((event.composedPath()[0] as Element | undefined)?.closest?.('a')) event.preventDefault();
  };
  window.addEventListener('click', stop);
  return () => window.removeEventListener('click', stop);
}
