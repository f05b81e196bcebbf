import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { addModuleScript, duplicateRequests, loadedResources, resetChrome, waitUntil, mountMarkup } from '../helpers';
import { chunkHolding } from '../helpers/built-chunks';

/**
 * The page script on a testnet page (its own page: the script boots once per page). The testnet
 * is one site whatever the region (spec §6: its own footer and legal texts, the built-in
 * navigation, no server menu), which the script knows from the build: it asks for the testnet's
 * footer table, texts and navigation at once, and for nothing of the region's own site.
 */
// By path (a chunk's source map, which the test reads, is not the chunk).
const find = (path: string) => loadedResources().filter((e) => e.path === path);

describe('dist/exch-chrome.js on a testnet page', () => {
  // Its own setup, not usePage: one page for every test of the file, where the built script loads once.
  before(async () => {
    resetChrome();
    await setViewport({ width: 1280, height: 800 });
  });

  it("preloads the testnet's footer, texts and navigation, not the region's", async () => {
    const ready: string[] = [];
    document.addEventListener('exch-ready', (e) => ready.push((e as CustomEvent<{ tag: string }>).detail.tag));
    await mountMarkup('<div><exch-header region="182" testnet></exch-header><exch-footer region="182" testnet></exch-footer></div>');
    await addModuleScript();
    const scriptRan = performance.now();
    await waitUntil(() => ready.length === 2, `ready: ${ready.join(', ')}`);

    const manifest = (await (await fetch('/dist/first-paint.json')).json()) as { preload: { siteMenu: string[]; footers: Record<string, string[]> } };
    const asked = [
      '/dist/i18n/first-paint/testnet/en.json',
      ...(manifest.preload.footers.testnet ?? []).map((file) => `/dist/${file}`),
      await chunkHolding(manifest.preload.siteMenu, 'react-core/header/menu/site-menu.data.ts'),
    ];
    for (const part of asked) {
      const [entry] = find(part);
      expect(entry, `${part} was fetched`).to.not.equal(undefined);
      expect(entry!.startTime, `${part} was asked for by the page script`).to.be.at.most(scriptRan);
    }
    // The UK's own footer table and texts are not this page's.
    for (const file of manifest.preload.footers.contacts ?? []) expect(find(`/dist/${file}`), `${file} on a testnet page`).to.have.length(0);
    expect(find('/dist/i18n/first-paint/uk/en.json'), "the UK's texts on a testnet page").to.have.length(0);
    expect(find('/api/web/v1/site/headerMenuListV2'), 'no server menu on the testnet').to.have.length(0);
    expect(duplicateRequests()).to.deep.equal({});
  });
});
