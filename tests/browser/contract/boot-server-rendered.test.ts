import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { addModuleScript, clearCookies, clearStorage, duplicateRequests, loadedResources, resetChrome, setPersona, waitUntil } from '../helpers';
import { expectKept, markers, recordConsole, serverHtml, serverRenderedPage, exchReadyFrom } from '../helpers/ssr-page';
import { LONG_TEST_MS } from '../helpers/timeouts';

/**
 * The page script on a page that sends the chrome's server HTML (its own page: the script boots
 * once per page). The HTML carries the texts it was rendered with, so neither the script nor the
 * elements fetch a texts file for the first paint; the other first-paint requests (site data,
 * the menu, the views' code, the state block's validation) start from the script, and the
 * elements hydrate the server's DOM.
 */
const find = (part: string) => loadedResources(part);

type ShiftWindow = Window & typeof globalThis & { shifts: number[] };

/**
 * A page of its own: the server HTML in `body`, then the one script, recording every layout shift
 * (without recent input) from its first script on; resolves once it has loaded.
 */
async function shiftRecordingPage(
  body: string,
  { width, height, head = '' }: { width: number; height: number; head?: string },
): Promise<{ frame: HTMLIFrameElement; win: ShiftWindow }> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width:${width}px;height:${height}px;border:0`;
  const probe = `window.shifts = []; new PerformanceObserver((list) => list.getEntries().forEach((e) => { if (!e.hadRecentInput) shifts.push(e.value); })).observe({ type: 'layout-shift', buffered: true });`;
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>ssr shifts</title><script>${probe}</script>${head}</head><body style="margin:0">${body}<main>page</main><script type="module" src="/dist/exch-chrome.js"></script></body></html>`;
  document.body.append(frame);
  await new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  return { frame, win: frame.contentWindow as ShiftWindow };
}

/** The shifts the page recorded, two frames on (a last shift is reported after the frame that made it). */
async function shiftsOf(win: ShiftWindow): Promise<number[]> {
  for (let i = 0; i < 2; i += 1) await new Promise((resolve) => win.requestAnimationFrame(resolve));
  return win.shifts;
}

describe('dist/exch-chrome.js on a page with server-rendered chrome', function () {
  // The whole chrome from the built script with server HTML, while the other engines' tests share the two cores.
  this.timeout(LONG_TEST_MS);
  // Its own setup, not usePage: one page for every test of the file, where the built script loads once.
  before(async () => {
    resetChrome();
    await setViewport({ width: 1280, height: 800 });
  });

  it('asks for no texts file and hydrates the server DOM', async () => {
    const page = await serverRenderedPage([
      { tag: 'exch-header', attributes: { lang: 'de' } },
      { tag: 'exch-footer', attributes: { region: '182', lang: 'de' } },
    ]);
    const elements = [...page.children].filter((el) => el.localName.startsWith('exch-'));
    expect(elements.map((el) => el.localName)).to.deep.equal(['exch-header', 'exch-footer']);
    const kept = elements.map((el) => [el, markers(el)] as const);
    const ready = exchReadyFrom(elements);
    const console_ = recordConsole();
    try {
      await addModuleScript();
      const scriptRan = performance.now();
      await ready;
      // The script started the site data it can know of (not waiting for the elements' code).
      const manifest = (await (await fetch('/dist/first-paint.json')).json()) as { preload: { serverState: string[] } };
      for (const part of ['/site/commonData', ...manifest.preload.serverState.map((file) => `/dist/${file}`)]) {
        const [entry] = find(part);
        expect(entry, `${part} was fetched`).to.not.equal(undefined);
        expect(entry!.startTime, `${part} was asked for by the page script`).to.be.at.most(scriptRan);
      }
      await waitUntil(() => find('/site/headerMenuListV2').length > 0, 'the live menu is asked for');
    } finally {
      console_.restore();
    }
    for (const [el, nodes] of kept) expectKept(el, nodes);
    expect(console_.messages, 'no hydration error or warning').to.deep.equal([]);
    expect(
      find('/i18n/first-paint/').map((e) => e.url),
      'texts files fetched',
    ).to.deep.equal([]);
    expect(
      find('/__exch_i18n/first-paint/').map((e) => e.url),
      'texts files fetched',
    ).to.deep.equal([]);
    expect(duplicateRequests()).to.deep.equal({});
    page.remove();
  });

  it('hydrates the server HTML of several elements in one task', async () => {
    // The script is loaded (first case): the elements upgrade as the HTML is inserted. A header
    // whose server says who it rendered for: HTML inserted after the page script's scan has no
    // early request for a static snippet's login answer to read (server-rendering.md "Who is
    // logged in"), which the header would then wait for.
    const page = await serverRenderedPage([
      { tag: 'exch-header', attributes: { lang: 'en' }, data: { loggedIn: false } },
      { tag: 'exch-footer', attributes: { region: '182', lang: 'en' } },
    ]);
    const [header, footer] = ['exch-header', 'exch-footer'].map((tag) => page.querySelector(tag)!);
    // Which of them were ready in the task of the first exch-ready (a microtask of it).
    const readyWithFirst = new Promise<string[]>((resolve) =>
      page.addEventListener(
        'exch-ready',
        () => queueMicrotask(() => resolve([header!, footer!].filter((el) => el.matches(':state(ready)')).map((el) => el.localName))),
        {
          once: true,
        },
      ),
    );
    await exchReadyFrom([header!, footer!]);
    expect(await readyWithFirst, 'hydrated in the task of the first').to.deep.equal(['exch-header', 'exch-footer']);
    page.remove();
  });

  it('lets a page that loads it with its server HTML paint first: it asks for nothing before the frame after the parse', async () => {
    const [header, footer] = await Promise.all([
      serverHtml({ tag: 'exch-header', attributes: { lang: 'en' } }),
      serverHtml({ tag: 'exch-footer', attributes: { region: '182', lang: 'en' } }),
    ]);
    const frame = document.createElement('iframe');
    frame.style.cssText = 'width:1280px;height:900px;border:0';
    // The page as a server sends it: the chrome's HTML, then the one script (a module: it runs
    // once the HTML is parsed, before the page's next frame unless it waits for it). The page's
    // own probe notes that frame: its animation-frame callback, asked for as the parse ends
    // (readyState "interactive" comes just before module scripts run), runs before the frame paints.
    const probe = `document.addEventListener('readystatechange', () => { if (document.readyState === 'interactive') requestAnimationFrame(() => { window.frameAfterParse = performance.now(); }); });`;
    frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>ssr</title><script>${probe}</script></head><body>${header}<main>page</main>${footer}<script type="module" src="/dist/exch-chrome.js"></script></body></html>`;
    document.body.append(frame);
    await new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
    const win = frame.contentWindow as Window & typeof globalThis & { frameAfterParse?: number };
    const frameEntries = () => loadedResources(undefined, win);
    await waitUntil(() => frameEntries().some((e) => e.url.includes('/site/commonData')), 'the page script asks for the site data');
    await waitUntil(() => [...win.document.querySelectorAll('exch-header, exch-footer')].every((el) => el.matches(':state(ready)')), 'both hydrated');
    expect(win.frameAfterParse, 'the frame after the parse came').to.be.a('number');
    // Every request but the HTML's own (the script and the server HTML's stylesheets).
    const byScript = frameEntries().filter((e) => !e.url.endsWith('/dist/exch-chrome.js') && !e.url.endsWith('.css'));
    expect(byScript.length).to.be.greaterThan(3);
    const firstRequest = Math.min(...byScript.map((e) => e.startTime));
    expect(firstRequest, 'the script asked for nothing before that frame').to.be.at.least(win.frameAfterParse!);
    frame.remove();
  });
  it('moves nothing when the server’s menu replaces the server HTML’s (an entry more)', async () => {
    // The main site at 1280 px: the mock's menu has the futures competition entry the build's
    // lacks, before its last top item.
    const header = await serverHtml({ tag: 'exch-header', attributes: { lang: 'en' } });
    const { frame, win } = await shiftRecordingPage(header, { width: 1280, height: 900 });
    const root = () => win.document.querySelector('exch-header')!.shadowRoot!;
    await waitUntil(() => root().querySelector('.nav-list > .futures-competition'), 'the server’s menu shown');
    expect(await shiftsOf(win), 'layout shifts').to.deep.equal([]);
    frame.remove();
  });
  it('moves nothing when a login’s session meets a visitor’s static snippet: rendered over, not hydrated and swapped', async () => {
    // The build's snippets are a visitor's header whose state does not say who is logged in. Once
    // hydrated, a login's answer swapped Log in / Sign up for the account area inside the bar's
    // end, which widened to the left: a layout shift (0.002 at 1280 px).
    const header = await serverHtml({ tag: 'exch-header', attributes: { lang: 'en' } });
    // A first visit: no visitor's answer cached from the tests before (a repeat visit paints from it).
    clearStorage();
    setPersona('vip');
    try {
      const { frame, win } = await shiftRecordingPage(header, { width: 1280, height: 900 });
      const element = win.document.querySelector('exch-header')!;
      const serverRoot = element.shadowRoot!.querySelector('.exch-root');
      await waitUntil(() => element.matches(':state(ready)') && element.shadowRoot!.querySelector('[data-menu="profile"]'), 'the account area shown');
      expect(await shiftsOf(win), 'layout shifts').to.deep.equal([]);
      expect(element.shadowRoot!.querySelector('[data-action="login"]') === null, 'no Log in').to.equal(true);
      expect(element.shadowRoot!.querySelector('.exch-root') === serverRoot, 'the server’s root was kept').to.equal(false);
      expect(element.shadowRoot!.querySelectorAll('.exch-root').length).to.equal(1);
      frame.remove();
    } finally {
      clearCookies();
    }
  });
  it('moves nothing on a phone when the server’s footer becomes its accordion', async () => {
    // 390 px (a phone's width; the bench's phone is 375), the footer at the top so all of it is
    // in the viewport: the server cannot know the width, so its HTML carries both layouts and
    // the CSS shows the phone's (headings as closed accordions); the client then keeps that one.
    // With the optional page stylesheet (the recommended embedding): its reserve for a footer not
    // yet defined is not the height of one that has its content (the closed accordions are shorter).
    const footer = await serverHtml({ tag: 'exch-footer', attributes: { region: '182', lang: 'en' } });
    const { frame, win } = await shiftRecordingPage(footer, { width: 390, height: 844, head: '<link rel="stylesheet" href="/dist/exch-chrome.css">' });
    const root = () => win.document.querySelector('exch-footer')!.shadowRoot!;
    await waitUntil(() => root().querySelector('.footer.is-mobile'), 'the footer hydrated to its phone layout');
    expect(await shiftsOf(win), 'layout shifts').to.deep.equal([]);
    // The accordion: every column heading a button, its panel closed.
    const toggles = [...root().querySelectorAll<HTMLButtonElement>('nav.columns .column > .heading > button.toggle')];
    expect(toggles.length).to.be.greaterThan(2);
    for (const toggle of toggles) {
      expect(toggle.getBoundingClientRect().height, 'a toggle is shown').to.be.greaterThan(0);
      expect(toggle.getAttribute('aria-expanded')).to.equal('false');
      expect(root().getElementById(toggle.getAttribute('aria-controls')!)!.hidden, 'its panel is closed').to.equal(true);
    }
    frame.remove();
  });
});
