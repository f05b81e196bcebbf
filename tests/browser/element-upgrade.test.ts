import { expect, fixture } from '@open-wc/testing';
import { waitForShadow } from './helpers';

/** r2wc ignores properties set before the element is defined; ours applies them on upgrade. */
describe('element upgrade', () => {
  it('honours properties set before the element was defined', async () => {
    expect(customElements.get('exch-footer')).to.equal(undefined);
    const wrapper = await fixture<HTMLDivElement>('<div><exch-footer></exch-footer></div>');
    const el = wrapper.querySelector('exch-footer') as HTMLElement & { region?: unknown; hiddenLanguage?: unknown };
    el.region = 182;
    el.hiddenLanguage = true;
    await import('../../elements/exch-footer');
    await waitForShadow(el, 'a[href="/page/contacts"]');
    expect(el.getAttribute('region')).to.equal('182');
    expect(el.hasAttribute('hidden-language')).to.equal(true);
    expect(el.shadowRoot!.querySelector('[data-picker="lang"]')).to.equal(null);
    expect(el.shadowRoot!.mode).to.equal('open');
  });
});
