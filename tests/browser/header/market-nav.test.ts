import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../elements/index';
import * as MARKET_PATHS from '../../../react-core/core/api/market-paths';
import { preloadMarketNav } from '../../../react-core/market-search/panel/market-nav.connected';
import {
  $,
  $$,
  apiRequests,
  fetchesIdle,
  headerWithMenu,
  nextTask,
  recordFetch,
  resetChrome,
  waitForShadow,
  waitUntil,
  resourceLoaded,
  mountChrome,
  usePage,
} from '../helpers';

/**
 * Spec §1, §2, §4: the Trade, Derivatives and Buy-crypto (Pay with) dropdowns hold the market
 * panels; nothing market-related is requested before a hover or focus, and the panels' code and
 * texts load at idle so the first open paints its rows without a round trip for code.
 */
async function header(attrs = '', ready = '[data-nav-id="trade_head"]'): Promise<HTMLElement> {
  return mountChrome('exch-header', attrs, { ready });
}

const requestsTo = (path: string) => apiRequests().filter((r) => r.startsWith(path));
const rows = (scope: Element | null) => Array.from(scope?.querySelectorAll<HTMLAnchorElement>('a.ms-row') ?? []);
const focusedIn = (el: HTMLElement) => el.shadowRoot!.activeElement as HTMLElement | null;

/** Moves the real mouse onto a nav button (React's enter and leave come from real pointer moves). */
async function hover(el: HTMLElement, navId: string): Promise<void> {
  const box = $(el, `button[data-nav-id="${navId}"]`)!.getBoundingClientRect();
  await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('<exch-header> market panels in the navigation', () => {
  usePage({ viewport: { width: 1440, height: 900 } });
  beforeEach(() => sendMouse({ type: 'move', position: [0, 890] }));
  afterEach(async () => {
    await sendMouse({ type: 'move', position: [0, 890] });
  });

  it("asks for no market data before a hover, but fetches the panels' code and texts at idle", async () => {
    recordFetch();
    await header();
    await waitUntil(() => resourceLoaded('/market-search/en.json'), 'the market-search texts were not fetched at idle');
    // The idle preload has run; once everything asked is answered, nothing market-related was.
    await fetchesIdle();
    for (const path of [MARKET_PATHS.marketTabs, MARKET_PATHS.spotMarkets, MARKET_PATHS.futuresMarkets]) {
      expect(requestsTo(path), path).to.deep.equal([]);
    }
  });

  it('a Trade item coded spot_trade holds the same market panel as trade_head (spec §2)', async () => {
    const el = await headerWithMenu({
      list: [
        {
          code: 'spot_trade',
          title: 'Spot',
          jump_url: '/trade/BTC_USDT',
          children: [{ code: 'margin_trade', title: 'Margin', jump_url: '/margin-trade/BTC_USDT' }],
        },
      ],
    });
    await waitForShadow(el, 'button[data-nav-id="spot_trade"]');
    await preloadMarketNav();
    await hover(el, 'spot_trade');
    const panel = await waitForShadow(el, '[data-panel="spot_trade"]');
    await waitUntil(() => rows(panel).length >= 5, 'no spot rows in the spot_trade panel');
    expect(requestsTo(MARKET_PATHS.spotMarkets)).to.have.length(1);
  });

  it('hovering a trade-type link (Pre-Market, then Spot) makes its section the panel’s active one (spec §4)', async () => {
    const el = await header();
    await preloadMarketNav();
    await hover(el, 'trade_head');
    const panel = await waitForShadow(el, '[data-panel="trade_head"]');
    const activeSection = () => panel.querySelector('.ms-sections [aria-selected="true"]')?.textContent;
    await waitUntil(() => activeSection() === 'Spot', `the first section is ${activeSection()}`);
    const moveTo = async (link: Element) => {
      const box = link.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    };
    await moveTo(panel.querySelector('a[data-nav-id="pre_market"]')!);
    await waitUntil(() => activeSection() === 'Pre-market', `after hovering Pre-Market: ${activeSection()}`);
    await moveTo(panel.querySelector('a[data-nav-id="spot_trade"]')!);
    await waitUntil(() => activeSection() === 'Spot', `after hovering Spot: ${activeSection()}`);
    // A link that is no market section leaves the choice alone.
    await moveTo(panel.querySelector('a[data-nav-id="convert"]')!);
    // The hover's events were dispatched; what they scheduled has rendered after a frame and a task.
    await nextTask();
    expect(activeSection()).to.equal('Spot');
  });

  it('hovering Trade opens its panel with the spot rows beside the menu links; leaving closes it and keeps it mounted', async () => {
    const el = await header();
    await preloadMarketNav();
    await hover(el, 'trade_head');
    const panel = await waitForShadow(el, '[data-panel="trade_head"]');
    await waitUntil(() => rows(panel).length >= 5, 'no spot rows');
    expect(requestsTo(MARKET_PATHS.marketTabs)).to.have.length(1);
    expect(requestsTo(MARKET_PATHS.spotMarkets)).to.have.length(1);
    expect(requestsTo(MARKET_PATHS.futuresMarkets), 'futures wait for the Derivatives hover').to.deep.equal([]);
    // The menu's own links stay next to the market list.
    expect(panel.querySelector('[data-nav-id="spot_trade"]')).to.not.equal(null);
    expect(rows(panel)[0]!.getAttribute('href')).to.match(/^\/trade\/[A-Z0-9]+_[A-Z0-9]+$/);
    await sendMouse({ type: 'move', position: [0, 890] });
    await waitUntil(() => panel.classList.contains('is-closed'), 'leaving did not close the dropdown');
    expect(panel.inert).to.equal(true);
    expect(getComputedStyle(panel).visibility).to.equal('hidden');
    // Mounted still: the next open shows its rows at once, without asking again.
    expect(rows(panel).length).to.be.greaterThan(0);
    await hover(el, 'trade_head');
    await waitUntil(() => !panel.classList.contains('is-closed'));
    expect(rows(panel).length).to.be.greaterThan(0);
    expect(requestsTo(MARKET_PATHS.spotMarkets)).to.have.length(1);
  });

  it('hovering Derivatives is what first loads the futures (spec §4)', async () => {
    const el = await header();
    await hover(el, 'trade_head');
    await waitForShadow(el, '[data-panel="trade_head"]');
    expect(requestsTo(MARKET_PATHS.futuresMarkets)).to.deep.equal([]);
    await hover(el, 'derivatives');
    const panel = await waitForShadow(el, '[data-panel="derivatives"]');
    await waitUntil(() => rows(panel).length > 0, 'no futures rows');
    expect(requestsTo(MARKET_PATHS.futuresMarkets)).to.have.length(1);
  });

  it('keyboard: Enter opens Trade, ArrowDown goes to its first link, Escape closes and returns to the button', async () => {
    const el = await header();
    const button = $<HTMLButtonElement>(el, 'button[data-nav-id="trade_head"]')!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    const panel = await waitForShadow(el, '[data-panel="trade_head"]');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => panel.contains(focusedIn(el)), 'ArrowDown did not enter the panel');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => focusedIn(el) === button, 'focus did not return to Trade');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(panel.classList.contains('is-closed')).to.equal(true);
  });

  it('Buy crypto holds the Pay-with panel; hidden-paywith keeps its links and loads no panel', async () => {
    const el = await header();
    await hover(el, 'buy_coins_head');
    const panel = await waitForShadow(el, '[data-panel="buy_coins_head"]');
    await waitUntil(() => panel.querySelector('.pw') !== null, 'no Pay-with panel');
    el.remove();
    resetChrome();
    await sendMouse({ type: 'move', position: [0, 890] });
    const hidden = await header('hidden-paywith');
    const button = $<HTMLButtonElement>(hidden, 'button[data-nav-id="buy_coins_head"]')!;
    await hover(hidden, 'buy_coins_head');
    await waitUntil(() => button.getAttribute('aria-expanded') === 'true');
    expect($$(hidden, '[data-panel="buy_coins_head"]')).to.have.length(0);
    expect($(hidden, `#${CSS.escape(button.getAttribute('aria-controls')!)} a`), 'the links stay').to.not.equal(null);
  });

  describe('search', () => {
    it('the global site has a Search button; its modal opens and Escape returns focus to it', async () => {
      const el = await header();
      const search = await waitForShadow<HTMLButtonElement>(el, '[data-action="search"]');
      expect(search.getAttribute('aria-label')).to.equal('Search');
      search.focus();
      search.click();
      const dialog = await waitForShadow<HTMLDialogElement>(el, 'dialog.sm-dialog');
      expect(dialog.matches(':modal')).to.equal(true);
      await waitUntil(() => dialog.contains(focusedIn(el)), 'focus did not move into the search');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => $(el, 'dialog.sm-dialog') === null, 'Escape did not close the search');
      await waitUntil(() => focusedIn(el) === $(el, '[data-action="search"]'), 'focus did not return to the Search button');
    });

    it('sub-sites have none (spec §6)', async () => {
      const el = await header('region="182"');
      await waitForShadow(el, '.end');
      expect($$(el, '[data-action="search"]')).to.have.length(0);
    });
  });

  describe('drawer (375 px)', () => {
    beforeEach(async () => {
      await setViewport({ width: 375, height: 800 });
    });

    it('the Trade section holds the market panel under its links, loaded when it opens', async () => {
      const el = await header('', '[data-action="drawer"]');
      $<HTMLButtonElement>(el, '[data-action="drawer"]')!.click();
      const section = await waitForShadow<HTMLButtonElement>(el, '[part="drawer"] button[data-nav-id="trade_head"]');
      expect($$(el, '[part="drawer"] a.ms-row'), 'a closed section renders nothing').to.have.length(0);
      section.click();
      const panel = await waitForShadow(el, '[part="drawer"] [data-panel="trade_head"]');
      await waitUntil(() => rows(panel).length > 0, 'no rows in the drawer panel');
      expect(panel.querySelector('.ms-panel.is-drawer')).to.not.equal(null);
      expect(requestsTo(MARKET_PATHS.spotMarkets)).to.have.length(1);
    });
  });

  it('the dropdown holds its links and the market panel inside its border (it sizes to both)', async () => {
    const el = await header('region="0"');
    await hover(el, 'trade_head');
    const dropdown = await waitForShadow(el, '.nav-panel[data-panel="trade_head"]:not(.is-closed)');
    await waitUntil(() => rows(dropdown).length > 0, 'no market rows');
    const outer = dropdown.getBoundingClientRect();
    for (const inner of [dropdown.querySelector('.mnp-links')!, dropdown.querySelector('.ms-panel')!, rows(dropdown)[0]!]) {
      const box = inner.getBoundingClientRect();
      expect(box.right, `${inner.className} spills over the right border`).to.be.at.most(outer.right);
      expect(box.left).to.be.at.least(outer.left);
    }
    expect(outer.right, 'inside the viewport').to.be.at.most(document.documentElement.clientWidth);
  });
});
