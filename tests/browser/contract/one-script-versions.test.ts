import { expect } from '@open-wc/testing';
import { addModuleScript, mountChrome } from '../helpers';

/**
 * Two different versions of the one script on a page (two teams' embeds): the second is not
 * started (two definitions cannot share a tag), with one console warning naming both versions,
 * and its API (`setChromeErrorReporter`, `setTheme`, ...) reaches the version that runs.
 */
describe('dist/exch-chrome.js: a second, different version on the page', () => {
  // No usePage: the built script's own copy of the stores is what runs here, not the sources' the kit resets.
  it('is skipped with one warning naming both versions', async () => {
    const reporters: unknown[] = [];
    const themes: unknown[] = [];
    const api = { setChromeErrorReporter: (reporter: unknown) => reporters.push(reporter), setTheme: (theme: unknown) => themes.push(theme) };
    const running = { version: '0.0.0-other', ready: Promise.resolve(api), forward: (call: (target: typeof api) => void) => call(api) };
    (globalThis as Record<symbol, unknown>)[Symbol.for('exch-chrome.booted')] = running;
    const { version } = (await (await fetch('/dist/integrity.json')).json()) as { version: string };
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      await mountChrome('exch-footer', 'region="0"', { ready: false });
      await addModuleScript();
      await addModuleScript('/dist/exch-chrome.js?again');
    } finally {
      console.warn = warn;
    }
    expect(warnings.filter((w) => w.includes('exch-chrome'))).to.deep.equal([
      `[exch-chrome] ${version} is not started: 0.0.0-other is already on this page`,
      `[exch-chrome] ${version} is not started: 0.0.0-other is already on this page`,
    ]);
    expect(customElements.get('exch-footer'), 'this copy defined nothing').to.equal(undefined);
    expect(document.querySelectorAll('link[rel="modulepreload"]').length, 'nor preloaded anything').to.equal(0);

    const script = (await import(/* @vite-ignore */ `${location.origin}/dist/exch-chrome.js`)) as {
      setChromeErrorReporter: (reporter: unknown) => void;
      setTheme: (theme: string) => void;
      ready: Promise<unknown>;
    };
    const reporter = () => {};
    script.setChromeErrorReporter(reporter);
    script.setTheme('dark');
    expect(reporters).to.deep.equal([reporter]);
    expect(themes).to.deep.equal(['dark']);
    expect(await script.ready, "ready is the running version's API").to.equal(api);
  });
});
