import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { clearCookies, clearStorage, setPersona, waitUntil } from '../helpers';
import { chromeFrame, readyIn, removeChromeFrames, shadowTextOf, shown, type ChromeFrame } from '../helpers/chrome-frame';
import { serverHtml } from '../helpers/ssr-page';
import { LONG_TEST_MS } from '../helpers/timeouts';

/**
 * The browser floor (docs/browsers.md): the one script a site loads (dist/exch-chrome.js, built
 * for the floor) renders the complete chrome and works, in every engine the tests run, WPE WebKit
 * 2.38 (Safari 16.0's engine) included: there it has no constructable stylesheets, popover,
 * declarative shadow DOM or custom states, and none of the chrome's fallbacks is simulated.
 * Each view is a page of its own (chrome-frame.ts), the cases of a trader's first look: the
 * global site, the UK footer, Japan in Japanese, Arabic, dark, a logged-in user, a phone, the
 * notification page, the search shortcut, and the server-rendered chrome with and without script.
 */
const TAGS = { header: 'exch-header', announcement: 'exch-announcement', footer: 'exch-footer', reminder: 'exch-reminder' } as const;
const YEAR = String(new Date().getFullYear());
const root = (el: Element) => el.shadowRoot!;
const q = <T extends Element = HTMLElement>(el: Element, selector: string) => root(el).querySelector<T>(selector);
const qa = <T extends Element = HTMLElement>(el: Element, selector: string) => [...root(el).querySelectorAll<T>(selector)];
/** The focused element inside an element's shadow root. */
const focusIn = (el: Element) => root(el).activeElement;

/**
 * The host shows it is ready to the page's CSS: as the custom state `:state(ready)`, or where the
 * browser has no custom states (WPE 2.38) as `data-exch-ready`.
 */
function readyForStyles(el: Element): boolean {
  if (el.hasAttribute('data-exch-ready')) return true;
  try {
    return el.matches(':state(ready)');
  } catch {
    return false; // `:state()` does not parse here, and the attribute is missing
  }
}

/** Nothing the page ran threw, rejected or logged as an error. */
function expectNoErrors(page: ChromeFrame): void {
  expect(page.recorded.errors, 'errors on the page').to.deep.equal([]);
}

/** A footer with its link columns (Japan's has one, with one link), legal texts and copyright. */
function expectCompleteFooter(footer: HTMLElement, { columns = 3, links = 8 } = {}): void {
  expect(qa(footer, 'nav.columns .heading').length, 'footer column headings').to.be.at.least(columns);
  expect(qa(footer, 'nav.columns a[href]').length, 'footer links').to.be.at.least(links);
  expect(qa(footer, '[part="legal"] .legal').length, 'legal texts').to.be.at.least(1);
  expect(q(footer, '[part="copyright"]')!.textContent, 'copyright').to.contain(YEAR);
  expect(shown(q(footer, 'footer')), 'the footer is shown').to.equal(true);
}

describe('the one-script chrome at the browser floor', function () {
  // No usePage: each test loads the built chrome into frames of its own (removeChromeFrames), on every engine.
  // Each page loads the whole chrome, as a visitor's first visit does, while four engines share two cores.
  this.timeout(LONG_TEST_MS);
  afterEach(() => {
    removeChromeFrames();
    clearCookies();
    clearStorage();
  });

  it('global site on a desktop: header with its navigation, the announcement, the footer with its columns and legal texts; each element ready, nothing thrown', async () => {
    const page = await chromeFrame(
      `<exch-header region="0" current-path="/"></exch-header><exch-announcement current-path="/"></exch-announcement><exch-footer region="0" current-path="/"></exch-footer>`,
    );
    await readyIn(page, [TAGS.header, TAGS.announcement, TAGS.footer]);
    const header = page.el(TAGS.header);
    await waitUntil(() => qa(header, '[part="nav"] [data-nav-id]').length >= 4, 'the header navigation');
    expect(shown(q(header, '[part="nav"]')), 'the navigation is shown').to.equal(true);
    expect(q<HTMLAnchorElement>(header, '[data-action="login"]')!.getAttribute('href')).to.equal('/login');
    expect(shown(q(header, '[data-action="signup"]')), 'sign up').to.equal(true);
    const announcement = page.el(TAGS.announcement);
    await waitUntil(() => shadowTextOf(announcement).length > 10, 'the announcement text');
    expectCompleteFooter(page.el(TAGS.footer));
    // Styled: the header's box is the reserved 64 px; each host says it is ready to the page's CSS.
    expect(header.getBoundingClientRect().height).to.equal(64);
    for (const tag of [TAGS.header, TAGS.announcement, TAGS.footer]) expect(readyForStyles(page.el(tag)), `${tag} ready for styles`).to.equal(true);
    expectNoErrors(page);
  });

  it('the UK footer, Japan in Japanese and Arabic right to left', async () => {
    const uk = await chromeFrame(`<exch-footer region="182" current-path="/"></exch-footer>`);
    await readyIn(uk, [TAGS.footer]);
    expectCompleteFooter(uk.el(TAGS.footer));
    expect(shadowTextOf(uk.el(TAGS.footer))).to.contain('Exch UK Ltd');
    expectNoErrors(uk);

    const jp = await chromeFrame(
      `<exch-header region="83" lang="ja" current-path="/"></exch-header><exch-footer region="83" lang="ja" current-path="/"></exch-footer>`,
      {
        lang: 'ja',
      },
    );
    await readyIn(jp, [TAGS.header, TAGS.footer]);
    expectCompleteFooter(jp.el(TAGS.footer), { columns: 1, links: 1 });
    expect(shadowTextOf(jp.el(TAGS.footer))).to.match(/[\u3040-\u30ff]/);
    expect(shadowTextOf(jp.el(TAGS.footer))).to.contain('Exch Japan K.K.');
    expect(q<HTMLAnchorElement>(jp.el(TAGS.header), '[data-action="login"]')!.textContent).to.match(/[\u3040-\u30ff\u4e00-\u9fff]/);
    expectNoErrors(jp);

    const ar = await chromeFrame(
      `<exch-header region="0" lang="ar" current-path="/"></exch-header><exch-footer region="0" lang="ar" current-path="/"></exch-footer>`,
      {
        lang: 'ar',
      },
    );
    await readyIn(ar, [TAGS.header, TAGS.footer]);
    const footer = ar.el(TAGS.footer);
    expectCompleteFooter(footer);
    expect(shadowTextOf(footer)).to.match(/[\u0600-\u06ff]/);
    expect(ar.win.getComputedStyle(q(footer, 'footer')!).direction).to.equal('rtl');
    expect(ar.win.getComputedStyle(q(ar.el(TAGS.header), 'header')!).direction).to.equal('rtl');
    expectNoErrors(ar);
  });

  it('dark: the header and the footer in the dark theme', async () => {
    const page = await chromeFrame(
      `<exch-header region="0" theme="dark" current-path="/"></exch-header><exch-footer region="0" theme="dark" current-path="/"></exch-footer>`,
    );
    await readyIn(page, [TAGS.header, TAGS.footer]);
    expect(page.win.getComputedStyle(q(page.el(TAGS.footer), 'footer')!).backgroundColor).to.equal('rgb(14, 17, 22)');
    const headerBackground = page.win.getComputedStyle(q(page.el(TAGS.header), 'header')!).backgroundColor;
    const [r = 255, g = 255, b = 255] = (headerBackground.match(/\d+/g) ?? []).map(Number);
    expect(r + g + b, `a dark header background (${headerBackground})`).to.be.below(150);
    expectNoErrors(page);
  });

  it('a logged-in user: the account area and the bell; the notification panel opens with focus in it, Escape closes it and gives focus back', async () => {
    setPersona('user');
    const page = await chromeFrame(`<exch-header region="0" current-path="/"></exch-header>`);
    await readyIn(page, [TAGS.header]);
    const header = page.el(TAGS.header);
    expect(q(header, '[data-action="login"]'), 'no login for a user').to.equal(null);
    await waitUntil(() => q(header, '[part="notification-bell"]'), 'the bell');
    const bell = q<HTMLButtonElement>(header, '[part="notification-bell"]')!;
    bell.click();
    const panel = () => q(header, '[part="notification-panel"]');
    await waitUntil(() => shown(panel()) && bell.getAttribute('aria-expanded') === 'true', 'the panel did not open');
    await waitUntil(() => panel()!.contains(focusIn(header)), 'focus did not move into the panel');
    await waitUntil(() => qa(header, '[part="notification-panel"] [role="tab"]').length > 0, 'the panel has its tabs');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => bell.getAttribute('aria-expanded') === 'false' && focusIn(header) === bell, 'Escape did not close the panel and give focus back');
    expect(shown(panel()) && page.win.getComputedStyle(panel()!).opacity !== '0', 'the closed panel shows nothing').to.equal(false);
    expectNoErrors(page);
  });

  it('a 390 px phone: the menu button opens the drawer with the navigation, focus inside; Escape closes it and gives focus back', async () => {
    const page = await chromeFrame(`<exch-header region="0" current-path="/"></exch-header><exch-footer region="0" current-path="/"></exch-footer>`, {
      width: 390,
      height: 844,
    });
    await readyIn(page, [TAGS.header, TAGS.footer]);
    const header = page.el(TAGS.header);
    expect(header.getBoundingClientRect().height).to.equal(56);
    const menu = q<HTMLButtonElement>(header, '[data-action="drawer"]')!;
    expect(shown(menu), 'the menu button').to.equal(true);
    menu.click();
    const drawer = () => q(header, '.drawer[role="dialog"]');
    await waitUntil(() => shown(drawer()) && drawer()!.contains(focusIn(header)), 'the drawer did not open with focus inside');
    await waitUntil(() => qa(header, '.drawer [data-nav-id]').length >= 4, 'the drawer navigation');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => focusIn(header) === menu, 'Escape did not give focus back to the menu button');
    expect(drawer()!.closest('[inert]'), 'the closed drawer is inert').to.not.equal(null);
    // The footer's columns are accordions on a phone: a heading opens its links.
    const footer = page.el(TAGS.footer);
    const toggle = q<HTMLButtonElement>(footer, 'section.column .toggle')!;
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true', 'the column did not open');
    expectNoErrors(page);
  });

  it('links work: a footer link and a navigation link take the page where they say', async () => {
    const page = await chromeFrame(`<exch-header region="0" current-path="/"></exch-header><exch-footer region="182" current-path="/"></exch-footer>`);
    await readyIn(page, [TAGS.header, TAGS.footer]);
    const fee = qa<HTMLAnchorElement>(page.el(TAGS.footer), 'nav.columns a[href]').find((a) => a.getAttribute('href') === '/fee')!;
    expect(fee, 'the UK footer links to /fee').to.not.equal(undefined);
    const navigated = new Promise<void>((resolve) => page.frame.addEventListener('load', () => resolve(), { once: true }));
    fee.click();
    await navigated;
    expect(page.frame.contentWindow!.location.pathname).to.equal('/fee');
  });

  it('the notification page for a logged-in user: its categories and messages', async () => {
    setPersona('user');
    const page = await chromeFrame(`<exch-reminder current-path="/reminder"></exch-reminder>`);
    await readyIn(page, [TAGS.reminder]);
    const reminder = page.el(TAGS.reminder);
    await waitUntil(() => qa(reminder, '[role="tab"]').length > 1 && qa(reminder, '.ntf-page-list .ntf-msg').length > 0, 'categories and messages');
    expectNoErrors(page);
  });

  it('Ctrl+K opens the market search with focus in its field; Escape closes it', async () => {
    const page = await chromeFrame(`<exch-header region="0" current-path="/"></exch-header>`);
    await readyIn(page, [TAGS.header]);
    const header = page.el(TAGS.header);
    await waitUntil(() => q(header, '[data-action="search"]'), 'the search button');
    page.win.focus();
    page.doc.body.focus();
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'k' });
    await sendKeys({ up: 'Control' });
    const dialog = () => q<HTMLDialogElement>(header, 'dialog');
    await waitUntil(
      () => dialog()?.open === true && focusIn(header)?.getAttribute('type') === 'search',
      'Ctrl+K did not open the search with focus in its field',
    );
    await waitUntil(() => qa(header, 'dialog a[href*="/trade/"]').length > 0, 'the search lists markets');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !dialog()?.open, 'Escape did not close the search');
    expectNoErrors(page);
  });

  it('below the floor (no inert attribute): the page script starts nothing and throws nothing; the page’s fallback inside the tag shows', async () => {
    const fallback = '<nav class="fallback"><a href="/help">Help</a></nav>';
    const page = await chromeFrame(
      `<exch-header region="0" current-path="/"></exch-header><exch-footer region="0" current-path="/">${fallback}</exch-footer>`,
      {
        before: 'delete HTMLElement.prototype.inert;',
        probeAfterBoot: true,
      },
    );
    // The module after the page script has run: had it started, its preloads would be on the page by then.
    await waitUntil(() => page.recorded.afterBoot, 'the page script never ran');
    expect(page.recorded.afterBoot).to.deep.equal({ tags: 2, withShadowRoot: 0, defined: 0, preloads: 0 });
    expect(shown(page.doc.querySelector('.fallback a')), 'the fallback shows').to.equal(true);
    expect(page.el(TAGS.footer).shadowRoot).to.equal(null);
    expectNoErrors(page);
  });

  describe('server-rendered chrome', () => {
    async function snippets(): Promise<string> {
      const [header, footer] = await Promise.all([
        serverHtml({ tag: 'exch-header', attributes: { lang: 'en', 'current-path': '/' } }),
        serverHtml({ tag: 'exch-footer', attributes: { region: '182', lang: 'en', 'current-path': '/' } }),
      ]);
      return `${header}${footer}`;
    }

    it('shows as soon as the page script has run, before the elements’ code, and hydrates in place', async () => {
      const page = await chromeFrame(await snippets(), { probeAfterBoot: true });
      await readyIn(page, [TAGS.header, TAGS.footer]);
      // Where the parser attached no declarative shadow root, the page script did, first thing.
      expect(page.recorded.afterBoot, 'after the page script').to.deep.include({ tags: 2, withShadowRoot: 2 });
      const footer = page.el(TAGS.footer);
      expect(qa(footer, '[data-exch-mount]'), 'one mount: hydrated, not rendered again').to.have.length(1);
      expect(qa(footer, 'template'), 'no template left').to.have.length(0);
      expectCompleteFooter(footer);
      expect(qa(page.el(TAGS.header), '[part="nav"] [data-nav-id]').length).to.be.at.least(4);
      expectNoErrors(page);
    });

    it('with scripts off, the page author’s fallback inside the tag shows exactly where the server HTML cannot', async () => {
      // docs/browsers.md: links inside the tag, after the snippet, are never shown beside a
      // shadow root, declarative or attached by the page script.
      const fallback = '<nav class="fallback"><a href="/help">Help</a></nav>';
      const html = (await snippets()).replace(/<\/exch-footer>$/, `${fallback}</exch-footer>`);
      for (const scripts of [false, true]) {
        const page = await chromeFrame(html, { scripts });
        if (scripts) await readyIn(page, [TAGS.header, TAGS.footer]);
        const footer = page.el(TAGS.footer);
        const link = page.doc.querySelector('.fallback a');
        if (footer.shadowRoot) {
          expect(shown(link), `scripts ${scripts ? 'on' : 'off'}: the chrome shows, not the fallback`).to.equal(false);
          expect(shown(q(footer, 'footer')), 'the server footer shows').to.equal(true);
        } else {
          expect(scripts, 'only with scripts off does a browser leave the server HTML unattached').to.equal(false);
          expect(shown(link), 'scripts off, no declarative shadow DOM: the fallback shows').to.equal(true);
        }
        removeChromeFrames();
      }
    });
  });
});
