import { expect } from '@open-wc/testing';
import { waitUntil, usePage } from '../helpers';
import { STORAGE_KEY } from '../../../react-core/core/util/storage-keys';
import { LONG_TEST_MS } from '../helpers/timeouts';

/**
 * QA's preview (demo/frame.html, what the QA page's controls render in its iframe): the query
 * string reproduces a view: the header's hidden-* flags, a returning visitor's announcement, and
 * the server-rendered chrome with and without the script.
 */
async function preview(query: string): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width:1280px;height:900px';
  frame.src = `/demo/frame.html?${query}`;
  document.body.append(frame);
  await new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  return frame.contentDocument!;
}

describe('the QA preview', () => {
  usePage();
  afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

  it('puts the chosen hidden-* flags on the header and remembers a returning visitor’s last notice', async () => {
    const doc = await preview('region=0&lang=en&render=client&visit=returning&hidden=hidden-search&hidden=hidden-language');
    await waitUntil(() => doc.querySelector('exch-header')?.matches(':state(ready)'), 'the header never became ready');
    const header = doc.querySelector('exch-header')!;
    expect(header.hasAttribute('hidden-search') && header.hasAttribute('hidden-language')).to.equal(true);
    expect(header.shadowRoot!.querySelector('[data-action="search"]'), 'search hidden').to.equal(null);
    // The page's last notice is remembered (the element then opens its bar over the page: create-element.ts).
    expect(JSON.parse(doc.defaultView!.localStorage.getItem(STORAGE_KEY.announcementLast) ?? '{}').index, 'the returning visitor’s last notice').to.be.a(
      'string',
    );
  });

  it('server HTML without the script: the site’s chrome from dist/snippets, and no script loaded', async () => {
    const doc = await preview('region=182&lang=en&render=ssr-noscript');
    await waitUntil(() => doc.querySelector('exch-footer')?.shadowRoot?.querySelector('a[href="/page/contacts"]'), 'no UK footer HTML');
    expect(doc.querySelector('exch-header')!.shadowRoot!.querySelector('nav'), 'the header’s HTML').to.not.equal(null);
    expect(doc.querySelector('script[src="/dist/exch-chrome.js"]'), 'no script').to.equal(null);
    expect(doc.defaultView!.customElements.get('exch-footer'), 'nothing defined').to.equal(undefined);
  });

  it('server HTML with the script: the elements hydrate it', async () => {
    const doc = await preview('region=182&lang=en&render=ssr');
    await waitUntil(() => doc.querySelector('exch-footer')?.matches(':state(ready)'), 'the footer never hydrated');
    expect(doc.querySelector('exch-footer')!.shadowRoot!.querySelector('a[href="/page/contacts"]')).to.not.equal(null);
  });

  it('the session stories: a user logged in by the page, then the session ended by the server, in the open preview', async function () {
    this.timeout(LONG_TEST_MS);
    document.cookie = 'mock_user=visitor; path=/';
    const doc = await preview('region=0&lang=en&render=client');
    const header = () => doc.querySelector('exch-header')!;
    const has = (selector: string) => header().shadowRoot?.querySelector(selector) != null;
    await waitUntil(() => has('[data-action="login"]'), 'the visitor header never showed');
    // "Log in as the persona": the cookie and the page's exch-session-change.
    document.cookie = 'mock_user=user; path=/';
    doc.defaultView!.dispatchEvent(new CustomEvent('exch-session-change'));
    await waitUntil(() => has('[data-menu="profile"]'), 'the login never showed');
    // "Server ends the session now", then a call that needs it (the bell).
    document.cookie = `mock_session_end=${Date.now()}; path=/`;
    await waitUntil(() => has('.ntf-bell-button'), 'no bell');
    header().shadowRoot!.querySelector<HTMLButtonElement>('.ntf-bell-button')!.click();
    await waitUntil(() => has('[data-session-ended]') && has('[data-action="login"]'), 'the end was not shown');
    document.cookie = 'mock_session_end=; path=/; max-age=0';
  });
});
