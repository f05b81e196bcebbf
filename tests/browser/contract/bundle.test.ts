import { expect, fixture } from '@open-wc/testing';
import { addModuleScript, waitForShadow, waitUntil } from '../helpers';

/**
 * The built one-script bundle (dist/exch-chrome.js, built by `npm test` before this runs):
 * tags parsed before the script upgrade in place, and a second copy of the script (another
 * URL, so another module instance, as when two teams embed it) neither throws nor renders twice.
 */
describe('dist/exch-chrome.js', () => {
  it('upgrades tags that were parsed before it, and a second copy is harmless', async () => {
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener('error', onError);
    const wrapper = await fixture<HTMLDivElement>('<div><exch-header region="0"></exch-header><exch-footer region="182"></exch-footer></div>');
    const el = wrapper.querySelector('exch-footer')!;
    const header = wrapper.querySelector('exch-header')!;
    expect(customElements.get('exch-footer')).to.equal(undefined);

    // Loaded with a query string (cache busting): lazy chunks must not import a second copy.
    await addModuleScript('/dist/exch-chrome.js?copy=1');
    await waitForShadow(el, 'a[href="/page/contacts"]');
    await waitForShadow(header, '[data-action="login"]', 8000);
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
});
