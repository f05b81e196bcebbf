import { expect } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import { ExchFooter, ExchHeader } from '../../../react-core/react';
import '../../../elements/index';
import { shadowText, waitForShadow, waitUntil, usePage, mountMarkup } from '../helpers';

/** The `./react` export renders the same footer in a shadow root and shares the page's store. */
describe('exch-chrome/react', () => {
  usePage();
  it('renders ExchFooter, forwards events, and shares state with <exch-footer>', async () => {
    const wrapper = await mountMarkup<HTMLDivElement>('<div><div id="app"></div><exch-footer region="0"></exch-footer></div>');
    const app = wrapper.querySelector('#app') as HTMLElement;
    const events: string[] = [];
    const root = createRoot(app);
    root.render(
      <>
        <ExchHeader region={0} hiddenRegister />
        <ExchFooter
          region={182}
          onLanguageChange={(e) => {
            e.preventDefault();
            events.push(e.detail.lang);
          }}
        />
      </>,
    );
    await waitUntil(() => app.querySelector('[data-exch-chrome="exch-footer"]'), 'the wrapper never rendered');
    const headerHost = app.querySelector('[data-exch-chrome="exch-header"]') as HTMLElement;
    await waitForShadow(headerHost, '[data-action="login"]');
    expect(headerHost.shadowRoot!.querySelector('[data-action="signup"]'), 'hiddenRegister prop').to.equal(null);
    const host = app.querySelector('[data-exch-chrome="exch-footer"]') as HTMLElement;
    await waitForShadow(host, 'a[href="/page/contacts"]');
    expect(host.shadowRoot!.adoptedStyleSheets.length).to.be.greaterThan(0);
    const element = wrapper.querySelector('exch-footer')!;
    await waitForShadow(element, 'a[href="/about_us"]');

    (host.shadowRoot!.querySelector('[data-picker="lang"] .picker-button') as HTMLElement).click();
    const ja = await waitForShadow<HTMLAnchorElement>(host, '[data-picker="lang"] a[lang="ja"]');
    ja.click();
    expect(events).to.deep.equal(['ja']);
    await waitUntil(() => element.shadowRoot!.querySelector('.exch-root')?.getAttribute('lang') === 'ja', 'the element did not follow');
    await waitUntil(() => !shadowText(element).includes('About us'), 'the element kept English');
    root.unmount();
  });
});
