import { expect } from '@open-wc/testing';
import {
  setCookie,
  setPersona,
  useFault,
  resetChrome,
  nextFrame,
  waitUntil,
  recordFetch,
  restoreFetch,
  fetchesIdle,
  requestsTo,
  loadedResources,
  usePage,
} from '../helpers';
import { reloadPrefs } from '../../../react-core/core/store/prefs';
import { expectKept, markers, recordConsole, serverRenderedPage, exchReadyFrom, type ServerElementSpec } from '../helpers/ssr-page';

/**
 * Server-rendered chrome (react-core/server) hydrated by the elements: the DOM the server sent is
 * kept node for node (React adopts it), no hydration error or warning is reported, `exch-ready`
 * fires, and what only the page knows (login, stored theme) follows right after.
 */
const shadow = (el: Element) => el.shadowRoot as ShadowRoot;

let page: HTMLElement | undefined;

describe('server-rendered chrome, hydrated', () => {
  usePage({ viewport: { width: 1280, height: 900 } });
  afterEach(() => {
    page?.remove();
    page = undefined;
  });

  it('keeps the server DOM of a header, an announcement and a UK footer when the script loads after them', async () => {
    page = await serverRenderedPage([
      { tag: 'exch-header', attributes: { lang: 'en' } },
      { tag: 'exch-announcement', attributes: { lang: 'en', page: 'index' } },
      { tag: 'exch-footer', attributes: { region: '182', lang: 'en' } },
    ]);
    const [header, announcement, footer] = ['exch-header', 'exch-announcement', 'exch-footer'].map((tag) => page!.querySelector(tag) as HTMLElement);
    // Complete before any script: the nav's and the footer's links are in the server HTML.
    expect(shadow(header!).querySelectorAll('nav a[href]').length).to.be.greaterThan(10);
    expect(shadow(footer!).querySelectorAll('nav.columns a[href]').length).to.be.greaterThan(5);
    const kept = [header!, announcement!, footer!].map((el) => [el, markers(el)] as const);
    const console_ = recordConsole();
    try {
      const ready = exchReadyFrom([header!, footer!, announcement!]);
      // The page's script arrives after the HTML: the elements upgrade over their server DOM.
      await import('../../../elements/index');
      await ready;
      await nextFrame();
      await nextFrame();
    } finally {
      console_.restore();
    }
    for (const [el, nodes] of kept) expectKept(el, nodes);
    expect(console_.messages, 'no hydration error or warning').to.deep.equal([]);
    // The texts came with the HTML: no texts file was fetched for the first paint.
    const textFiles = loadedResources('/first-paint/');
    expect(
      textFiles.map((entry) => entry.url),
      'first-paint texts fetched',
    ).to.deep.equal([]);
    // Interactive: a dropdown opens through the disclosure script.
    // Asked by its entry each time: the mock's menu, when it comes, replaces the server HTML's
    // list with new nodes (MainNav), possibly in the click's own render.
    const entry = shadow(header!).querySelector<HTMLButtonElement>('nav button[aria-expanded]')!.dataset.navId!;
    const button = () => shadow(header!).querySelector<HTMLButtonElement>(`nav button[data-nav-id="${entry}"]`);
    button()!.click();
    await waitUntil(() => button()?.getAttribute('aria-expanded') === 'true', 'the dropdown opens');
  });

  const SITES: Array<{ name: string; specs: ServerElementSpec[] }> = [
    {
      name: 'Germany on the EU site',
      specs: [
        { tag: 'exch-header', attributes: { region: '106', lang: 'de' } },
        { tag: 'exch-footer', attributes: { region: '106', lang: 'de' } },
      ],
    },
    {
      name: 'Turkey in Turkish',
      specs: [
        { tag: 'exch-header', attributes: { region: '177', lang: 'tr' } },
        { tag: 'exch-footer', attributes: { region: '177', lang: 'tr' } },
      ],
    },
    {
      name: 'the global site in Arabic (right to left)',
      specs: [
        { tag: 'exch-header', attributes: { lang: 'ar' } },
        { tag: 'exch-footer', attributes: { lang: 'ar' } },
      ],
    },
    {
      name: 'the testnet in Japanese',
      specs: [
        { tag: 'exch-header', attributes: { testnet: true, lang: 'ja' } },
        { tag: 'exch-footer', attributes: { testnet: true, lang: 'ja' } },
      ],
    },
    {
      name: "the UK site with inline styles (`styles: 'inline'`)",
      specs: [
        { tag: 'exch-header', attributes: { region: '182', lang: 'en' }, styles: 'inline' },
        { tag: 'exch-footer', attributes: { region: '182', lang: 'en' }, styles: 'inline' },
      ],
    },
    {
      name: 'the US site (fiat entry instead of the language)',
      specs: [
        { tag: 'exch-header', attributes: { region: '232', lang: 'en' } },
        { tag: 'exch-footer', attributes: { region: '232', lang: 'en' } },
      ],
    },
  ];
  for (const { name, specs } of SITES) {
    it(`hydrates ${name} without an error, keeping its nodes, and fires exch-ready`, async () => {
      await import('../../../elements/index');
      const console_ = recordConsole();
      try {
        // Elements already defined: each upgrades as it is inserted, over its server DOM.
        const htmlPage = await serverRenderedPage([]);
        page = htmlPage;
        const { serverHtml } = await import('../helpers/ssr-page');
        const htmls = await Promise.all(specs.map(serverHtml));
        const template = document.createElement('div');
        template.setHTMLUnsafe(htmls.join(''));
        const elements = [...template.children];
        const kept = elements.map((el) => [el, markers(el)] as const);
        const ready = exchReadyFrom(elements);
        htmlPage.append(...elements);
        await ready;
        await nextFrame();
        await nextFrame();
        for (const [el, nodes] of kept) expectKept(el, nodes);
      } finally {
        console_.restore();
      }
      expect(console_.messages, 'no hydration error or warning').to.deep.equal([]);
    });
  }

  it('a notice the server fetched (fetchChromeServerData) shows right after hydration, without the page asking for it', async () => {
    const notice = { index: { content_id: 'srv-1', content: 'Fetched on the <b>server</b>', link: '/announcements' } };
    page = await serverRenderedPage([{ tag: 'exch-announcement', attributes: { lang: 'en', page: 'index', 'api-base': '/ssr-base' }, data: { notice } }]);
    const announcement = page.querySelector('exch-announcement') as HTMLElement;
    recordFetch();
    try {
      await import('../../../elements/index');
      await waitUntil(() => shadow(announcement).querySelector('[data-content-id="srv-1"]') !== null, 'the server’s notice never showed');
      expect(shadow(announcement).textContent).to.contain('Fetched on the server');
      // Past the chrome's paint, when a repeat visit's cached notice is asked again: this one, the
      // server's answer of this very load, is not (the api-base leads nowhere: it would fail).
      await fetchesIdle();
      expect(requestsTo('/ssr-base/api/web/v1/site/announcement')).to.deep.equal([]);
      expect(shadow(announcement).querySelector('[data-content-id="srv-1"]'), 'the notice still shows').to.not.equal(null);
    } finally {
      restoreFetch();
    }
  });

  it('renders over server HTML whose state block it does not know (another version), complete and without an error', async () => {
    await import('../../../elements/index');
    const console_ = recordConsole();
    try {
      const { serverHtml } = await import('../helpers/ssr-page');
      const html = await serverHtml({ tag: 'exch-footer', attributes: { region: '182', lang: 'en' } });
      expect(html).to.contain('{"v":1,');
      const template = document.createElement('div');
      template.setHTMLUnsafe(html.replace('{"v":1,', '{"v":2,'));
      const footer = template.firstElementChild as HTMLElement;
      const serverRoot = shadow(footer).querySelector('.exch-root');
      expect(serverRoot, 'server HTML').to.not.equal(null);
      const ready = exchReadyFrom([footer]);
      page = document.createElement('div');
      document.body.append(page);
      page.append(footer);
      await ready;
      // Rendered by the client in the server's mount: one mount, one root, not the server's nodes.
      expect(shadow(footer).querySelectorAll('[data-exch-mount]').length).to.equal(1);
      expect(shadow(footer).querySelectorAll('.exch-root').length).to.equal(1);
      expect(shadow(footer).querySelector('.exch-root'), 'the server root was replaced').to.not.equal(serverRoot);
      expect(shadow(footer).querySelectorAll('nav.columns a[href]').length, 'the footer is complete').to.be.greaterThan(5);
    } finally {
      console_.restore();
    }
    expect(console_.messages).to.deep.equal([]);
  });

  it('follows what only the page knows after hydration: the stored theme', async () => {
    await import('../../../elements/index');
    setCookie('theme', '2');
    setCookie('is_change_skin', '1');
    reloadPrefs();
    const console_ = recordConsole();
    try {
      const { serverHtml } = await import('../helpers/ssr-page');
      const template = document.createElement('div');
      template.setHTMLUnsafe(await serverHtml({ tag: 'exch-header', attributes: { lang: 'en' } }));
      const header = template.firstElementChild as HTMLElement;
      const root = shadow(header).querySelector('.exch-root')!;
      // The server rendered a visitor in the light theme.
      expect(root.getAttribute('data-theme')).to.equal('light');
      const nodes = markers(header);
      page = document.createElement('div');
      document.body.append(page);
      page.append(header);
      await waitUntil(() => root.getAttribute('data-theme') === 'dark', 'the stored theme follows');
      expect(header.getAttribute('data-theme')).to.equal('dark');
      expect(shadow(header).querySelector('[data-action="login"]'), 'the visitor’s Log in').to.not.equal(null);
      expectKept(header, nodes);
    } finally {
      console_.restore();
    }
    expect(console_.messages.filter((m) => /hydrat|did not match/i.test(m))).to.deep.equal([]);
  });

  /** A header's server HTML appended to the page; resolves with it, its server root and its nodes once it is ready. */
  async function appendServerHeader(data?: Record<string, unknown>) {
    const { serverHtml } = await import('../helpers/ssr-page');
    const template = document.createElement('div');
    template.setHTMLUnsafe(await serverHtml({ tag: 'exch-header', attributes: { lang: 'en' }, data }));
    const header = template.firstElementChild as HTMLElement;
    const serverRoot = shadow(header).querySelector('.exch-root')!;
    const nodes = markers(header);
    const ready = exchReadyFrom([header]);
    page = document.createElement('div');
    document.body.append(page);
    page.append(header);
    await ready;
    return { header, serverRoot, nodes };
  }

  it('hydrates server HTML that says a login (the account follows), and a visitor’s whose answer failed', async () => {
    await import('../../../elements/index');
    setPersona('user');
    const said = await appendServerHeader({ loggedIn: true });
    expect(shadow(said.header).querySelector('[data-action="login"]') === null, 'no Log in').to.equal(true);
    await waitUntil(() => shadow(said.header).querySelector('[data-menu="profile"]') !== null, 'the account follows the login');
    expectKept(said.header, said.nodes);
    page?.remove();
    resetChrome();
    // Nobody said who is logged in: the server's visitor stands (the session's check follows).
    useFault('commonData=500');
    const failed = await appendServerHeader();
    expect(shadow(failed.header).querySelector('.exch-root') === failed.serverRoot, 'the server’s root was kept').to.equal(true);
    expectKept(
      failed.header,
      failed.nodes.filter((n) => !n.closest('.auth')),
    );
  });

  it('renders a login’s header over a visitor’s server HTML that does not say who is logged in (a static snippet)', async () => {
    await import('../../../elements/index');
    setPersona('user');
    const console_ = recordConsole();
    try {
      const { header, serverRoot } = await appendServerHeader();
      // Ready as the login's header: never hydrated as a visitor's first.
      expect(shadow(header).querySelector('[data-action="login"]') === null, 'no Log in once ready').to.equal(true);
      expect(shadow(header).querySelector('.exch-root') === serverRoot, 'the server’s root was kept').to.equal(false);
      expect(shadow(header).querySelectorAll('.exch-root').length).to.equal(1);
      await waitUntil(() => shadow(header).querySelector('[data-menu="profile"]') !== null, 'the account shows');
    } finally {
      console_.restore();
    }
    expect(console_.messages.filter((m) => /hydrat|did not match/i.test(m))).to.deep.equal([]);
  });
});
