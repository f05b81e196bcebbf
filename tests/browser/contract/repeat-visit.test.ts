import { expect } from '@open-wc/testing';
import { clearCookies, clearStorage, setPersona, waitUntil, loadedResources } from '../helpers';

/**
 * Issue 29: a repeat visit paints the chrome from what the first visit stored (texts from the
 * HTTP cache; common data, compliance menu, menu, notice and bulletin from the spec §5 cache),
 * asks the server only after that paint, and takes a changed answer then. The login state never
 * comes from the cache alone. Each visit is a real page (an iframe of this origin, sharing its
 * storage and HTTP cache) loading the built script, as a returning user's browser would.
 */
const FIRST_PAINT_CALLS = ['/site/commonData', '/site/complianceMenu', '/site/headerMenuListV2', '/site/announcement', '/site/fullsiteBulletin'];
const CACHE_KEYS = ['exch.cache.common..0', 'exch.cache.compliance..0', 'exch.cache.header-menu.', 'exch.cache.notice..index', 'exch.cache.bulletin.'];
const TAGS = ['exch-header', 'exch-announcement', 'exch-footer'];

// The page records when each element was ready and what it showed then (a classic script runs
// before the module script; no CSP on this test page).
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script>window.readyAt = {}; window.shownAtReady = {}; window.accountAtReady = false; window.shifts = 0;
new PerformanceObserver(function (list) { list.getEntries().forEach(function (e) { if (!e.hadRecentInput) window.shifts += e.value; }); }).observe({ type: 'layout-shift', buffered: true });
document.addEventListener('exch-ready', function (e) { var host = e.composedPath()[0]; window.readyAt[host.localName] = performance.now(); window.shownAtReady[host.localName] = host.shadowRoot ? host.shadowRoot.textContent : '';
  if (host.localName === 'exch-header') window.accountAtReady = Boolean(host.shadowRoot.querySelector('[data-account-shell], [data-menu="profile"]')); });</script>
<link rel="stylesheet" href="/dist/exch-chrome.css"></head><body>
<exch-header region="0"></exch-header><exch-announcement region="0" page="index"></exch-announcement><main>page</main><exch-footer region="0"></exch-footer>
<script type="module" src="/dist/exch-chrome.js"></script></body></html>`;

interface VisitWindow extends Window {
  readyAt: Record<string, number>;
  shownAtReady: Record<string, string>;
  /** Whether the header showed an account area (its shell or the avatar) in its first complete paint. */
  accountAtReady: boolean;
  /** The layout shifts' sum (without recent input) so far. */
  shifts: number;
}

interface Visit {
  win: VisitWindow;
  doc: Document;
  /** When the last element was ready (the frame's clock). */
  complete: number;
  /** Start times of the first-paint API calls made so far (the frame's clock). */
  calls(): Record<string, number[]>;
}

let frame: HTMLIFrameElement | undefined;

async function visit(): Promise<Visit> {
  frame?.remove();
  frame = document.createElement('iframe');
  frame.style.cssText = 'width:1280px;height:900px;border:0';
  frame.srcdoc = PAGE;
  document.body.append(frame);
  const current = frame;
  await waitUntil(() => TAGS.every((tag) => (current.contentWindow as VisitWindow | null)?.readyAt?.[tag] !== undefined), 'every element ready');
  const win = current.contentWindow as VisitWindow;
  return {
    win,
    doc: current.contentDocument!,
    complete: Math.max(...TAGS.map((tag) => win.readyAt[tag]!)),
    calls: () => Object.fromEntries(FIRST_PAINT_CALLS.map((call) => [call, loadedResources(call, win).map((e) => e.startTime)])),
  };
}

const cacheWritten = () => CACHE_KEYS.every((key) => localStorage.getItem(key) !== null);
const shadow = (v: Visit, tag: string) => v.doc.querySelector(tag)!.shadowRoot!;

describe('repeat visit: the chrome paints from its cache and revalidates after the paint', () => {
  // Its own setup, not usePage: each visit is a frame with the built script, and the cache the next visit reads must stay.
  beforeEach(() => {
    clearCookies();
    clearStorage();
  });
  after(() => {
    frame?.remove();
    clearCookies();
    clearStorage();
  });

  it('asks nothing before its paint on a repeat visit, then asks once and keeps what is shown', async () => {
    const first = await visit();
    // A first visit waits for the answers (the script asked for them at once).
    for (const [call, starts] of Object.entries(first.calls()))
      expect(
        starts.some((t) => t < first.complete),
        `${call} on the first visit`,
      ).to.equal(true);
    await waitUntil(cacheWritten, `cache written: ${CACHE_KEYS.filter((k) => localStorage.getItem(k) === null).join(', ')}`);

    const second = await visit();
    for (const [call, starts] of Object.entries(second.calls()))
      expect(
        starts.filter((t) => t <= second.complete),
        `${call} before the repeat visit's paint`,
      ).to.deep.equal([]);
    // Complete from the cache: the server menu's links, the notice, the footer.
    expect(shadow(second, 'exch-header').querySelectorAll('[part="nav"] li').length, 'menu items').to.be.greaterThan(2);
    expect(shadow(second, 'exch-header').querySelector('[data-action="login"]'), 'a visitor').to.not.equal(null);
    expect(second.win.shownAtReady['exch-announcement']?.trim(), 'the notice at the first paint').to.not.equal('');
    const noticeAtPaint = shadow(second, 'exch-announcement').textContent;
    // ... and revalidated once the paint is done, each call once.
    await waitUntil(() => Object.values(second.calls()).every((starts) => starts.length > 0), 'revalidated after the paint');
    for (const [call, starts] of Object.entries(second.calls())) expect(starts, `${call} revalidated once`).to.have.length(1);
    // The same answers change nothing on screen.
    expect(shadow(second, 'exch-announcement').textContent).to.equal(noticeAtPaint);
    // Nothing moved: the returning visitor's bar opened over the page (tags the page painted hold no space for it).
    expect(second.win.shifts, 'layout shifts').to.equal(0);
  });

  it('replaces what the cache painted when the answer differs', async () => {
    await visit();
    await waitUntil(cacheWritten, 'cache written');
    // An older notice in the cache (what the server said before it changed its text).
    const stored = JSON.parse(localStorage.getItem('exch.cache.notice..index')!) as { data: { index: { content: string } } };
    const serverText = stored.data.index.content;
    stored.data.index.content = '<p>Yesterday\u2019s notice</p>';
    localStorage.setItem('exch.cache.notice..index', JSON.stringify(stored));

    const repeat = await visit();
    expect(repeat.win.shownAtReady['exch-announcement'], 'painted from the cache').to.contain('Yesterday\u2019s notice');
    await waitUntil(() => !shadow(repeat, 'exch-announcement').textContent!.includes('Yesterday'), 'the answer replaced the cached notice');
    expect(shadow(repeat, 'exch-announcement').textContent).to.contain(
      new DOMParser().parseFromString(serverText, 'text/html').body.textContent!.trim().slice(0, 20),
    );
    expect(JSON.parse(localStorage.getItem('exch.cache.notice..index')!).data.index.content, 'the cache learnt the new answer').to.equal(serverText);
  });

  it('never paints a logged-in state from the cache: a user who logged out sees a visitor header at once', async () => {
    setPersona('user');
    const loggedIn = await visit();
    expect(loggedIn.win.accountAtReady, 'logged in').to.equal(true);
    await waitUntil(() => localStorage.getItem('exch.cache.common..0') !== null, 'common data cached');
    expect(JSON.parse(localStorage.getItem('exch.cache.common..0')!).paint, 'a logged-in answer is not painted from').to.equal(false);

    // Logged out elsewhere (the session cookie gone): the page waits for the server's word.
    clearCookies();
    const after = await visit();
    const common = after.calls()['/site/commonData']!;
    expect(
      common.some((t) => t < after.complete),
      'common data asked before the paint',
    ).to.equal(true);
    expect(after.win.accountAtReady, 'no account area at the first paint').to.equal(false);
    expect(shadow(after, 'exch-header').querySelector('[data-account-shell], [data-menu="profile"]'), 'no account area').to.equal(null);
    expect(shadow(after, 'exch-header').querySelector('[data-action="login"]'), 'the login link').to.not.equal(null);
  });

  it('a logged-in repeat visit waits for the login state and shows the account area', async () => {
    setPersona('user');
    await visit();
    await waitUntil(() => localStorage.getItem('exch.cache.common..0') !== null, 'common data cached');
    const repeat = await visit();
    expect(
      repeat.calls()['/site/commonData']!.some((t) => t < repeat.complete),
      'common data asked before the paint',
    ).to.equal(true);
    expect(repeat.win.accountAtReady, 'the account area at the first paint').to.equal(true);
    await waitUntil(() => shadow(repeat, 'exch-header').querySelector('[data-menu="profile"]') !== null, 'the avatar');
  });
});
