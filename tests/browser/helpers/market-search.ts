// The market-search browser tests' kit: test elements that mount the panels the way the header
// does (`<MarketNavPanel navKey=... links=... />` in a chrome element), a page reset with the
// market store's clock, and the panels' queries. Not re-exported from './index': importing it
// loads the panels' code.
import { createElement, type ComponentType } from 'react';
import { waitUntil } from './wait';
import baseCss from '../../../react-core/core/element/base.css?inline';
import headerCss from '../../../react-core/header/header.css?inline';
import MarketNavPanel from '../../../react-core/market-search/panel/market-nav-panel.connected';
import type { MarketNavKey } from '../../../react-core/market-search/panel/market-nav.connected';
import { resetMarketSearch } from '../../../react-core/market-search/data/market-search.store';
import type { MarketLoaderEnv } from '../../../react-core/market-search/data/market-search.loader';
import { SearchEntryHost } from './search-host';
import { defineTestElement } from './test-element';
import { resetChrome } from './reset';
import { usePage, type PageOptions } from './mount';
import { $, $$, has } from './query';

export { SearchEntryHost };

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
export function freshMarketPage(env: MarketLoaderEnv | null = null): void {
  resetChrome();
  resetMarketSearch(env);
  closes = 0;
}

/**
 * The page fixture of a market test file (usePage's, plus the market store reset before each test
 * and back on the real clock after). A test on a fake clock calls `freshMarketPage(clock.env)`.
 */
export function useMarketPage(options: PageOptions = {}): void {
  usePage(options);
  beforeEach(() => {
    resetMarketSearch(null);
    closes = 0;
  });
  afterEach(() => resetMarketSearch());
}

/** The row links shown (virtualised: only those in the DOM). */
export const rowLinks = (el: Element) => $$<HTMLAnchorElement>(el, 'a.ms-row');
export const placeholders = (el: Element) => $$(el, '[data-placeholder]');
/** The list's roving tab stop: the index of the row a Tab into the list lands on. */
export const tabStopIndex = (el: Element) =>
  Number(
    rowLinks(el)
      .find((a) => a.tabIndex === 0)
      ?.closest<HTMLElement>('[data-index]')?.dataset.index ?? -1,
  );

/**
 * Scrolls the list down to `px` and waits for its View All link, scrolling again while the list
 * is not there yet, as a reader keeps scrolling: the first rows may be in before the list's full
 * height (the browser then stops short of `px`), or a late render may put the list back at its
 * top. Returns the link.
 */
export async function scrollToViewAll(el: Element, px: number): Promise<HTMLAnchorElement> {
  const viewAll = '[data-action="view-all"]';
  await waitUntil(() => {
    // Only a move fires a scroll event: a list already there keeps its debounce running.
    if (has(el, '.ms-scroller') && $(el, '.ms-scroller').scrollTop < px) $(el, '.ms-scroller').scrollTop = px;
    return has(el, viewAll);
  }, `no View All after scrolling to ${px} px`);
  return $<HTMLAnchorElement>(el, viewAll);
}

export async function waitForRows(el: Element, min = 1, timeout = 8000): Promise<HTMLAnchorElement[]> {
  await waitUntil(() => rowLinks(el).length >= min, `never showed ${min} market row(s)`, { timeout, interval: 20 });
  return rowLinks(el);
}

/** The tab buttons of a tab row: 0 sections, then the rows shown below it. */
export const tabRows = (el: Element) => $$(el, '[role="tablist"]');
export const tabsOf = (list: Element) => Array.from(list.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
export const tabByText = (el: Element, text: string) => $$<HTMLButtonElement>(el, '[role="tab"]').find((tab) => tab.textContent?.trim() === text) ?? null;
export const selectedTabs = (el: Element) => $$(el, '[role="tab"][aria-selected="true"]').map((tab) => tab.textContent?.trim());
export const activeElement = (el: Element) => el.shadowRoot!.activeElement as HTMLElement | null;

/**
 * Fake timers for the market store (`freshMarketPage(clock.env)`): its timers (the alpha search's
 * debounce, refreshes) fire only when the test calls `advance`. `armed(ms)` counts the timers set
 * with that delay, so a test can wait until a keystroke's debounce has been (re)started.
 */
export function manualClock(start = Date.UTC(2026, 10, 1)) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const armedByDelay = new Map<number, number>();
  const env: MarketLoaderEnv = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + ms, fn });
      armedByDelay.set(ms, (armedByDelay.get(ms) ?? 0) + 1);
      return id;
    },
    clearTimeout: (id) => void timers.delete(id as number),
    onVisible: () => () => undefined,
  };
  return {
    env,
    armed: (ms: number) => armedByDelay.get(ms) ?? 0,
    /** Moves the clock on by `ms`, running each timer that falls due, in order. */
    advance(ms: number): void {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= until).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = until;
    },
  };
}
