import { expect } from '@open-wc/testing';
import { addModuleScript, resetChrome, waitUntil, mountMarkup } from '../helpers';

/**
 * The one script as a CDN serves it (docs/cdn.md): every module it preloads carries its
 * Subresource Integrity hash, which is the served file's, and `dist/integrity.json` lists the
 * script's own. Its error reporter: one-script-reporter.test.ts.
 */
async function sha(algorithm: 'SHA-256' | 'SHA-384', url: string): Promise<string> {
  const bytes = await (await fetch(url)).arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest(algorithm, bytes));
  return btoa(String.fromCharCode(...digest));
}

describe('dist/exch-chrome.js on a CDN: integrity', () => {
  // Its own setup, not usePage: one page for every test of the file, where the built script loads once.
  before(() => resetChrome());

  it('preloads each module with the integrity hash of the file served', async () => {
    await mountMarkup('<div><exch-header region="0"></exch-header><exch-footer region="0"></exch-footer></div>');
    await addModuleScript();
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.length, 'module preloads').to.be.at.least(3);
    for (const link of links) {
      expect(link.integrity, `${link.href} has no integrity`).to.match(/^sha256-/);
      expect(link.integrity, link.href).to.equal(`sha256-${await sha('SHA-256', link.href)}`);
    }
    await waitUntil(() => document.querySelector('exch-footer')?.matches(':state(ready)'), 'the footer never became ready');

    const { files } = (await (await fetch('/dist/integrity.json')).json()) as { files: Record<string, string> };
    expect(files['exch-chrome.js'], 'the script itself').to.equal(`sha384-${await sha('SHA-384', '/dist/exch-chrome.js')}`);
    for (const link of links) {
      const file = new URL(link.href).pathname.replace('/dist/', '');
      expect(files[file], `${file} in integrity.json`).to.equal(`sha384-${await sha('SHA-384', link.href)}`);
    }
  });
});
