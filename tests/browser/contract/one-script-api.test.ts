import { expect } from '@open-wc/testing';
import { getCookie, resetChrome, waitUntil, whenReady, mountChrome } from '../helpers';

/**
 * The one script's API (`exch-chrome.js` exports, `window.ExchChrome`): usable at once, before
 * the chrome's code has loaded (calls are forwarded in order once it has), the same functions as
 * the elements' entry.
 */
interface ScriptApi {
  version: string;
  ready: Promise<{ getPreferences: () => { theme: string; lang: string } }>;
  subscribe: (listener: (prefs: { theme: string }) => void) => () => void;
  setTheme: (theme: string) => void;
  registerTexts: (lang: string, texts: Record<string, Record<string, string>>) => void;
}

describe('dist/exch-chrome.js: the API for pages with the script tag', () => {
  // Its own setup, not usePage: one page for every test of the file, where the built script loads once.
  before(() => resetChrome());

  it('forwards calls made before its code loads, in order: texts before the first render, a listener, a theme', async () => {
    const footer = await mountChrome<HTMLElement>('exch-footer', 'region="0" lang="en"', { ready: false });
    const script = (await import(/* @vite-ignore */ `${location.origin}/dist/exch-chrome.js`)) as ScriptApi;
    // In the task the script's module resolved in, before anything is awaited: the elements'
    // code it started to load cannot have arrived yet. (A boolean: a failed `expect` on the
    // element's class itself could not be sent back to the runner, which then waited for the
    // file's time limit instead of reporting.)
    expect(customElements.get('exch-footer') === undefined, 'the chrome has not loaded yet').to.equal(true);
    script.registerTexts('en', { footer: { 'column.about': 'Who we are' } });
    const themes: string[] = [];
    script.subscribe((prefs) => themes.push(prefs.theme));
    script.setTheme('dark');

    expect(window.ExchChrome?.setTheme, 'window.ExchChrome is the same API').to.equal(script.setTheme);
    const { version } = (await (await fetch('/dist/integrity.json')).json()) as { version: string };
    expect(script.version).to.equal(version);

    await whenReady(footer);
    await waitUntil(() => footer.getAttribute('data-theme') === 'dark', 'the theme set before load');
    expect(footer.shadowRoot!.querySelector('.heading')?.textContent, 'the texts registered before load').to.equal('Who we are');
    expect(themes[0], 'the listener first hears the preferences as they are').to.equal('light');
    await waitUntil(() => themes.at(-1) === 'dark');
    expect(getCookie('is_change_skin')).to.equal('1');
    expect((await script.ready).getPreferences().theme).to.equal('dark');
  });
});
