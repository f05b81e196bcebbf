import { expect } from '@open-wc/testing';
import { MARKET_SEARCH } from '../../../react-core/market-search/market-search.data';
import { deleteCookie, useFault, type FaultKind, collectErrors, $, $$, fetchesIdle, requestsTo, typeInto, waitUntil, mountChrome } from '../helpers';
import { LONG_TEST_MS, LONG_WAIT_MS, WAIT_TIMEOUT_MS } from '../helpers/timeouts';
import { TAGS, placeholders, rowLinks, tabByText, useMarketPage } from '../helpers/market-search';

/**
 * Spec §8: every market endpoint may answer 500, time out, send broken JSON, `data: null`, wrong
 * types or an empty list. Each panel then shows the rows it could validate, its empty state (an
 * empty answer) or that the list could not be loaded, with Retry (no valid answer), and nothing
 * throws.
 */
const ENDPOINT_PARTS = [
  'common/tabs',
  'market/spots',
  'market/futures',
  'delivery/usdt',
  'pre-market',
  'pilot/markets',
  'options/underlying',
  'alpha/currencies',
  'markets_by_keywords',
  'buyCryptoFiatList',
];
const KINDS: FaultKind[] = ['500', 'timeout', 'malformed', 'null', 'wrongtype', 'empty'];

/** Every list area of the panel settled: no placeholder row left; rows, the empty state or the failure shown. */
const settled = (el: Element) => placeholders(el).length === 0 && (rowLinks(el).length > 0 || $(el, '.ms-empty') !== null || $(el, '.ms-failed') !== null);

async function panelIn(tag: string, section: string, tab?: string): Promise<HTMLElement> {
  const el = await mountChrome<HTMLElement>(tag, '', { ready: false });
  await waitUntil(() => tabByText(el, section) !== null, `no ${section} tab`);
  tabByText(el, section)!.click();
  if (tab) {
    await waitUntil(() => tabByText(el, tab) !== null, `no ${tab} tab`);
    tabByText(el, tab)!.click();
  }
  return el;
}

describe('every fault kind on every market endpoint', () => {
  useMarketPage({ recordRequests: true });

  for (const kind of KINDS) {
    it(`${kind}: each panel shows its empty state or its valid rows, and never throws`, async function () {
      // Every request of a timeout kind waits out the client's 4 s, several in a row.
      if (kind === 'timeout') this.timeout(LONG_TEST_MS);
      useFault(ENDPOINT_PARTS.map((part) => `${part}=${kind}`).join(','));
      const watch = collectErrors();
      try {
        const panels = await Promise.all([
          panelIn(TAGS.trade, 'Spot'),
          panelIn(TAGS.trade, 'Alpha'),
          panelIn(TAGS.trade, 'Pilot'),
          panelIn(TAGS.trade, 'Pre-market'),
          panelIn(TAGS.derivatives, 'Futures'),
          panelIn(TAGS.derivatives, 'Futures', 'Delivery'),
          panelIn(TAGS.derivatives, 'Options'),
        ]);
        const alphaSearch = panels[1]!;
        typeInto($<HTMLInputElement>(alphaSearch, '.ms-search-input')!, 'pepe');
        const payWith = await mountChrome<HTMLElement>(TAGS.payWith, '', { ready: false });
        await waitUntil(() => $(payWith, '[data-action="pay-with-toggle"]') !== null, 'no Pay-with panel');
        $<HTMLButtonElement>(payWith, '[data-action="pay-with-toggle"]')!.click();
        // The search box's debounce ran out: its request is on its way (or answered).
        await waitUntil(() => requestsTo('markets_by_keywords').some((r) => r.includes('keywords=pepe')), 'no alpha search request', {
          timeout: MARKET_SEARCH.alphaSearchDebounceMs + WAIT_TIMEOUT_MS,
        });
        const limit = kind === 'timeout' ? LONG_WAIT_MS : WAIT_TIMEOUT_MS;
        for (const [i, el] of panels.entries()) {
          await waitUntil(() => settled(el), `panel ${i} never settled`, { timeout: limit });
          for (const row of rowLinks(el)) expect(row.getAttribute('href')).to.match(/^\/[a-z-]+\//);
        }
        // Pay-with falls back to USD with all three channels (spec §3).
        await waitUntil(() => $$(payWith, '.pw-placeholder').length === 0, 'Pay-with never settled', { timeout: limit });
        expect($(payWith, '[data-action="pay-with-toggle"]')!.getAttribute('aria-label')).to.equal('Pay with USD');
        expect($$(payWith, '.pw > .pw-channels .pw-channel')).to.have.length(3);
        expect(watch.errors, 'window errors').to.deep.equal([]);
      } finally {
        watch.stop();
      }
    });
  }

  it('an outage is not “No markets found”: the panel says the list could not be loaded and Retry loads it', async () => {
    useFault('market/spots=500');
    const el = await panelIn(TAGS.trade, 'Spot');
    await waitUntil(() => $(el, '.ms-failed'), 'no failure shown');
    const failed = $(el, '.ms-failed')!;
    expect(failed.querySelector('[role="status"]')!.textContent).to.equal('Markets could not be loaded.');
    expect($(el, '.ms-empty'), 'not the empty state').to.equal(null);
    const asked = requestsTo('market/spots').length;
    deleteCookie('mock_fault');
    failed.querySelector<HTMLButtonElement>('[data-action="retry"]')!.click();
    await waitUntil(() => rowLinks(el).length > 0, 'Retry did not bring the rows');
    expect(requestsTo('market/spots').length).to.equal(asked + 1);
    expect($(el, '.ms-failed')).to.equal(null);
  });

  it('an empty answer still shows the empty state (spec §8), not the failure', async () => {
    useFault('pilot/markets=empty');
    const el = await panelIn(TAGS.trade, 'Pilot');
    await waitUntil(() => $(el, '.ms-empty') || $(el, '.ms-failed'), 'never settled');
    expect($(el, '.ms-failed')).to.equal(null);
    expect($(el, '.ms-empty')!.textContent).to.equal('No markets found');
  });

  it('a list that failed loads again by itself when the browser comes back online', async () => {
    useFault('pilot/markets=500');
    const el = await panelIn(TAGS.trade, 'Pilot');
    await waitUntil(() => $(el, '.ms-failed'), 'no failure shown');
    deleteCookie('mock_fault');
    window.dispatchEvent(new Event('online'));
    await waitUntil(() => rowLinks(el).length > 0, 'the online event did not bring the rows');
  });

  it('a failed Pay-with list says so above its default (USD) and Retry loads the list', async () => {
    useFault('buyCryptoFiatList=500');
    const payWith = await mountChrome<HTMLElement>(TAGS.payWith, '', { ready: false });
    await waitUntil(() => $(payWith, '[data-action="pay-with-toggle"]') !== null, 'no Pay-with panel');
    $<HTMLButtonElement>(payWith, '[data-action="pay-with-toggle"]')!.click();
    await waitUntil(() => $(payWith, '.pw-failed'), 'no failure shown');
    const failed = $(payWith, '.pw-failed')!;
    expect(failed.querySelector('[role="status"]')!.textContent).to.equal('Currencies could not be loaded.');
    expect(
      $$(payWith, '.pw-row').map((row) => row.getAttribute('data-fiat')),
      'the spec’s default stands in',
    ).to.deep.equal(['USD']);
    deleteCookie('mock_fault');
    failed.querySelector<HTMLButtonElement>('[data-action="retry"]')!.click();
    await waitUntil(() => $$(payWith, '.pw-row').length > 1, 'Retry did not bring the currencies');
    expect($(payWith, '.pw-failed')).to.equal(null);
  });

  it('a failed tab menu: the futures tabs (All, Delivery) stay on screen while another panel asks again', async () => {
    useFault('common/tabs=500');
    const first = await panelIn(TAGS.derivatives, 'Futures');
    await waitUntil(() => tabByText(first, 'Delivery') !== null, 'no Delivery tab after the failure');
    const asked = requestsTo('common/tabs').length;
    let vanished = false;
    const observer = new MutationObserver(() => {
      if (tabByText(first, 'Delivery') === null) vanished = true;
    });
    observer.observe(first.shadowRoot!, { childList: true, subtree: true });
    try {
      // A second panel mounts: the failed menu is asked for again.
      await mountChrome<HTMLElement>(TAGS.derivatives, '', { ready: false });
      const second = document.querySelectorAll<HTMLElement>(TAGS.derivatives)[1]!;
      await waitUntil(() => requestsTo('common/tabs').length > asked, 'no second request for the tab menu');
      // The retry was answered and shown (the second panel has its tabs) before the check.
      await waitUntil(() => tabByText(second, 'Delivery') !== null, 'the second panel shows no Delivery tab');
      await fetchesIdle();
    } finally {
      observer.disconnect();
    }
    expect(vanished, 'the Delivery tab disappeared during the retry').to.equal(false);
    expect(tabByText(first, 'Delivery')).to.not.equal(null);
  });
});
