import { expect } from '@open-wc/testing';
import { useFault, $, $$, injectedHandlersHadTheirChance, recordFetch, typeInto, waitUntil, mountChrome } from '../helpers';
import { TAGS, placeholders, rowLinks, tabByText, waitForRows, useMarketPage } from '../helpers/market-search';
import { MARKET_SEARCH } from '../../../react-core/market-search/market-search.data';

declare global {
  interface Window {
    __xss?: number;
  }
}

const HOSTILE = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';

/** 10 000 positional spot rows (spec §3), all under the USDT tab. */
function manySpotRows(count: number, name = (i: number) => `Coin ${i}`): unknown[] {
  return Array.from({ length: count }, (_, i) => {
    const base = `C${i.toString(36).toUpperCase()}X`;
    return [`${base}_USDT`, name(i), (i % 7) - 3, '1.2345', String(1000 + i), 5, 1, 'USDT,USDT_HOT', '1.2', 0, 3, i % 97 === 0, ''];
  });
}

describe('hostile data', () => {
  let alerts = 0;
  const realAlert = window.alert;
  useMarketPage({ recordRequests: true });
  beforeEach(() => {
    alerts = 0;
    window.alert = () => {
      alerts += 1;
    };
    delete window.__xss;
  });
  afterEach(() => {
    window.alert = realAlert;
  });

  it('mock_fault xss on every endpoint: rows with hostile codes are rejected, nothing runs, every href is safe', async () => {
    useFault(['tabs', 'spots', 'futures', 'delivery', 'pre-market', 'pilot', 'underlying', 'currencies', 'buyCryptoFiatList'].map((p) => `${p}=xss`).join(','));
    const trade = await mountChrome<HTMLElement>(TAGS.trade, '', { ready: false });
    const derivatives = await mountChrome<HTMLElement>(TAGS.derivatives, '', { ready: false });
    const payWith = await mountChrome<HTMLElement>(TAGS.payWith, '', { ready: false });
    for (const el of [trade, derivatives]) await waitUntil(() => $(el, '.ms-empty') !== null, 'no empty state');
    for (const section of ['Alpha', 'Pilot', 'Pre-market']) {
      tabByText(trade, section)!.click();
      await waitUntil(() => placeholders(trade).length === 0 && $(trade, '.ms-empty') !== null, `${section}: no empty state`);
    }
    await waitUntil(() => $(payWith, '[data-action="pay-with-toggle"]') !== null);
    $<HTMLButtonElement>(payWith, '[data-action="pay-with-toggle"]')!.click();
    await waitUntil(() => $$(payWith, '.pw-placeholder').length === 0, 'Pay-with never settled');
    await injectedHandlersHadTheirChance();
    for (const el of [trade, derivatives, payWith]) {
      expect($$(el, 'img[src="x"], script, iframe')).to.have.length(0);
      for (const a of $$<HTMLAnchorElement>(el, 'a[href]')) expect(a.getAttribute('href')).to.match(/^(\/|https?:)/);
    }
    expect(window.__xss).to.equal(undefined);
    expect(alerts).to.equal(0);
  });

  it('hostile display strings (valid codes) render as text', async () => {
    recordFetch({
      '/market/spots': () => manySpotRows(20, () => `Name ${HOSTILE}`),
      '/alpha/currencies': () => [
        {
          currency: 'EVIL',
          name: HOSTILE,
          address: '0x1111111111111111111111111111111111111111',
          show_pair: `EVIL/USDT${HOSTILE}`,
          chain: 'eth',
          icon: 'javascript:window.__xss=1',
          chain_icon: ' jav\tascript:window.__xss=1',
        },
      ],
    });
    const el = await mountChrome<HTMLElement>(TAGS.trade, '', { ready: false });
    const rows = await waitForRows(el, 5);
    expect(rows[0]!.querySelector('.ms-sub')!.textContent).to.contain('<img src=x');
    tabByText(el, 'Alpha')!.click();
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href') === '/alpha/eth-0x1111111111111111111111111111111111111111', 'no alpha row');
    const alpha = rowLinks(el)[0]!;
    expect(alpha.textContent).to.contain('<script>');
    expect(alpha.querySelector('img[src^="javascript"]')).to.equal(null);
    await injectedHandlersHadTheirChance();
    expect($$(el, 'img[src="x"], script')).to.have.length(0);
    expect(window.__xss).to.equal(undefined);
  });
});

describe('10 000 rows', () => {
  useMarketPage();
  beforeEach(() => {
    recordFetch({ '/market/spots': () => manySpotRows(10_000) });
  });

  it('the panel keeps at most 40 row elements in the DOM, wherever it is scrolled or searched', async () => {
    const el = await mountChrome<HTMLElement>(TAGS.trade, '', { ready: false });
    await waitForRows(el, 10);
    // The tab menus arrive after the stubbed rows; their first sub-tab (All) resets the scroll.
    await waitUntil(() => tabByText(el, 'All')?.getAttribute('aria-selected') === 'true', 'no tab menus');
    const items = () => $$(el, '.ms-item').length;
    expect(items()).to.be.within(10, 40);
    expect($(el, '.ms-rows')!.getAttribute('aria-label')).to.equal('Spot markets');
    expect($$(el, '.ms-item')[0]!.getAttribute('aria-setsize')).to.equal('10000');
    const scroller = $(el, '.ms-scroller')!;
    scroller.scrollTop = 5000 * MARKET_SEARCH.rowHeight;
    await waitUntil(() => $$(el, '.ms-item').some((li) => li.getAttribute('data-index') === '5000'), 'did not render row 5000');
    expect(items()).to.be.at.most(40);
    typeInto($<HTMLInputElement>(el, '.ms-search-input')!, 'c1');
    await waitUntil(
      () => scroller.scrollTop === 0 && rowLinks(el)[0]?.querySelector('.ms-pair')?.textContent === 'C1X/USDT',
      'the search did not start at the top',
    );
    expect(items()).to.be.at.most(40);
  });

  it('a keystroke shows its rows in view at once, and the overscan rows (outside the view) a frame later', async () => {
    const el = await mountChrome<HTMLElement>(TAGS.trade, '', { ready: false });
    await waitForRows(el, 10);
    await waitUntil(() => tabByText(el, 'All')?.getAttribute('aria-selected') === 'true', 'no tab menus');
    const pairAt = (index: number) => $(el, `.ms-item[data-index="${index}"] .ms-pair`)?.textContent ?? null;
    const inView = Math.floor(MARKET_SEARCH.listHeight / MARKET_SEARCH.rowHeight);
    const overscanIndex = inView + 5;
    await waitUntil(() => pairAt(overscanIndex) !== null, 'no overscan row');
    const before = pairAt(overscanIndex);
    expect(before).to.match(/^C[^1]/);
    typeInto($<HTMLInputElement>(el, '.ms-search-input')!, 'c1');
    await Promise.resolve();
    // The keystroke's own render (before any frame): every row in view holds a match.
    for (let index = 0; index < inView; index += 1) expect(pairAt(index), `row ${index}`).to.match(/^C1/);
    // A row rendered below the view still holds the previous list until the frame was painted...
    expect(pairAt(overscanIndex)).to.equal(before);
    // ...and then holds a match too: no rendered row is left stale.
    await waitUntil(() => /^C1/.test(pairAt(overscanIndex) ?? ''), 'the overscan row never caught up');
    const pairs = $$(el, '.ms-item .ms-pair').map((pair) => pair.textContent);
    expect(pairs.length).to.be.greaterThan(inView + 5);
    for (const pair of pairs) expect(pair).to.match(/^C1/);
  });

  it('the search modal too', async () => {
    const el = await mountChrome<HTMLElement>(TAGS.search, '', { ready: false });
    await waitUntil(() => $(el, 'button[data-action="search"]') !== null);
    $<HTMLButtonElement>(el, 'button[data-action="search"]')!.click();
    await waitForRows(el, 10);
    expect($$(el, '.ms-item').length).to.be.at.most(40);
  });
});
