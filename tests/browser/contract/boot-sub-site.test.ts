import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { addModuleScript, duplicateRequests, loadedResources, resetChrome, waitUntil, mountChrome } from '../helpers';
import { chunkHolding, fetchedChunks, sourcesOf } from '../helpers/built-chunks';

/**
 * The page script on a sub-site (its own page: the script boots once per page). A sub-site's
 * header renders its built-in navigation (spec §6), whose code is a chunk of its own: the script
 * preloads it with the header's, so it is in before the elements' code and the header's first
 * commit is its complete navigation; no server menu is asked for.
 */
const find = (part: string) => loadedResources(part);

describe('dist/exch-chrome.js on a sub-site', () => {
  // Its own setup, not usePage: one page for every test of the file, where the built script loads once.
  before(async () => {
    resetChrome();
    await setViewport({ width: 1280, height: 800 }); // the nav is in the bar (below 992 px, in the drawer)
  });

  it('preloads the built-in navigation with the header and renders it in the first commit', async () => {
    const host = await mountChrome<HTMLElement>('exch-header', 'region="182"', { ready: false });
    let linksAtReady = -1;
    // The page script's files fetched by the time the header is ready (its idle preloads come later).
    let chunksAtReady: string[] = [];
    host.addEventListener(
      'exch-ready',
      () => {
        linksAtReady = host.shadowRoot!.querySelectorAll('[part="nav"] a[href]').length;
        chunksAtReady = fetchedChunks();
      },
      { once: true },
    );
    await addModuleScript();
    // The page script has run (load follows a module script's evaluation); the chunks' code has not.
    const scriptRan = performance.now();
    await waitUntil(() => linksAtReady >= 0, 'the header never became ready');
    expect(linksAtReady, 'the navigation is in the commit that makes the header ready').to.be.greaterThan(3);
    expect(host.shadowRoot!.querySelector('[part="nav"] a[href*="BTC_"]')?.getAttribute('href'), 'the UK default pair').to.match(/BTC_/);

    const manifest = (await (await fetch('/dist/first-paint.json')).json()) as { preload: { siteMenu: string[] } };
    for (const file of manifest.preload.siteMenu) {
      const [entry] = find(`/dist/${file}`);
      expect(entry, `${file} was fetched`).to.not.equal(undefined);
      expect(entry!.startTime, `${file} was asked for by the page script`).to.be.at.most(scriptRan);
    }
    // No waterfall: every file the first commit needed (the navigation's chunk and what it
    // imports, such as the route builders it links to) was asked for by the page script.
    for (const path of chunksAtReady) expect(find(path)[0]!.startTime, `${path} waited for another chunk`).to.be.at.most(scriptRan);
    // Asked for once, by the page script with the first paint's requests: its hidden flags (spec §6).
    expect(find('/site/headerMenuListV2'), 'one server menu request, for its hidden flags').to.have.length(1);
    expect(find('/site/headerMenuListV2')[0]!.startTime, 'asked for by the page script').to.be.at.most(scriptRan);
    expect(duplicateRequests()).to.deep.equal({});
  });

  it("carries the route builders of the built-in navigation beside it, not in every header's first paint", async () => {
    const manifest = (await (await fetch('/dist/first-paint.json')).json()) as { preload: { views: { header: string[] }; siteMenu: string[] } };
    const routes = 'react-core/core/routes/routes.ts';
    // Throws when none of the navigation's preloads holds them.
    await chunkHolding(manifest.preload.siteMenu, routes);
    for (const file of manifest.preload.views.header) {
      const sources = await sourcesOf(`/dist/${file}`);
      expect(
        sources.filter((source) => source.endsWith(routes)),
        `${file}: the header's first paint`,
      ).to.deep.equal([]);
    }
  });
});
