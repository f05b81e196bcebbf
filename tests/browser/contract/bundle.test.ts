import { expect } from '@open-wc/testing';
import { addModuleScript, waitForShadow, waitUntil, mountMarkup } from '../helpers';
import { chunkHolding, firstPaintFiles } from '../helpers/built-chunks';
import { COMPILE_HINT } from '../../../react-core/core/build/compile-hint';
const textOf = async (path: string) => (await fetch(path)).text();

/**
 * The built one-script bundle (dist/exch-chrome.js, built by `npm test` before this runs):
 * tags parsed before the script upgrade in place, and a second copy of the script (another
 * URL, so another module instance, as when two teams embed it) neither throws nor renders twice.
 */
describe('dist/exch-chrome.js', () => {
  // No usePage: the built script's own copy of the stores is what runs here, not the sources' the kit resets.
  it('upgrades tags that were parsed before it, and a second copy is harmless', async () => {
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener('error', onError);
    const wrapper = await mountMarkup<HTMLDivElement>('<div><exch-header region="0"></exch-header><exch-footer region="182"></exch-footer></div>');
    const el = wrapper.querySelector('exch-footer')!;
    const header = wrapper.querySelector('exch-header')!;
    expect(customElements.get('exch-footer')).to.equal(undefined);

    // Loaded with a query string (cache busting): lazy chunks must not import a second copy.
    await addModuleScript('/dist/exch-chrome.js?copy=1');
    await waitForShadow(el, 'a[href="/page/contacts"]');
    await waitForShadow(header, '[data-action="login"]');
    const defined = customElements.get('exch-footer');
    await addModuleScript('/dist/exch-chrome.js?copy=2');
    expect(customElements.get('exch-footer')).to.equal(defined);

    const late = document.createElement('exch-footer');
    late.setAttribute('region', '0');
    wrapper.append(late);
    await waitForShadow(late, 'a[href="/about_us"]');
    // A footer added after the second copy rendered once: the second copy has done what it does,
    // and the footer from before it still has one tree.
    expect(late.shadowRoot!.querySelectorAll('footer')).to.have.length(1);
    expect(el.shadowRoot!.querySelectorAll('footer')).to.have.length(1);
    await waitUntil(() => true);
    window.removeEventListener('error', onError);
    expect(errors).to.deep.equal([]);
  });

  it('the code a first paint runs is compiled while it streams in; tables and what loads later are compiled as they are used', async () => {
    type Manifest = { boot: string; preload: { siteMenu: string[]; footers: Record<string, string[]> } & Record<string, unknown> };
    const manifest = (await (await fetch('/dist/first-paint.json')).json()) as Manifest;
    const dist = (file: string) => `/dist/${file}`;
    const siteMenu = await chunkHolding(manifest.preload.siteMenu, 'header/menu/site-menu.ts');
    const tables = new Set([
      ...Object.values(manifest.preload.footers).flat().map(dist),
      ...manifest.preload.siteMenu.map(dist).filter((path) => path !== siteMenu),
    ]);
    const firstPaint = await firstPaintFiles();
    const code = [...firstPaint].filter((path) => !tables.has(path));
    // The script, the elements, the header's and the announcement's views, the sub-sites' menu, the server state's seeding.
    expect(code.length).to.be.greaterThan(5);
    for (const path of code) expect((await textOf(path)).startsWith(`${COMPILE_HINT}\n`), `${path} starts with the hint`).to.equal(true);
    const built = (await (await fetch('/dist/.vite/manifest.json')).json()) as Record<string, { file: string }>;
    const lazy = [...new Set(Object.values(built).map((chunk) => dist(chunk.file)))].filter((path) => path.endsWith('.js') && !firstPaint.has(path));
    expect(lazy.length, 'the lazy chunks (settings, market search, notifications, account...)').to.be.greaterThan(10);
    expect(tables.size, "the footers' tables and the route builders").to.be.greaterThan(5);
    for (const path of [...tables, ...lazy]) expect((await textOf(path)).startsWith(COMPILE_HINT), `${path} has no hint`).to.equal(false);
  });
});
