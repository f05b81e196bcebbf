import { expect } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../../elements/index';
import { feedStats, listeningRows } from '../../../react-core/market-search/data/live-feed';
import { setCookie, collectErrors, $, $$, waitUntil, resourceLoaded, mountChrome } from '../helpers';
import { TAGS, freshMarketPage, rowLinks, waitForRows, useMarketPage } from '../helpers/market-search';
import { emulateMediaOrSkip } from '../helpers/engine';

/**
 * Issue 27, live prices: one WebSocket per page (the mock serves it on the test server), opened on
 * the first open of a market panel and never before; ticks update only the rows rendered, flash
 * in the rise or fall colour unless motion is reduced; hostile or broken feeds change nothing else.
 */
const sockets: string[] = [];
const RealWebSocket = window.WebSocket;
class CountingWebSocket extends RealWebSocket {
  constructor(url: string | URL, protocols?: string | string[]) {
    super(url, protocols);
    if (String(url).includes('/ws/v1/market')) sockets.push(String(url));
  }
}

const priceTexts = (el: Element) => rowLinks(el).map((a) => a.querySelector('.ms-price')!.textContent);

describe('live prices', () => {
  useMarketPage();
  beforeEach(async () => {
    sockets.length = 0;
    window.WebSocket = CountingWebSocket;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(async () => {
    freshMarketPage();
    window.WebSocket = RealWebSocket;
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('no socket before a market panel first opens; one for the page after, whichever panel opens', async () => {
    await setViewport({ width: 1440, height: 900 });
    const header = await mountChrome<HTMLElement>('exch-header', 'region="0"', { ready: false });
    await waitUntil(() => header.matches(':state(ready)'), 'header not ready');
    // The panels' code arrives at idle (a positive signal that idle work ran): still no socket.
    await waitUntil(() => resourceLoaded('market-nav-panel'), 'no idle preload');
    expect(sockets, 'a socket before any panel opened').to.deep.equal([]);
    $<HTMLButtonElement>(header, 'button[data-nav-id="trade_head"]')!.click();
    await waitUntil(() => sockets.length === 1, 'opening the Trade panel opened no socket');
    expect(new URL(sockets[0]!).pathname).to.equal('/ws/v1/market');
    $<HTMLButtonElement>(header, 'button[data-nav-id="derivatives"]')!.click();
    await waitUntil(() => $(header, '.nav-panel[data-panel="derivatives"]:not(.is-closed) a.ms-row') !== null, 'no derivatives rows');
    expect(sockets, 'one socket per page').to.have.length(1);
  });

  it('ticks move the prices of the rows in view only, highlighted a moment; the row elements stay the same', async () => {
    const el = await mountChrome<HTMLElement>(TAGS.trade, '', { ready: false });
    await waitForRows(el, 5);
    const items = $$(el, 'li.ms-item').length;
    const before = priceTexts(el);
    await waitUntil(() => priceTexts(el).some((text, i) => text !== before[i]), 'no price moved');
    await waitUntil(() => $$(el, '.ms-price[data-flash]').length > 0, 'no flash');
    const flash = $(el, '.ms-price[data-flash]')!;
    expect(['up', 'down']).to.include(flash.dataset.flash);
    expect(getComputedStyle(flash, '::after').content, 'highlighted').to.not.equal('none');
    expect($$(el, 'li.ms-item').length, 'the same number of row elements').to.equal(items);
    expect(listeningRows(), 'only the rendered rows listen').to.be.at.most($$(el, 'a.ms-row').length);
    expect(listeningRows()).to.be.greaterThan(0);
    expect(feedStats.ticks, 'ticks for rows out of view were kept, not rendered').to.be.greaterThan(0);
  });

  it('no highlight when the user prefers reduced motion', async function () {
    await emulateMediaOrSkip(this, { reducedMotion: 'reduce' });
    const el = await mountChrome<HTMLElement>(TAGS.trade, '', { ready: false });
    await waitForRows(el, 5);
    await waitUntil(() => $$(el, '.ms-price[data-flash]').length > 0, 'no tick arrived');
    expect(getComputedStyle($(el, '.ms-price[data-flash]')!, '::after').content, 'no highlight').to.equal('none');
  });

  it('a garbled, hostile feed: bad messages dropped and counted, good ticks applied, nothing rendered as HTML, no error', async () => {
    setCookie('mock_feed', 'garble');
    const { errors, stop } = collectErrors();
    const el = await mountChrome<HTMLElement>(TAGS.trade, '', { ready: false });
    await waitForRows(el, 5);
    await waitUntil(() => feedStats.dropped >= 5 && feedStats.ticks > 0, `dropped ${feedStats.dropped}, ticks ${feedStats.ticks}`);
    stop();
    expect(errors).to.deep.equal([]);
    expect($$(el, '.ms-price img, .ms-price script'), 'no markup from the feed').to.have.length(0);
    for (const text of priceTexts(el)) expect(text).to.match(/^(\d+(\.\d+)?|--)$/);
  });

  it('a dropped socket reconnects (backoff with jitter), and the rows keep their prices meanwhile', async () => {
    setCookie('mock_feed', 'drop');
    const el = await mountChrome<HTMLElement>(TAGS.trade, '', { ready: false });
    await waitForRows(el, 5);
    await waitUntil(() => feedStats.opened >= 2, `opened ${feedStats.opened}`);
    for (const text of priceTexts(el)) expect(text).to.match(/^(\d+(\.\d+)?|--)$/);
    expect(sockets.length).to.be.at.least(2);
  });
});
