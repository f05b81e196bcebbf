import { expect } from '@open-wc/testing';
import { clearCookies, clearStorage, deleteCookie, idlePeriod, loadedResources, resourceLoaded, setCookie, setPersona, waitUntil } from '../helpers';
import { RESERVED_HEIGHTS } from '../../../react-core/core/layout/breakpoints';
import { ENGINE } from '../helpers/engine';

/**
 * Issue 52: on a page with only the script tag, the page script paints each tag from its
 * pre-rendered snippet before the elements' code arrives (react-core/core/element/prepaint.ts),
 * and the elements hydrate what it painted in place. Each case is a page of its own (a frame of
 * this origin loading the built dist/exch-chrome.js) whose elements are defined only once the
 * test says so (`holdCode`: the page's `customElements.define` waits; the code itself comes from
 * the HTTP cache after the first page, too soon to be held on the network). The test server holds
 * a file back while the cookie `mock_chunk_hold` names it, until the page asks for
 * /__exch_release_held, and answers 503 while `mock_chunk_fault` names it (scripts/wtr-vite.mjs).
 */
const TAGS = ['exch-header', 'exch-announcement', 'exch-footer'] as const;
const NONCE = 'prepaint-test';
/**
 * A strict policy: no inline script but the recorder's (by nonce), no inline style, Trusted Types
 * enforced with the chrome's policy allowed. The origin is named beside 'self': in Firefox a
 * srcdoc page's 'self' does not match its parent's origin.
 */
const STRICT_CSP = `default-src 'self' ${location.origin}; script-src 'self' ${location.origin} 'nonce-${NONCE}'; style-src 'self' ${location.origin}; img-src 'self' ${location.origin} data:; require-trusted-types-for 'script'; trusted-types exch-chrome`;

interface PageWindow extends Window {
  /** Defines the elements whose `customElements.define` waited (holdCode). */
  releaseCode(): void;
  ready: string[];
  errors: string[];
  violations: string[];
  /** The layout shifts' sum (without recent input) so far. */
  shifts: number;
  /** When each tag was painted from its snippet (page time), by tag name. */
  paintedAt: Record<string, number>;
  /** When the page script had run (its first module preload was in the page), page time. */
  scriptRanAt: number;
  /** When the elements' code defined each element (page time), by tag name. */
  definedAt: Record<string, number>;
  /** Every URL the page asked for with fetch(), when it asked (answered or not). */
  fetched: string[];
  /** Every URL the page asked for with fetch() or a module preload it appended, in the order asked. */
  asked: string[];
}

// What the page saw, from its first script on (a classic script, allowed by its nonce).
const RECORDER = `var define = customElements.define.bind(customElements), waiting = [];
window.codeHeld = false;
window.definedAt = {};
customElements.define = function (name, element, options) { definedAt[name] = performance.now(); if (window.codeHeld) waiting.push([name, element, options]); else define(name, element, options); };
window.releaseCode = function () { window.codeHeld = false; waiting.splice(0).forEach(function (args) { define(args[0], args[1], args[2]); }); };
window.fetched = []; var pageFetch = window.fetch;
window.asked = [];
window.fetch = function (input, init) { var url = String(input && input.url || input); fetched.push(url); asked.push(url); return pageFetch.call(this, input, init); };
var append = Element.prototype.append;
Element.prototype.append = function () { Array.prototype.forEach.call(arguments, function (node) { if (node && node.rel === 'modulepreload') asked.push(node.href); }); return append.apply(this, arguments); };
window.ready = []; window.errors = []; window.violations = []; window.shifts = 0;
addEventListener('error', function (e) { errors.push('error: ' + e.message); });
addEventListener('unhandledrejection', function (e) { errors.push('rejection: ' + (e.reason && e.reason.message || e.reason)); });
var consoleError = console.error;
console.error = function () { errors.push('console.error: ' + Array.prototype.join.call(arguments, ' ')); return consoleError.apply(console, arguments); };
document.addEventListener('securitypolicyviolation', function (e) { violations.push(e.violatedDirective + ' ' + e.blockedURI); });
document.addEventListener('exch-ready', function (e) { ready.push(e.target.localName); });
window.paintedAt = {}; window.scriptRanAt = 0;
new MutationObserver(function () { if (!scriptRanAt && document.querySelector('link[rel="modulepreload"]')) scriptRanAt = performance.now(); }).observe(document, { childList: true, subtree: true });
new MutationObserver(function (records) { records.forEach(function (r) { if (r.target.hasAttribute('data-exch-painted')) paintedAt[r.target.localName] = performance.now(); }); }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-exch-painted'] });
window.shifted = [];
new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) { if (!e.hadRecentInput) { window.shifts += e.value; e.sources.forEach(function (s) { shifted.push((s.node && (s.node.localName || s.node.nodeName)) + ' ' + (s.node && s.node.textContent || '').slice(0, 40) + ' ' + JSON.stringify(s.previousRect) + ' -> ' + JSON.stringify(s.currentRect)); }); } }); }).observe({ type: 'layout-shift', buffered: true });`;

interface Page {
  win: PageWindow;
  doc: Document;
  el(tag: string): HTMLElement;
}

let frame: HTMLIFrameElement | undefined;

/**
 * A page of its own with `body` and the one script, asking for the prepaint unless told not to;
 * resolves once its first script ran (not when it has loaded: the code may be held).
 */
async function page(
  body: string,
  { csp, holdCode = false, prepaint = true, head = '' }: { csp?: string; holdCode?: boolean; prepaint?: boolean; head?: string } = {},
): Promise<Page> {
  frame?.remove();
  frame = document.createElement('iframe');
  // Wide enough for the main site's navigation without its overflow arrows: below that width they
  // appear once the header is hydrated (it measures the list), which moves its last item, as on a
  // server-rendered page.
  frame.style.cssText = 'width:1440px;height:900px;border:0';
  const meta = csp ? `<meta http-equiv="Content-Security-Policy" content="${csp}">` : '';
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8">${meta}<script nonce="${NONCE}">${RECORDER}window.codeHeld = ${holdCode};</script>
${head}<link rel="stylesheet" href="/dist/exch-chrome.css"><script type="module" src="/dist/exch-chrome.js"${prepaint ? ' data-prepaint' : ''}></script></head><body>${body}</body></html>`;
  document.body.append(frame);
  const current = frame;
  await waitUntil(() => (current.contentWindow as PageWindow | null)?.ready, 'the page did not start');
  const doc = current.contentDocument!;
  return {
    win: current.contentWindow as PageWindow,
    doc,
    el: (tag) => doc.querySelector<HTMLElement>(tag)!,
  };
}

const resources = (p: Page) =>
  loadedResources(undefined, p.win)
    .map((r) => `${r.path} ${Math.round(r.responseEnd - r.startTime)}`)
    .join(', ');
/** The first-paint texts files the page asked for with fetch() (the panels load their own at idle). */
const firstPaintTextsAsked = (p: Page) => p.win.fetched.filter((url) => url.includes('/i18n/first-paint/'));
const painted = (el: Element) => el.hasAttribute('data-exch-painted');
const mounted = (el: Element) => el.shadowRoot?.querySelector('[data-exch-mount] > *') ?? null;
const isReady = (p: Page, tags: readonly string[]) => tags.every((tag) => p.win.ready.includes(tag));

/** waitUntil with a message that says what the page showed when it timed out. */
async function waitFor(predicate: () => unknown, describe: () => string): Promise<void> {
  try {
    await waitUntil(predicate);
  } catch {
    throw new Error(describe());
  }
}

/** Answers what the test server held back (mock_chunk_hold). */
async function releaseHeld(): Promise<void> {
  deleteCookie('mock_chunk_hold');
  await fetch('/__exch_release_held');
}

describe('prepaint: the one script paints the chrome from its snippets before its code', () => {
  // Its own setup, not usePage: each case is a page of its own loading the built script.
  beforeEach(() => {
    clearCookies();
    clearStorage();
  });
  afterEach(async () => {
    await releaseHeld();
    frame?.remove();
    frame = undefined;
    clearCookies();
    clearStorage();
  });

  it('paints every tag, styled and with working links, before the code is defined, then hydrates the same nodes without a shift', async () => {
    // The UK site: its navigation is the build's own. (The main site's is the server's menu,
    // which replaces the snippet's bundled one in place when it differs, as on a server-rendered
    // page: the mock's has an item more, which moves the items after it.)
    const p = await page(
      `<exch-header region="182"></exch-header><exch-announcement region="182" page="index"></exch-announcement><main>page</main><exch-footer region="182"></exch-footer>`,
      {
        holdCode: true,
      },
    );
    await waitUntil(() => TAGS.every((tag) => painted(p.el(tag))), 'not every tag was painted');
    expect(p.win.customElements.get('exch-header'), 'the code is held back').to.equal(undefined);
    const header = p.el('exch-header');
    expect(header.getBoundingClientRect().height, 'the header at its final height').to.equal(RESERVED_HEIGHTS.header);
    expect(p.win.getComputedStyle(header.shadowRoot!.querySelector('.exch-root')!).fontSize, 'styled').to.equal('14px');
    // Plain anchors: a click follows them without the code.
    expect(header.shadowRoot!.querySelector<HTMLAnchorElement>('a[data-action="login"]')?.getAttribute('href')).to.match(/\/login$/);
    expect(header.shadowRoot!.querySelectorAll('a[href]').length, 'the header links').to.be.above(10);
    expect(p.el('exch-footer').shadowRoot!.querySelectorAll('a[href]').length, 'the footer links').to.be.above(10);
    // No `<style>` in the shadow roots: the CSS is a constructed sheet (nothing for a CSP to block).
    for (const tag of TAGS) expect(p.el(tag).shadowRoot!.querySelector('style'), `${tag} inline style`).to.equal(null);
    const nodes = TAGS.map((tag) => mounted(p.el(tag)));

    p.win.releaseCode();
    await waitUntil(() => isReady(p, TAGS), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    TAGS.forEach((tag, i) => expect(mounted(p.el(tag)), `${tag} hydrated in place (the painted node kept)`).to.equal(nodes[i]));
    // The hydration's own check: React warns of a mismatch with console.error.
    expect(p.win.errors, 'errors').to.deep.equal([]);
    expect(p.win.shifts, `layout shift: ${(p.win as unknown as { shifted: string[] }).shifted.join(' | ')}`).to.equal(0);
    // The snippets carry their texts: no texts file was needed for the hydration.
    expect(resourceLoaded('/dist/chunks/hydration-state-', p.win), 'the state block code').to.equal(true);
    expect(firstPaintTextsAsked(p), 'first-paint texts asked for (a page without preload lines)').to.deep.equal([]);
  });

  it('paints nothing and loads no snippet where the script tag does not ask (no data-prepaint)', async () => {
    const p = await page(`<exch-header region="182"></exch-header><exch-footer region="182"></exch-footer>`, { holdCode: true, prepaint: false });
    // The page script has started (its module preloads), and the code is held: nothing painted meanwhile.
    await waitUntil(() => p.doc.querySelector('link[rel="modulepreload"]'), 'the page script started');
    await waitUntil(() => resourceLoaded('/site/commonData', p.win), 'the early requests answered');
    expect(painted(p.el('exch-header')) || painted(p.el('exch-footer')), 'painted').to.equal(false);
    expect(p.el('exch-header').shadowRoot, 'a shadow root before the code').to.equal(null);
    p.win.releaseCode();
    await waitUntil(() => isReady(p, ['exch-header', 'exch-footer']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    expect(loadedResources('.inline.html', p.win), 'snippets fetched').to.have.length(0);
    expect(p.el('exch-footer').shadowRoot!.textContent).to.contain('Exch UK Ltd');
    expect(p.win.errors, 'errors').to.deep.equal([]);
  });

  it("takes the snippet the page's head asked for with a preload line: one request, painted from it", async () => {
    const href = '/dist/snippets/au/en/footer.inline.html';
    const p = await page(`<exch-footer region="11"></exch-footer>`, { holdCode: true, head: `<link rel="preload" as="fetch" crossorigin href="${href}">` });
    await waitUntil(() => painted(p.el('exch-footer')), 'the footer painted');
    // A preload the script's request did not match leaves a request of its own ('fetch'). WebKit
    // does not hand a fetch preload to fetch(): it downloads the file again (docs/embedding.md),
    // and its preload may still be on its way when the script's own request painted.
    const expected = ENGINE === 'webkit' ? ['fetch', 'link'] : ['link'];
    await waitFor(
      () => loadedResources(href, p.win).length >= expected.length,
      () => `the snippet's requests: ${resources(p)}`,
    );
    const requests = loadedResources(href, p.win);
    expect(requests.map((entry) => entry.initiator).sort(), "the snippet's requests").to.deep.equal(expected);
    p.win.releaseCode();
    await waitUntil(() => isReady(p, ['exch-footer']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    expect(p.el('exch-footer').shadowRoot!.textContent).to.contain('Australia');
    expect(p.win.errors, 'errors').to.deep.equal([]);
  });

  it('paints the snippets the head asked for before it asks for the data their paint does not need', async () => {
    // Each request the script starts costs the main thread a few ms: started before the paint, a
    // page's dozen held back a snippet that had already arrived (elements/boot.ts afterEarlyPaint).
    const href = '/dist/snippets/global/en/header.inline.html';
    // From the HTTP cache, as the preload line makes it on a real page: here by the time the script runs.
    await (await fetch(href)).text();
    const p = await page(`<exch-header region="0"></exch-header>`, { head: `<link rel="preload" as="fetch" crossorigin href="${href}">` });
    await waitUntil(() => isReady(p, ['exch-header']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    const paintedAt = p.win.paintedAt['exch-header'] ?? NaN;
    expect(paintedAt, 'the header painted from its snippet').to.be.above(0);
    // After the paint, or, where the snippet is late (WebKit fetches it again, and a busy machine
    // may take longer), 100 ms after the script ran: never in the script's own task.
    const notBefore = Math.min(paintedAt, p.win.scriptRanAt + 50);
    // The session's check (common data) too: the paint does not wait for its answer.
    for (const data of ['/site/commonData', '/site/complianceMenu', '/site/headerMenuListV2']) {
      await waitUntil(() => resourceLoaded(data, p.win), `${data} asked for: ${resources(p)}`);
      const requests = loadedResources(data, p.win);
      expect(requests, `${data}: one request (the element's store takes the script's answer)`).to.have.length(1);
      const [request] = requests;
      expect(
        request!.startTime,
        `${data} asked for after the paint (script ran at ${Math.round(p.win.scriptRanAt)} ms, painted at ${Math.round(paintedAt)} ms)`,
      ).to.be.above(notBefore);
    }
    expect(p.win.errors, 'errors').to.deep.equal([]);
  });

  it('asks for what the hydration runs and waits for before the menus the snippets stand in for; a client render keeps its order', async () => {
    // Over HTTP/1.1 (six connections per origin) the first requests go in one round trip, the
    // rest in the next: the painted chrome becomes interactive a round trip sooner when its code
    // and the answers it waits for (the session's common data, the notice) go first, and the
    // compliance menu and the main site's menu, which the hydration takes from the snippets and
    // the site's defaults until they answer, last (elements/boot.ts `asksOf`).
    const manifest = (await (await fetch('/dist/first-paint.json')).json()) as {
      preload: { serverState: string[]; views: Record<string, string[]>; footers: Record<string, string[]> };
    };
    const code = [
      ...manifest.preload.serverState,
      ...manifest.preload.views.header!,
      ...manifest.preload.views.announcement!,
      ...manifest.preload.footers.global!,
    ];
    const answers = ['/site/commonData', '/site/announcement?'];
    const menus = ['/site/complianceMenu', '/site/headerMenuListV2'];
    const chrome = `<exch-header region="0"></exch-header><exch-announcement region="0" page="index"></exch-announcement><exch-footer region="0"></exch-footer>`;
    const askedOn = async (options: { prepaint: boolean }) => {
      const p = await page(chrome, { holdCode: true, ...options });
      await waitFor(
        () => menus.every((part) => p.win.asked.some((url) => url.includes(part))),
        () => `the menus asked for: ${p.win.asked.join(', ')}`,
      );
      const at = (part: string) => p.win.asked.findIndex((url) => url.includes(part));
      return { p, at };
    };

    const painted = await askedOn({ prepaint: true });
    await waitUntil(() => TAGS.every((tag) => painted.p.el(tag).hasAttribute('data-exch-painted')), 'every tag painted');
    const firstMenu = Math.min(...menus.map(painted.at));
    for (const part of [...code, ...answers]) {
      expect(painted.at(part), `${part} asked for`).to.be.above(-1);
      expect(painted.at(part), `${part} before the menus (asked: ${painted.p.win.asked.join(', ')})`).to.be.below(firstMenu);
    }
    painted.p.win.releaseCode();
    await waitUntil(() => isReady(painted.p, TAGS), `ready: ${painted.p.win.ready.join(', ')}; errors: ${painted.p.win.errors.join(' | ')}`);
    expect(painted.p.win.errors, 'errors').to.deep.equal([]);

    // Without the prepaint each element renders on the client and waits for all of it alike: the
    // order its declaration gives (measured: the menus last there made the header complete a
    // round trip later), the site's data before the footer's table.
    clearStorage();
    const rendered = await askedOn({ prepaint: false });
    const footerTable = rendered.at(manifest.preload.footers.global!.at(-1)!);
    expect(footerTable, 'the footer table asked for').to.be.above(-1);
    for (const part of menus)
      expect(rendered.at(part), `${part} before the footer's table (asked: ${rendered.p.win.asked.join(', ')})`).to.be.below(footerTable);
  });

  it('hydrates a painted tag with the stylesheet it was painted with, adopting none of its sheets again', async () => {
    // Adopting a sheet restyles the whole shadow tree: the same rules again would change nothing
    // on screen for that work at the hand-over (react-core/core/element/painted-styles.ts).
    const p = await page(`<exch-header region="182"></exch-header><exch-footer region="182"></exch-footer>`, { holdCode: true });
    await waitUntil(() => painted(p.el('exch-header')) && painted(p.el('exch-footer')), 'both painted');
    const sheets = (tag: string) => p.el(tag).shadowRoot!.adoptedStyleSheets;
    const paintedWith = { header: sheets('exch-header')[0], footer: sheets('exch-footer')[0] };
    p.win.releaseCode();
    await waitUntil(() => isReady(p, ['exch-header', 'exch-footer']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    for (const [tag, sheet] of [
      ['exch-header', paintedWith.header],
      ['exch-footer', paintedWith.footer],
    ] as const) {
      expect(sheets(tag).length, `${tag}: its sheets`).to.equal(1);
      expect(sheets(tag)[0] === sheet, `${tag}: the sheet it was painted with`).to.equal(true);
    }
    // And styled by them (a custom property only the footer's stylesheet sets).
    await waitUntil(() => p.el('exch-footer').shadowRoot!.querySelector('footer'), 'the footer rendered');
    const footer = p.el('exch-footer').shadowRoot!.querySelector('footer')!;
    expect(p.win.getComputedStyle(footer).getPropertyValue('--exch-footer-gap').trim(), 'the footer styled').to.equal('32px');
    expect(p.win.errors, 'errors').to.deep.equal([]);
  });

  it("runs the elements' code once the header is painted, while the session is still unanswered", async () => {
    // The session's answer held back: the code need not wait for it (its element does, chrome-host.ts),
    // only for the paint; before, it waited for the answer or for its grace (500 ms after it arrived).
    setCookie('mock_chunk_hold', '/site/commonData');
    const p = await page(`<exch-header region="182"></exch-header>`);
    // Both, whichever came first: on a loaded machine the snippet may come after the code's grace
    // (PAINT_GRACE_MS in elements/boot.ts), and the element then paints it once it arrives.
    await waitUntil(() => p.win.definedAt['exch-header'] && p.win.paintedAt['exch-header'], `the header defined and painted: ${resources(p)}`);
    const paintedAt = p.win.paintedAt['exch-header']!;
    const [code] = loadedResources('/chunks/elements-', p.win);
    const codeHere = Math.max(paintedAt, code?.responseEnd ?? NaN);
    expect(
      p.win.definedAt['exch-header']! - codeHere,
      `defined after the paint (${Math.round(paintedAt)} ms) and the code (${Math.round(code?.responseEnd ?? NaN)} ms)`,
    ).to.be.below(250);
    expect(resourceLoaded('/site/commonData', p.win), 'the session answered').to.equal(false);
    await releaseHeld();
    await waitUntil(() => isReady(p, ['exch-header']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    const login = p.el('exch-header').shadowRoot!.querySelector('a[data-action="login"]')!;
    await waitUntil(() => p.win.getComputedStyle(login).visibility === 'visible', 'Log in shown to the visitor');
    expect(p.win.errors, 'errors').to.deep.equal([]);
  });

  it('hydrates in place a painted tag the page moved before the code arrived', async () => {
    const p = await page(`<div id="first"><exch-footer region="182"></exch-footer></div><div id="second"></div>`, { holdCode: true });
    await waitUntil(() => painted(p.el('exch-footer')), 'the footer painted');
    const footer = p.el('exch-footer');
    const node = mounted(footer);
    // The page moves it (a layout change of its own) while the code is on its way.
    p.doc.getElementById('second')!.append(footer);
    expect(mounted(footer), 'the painted chrome moved with it').to.equal(node);
    p.win.releaseCode();
    await waitUntil(() => isReady(p, ['exch-footer']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    expect(footer.parentElement!.id, 'where the page put it').to.equal('second');
    expect(mounted(footer), 'hydrated in place (the painted node kept)').to.equal(node);
    expect(footer.shadowRoot!.textContent).to.contain('Exch UK Ltd');
    expect(p.win.errors, 'errors').to.deep.equal([]);
  });

  it('shows no full-site bulletin on a page with a notice of its own while that notice is unanswered: the bar opens once, with the notice', async () => {
    // The bulletin answers at once; the home page's notice only when the test says so.
    setCookie('mock_bulletin', 'warning');
    setCookie('mock_chunk_hold', '/site/announcement');
    const p = await page(`<exch-announcement region="182" page="index"></exch-announcement>`, { holdCode: true });
    const bar = p.el('exch-announcement');
    await waitUntil(() => painted(bar), 'the announcement painted');
    // Every notice the bar shows, in order.
    const shown: string[] = [];
    const record = () => {
      const id = bar.shadowRoot!.querySelector<HTMLElement>('.ann-bar')?.dataset.contentId;
      if (id && shown.at(-1) !== id) shown.push(id);
    };
    new MutationObserver(record).observe(bar.shadowRoot!, { subtree: true, childList: true, attributes: true });
    await waitUntil(() => resourceLoaded('fullsiteBulletin', p.win), 'the bulletin was not answered');
    p.win.releaseCode();
    // Hydrated with the bulletin at hand: the view's chunk is in, and the page has gone idle.
    await waitUntil(() => resourceLoaded('/dist/chunks/announcement-parts-', p.win), "the view's chunk did not load");
    await idlePeriod();
    record();
    expect(shown, 'shown before the notice answered').to.deep.equal([]);
    await releaseHeld();
    await waitUntil(() => isReady(p, ['exch-announcement']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    record();
    expect(shown, 'every notice the bar showed').to.deep.equal(['index-20261101-launchpool']);
    expect(p.win.errors, 'errors').to.deep.equal([]);
  });

  it('answers a tap made before the code once the element is interactive (replayed, nothing lost)', async () => {
    const p = await page(`<exch-header region="182"></exch-header>`, { holdCode: true });
    await waitUntil(() => painted(p.el('exch-header')), 'the header painted');
    const header = p.el('exch-header');
    const menuButton = header.shadowRoot!.querySelector<HTMLButtonElement>('.top-link[aria-expanded]')!;
    expect(menuButton, 'a menu button in the painted header').to.not.equal(null);
    menuButton.click();
    expect(menuButton.getAttribute('aria-expanded'), 'nothing opens without the code').to.equal('false');
    // That menu's button now (a live menu other than the snippet's renders the list anew).
    const id = menuButton.getAttribute('data-nav-id')!;
    const current = () => header.shadowRoot!.querySelector<HTMLButtonElement>(`button[data-nav-id="${id}"]`);
    // When it opened, against when the element said it was interactive (the page's clock).
    let openedAt = 0;
    let readyAt = 0;
    header.addEventListener('exch-ready', () => (readyAt = p.win.performance.now()), { once: true });
    new MutationObserver(() => {
      if (!openedAt && current()?.getAttribute('aria-expanded') === 'true') openedAt = p.win.performance.now();
    }).observe(header.shadowRoot!, { attributes: true, subtree: true, childList: true });
    p.win.releaseCode();
    await waitFor(
      () => openedAt > 0,
      () =>
        `the tapped menu did not open: ready ${p.win.ready.join(', ')}; expanded ${String(current()?.getAttribute('aria-expanded'))}; errors: ${p.win.errors.join(' | ')}`,
    );
    expect(readyAt, 'interactive first').to.be.above(0);
    // Answered right after it became interactive: in that task (a microtask after its commit), or
    // once the live menu's list rendered the button anew (the painter waits up to a second; a
    // loaded machine took about 100 ms). Without the replay it never opens.
    expect(openedAt - readyAt, 'ms from interactive to the menu open').to.be.below(1000);
    expect(header.shadowRoot!.querySelector(`#${current()!.getAttribute('aria-controls')}`)?.hasAttribute('hidden'), 'its panel shown').to.equal(false);
  });

  it('paints and hydrates under a strict CSP with Trusted Types, through the one policy `exch-chrome`', async () => {
    const p = await page(`<exch-header region="0"></exch-header><exch-footer region="182"></exch-footer>`, { csp: STRICT_CSP, holdCode: true });
    await waitFor(
      () => painted(p.el('exch-header')) && painted(p.el('exch-footer')),
      () =>
        `not painted under the policy (header ${painted(p.el('exch-header'))}, footer ${painted(p.el('exch-footer'))}): ${p.win.violations.join(' | ')} ${p.win.errors.join(' | ')} ${loadedResources(
          '',
          p.win,
        )
          .map((r) => `${r.path} ${Math.round(r.responseEnd - r.startTime)}`)
          .join(', ')}`,
    );
    expect(p.win.customElements.get('exch-footer'), 'the code is held back').to.equal(undefined);
    p.win.releaseCode();
    await waitUntil(() => isReady(p, ['exch-header', 'exch-footer']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    expect(p.win.violations, 'CSP violations').to.deep.equal([]);
    expect(p.win.errors, 'errors').to.deep.equal([]);
    expect(p.el('exch-footer').shadowRoot!.textContent).to.contain('Exch UK Ltd');
  });

  it('paints nothing where the page does not allow the policy, and the chrome renders as usual', async () => {
    const csp = STRICT_CSP.replace('trusted-types exch-chrome', "trusted-types 'none'");
    const p = await page(`<exch-header region="0"></exch-header><exch-footer region="0"></exch-footer>`, { csp });
    await waitUntil(() => isReady(p, ['exch-header', 'exch-footer']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    expect(painted(p.el('exch-header')) || painted(p.el('exch-footer')), 'painted without the policy').to.equal(false);
    expect(p.el('exch-header').shadowRoot!.querySelector('a[data-action="login"]'), 'the header rendered').to.not.equal(null);
  });

  it('paints no tag whose snippet the folder does not answer, and the chrome renders it as usual', async () => {
    // A copy of the script without its snippets folder (or a CDN failing): Hong Kong's footer answers 503.
    setCookie('mock_chunk_fault', 'hk/en/footer.inline.html');
    const p = await page(`<exch-header region="0"></exch-header><exch-footer region="71"></exch-footer>`, { holdCode: true });
    await waitFor(
      () => painted(p.el('exch-header')) && resourceLoaded('hk/en/footer.inline.html', p.win),
      () => `the header painted, the footer snippet answered: ${resources(p)}`,
    );
    p.win.releaseCode();
    await waitUntil(() => isReady(p, ['exch-header', 'exch-footer']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    expect(painted(p.el('exch-footer')), 'a footer painted without its snippet').to.equal(false);
    expect(painted(p.el('exch-header')), 'the header snippet').to.equal(true);
    expect(p.el('exch-footer').shadowRoot!.querySelectorAll('a[href]').length, 'the footer rendered by its code').to.be.above(10);
    expect(p.win.errors, 'errors').to.deep.equal([]);
  });

  it('inserts no snippet for attributes that changed before it arrived', async () => {
    // Singapore: a snippet no other case fetched (the HTTP cache would answer it without the hold).
    setCookie('mock_chunk_hold', 'sg/en/footer.inline.html');
    const p = await page(`<exch-footer region="153"></exch-footer>`, { holdCode: true });
    // The page script has asked for the snippet (it adds its module preloads in the same task).
    await waitUntil(() => p.doc.querySelector('link[rel="modulepreload"]'), 'the page script started');
    p.el('exch-footer').setAttribute('region', '182');
    await releaseHeld();
    // The snippet has arrived (and was turned down): then the code.
    await waitUntil(() => resourceLoaded('sg/en/footer.inline.html', p.win), 'the snippet');
    p.win.releaseCode();
    await waitUntil(() => isReady(p, ['exch-footer']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    expect(painted(p.el('exch-footer')), 'the global snippet painted for the UK').to.equal(false);
    await waitUntil(() => p.el('exch-footer').shadowRoot!.textContent!.includes('Exch UK Ltd'), 'the UK footer');
  });

  it('keeps the chrome the server rendered, and paints the tags it did not', async () => {
    const serverFooter = await (await fetch('/dist/snippets/uk/en/footer.inline.html')).text();
    const p = await page(`<exch-header region="0"></exch-header>${serverFooter}`, { holdCode: true });
    const footer = p.el('exch-footer');
    const serverNode = mounted(footer);
    expect(serverNode, 'the server footer').to.not.equal(null);
    await waitUntil(() => painted(p.el('exch-header')), 'the header painted');
    p.win.releaseCode();
    await waitUntil(() => isReady(p, ['exch-header', 'exch-footer']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    expect(painted(p.el('exch-header')), 'the header painted from its snippet').to.equal(true);
    expect(painted(footer), 'the server footer painted over').to.equal(false);
    expect(mounted(footer), 'the server footer hydrated in place').to.equal(serverNode);
    expect(loadedResources('footer.inline.html', p.win), 'a snippet fetched for the server footer').to.have.length(0);
  });

  it('paints the header at once, its Log in and Sign up hidden with their place kept until the session says a visitor', async () => {
    // The session's answer (common data) held back: the header paints without it.
    setCookie('mock_chunk_hold', '/site/commonData');
    const p = await page(`<exch-header region="182"></exch-header>`, { holdCode: true });
    await waitUntil(() => painted(p.el('exch-header')), 'the header painted');
    const shadow = p.el('exch-header').shadowRoot!;
    const login = shadow.querySelector<HTMLElement>('a[data-action="login"]')!;
    const place = login.getBoundingClientRect();
    expect(p.win.getComputedStyle(login).visibility, 'Log in before the session answered').to.equal('hidden');
    expect(p.win.getComputedStyle(shadow.querySelector('a[data-action="signup"]')!).visibility, 'Sign up').to.equal('hidden');
    expect(place.width, 'its place kept').to.be.above(0);
    await releaseHeld();
    await waitUntil(() => p.win.getComputedStyle(login).visibility === 'visible', 'Log in once the session said a visitor');
    expect(login.hasAttribute('style'), 'the snippet as it was').to.equal(false);
    expect(login.getBoundingClientRect().x, 'in the place it had').to.equal(place.x);
    const node = mounted(p.el('exch-header'));
    p.win.releaseCode();
    await waitUntil(() => isReady(p, ['exch-header']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    expect(mounted(p.el('exch-header')), 'hydrated in place').to.equal(node);
    expect(p.win.errors, 'errors').to.deep.equal([]);
    expect(p.win.shifts, 'layout shift').to.equal(0);
  });

  it("hydrates a visitor's painted chrome from the snippets' own texts: no texts file is asked for", async () => {
    const p = await page(
      `<exch-header region="0"></exch-header><exch-announcement region="0" page="index"></exch-announcement><exch-footer region="0"></exch-footer>`,
      {
        holdCode: true,
        // A page as docs/embedding.md "Depth 1" writes it: where the page does not ask for the
        // snippets, the script asks for the texts before they arrive, for a session that renders over them.
        head: ['header', 'announcement', 'footer']
          .map((name) => `<link rel="preload" as="fetch" crossorigin href="/dist/snippets/global/en/${name}.inline.html">`)
          .join(''),
      },
    );
    await waitUntil(() => TAGS.every((tag) => painted(p.el(tag))), 'every tag painted');
    const login = p.el('exch-header').shadowRoot!.querySelector('a[data-action="login"]')!;
    await waitUntil(() => p.win.getComputedStyle(login).visibility === 'visible', 'the session said a visitor');
    p.win.releaseCode();
    await waitUntil(() => isReady(p, TAGS), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    expect(resourceLoaded('/dist/chunks/hydration-state-', p.win), 'hydrated from the state blocks').to.equal(true);
    // Asked for or not, whether answered yet or not: a fetch is recorded when it is made.
    expect(firstPaintTextsAsked(p), 'first-paint texts asked for (the panels load their own at idle)').to.deep.equal([]);
    expect(p.el('exch-footer').shadowRoot!.textContent, 'the footer in its words').to.contain('Cookie Policy');
    expect(p.win.errors, 'errors').to.deep.equal([]);
  });

  for (const persona of ['visitor', 'user'] as const) {
    it(`takes a ${persona}'s texts from the header's snippet when its code ran before the session answered: no texts file is asked for`, async () => {
      if (persona === 'user') setPersona('user');
      setCookie('mock_chunk_hold', '/site/commonData');
      const p = await page(`<exch-header region="0"></exch-header>`, {
        head: `<link rel="preload" as="fetch" crossorigin href="/dist/snippets/global/en/header.inline.html">`,
      });
      const header = p.el('exch-header');
      await waitUntil(() => painted(header) && p.win.definedAt['exch-header'], `the header painted and defined: ${resources(p)}`);
      expect(resourceLoaded('/site/commonData', p.win), 'the session answered').to.equal(false);
      await releaseHeld();
      await waitUntil(() => isReady(p, ['exch-header']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
      const shadow = header.shadowRoot!;
      if (persona === 'user')
        await waitFor(
          () => shadow.querySelector('[data-account-shell], [data-menu="profile"]'),
          () => `the account area: ${shadow.textContent!.slice(0, 200)}`,
        );
      else await waitUntil(() => p.win.getComputedStyle(shadow.querySelector('a[data-action="login"]')!).visibility === 'visible', 'Log in shown');
      // In its words (the navigation's first entry), not its keys.
      expect(shadow.querySelector('nav')?.textContent, 'the navigation').to.contain('Buy Crypto');
      expect(firstPaintTextsAsked(p), 'first-paint texts asked for').to.deep.equal([]);
      expect(p.win.errors, 'errors').to.deep.equal([]);
    });
  }

  it('never shows the visitor header to a logged-in session: painted without Log in, the account area comes with the code', async () => {
    setPersona('user');
    setCookie('mock_chunk_hold', '/site/commonData');
    const p = await page(`<exch-header region="0"></exch-header><exch-footer region="0"></exch-footer>`, { holdCode: true });
    await waitUntil(() => painted(p.el('exch-header')) && painted(p.el('exch-footer')), 'the header and footer painted');
    const header = p.el('exch-header');
    expect(p.win.getComputedStyle(header.shadowRoot!.querySelector('a[data-action="login"]')!).visibility, 'Log in for a user').to.equal('hidden');
    // The session answers (a login): the visitor's snippet is not hydrated, the code renders over it.
    await releaseHeld();
    await waitUntil(() => resourceLoaded('/site/commonData', p.win), 'common data answered');
    p.win.releaseCode();
    await waitUntil(() => isReady(p, ['exch-header', 'exch-footer']), `ready: ${p.win.ready.join(', ')}; errors: ${p.win.errors.join(' | ')}`);
    await waitFor(
      () => header.shadowRoot!.querySelector('[data-account-shell], [data-menu="profile"]'),
      () => `the account area: ${header.shadowRoot!.textContent!.slice(0, 200)}`,
    );
    expect(header.shadowRoot!.querySelector('[data-action="login"]'), 'Log in for a user').to.equal(null);
    expect(header.shadowRoot!.querySelector('nav')?.textContent, 'the navigation in its words').to.contain('Buy Crypto');
    // Rendered over with the snippet's texts: the state block's texts are the build's, whoever is logged in.
    expect(firstPaintTextsAsked(p), 'first-paint texts asked for').to.deep.equal([]);
    expect(header.getBoundingClientRect().height, 'the header at its height').to.equal(RESERVED_HEIGHTS.header);
    expect(p.win.errors, 'errors').to.deep.equal([]);
    expect(p.win.shifts, `layout shift: ${(p.win as unknown as { shifted: string[] }).shifted.join(' | ')}`).to.equal(0);
  });
});
