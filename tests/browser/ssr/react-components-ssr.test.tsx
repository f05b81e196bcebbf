import { expect } from '@open-wc/testing';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { ExchFooter, ExchHeader, setTheme } from '../../../react-core/react';
import { resetChrome, nextFrame, waitForShadow, waitUntil, usePage } from '../helpers';
import { setViewport } from '@web/test-runner-commands';
import { expectKept, markers, recordConsole } from '../helpers/ssr-page';

/**
 * The `./react` components rendered by a React server (react-core/react/server.tsx, in Node by
 * the test server) and hydrated by the same components in the browser: the page's hydration and
 * the chrome's match, the server's nodes stay, and the chrome then behaves as a client render.
 */
interface Rendered {
  name: 'ExchHeader' | 'ExchFooter' | 'ExchAnnouncement' | 'ExchReminder';
  props: Record<string, unknown>;
}

async function reactServerHtml(components: readonly Rendered[]): Promise<string> {
  const response = await fetch(`/__exch_ssr_react?${new URLSearchParams({ components: JSON.stringify(components) })}`);
  if (!response.ok) throw new Error(`server render failed: ${await response.text()}`);
  return response.text();
}

const HEADER_PROPS = { region: 0, lang: 'en', currentPath: '/' } as const;
const FOOTER_PROPS = { region: 182, lang: 'en' } as const;

function Page({ hiddenRegister = false }: { hiddenRegister?: boolean }) {
  return (
    <main>
      <ExchHeader {...HEADER_PROPS} hiddenRegister={hiddenRegister} />
      <p>page</p>
      <ExchFooter {...FOOTER_PROPS} />
    </main>
  );
}

describe('exch-chrome/react rendered on a React server', () => {
  usePage();
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    root?.unmount();
    root = undefined;
    container?.remove();
    setTheme('light');
  });

  it('sends complete chrome that hydrates without an error, keeps its nodes, and then follows props and state', async () => {
    resetChrome();
    // The desktop layout the server renders (a narrower page re-lays the header out after hydration).
    await setViewport({ width: 1280, height: 900 });
    const html = await reactServerHtml([
      { name: 'ExchHeader', props: HEADER_PROPS },
      { name: 'ExchFooter', props: FOOTER_PROPS },
    ]);
    // The page's own server markup around them (what renderToString(<Page/>) sends).
    container = document.createElement('div');
    container.setHTMLUnsafe(`<main>${html}</main>`);
    document.body.append(container);
    const header = container.querySelector<HTMLElement>('[data-exch-chrome="exch-header"]')!;
    const footer = container.querySelector<HTMLElement>('[data-exch-chrome="exch-footer"]')!;
    footer.before(Object.assign(document.createElement('p'), { textContent: 'page' }));

    // Before any script: the browser attached the declarative shadow roots; the links are there.
    expect(header.childNodes.length, 'no light-DOM children: the template became the shadow root').to.equal(0);
    expect(header.shadowRoot!.querySelector('a[href="/login"], [data-action="login"]'), 'login').to.not.equal(null);
    expect(header.shadowRoot!.querySelectorAll('nav a[href]').length, 'nav links').to.be.greaterThan(3);
    expect(footer.shadowRoot!.querySelector('a[href="/page/contacts"]'), 'UK footer link').to.not.equal(null);
    const kept = [header, footer].map((host) => [host, markers(host)] as const);

    const console_ = recordConsole();
    try {
      const ready = Promise.all([header, footer].map((host) => new Promise((resolve) => host.addEventListener('exch-ready', resolve, { once: true }))));
      root = hydrateRoot(
        container,
        <StrictMode>
          <Page />
        </StrictMode>,
      );
      await ready;
      await nextFrame();
    } finally {
      console_.restore();
    }
    expect(console_.messages, 'no hydration error or warning').to.deep.equal([]);
    expect(container.querySelector('[data-exch-chrome="exch-header"]'), 'the page kept the host').to.equal(header);
    for (const [host, nodes] of kept) expectKept(host, nodes);

    // Interactive: the footer's language picker opens.
    (footer.shadowRoot!.querySelector('[data-picker="lang"] .picker-button') as HTMLElement).click();
    await waitForShadow(footer, '[data-picker="lang"] a[lang="ja"]');
    // Props: the page hides signup.
    expect(header.shadowRoot!.querySelector('[data-action="signup"]'), 'signup before').to.not.equal(null);
    root.render(
      <StrictMode>
        <Page hiddenRegister />
      </StrictMode>,
    );
    await waitUntil(() => header.shadowRoot!.querySelector('[data-action="signup"]') === null, 'the header did not follow its props');
    // Shared state: a theme set through the package's store reaches both.
    setTheme('dark');
    await waitUntil(
      () => header.getAttribute('data-theme') === 'dark' && footer.shadowRoot!.querySelector('.exch-root')?.getAttribute('data-theme') === 'dark',
      'the theme did not follow',
    );
  });

  it('unmounts the chrome with the page (no root left rendering into a detached shadow root)', async () => {
    resetChrome();
    const html = await reactServerHtml([{ name: 'ExchFooter', props: FOOTER_PROPS }]);
    container = document.createElement('div');
    container.setHTMLUnsafe(html);
    document.body.append(container);
    const footer = container.querySelector<HTMLElement>('[data-exch-chrome="exch-footer"]')!;
    const ready = new Promise((resolve) => footer.addEventListener('exch-ready', resolve, { once: true }));
    root = hydrateRoot(container, <ExchFooter {...FOOTER_PROPS} />);
    await ready;
    const console_ = recordConsole();
    try {
      root.unmount();
      root = undefined;
      await nextFrame();
    } finally {
      console_.restore();
    }
    expect(console_.messages).to.deep.equal([]);
    expect(footer.shadowRoot!.querySelector('.exch-root'), 'the chrome root unmounted').to.equal(null);
  });

  it('sends HTML a strict CSP allows as it is: no style attribute, linked stylesheets only', async () => {
    resetChrome();
    const html = await reactServerHtml([
      { name: 'ExchHeader', props: HEADER_PROPS },
      { name: 'ExchFooter', props: FOOTER_PROPS },
      { name: 'ExchReminder', props: {} },
    ]);
    // A page under `style-src 'self'` (no 'unsafe-inline', so no style attributes): every
    // violation it reports is an inline style the chrome wrote.
    const frame = document.createElement('iframe');
    document.body.append(frame);
    try {
      const doc = frame.contentDocument!;
      const violations: string[] = [];
      doc.open();
      doc.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective}: ${e.sample || e.blockedURI}`));
      doc.write(
        `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'"></head><body>${html}</body></html>`,
      );
      doc.close();
      const header = doc.querySelector<HTMLElement>('[data-exch-chrome="exch-header"]')!;
      // Its linked stylesheet applied (the CSP allowed it): the header's box has its height.
      await waitUntil(() => header.getBoundingClientRect().height > 40, 'the header was not styled');
      expect(violations).to.deep.equal([]);
      expect(doc.querySelectorAll('[style]').length, 'elements with a style attribute').to.equal(0);
    } finally {
      frame.remove();
    }
  });

  it('renders the reminder, which has no server render, as an empty host the browser fills', async () => {
    resetChrome();
    const html = await reactServerHtml([{ name: 'ExchReminder', props: {} }]);
    expect(html).to.equal('<div data-exch-chrome="exch-reminder"></div>');
  });
});
