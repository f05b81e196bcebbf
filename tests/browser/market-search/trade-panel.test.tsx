import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { MARKET_SEARCH } from '../../../react-core/market-search/market-search.data';
import { setChangeWindow } from '../../../react-core/core/store/prefs-writes';
import { $, $$, fetchesIdle, recordFetch, requestsTo, typeInto, waitUntil, mountChrome } from '../helpers';
import {
  TAGS,
  activeElement,
  freshMarketPage,
  manualClock,
  placeholders,
  rowLinks,
  scrollToViewAll,
  selectedTabs,
  tabByText,
  tabRows,
  tabsOf,
  tabStopIndex,
  waitForRows,
  useMarketPage,
} from '../helpers/market-search';

async function mount(attrs = ''): Promise<HTMLElement> {
  return mountChrome<HTMLElement>(TAGS.trade, `${attrs}`, { ready: false });
}

describe('market panel: trade_head (spot, alpha, pilot, pre-market)', () => {
  useMarketPage({ recordRequests: true });

  it('shows the menu links beside the panel, 10 placeholder rows while loading, then spot rows linking to /trade/{BASE}_{QUOTE}', async () => {
    const el = await mount();
    await waitUntil(() => placeholders(el).length > 0 || rowLinks(el).length > 0, 'nothing rendered');
    expect($(el, '.mnp-links a')?.textContent).to.equal('Menu link');
    if (rowLinks(el).length === 0) expect(placeholders(el).length).to.equal(MARKET_SEARCH.placeholderRows);
    const rows = await waitForRows(el);
    expect(rows[0]!.getAttribute('href')).to.match(/^\/trade\/[A-Z0-9]+_USDT$/);
    expect(rows[0]!.querySelector('.ms-pair')!.textContent).to.match(/^[A-Z0-9]+\/USDT$/);
    // One request per endpoint: tabs and spot, nothing else market-related.
    expect(requestsTo('/common/tabs')).to.have.length(1);
    expect(requestsTo('/market/spots')).to.have.length(1);
    expect(requestsTo('/market/futures')).to.have.length(0);
  });

  it('selects the first section, tab and sub-tab by default (WAI-ARIA tabs)', async () => {
    const el = await mount();
    await waitForRows(el);
    await waitUntil(() => tabRows(el).length >= 3, 'the tab menus never showed');
    const [sections, tabs, subs] = tabRows(el);
    expect(tabsOf(sections!).map((t) => t.textContent)).to.deep.equal(['Spot', 'Alpha', 'Pilot', 'Pre-market']);
    expect(tabsOf(tabs!).map((t) => t.textContent)).to.deep.equal(['USDT', 'USDC', 'BTC', 'ETH', 'Fiat']);
    expect(tabsOf(subs!)[0]!.textContent).to.equal('All');
    expect(selectedTabs(el)).to.deep.equal(['Spot', 'USDT', 'All']);
    for (const tab of $$(el, '[role="tab"]')) {
      expect(tab.getAttribute('tabindex')).to.equal(tab.getAttribute('aria-selected') === 'true' ? '0' : '-1');
      expect(el.shadowRoot!.getElementById(tab.getAttribute('aria-controls')!)?.getAttribute('role')).to.equal('tabpanel');
    }
  });

  it('a sub-tab filters the rows (USDT Hot), and the search box filters the active list', async () => {
    const el = await mount();
    await waitForRows(el);
    await waitUntil(() => tabByText(el, 'Hot') !== null);
    tabByText(el, 'Hot')!.click();
    await waitUntil(() => selectedTabs(el).includes('Hot'));
    const input = $<HTMLInputElement>(el, '.ms-search-input')!;
    typeInto(input, 'eth');
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href') === '/trade/ETH_USDT', 'ETH_USDT did not rank first');
    typeInto(input, 'zzzzzz-none');
    await waitUntil(() => $(el, '.ms-empty') !== null);
    expect($(el, '.ms-empty')!.textContent).to.equal('No markets found');
  });

  it('carries the timezone parameter of the change window (blank for 24h)', async () => {
    setChangeWindow('utc8');
    const el = await mount();
    await waitForRows(el);
    expect(requestsTo('/market/spots')[0]).to.contain('timezone=utc8');
    setChangeWindow('24h');
    await waitUntil(() => requestsTo('/market/spots').length === 2, 'no request for the 24h window');
    expect(requestsTo('/market/spots')[1]).to.match(/timezone=(&|$)/);
  });

  it('keyboard: arrows move between tabs, ArrowDown enters the rows, arrows move between rows, ArrowUp returns to the search box', async () => {
    const el = await mount();
    await waitForRows(el, 10);
    const spot = tabByText(el, 'Spot')!;
    spot.focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(activeElement(el)?.textContent).to.equal('Alpha');
    expect(selectedTabs(el)[0]).to.equal('Alpha');
    await sendKeys({ press: 'End' });
    expect(activeElement(el)?.textContent).to.equal('Pre-market');
    await sendKeys({ press: 'Home' });
    expect(activeElement(el)?.textContent).to.equal('Spot');
    await waitForRows(el, 10);
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => activeElement(el)?.matches('a.ms-row') === true, 'ArrowDown did not enter the rows');
    const first = activeElement(el)!.getAttribute('href');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => activeElement(el)?.getAttribute('href') !== first);
    expect(activeElement(el)!.closest('[data-index]')!.getAttribute('data-index')).to.equal('1');
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(activeElement(el)?.classList.contains('ms-search-input')).to.equal(true);
  });

  it('scrolled >= 450 px (after the 200 ms debounce): the View All link and the scroll lock appear', async () => {
    const el = await mount();
    await waitForRows(el, 10);
    const scroller = $(el, '.ms-scroller')!;
    expect($(el, '[data-action="view-all"]')).to.equal(null);
    scroller.scrollTop = 300;
    // The debounced scroll check has run once the list's tab stop moved to the first row in view.
    await waitUntil(() => tabStopIndex(el) > 0, 'the scroll debounce never ran');
    expect($(el, '[data-action="view-all"]'), 'at 300 px').to.equal(null);
    scroller.scrollTop = MARKET_SEARCH.viewAllScrollPx;
    const scrolledAt = performance.now();
    await waitUntil(() => $(el, '[data-action="view-all"]') !== null, 'no View All at 450 px', { interval: 10 });
    expect(performance.now() - scrolledAt, 'View All before the debounce ran out').to.be.at.least(MARKET_SEARCH.scrollDebounceMs);
    expect($(el, '[data-action="view-all"]').getAttribute('href')).to.equal('/trade/BTC_USDT');
    expect(getComputedStyle(scroller).overscrollBehaviorY).to.equal('contain');
    expect(rowLinks(el).length).to.be.at.most(40);
  });
});

describe('market panel: trade_head sections', () => {
  useMarketPage({ recordRequests: true });

  it('Alpha: chain sub-tabs, rows with chain icon and an address shortened to 4...4, linking to /alpha/{chain}-{address}', async () => {
    const el = await mount();
    await waitForRows(el);
    expect(requestsTo('/alpha/currencies'), 'alpha loads only when its tab shows').to.have.length(0);
    tabByText(el, 'Alpha')!.click();
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href')?.startsWith('/alpha/') === true, 'no alpha rows');
    expect(selectedTabs(el)).to.deep.equal(['Alpha', 'All chains']);
    const row = rowLinks(el)[0]!;
    expect(row.getAttribute('href')).to.match(/^\/alpha\/[a-z]+-[A-Za-z0-9]+$/);
    expect(row.querySelector('.ms-chain-icon')).to.not.equal(null);
    const address = row.querySelector('.ms-address')!.textContent!;
    expect(address).to.match(/^.{4}\.\.\..{4}$/);
    expect(row.getAttribute('href')).to.contain(row.querySelector('.ms-sub')!.getAttribute('title')!);
    tabByText(el, 'Solana')!.click();
    await waitUntil(() => requestsTo('/alpha/currencies').some((r) => r.includes('chain=sol')), 'the chain list was not asked for');
    await waitUntil(() => rowLinks(el).length > 0 && rowLinks(el).every((a) => a.getAttribute('href')!.startsWith('/alpha/sol-')), 'not the Solana list');
  });

  it('Alpha search asks the server once per settled keyword (1000 ms debounce), placeholders until it answers', async () => {
    const clock = manualClock();
    freshMarketPage(clock.env);
    recordFetch();
    const el = await mount();
    await waitForRows(el);
    tabByText(el, 'Alpha')!.click();
    await waitForRows(el);
    const input = $<HTMLInputElement>(el, '.ms-search-input')!;
    const debounce = MARKET_SEARCH.alphaSearchDebounceMs;
    // Each keystroke restarts the debounce; the clock moves on just short of it between them.
    for (const text of ['a', 'ai', 'aix']) {
      const armed = clock.armed(debounce);
      typeInto(input, text);
      await waitUntil(() => clock.armed(debounce) > armed, `typing "${text}" started no debounce`);
      clock.advance(debounce - 1);
    }
    expect(placeholders(el).length).to.equal(MARKET_SEARCH.placeholderRows);
    expect(requestsTo('/alpha/markets_by_keywords'), 'before the debounce ran out').to.have.length(0);
    clock.advance(1);
    await waitUntil(() => requestsTo('/alpha/markets_by_keywords').length === 1, 'no search request');
    expect(requestsTo('/alpha/markets_by_keywords')[0]).to.contain('keywords=aix');
    await waitUntil(() => rowLinks(el).some((a) => a.textContent!.includes('AIX')), 'the search answer never showed');
    // Whatever else was pending has run, and its requests have been answered: still one search.
    clock.advance(debounce * 2);
    await fetchesIdle();
    expect(requestsTo('/alpha/markets_by_keywords')).to.have.length(1);
    // An empty keyword is the chain's default list again, without a request.
    typeInto(input, '');
    await waitForRows(el, 10);
    expect(requestsTo('/alpha/markets_by_keywords')).to.have.length(1);
  });

  it('Pilot: rows link to /pilot/{seo_path}; View All goes to the first pilot market', async () => {
    const el = await mount();
    await waitForRows(el);
    tabByText(el, 'Pilot')!.click();
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href')?.startsWith('/pilot/') === true, 'no pilot rows');
    expect(requestsTo('/pilot/markets')).to.have.length(1);
    const first = rowLinks(el)[0]!.getAttribute('href');
    expect((await scrollToViewAll(el, 600)).getAttribute('href')).to.equal(first);
    // Pilot sub-tabs filter by cate.
    tabByText(el, 'Solana')!.click();
    await waitUntil(() => selectedTabs(el).includes('Solana'));
    expect(rowLinks(el).length).to.be.greaterThan(0);
  });

  it('Pre-market: premint and pre_market merged, linking to /pre-market/{CURRENCY}', async () => {
    const el = await mount();
    await waitForRows(el);
    tabByText(el, 'Pre-market')!.click();
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href')?.startsWith('/pre-market/') === true, 'no pre-market rows');
    expect(requestsTo('/pre-market/')).to.have.length(1);
    for (const row of rowLinks(el)) expect(row.getAttribute('href')).to.match(/^\/pre-market\/[A-Z0-9]+$/);
    expect(tabRows(el)).to.have.length(1); // no tab menu of its own
  });

  it('highlights the row of the market in current-path (spec §2 active-item rule)', async () => {
    const el = await mount('current-path="/de/trade/eth_usdt"');
    await waitForRows(el);
    typeInto($<HTMLInputElement>(el, '.ms-search-input')!, 'eth');
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href') === '/trade/ETH_USDT');
    const active = $$(el, 'a.ms-row.is-active');
    expect(active.map((a) => a.getAttribute('href'))).to.deep.equal(['/trade/ETH_USDT']);
    expect(active[0]!.getAttribute('aria-current')).to.equal('page');
  });

  it('the tab and sub-tab go back to the first when the menu data changes', async () => {
    const el = await mount();
    await waitForRows(el);
    await waitUntil(() => tabByText(el, 'BTC') !== null);
    tabByText(el, 'BTC')!.click();
    await waitUntil(() => selectedTabs(el).includes('BTC'));
    // Another API base: other tab menus (a new load), so the picks reset.
    el.setAttribute('api-base', location.origin);
    await waitUntil(() => requestsTo('/common/tabs').length === 2, 'the new base did not load its menus');
    await waitUntil(() => selectedTabs(el).join() === 'Spot,USDT,All', `picks not reset: ${selectedTabs(el).join()}`);
  });

  it('colours the change percent by the rise colour preference (red-rise: a rise in the fall colour)', async () => {
    const { setRiseColor } = await import('../../../react-core/core/store/prefs-writes');
    const el = await mount();
    await waitForRows(el, 10);
    const channels = (selector: string) => {
      const node = $(el, selector);
      if (!node) return null;
      // rgb(r, g, b) or, for a color-mix(), color(srgb r g b): red and green come first either way.
      const [r, g] = getComputedStyle(node)
        .color.match(/[\d.]+/g)!
        .map(Number);
      return { r: r!, g: g! };
    };
    setRiseColor('risegreen');
    await waitUntil(() => $(el, '[data-rise="risegreen"]') !== null);
    const upGreen = channels('.ms-change.is-up')!;
    expect(upGreen.g, 'green-rise: up is green').to.be.greaterThan(upGreen.r);
    const down = channels('.ms-change.is-down');
    if (down) expect(down.r).to.be.greaterThan(down.g);
    setRiseColor('risered');
    await waitUntil(() => $(el, '[data-rise="risered"]') !== null);
    const upRed = channels('.ms-change.is-up')!;
    expect(upRed.r, 'red-rise: up is red').to.be.greaterThan(upRed.g);
  });

  it('the US site forces green-for-rise whatever the preference', async () => {
    const { setRiseColor } = await import('../../../react-core/core/store/prefs-writes');
    setRiseColor('risered');
    const el = await mount('region="232"');
    await waitForRows(el);
    expect($(el, '.ms-panel')!.getAttribute('data-rise')).to.equal('risegreen');
  });

  it('Escape calls onClose and keeps bubbling to the nav that hosts the panel', async () => {
    const { closeCount } = await import('../helpers/market-search');
    const el = await mount();
    await waitForRows(el);
    let bubbled = 0;
    el.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') bubbled += 1;
    });
    $<HTMLInputElement>(el, '.ms-search-input')!.focus();
    await sendKeys({ press: 'Escape' });
    expect(closeCount()).to.equal(1);
    expect(bubbled).to.equal(1);
  });

  it('drawer variant: full-width, touch-sized tabs (>= 44 px)', async () => {
    const el = await mountChrome<HTMLElement>(TAGS.tradeDrawer, 'style="display:block;width:360px"', { ready: false });
    await waitForRows(el);
    expect($(el, '.mnp.is-drawer')).to.not.equal(null);
    expect(tabByText(el, 'Spot')!.getBoundingClientRect().height).to.be.at.least(44);
    const panel = $(el, '.ms-panel')!.getBoundingClientRect().width;
    expect(panel).to.be.closeTo(360, 1);
  });
});
