import { expect } from '@open-wc/testing';
import '../../../elements/index';
import { $, deleteCookie, setCookie, waitForShadow, waitUntil, resourceLoaded, mountChrome, usePage } from '../helpers';

/**
 * Failures that recover (issue 47): a part of the chrome whose code did not load (the network
 * dropped the chunk) is asked again, with backoff and as soon as the browser is back online,
 * instead of leaving the chrome without it for the rest of the page's life. The test server
 * answers 503 for a chunk while the cookie `mock_chunk_fault` names it (scripts/wtr-vite.mjs).
 */
describe('a chunk that failed to load is loaded again', () => {
  usePage({ viewport: { width: 1440, height: 900 } });
  afterEach(() => deleteCookie('mock_chunk_fault'));

  // The settings part first: a header (the sub-site's below) loads it at idle, and a module the
  // page has loaded is not asked for again.
  it('a lazy part (the settings panel): opened while its code fails, it shows once the code comes', async () => {
    setCookie('mock_chunk_fault', '/react-core/settings/settings.connected.tsx');
    const el = await mountChrome<HTMLElement>('exch-header', 'region="0"');
    const button = await waitForShadow<HTMLButtonElement>(el, '[data-action="settings"]');
    button.click();
    await waitUntil(() => button.getAttribute('aria-expanded') === 'true', 'the settings did not open');
    // Its texts and code are asked for; the code fails, the panel does not show.
    await waitUntil(() => resourceLoaded('settings.connected.tsx'), 'the panel code was never asked for');
    expect($(el, '.st-section-toggle')).to.equal(null);
    deleteCookie('mock_chunk_fault');
    window.dispatchEvent(new Event('online'));
    await waitForShadow(el, '.st-section-toggle');
  });

  it("a sub-site's navigation: the header shows without it, then with it once the browser is back online", async () => {
    setCookie('mock_chunk_fault', '/react-core/header/menu/site-menu.ts');
    const el = await mountChrome<HTMLElement>('exch-header', 'region="182"');
    // The header is there (logo, login) but has no navigation: its code did not come.
    expect($(el, '[data-action="login"]')).to.not.equal(null);
    expect($(el, '[data-nav-id="trade_head"]')).to.equal(null);
    deleteCookie('mock_chunk_fault');
    window.dispatchEvent(new Event('online'));
    await waitForShadow(el, '[data-nav-id="trade_head"]');
    expect($<HTMLButtonElement>(el, '[data-nav-id="trade_head"]').textContent).to.contain('Trade');
  });
});
