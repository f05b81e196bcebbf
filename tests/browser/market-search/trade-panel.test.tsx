import { expect, fixture, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { MARKET_SEARCH } from '../../../react-core/market-search/market-search.constants';
import { setChangeWindow } from '../../../react-core/core/store/prefs';
import {
  TAGS, activeElement, cleanUp, freshPage, placeholders, q, qa, recordFetch, requestsTo, rowLinks, selectedTabs, sleep,
  tabByText, tabRows, tabsOf, typeInto, waitForRows,
} from './setup';

async function mount(attrs = ''): Promise<HTMLElement> {
  return fixture<HTMLElement>(`<${TAGS.trade} ${attrs}></${TAGS.trade}>`);
}

describe('market panel: trade_head (spot, alpha, pilot, pre-market)', () => {
  beforeEach(() => {
    freshPage();
    recordFetch();
  });
  afterEach(cleanUp);

  it('shows the menu links beside the panel, 10 placeholder rows while loading, then spot rows linking to /trade/{BASE}_{QUOTE}', async () => {
    const el = await mount();
    await waitUntil(() => placeholders(el).length > 0 || rowLinks(el).length > 0, 'nothing rendered');
    expect(q(el, '.mnp-links a')?.textContent).to.equal('Menu link');
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
    for (const tab of qa(el, '[role="tab"]')) {
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
    const input = q<HTMLInputElement>(el, '.ms-search-input')!;
    typeInto(input, 'eth');
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href') === '/trade/ETH_USDT', 'ETH_USDT did not rank first');
    typeInto(input, 'zzzzzz-none');
    await waitUntil(() => q(el, '.ms-empty') !== null);
    expect(q(el, '.ms-empty')!.textContent).to.equal('No markets found');
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
    const scroller = q(el, '.ms-scroller')!;
    expect(q(el, '[data-action="view-all"]')).to.equal(null);
    scroller.scrollTop = 300;
    await sleep(MARKET_SEARCH.scrollDebounceMs + 100);
    expect(q(el, '[data-action="view-all"]')).to.equal(null);
    scroller.scrollTop = MARKET_SEARCH.viewAllScrollPx;
    await sleep(50);
    expect(q(el, '[data-action="view-all"]'), 'before the debounce ran out').to.equal(null);
    await sleep(MARKET_SEARCH.scrollDebounceMs + 100);
    expect(q(el, '[data-action="view-all"]')!.getAttribute('href')).to.equal('/trade/BTC_USDT');
    expect(getComputedStyle(scroller).overscrollBehaviorY).to.equal('contain');
    expect(rowLinks(el).length).to.be.at.most(40);
  });
});
