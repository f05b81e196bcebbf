import { expect } from '@open-wc/testing';
import { MARKET_SEARCH } from '../../../react-core/market-search/market-search.data';
import { isMarketNavKey, marketIntent, preloadMarketNav } from '../../../react-core/market-search/panel/market-nav.connected';
import type { MarketLoaderEnv } from '../../../react-core/market-search/data/market-search.loader';
import { $, fetchesIdle, recordFetch, requested, requestsTo, waitUntil, mountChrome } from '../helpers';
import {
  TAGS,
  freshMarketPage,
  scrollToViewAll,
  rowLinks,
  selectedTabs,
  tabByText,
  tabRows,
  tabsOf,
  waitForRows,
  useMarketPage,
} from '../helpers/market-search';

async function mount(attrs = ''): Promise<HTMLElement> {
  return mountChrome<HTMLElement>(TAGS.derivatives, `${attrs}`, { ready: false });
}

const CTX = { base: '', lang: 'en', changeWindow: '24h' } as const;

describe('market panel: derivatives (futures, delivery, options)', () => {
  useMarketPage({ recordRequests: true });

  it('nothing market-related is requested before an intent: loading the panel code requests no data', async () => {
    expect(isMarketNavKey('derivatives')).to.equal(true);
    expect(isMarketNavKey('earn_head')).to.equal(false);
    await preloadMarketNav('en');
    await fetchesIdle();
    expect(requested.filter((r) => r.startsWith('/apiw/'))).to.deep.equal([]);
  });

  it('futures load lazily: the trade intent requests none, the first derivatives intent does', async () => {
    await marketIntent('trade_head', CTX);
    expect(requestsTo('/market/spots')).to.have.length(1);
    expect(requestsTo('/market/futures')).to.have.length(0);
    await marketIntent('derivatives', CTX);
    await marketIntent('derivatives', CTX);
    expect(requestsTo('/market/futures')).to.have.length(1);
    expect(requestsTo('/common/tabs')).to.have.length(1);
  });

  it('Futures: CONTRACT tabs plus Delivery, USDT-M and All first; rows link to /futures/{settle}/{contract} with their leverage', async () => {
    const el = await mount();
    const rows = await waitForRows(el);
    await waitUntil(() => tabRows(el).length >= 3, 'no tab menus');
    expect(tabsOf(tabRows(el)[0]!).map((t) => t.textContent)).to.deep.equal(['Futures', 'Options']);
    expect(tabsOf(tabRows(el)[1]!).map((t) => t.textContent)).to.deep.equal(['USDT-M', 'Coin-M', 'Delivery']);
    expect(selectedTabs(el)).to.deep.equal(['Futures', 'USDT-M', 'All']);
    expect(rows[0]!.getAttribute('href')).to.match(/^\/futures\/USDT\/[A-Z0-9]+_USDT$/);
    expect(rows[0]!.querySelector('.ms-badge')!.textContent).to.equal('Perpetual');
    expect(rows[0]!.querySelector('.is-leverage')!.textContent).to.match(/^\d+x$/);
    tabByText(el, 'Coin-M')!.click();
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href')?.startsWith('/futures/BTC/') === true, 'no coin-margined rows');
  });

  it('Delivery loads on click only, and a second click within 30 s does not request again (controlled clock)', async () => {
    let now = Date.UTC(2026, 10, 1);
    const env: MarketLoaderEnv = {
      now: () => now,
      // The store's own timers run on the real clock here (only `now` is controlled): not a wait.
      // eslint-disable-next-line no-restricted-syntax
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (id) => window.clearTimeout(id as number),
      onVisible: () => () => undefined,
    };
    freshMarketPage(env);
    recordFetch();
    const el = await mount();
    await waitForRows(el);
    await waitUntil(() => tabByText(el, 'Delivery') !== null);
    expect(requestsTo('/delivery/usdt/contracts'), 'before the click').to.have.length(0);
    tabByText(el, 'Delivery')!.click();
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href')?.startsWith('/futures-delivery/USDT/') === true, 'no delivery rows');
    expect(requestsTo('/delivery/usdt/contracts')).to.have.length(1);
    now += 10_000;
    tabByText(el, 'USDT-M')!.click();
    tabByText(el, 'Delivery')!.click();
    // The clicks were handled (Delivery selected again, its rows shown) and nothing is in flight.
    await waitUntil(
      () => selectedTabs(el).includes('Delivery') && rowLinks(el)[0]?.getAttribute('href')?.startsWith('/futures-delivery/USDT/') === true,
      'Delivery not shown again',
    );
    await fetchesIdle();
    expect(requestsTo('/delivery/usdt/contracts'), '10 s later').to.have.length(1);
    now += MARKET_SEARCH.deliveryDedupeMs;
    tabByText(el, 'Delivery')!.click();
    await waitUntil(() => requestsTo('/delivery/usdt/contracts').length === 2, 'no request 40 s after the first');
  });

  it('Options: the OPTIONS tab menu, each underlying a sub-tab listing its contracts (options/markets?market=)', async () => {
    const el = await mount();
    await waitForRows(el);
    expect(requestsTo('/options/markets')).to.have.length(0);
    tabByText(el, 'Options')!.click();
    // The OPTIONS menu's sub-tabs (common/tabs) are the underlyings; the first is selected.
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href')?.startsWith('/options/BTC_USDT?contract=') === true, 'no BTC contracts');
    expect(requested.filter((r) => r.startsWith('/apiw/v2/options/markets'))).to.deep.equal(['/apiw/v2/options/markets?market=BTC_USDT']);
    expect(rowLinks(el)[0]!.textContent).to.match(/BTC-\d{8}-\d+-[CP]/);
    const eth = tabByText(el, 'ETH');
    expect(eth, 'an ETH sub-tab').to.not.equal(null);
    eth!.click();
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href')?.startsWith('/options/ETH_USDT?contract=') === true, 'no ETH contracts');
    expect(requestsTo('/options/markets').map((r) => r.split('?')[1])).to.deep.equal(['market=BTC_USDT', 'market=ETH_USDT']);
  });

  it('Options without the tab menu: the underlyings, linking to /options/{currency}', async () => {
    recordFetch({ '/common/tabs': { SPOT: [], CONTRACT: [], PILOT: [], OPTIONS: [], MEMEBOX: [] } });
    const el = await mount();
    await waitForRows(el);
    tabByText(el, 'Options')!.click();
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href')?.startsWith('/options/') === true, 'no options rows');
    expect(rowLinks(el).map((a) => a.getAttribute('href'))).to.include('/options/BTC_USDT');
    expect(requestsTo('/options/markets')).to.have.length(0);
    const scroller = $(el, '.ms-scroller');
    scroller.scrollTop = 600;
    // Eight rows do not scroll at all (no scroll event, so no debounced View All check): no View All.
    expect(scroller.scrollTop, 'the list scrolled').to.equal(0);
    expect($(el, '[data-action="view-all"]')).to.equal(null);
  });

  it('View All of futures goes to /futures/USDT/BTC_USDT (language-prefixed)', async () => {
    const { setLanguage } = await import('../../../react-core/core/store/prefs');
    setLanguage('de');
    const el = await mount('lang="de"');
    await waitForRows(el);
    expect(rowLinks(el)[0]!.getAttribute('href')).to.match(/^\/de\/futures\//);
    expect((await scrollToViewAll(el, 500)).getAttribute('href')).to.equal('/de/futures/USDT/BTC_USDT');
  });

  it('a site with its own default pair: spot View All goes there (Turkey: BTC_TRY)', async () => {
    const el = await mountChrome<HTMLElement>(TAGS.trade, 'region="177"', { ready: false });
    await waitForRows(el, 10);
    expect((await scrollToViewAll(el, 500)).getAttribute('href')).to.equal('/trade/BTC_TRY');
  });
});
