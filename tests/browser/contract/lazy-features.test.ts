import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { addModuleScript, cleanUp, freshPage, waitForShadow, whenReady, mountChrome } from '../helpers';
import { fetchedChunks, firstPaintFiles, sourcesOf } from '../helpers/built-chunks';

/**
 * The one script's lazy code ships as one chunk per feature (vite.config.ts CHUNK_GROUPS). A
 * feature's chunk must not bring another's: a logged-in page on a connection that saves data
 * (nothing preloaded) loads the account area and the bell after its paint, and with them no
 * settings or market-search code, which only the user's own intent loads there. (The account
 * chunk once imported the whole settings chunk for one rule of the personal centre.)
 *
 * Checked on the built page script (dist/, built by `npm test` before this runs) through each
 * fetched chunk's source map; the first-paint files (dist/first-paint.json) hold the header's own
 * settings and search entries and are left out.
 */
describe('dist/exch-chrome.js, logged in, on a connection that saves data', () => {
  // Its own setup, not usePage: one page for every test of the file, where the built script loads once.
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
    Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' }, configurable: true });
    freshPage('user');
  });
  after(() => {
    delete (navigator as { connection?: unknown }).connection;
    cleanUp();
  });

  it('loads the account area and the bell without the settings or market-search code', async () => {
    const el = await mountChrome<HTMLElement>('exch-header', 'region="0" lang="en"', { ready: false });
    await addModuleScript();
    await whenReady(el);
    // The logged-in parts whose code loads after the paint: the avatar's menu and the bell.
    await waitForShadow(el, '[data-menu="profile"]');
    await waitForShadow(el, '[part="notification-bell"]');

    const firstPaint = await firstPaintFiles();
    const lazy = fetchedChunks().filter((path) => !firstPaint.has(path));
    const sources = new Map(await Promise.all(lazy.map(async (chunk) => [chunk, await sourcesOf(chunk)] as const)));
    // The check covers the account's code: it came in one of the lazy chunks.
    expect(
      [...sources.values()].flat().some((source) => source.includes('react-core/header/account/')),
      'the account code was fetched',
    ).to.equal(true);
    for (const [chunk, list] of sources) {
      // The market search's field (core/ui/search-field, shared views of core/ui that one feature
      // alone uses go with it: vite.config.ts UI_HOME) counts as the market search's.
      const other = list.filter((source) => /react-core\/(settings|market-search)\/|react-core\/core\/ui\/search-field/.test(source));
      expect(other, `${chunk} holds settings or market-search modules`).to.deep.equal([]);
    }
  });
});
