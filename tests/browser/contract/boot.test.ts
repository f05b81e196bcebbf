import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { addModuleScript, duplicateRequests, loadedResources, resetChrome, waitUntil, mountMarkup } from '../helpers';
import { chunkHolding, fetchedChunks } from '../helpers/built-chunks';

/**
 * The built page script (dist/exch-chrome.js, built by `npm test` before this runs) asks for a
 * page's whole first paint as soon as it runs (issue 8): the site data, the main site's menu,
 * the announcement and the texts file start before the elements' code has even arrived, each
 * once, and the elements then use those answers instead of asking again.
 */
const find = (part: string) => loadedResources(part);

describe('dist/exch-chrome.js: one round trip to the first paint', () => {
  // Its own setup, not usePage: one page for every test of the file, where the built script loads once.
  before(() => resetChrome());

  /** How late an engine may stamp the start of a load the page script made (see below). */
  const LOAD_START_STAMP_SLACK_MS = 5;

  it('starts every first-paint request from the page script itself, before the elements chunk can run, once each', async () => {
    const ready: string[] = [];
    // The texts files fetched by the time the last element is ready (what loads at idle after it
    // is not the first paint's).
    let textsAtReady: string[] = [];
    document.addEventListener('exch-ready', (e) => {
      ready.push((e as CustomEvent<{ tag: string }>).detail.tag);
      if (ready.length === 3) textsAtReady = find('/i18n/').map((entry) => entry.path);
    });
    await mountMarkup(
      '<div><exch-header region="0"></exch-header><exch-announcement region="0" page="index"></exch-announcement><exch-footer region="0"></exch-footer></div>',
    );
    await addModuleScript();
    // The page script has run (a module script's load event follows its evaluation): what it
    // asked for has started; code in the chunks it imports cannot have run yet.
    const scriptRan = performance.now();
    await waitUntil(() => ready.length === 3, `ready: ${ready.join(', ')}`);

    // The build's own list of first-paint files (what the page script preloads).
    const manifest = (await (await fetch('/dist/first-paint.json')).json()) as {
      preload: { elements: string[]; views: Record<string, string[]>; siteMenu: string[]; serverState: string[]; footers: Record<string, string[]> };
    };
    const shared = manifest.preload.elements.at(-1) as string;
    expect(find(`/dist/${shared}`), 'the elements chunk was fetched').to.have.length(1);
    const views = [...(manifest.preload.views.header ?? []), ...(manifest.preload.views.announcement ?? []), ...(manifest.preload.footers.global ?? [])].map(
      (file) => `/dist/${file}`,
    );
    expect(views.length, 'the header, announcement and footer have chunks of their own').to.be.at.least(3);
    const firstPaint = [
      '/site/commonData',
      '/site/complianceMenu',
      '/site/headerMenuListV2',
      '/site/announcement',
      '/i18n/first-paint/global/en.json',
      ...views,
    ];
    for (const part of firstPaint) {
      const [entry] = find(part);
      expect(entry, `${part} was fetched`).to.not.equal(undefined);
      // Asked for by the page script, not by code that arrived in a chunk. (Not "before the
      // elements chunk's response ended": on a loaded machine a local response can end while
      // the script's own task is still running.) WebKit stamps a load's start when its loader
      // starts, a task after the call, and to the millisecond: up to 3 ms after the script's
      // load event in full runs. Code from the elements chunk could not run that soon after it
      // (fetched, compiled and evaluated: tens of ms).
      expect(entry!.startTime, `${part} waited for the elements chunk`).to.be.at.most(scriptRan + LOAD_START_STAMP_SLACK_MS);
    }
    expect(duplicateRequests(), 'answers the page script fetched were fetched again').to.deep.equal({});
    // The main site shows the server menu: the sub-sites' built-in navigation is never loaded.
    // (Its preload list also holds the route builders it links to, which the lazy features share.)
    const builtInNav = await chunkHolding(manifest.preload.siteMenu, 'react-core/header/menu/site-menu.data.ts');
    expect(fetchedChunks(), 'the built-in navigation on the main site').to.not.include(builtInNav);
    // No server HTML here: the validation of its state block is never loaded.
    expect(manifest.preload.serverState.length, 'the server state is a chunk of its own').to.be.at.least(1);
    for (const file of manifest.preload.serverState) expect(find(`/dist/${file}`), `${file} without server HTML`).to.have.length(0);
    expect(textsAtReady, 'one texts file for the first paint').to.have.length(1);
  });

  it('gives the header its final height from the moment it is defined, at every width', async () => {
    for (const [width, height] of [
      [1280, 64],
      [375, 56],
    ] as const) {
      await setViewport({ width, height: 800 });
      const el = document.createElement('exch-header');
      el.setAttribute('region', '0');
      let readyHeight = 0;
      el.addEventListener('exch-ready', () => (readyHeight = el.getBoundingClientRect().height));
      document.body.append(el);
      // Connected, its view not rendered yet: the box is already the header's.
      expect(el.getBoundingClientRect().height, `${width}px, before its view`).to.equal(height);
      await waitUntil(() => readyHeight > 0, 'the header never became ready');
      expect(readyHeight, `${width}px, rendered`).to.equal(height);
      el.remove();
    }
    await setViewport({ width: 1280, height: 800 });
  });
});
