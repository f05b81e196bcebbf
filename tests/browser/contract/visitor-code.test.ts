import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { addModuleScript, freshPage, cleanUp, waitUntil, mountChrome } from '../helpers';
import { fetchedChunks, firstPaintFiles, sourcesOf } from '../helpers/built-chunks';

/**
 * A visitor's page never fetches the notification or account code (spec §6: the bell and the
 * account area are for logged-in users; header.connected.tsx: "visitors never fetch the account or
 * notification code"), also not as a dependency of something a visitor does load. The market panels' code, which a visitor's header
 * loads at idle and on hover, once pulled two notification chunks in for one date helper.
 *
 * Checked on the built page script (dist/, built by `npm test` before this runs) through each
 * fetched chunk's source map: no module under react-core/notifications/ may be in it, nor under
 * react-core/header/account/ outside the header's first-paint file.
 */
describe('dist/exch-chrome.js on a visitor page: no notification or account code', () => {
  // Its own setup, not usePage: one page for every test of the file, where the built script loads once.
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
    freshPage('visitor');
  });
  after(() => cleanUp());

  it('loads the header, its idle preloads and the market panels without a notification or account module', async () => {
    const el = await mountChrome<HTMLElement>('exch-header', 'region="0" lang="en"', { ready: false });
    let ready = false;
    el.addEventListener('exch-ready', () => (ready = true));
    await addModuleScript();
    await waitUntil(() => ready, 'the header never became ready');
    // Hover intent on Trade: the market panels' code, texts and data load now, whatever the
    // idle preloads have done by then.
    const trade = () => el.shadowRoot?.querySelector<HTMLElement>('button[data-nav-id="trade_head"]') ?? null;
    await waitUntil(() => trade() !== null, 'no Trade item');
    trade()!.dispatchEvent(new PointerEvent('pointerenter', { bubbles: false }));
    trade()!.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true }));
    trade()!.focus();
    await waitUntil(() => el.shadowRoot?.querySelector('[data-panel="trade_head"] .ms-search-input') !== null, 'the Trade panel never showed its filter');

    const chunks = fetchedChunks();
    expect(chunks.length, 'chunks fetched').to.be.at.least(5);
    const sources = new Map(await Promise.all(chunks.map(async (chunk) => [chunk, await sourcesOf(chunk)] as const)));
    // The check covers the market code: the panel's store came in one of the fetched chunks.
    expect(
      [...sources.values()].flat().some((source) => source.endsWith('react-core/market-search/data/market-search.store.ts')),
      'the market store was fetched',
    ).to.equal(true);
    // The header's first-paint file holds the logged-in header's shell and login state
    // (header/account/*-shell, use-header-login): the account area's own code is the lazy part.
    const firstPaint = await firstPaintFiles();
    for (const [chunk, list] of sources) {
      const loggedInOnly = list.filter(
        (source) => source.includes('react-core/notifications/') || (!firstPaint.has(chunk) && source.includes('react-core/header/account/')),
      );
      expect(loggedInOnly, `${chunk} holds notification or account modules`).to.deep.equal([]);
    }
  });
});
