import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers';
import { setViewport } from '@web/test-runner-commands';
import { serverHtml } from '../helpers/ssr-page';
import { RESERVED_HEIGHTS } from '../../../react-core/core/layout/breakpoints';

/**
 * The server HTML on a page where scripts do not run (an iframe sandboxed without
 * `allow-scripts`: the elements never get defined, the state block is never read): the global
 * header and the UK footer show at first paint, styled, and every link is there and reachable.
 */
async function noScriptPage(body: string, width = 1280, head = ''): Promise<Document> {
  const frame = document.createElement('iframe');
  // Same origin for the test to look inside; no scripts for the page itself.
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.style.cssText = `width:${width}px;height:900px;border:0`;
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>no js</title>${head}</head><body style="margin:0">${body}<main style="height:400px">page</main></body></html>`;
  document.body.append(frame);
  await new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  const doc = frame.contentDocument as Document;
  expect(doc.defaultView!.matchMedia('(scripting: none)').matches, 'scripting is off in the frame').to.equal(true);
  // The stylesheets inside the shadow roots have loaded.
  const links = () => [...doc.querySelectorAll('exch-header, exch-footer')].flatMap((el) => [...el.shadowRoot!.querySelectorAll('link')]);
  const pageSheets = () => [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
  await waitUntil(() => [...links(), ...pageSheets()].every((link) => link.sheet !== null), 'the chrome is styled');
  return doc;
}

/** The optional first-paint stylesheet a page may link in its head (contract §2). */
const PAGE_STYLESHEET = '<link rel="stylesheet" href="/dist/exch-chrome.css">';

const visible = (el: Element) => {
  const box = el.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
};

describe('server-rendered chrome without JavaScript', () => {
  // Its own setup, not usePage: the pages are sandboxed frames without script; nothing of the kit's page runs in them.
  before(async () => {
    await setViewport({ width: 1400, height: 1000 });
  });

  it('shows the global header and the UK footer complete, with every link working and the nav reachable', async () => {
    const [header, footer] = await Promise.all([
      serverHtml({ tag: 'exch-header', attributes: { lang: 'en' } }),
      serverHtml({ tag: 'exch-footer', attributes: { region: '182', lang: 'en' } }),
    ]);
    const doc = await noScriptPage(`${header}${footer}`);
    const headerEl = doc.querySelector('exch-header')!;
    const footerEl = doc.querySelector('exch-footer')!;
    expect(customElements.get.call(doc.defaultView!.customElements, 'exch-header'), 'no script ran').to.equal(undefined);
    const headerRoot = headerEl.shadowRoot!;
    const footerRoot = footerEl.shadowRoot!;
    expect(headerRoot, 'the declarative shadow root was attached').to.not.equal(null);

    // Every link is a real link (no script needed to follow it).
    for (const root of [headerRoot, footerRoot]) {
      for (const a of root.querySelectorAll('a')) {
        const href = a.getAttribute('href') ?? '';
        expect(href, a.outerHTML.slice(0, 120)).to.match(/^(\/|https:\/\/)/);
      }
    }
    // Header: logo, top-level links, login and signup shown.
    expect(visible(headerRoot.querySelector('a.logo')!)).to.equal(true);
    expect(visible(headerRoot.querySelector('[data-action="login"]')!)).to.equal(true);
    // Footer complete: columns with their links, legal notices and the copyright, all painted.
    const columnLinks = [...footerRoot.querySelectorAll('nav.columns a')];
    expect(columnLinks.length).to.be.greaterThan(5);
    expect(columnLinks.every(visible), 'every column link is shown').to.equal(true);
    expect(visible(footerRoot.querySelector('[part="copyright"]')!)).to.equal(true);
    expect(footerRoot.querySelectorAll('.legal').length).to.be.greaterThan(0);
    expect(footerEl.getBoundingClientRect().top, 'the footer follows the header').to.equal(64);

    // The main nav: a dropdown's links show when its item holds focus (Tab reaches the button).
    const item = headerRoot.querySelector('.top-item.has-panel')!;
    const panelLink = item.querySelector('.nav-panel a')!;
    expect(visible(panelLink), 'closed at first').to.equal(false);
    (item.querySelector('button') as HTMLButtonElement).focus();
    expect(visible(panelLink), 'open while its item holds focus').to.equal(true);
    (panelLink as HTMLAnchorElement).focus();
    expect(visible(panelLink), 'still open with focus on its link').to.equal(true);
    expect(headerRoot.activeElement).to.equal(panelLink);
  });

  it('keeps a view invisible while the parser is still inside it, so a paint between two chunks of the page shows no half-built row', async () => {
    const footer = await serverHtml({ tag: 'exch-footer', attributes: { region: '182', lang: 'en' } });
    // The page as far as a streaming parser has read it: up to the view's last node (the
    // parser closes what is open at the end).
    const cut = footer.indexOf('<i class="exch-end"');
    expect(cut, 'the view ends with its last node').to.be.greaterThan(0);
    const doc = await noScriptPage(footer.slice(0, cut));
    const root = doc.querySelector('exch-footer')!.shadowRoot!;
    const columnLink = root.querySelector('nav.columns a')!;
    expect(visible(columnLink), 'not shown while the view is incomplete').to.equal(false);
    const last = doc.createElement('i');
    last.className = 'exch-end';
    last.hidden = true;
    root.querySelector('.exch-root')!.append(last);
    expect(visible(columnLink), 'shown once the last node is parsed').to.equal(true);
  });

  it('lays the header out for the width it is shown at: the nav in the bar above 992 px, on a row of its own below (no menu button without a script)', async () => {
    const header = await serverHtml({ tag: 'exch-header', attributes: { lang: 'en' } });
    // With and without the optional page stylesheet (its fixed header height must not clip the row).
    for (const [width, narrow, head] of [
      [375, true, ''],
      [1280, false, ''],
      [375, true, PAGE_STYLESHEET],
      [1280, false, PAGE_STYLESHEET],
    ] as const) {
      const doc = await noScriptPage(header, width, head);
      const host = doc.querySelector('exch-header')!;
      const root = host.shadowRoot!;
      const nav = root.querySelector('[part="nav"]')!;
      expect(visible(root.querySelector('[data-action="drawer"]')!), `no menu button at ${width}: it needs the script`).to.equal(false);
      expect(visible(nav), `nav at ${width}`).to.equal(true);
      expect(visible(root.querySelector('[data-action="login"]')!), `login at ${width}`).to.equal(true);
      const hostBox = host.getBoundingClientRect();
      const where = `at ${width}${head ? ' with the page stylesheet' : ''}`;
      if (narrow) {
        expect(nav.getBoundingClientRect().top, 'the nav is under the bar').to.be.at.least(RESERVED_HEIGHTS.headerCompact - 16);
        expect(hostBox.height, `the header holds both rows ${where}`).to.be.greaterThan(RESERVED_HEIGHTS.headerCompact);
        expect(nav.getBoundingClientRect().bottom, `the nav row inside the header ${where}`).to.be.at.most(hostBox.bottom + 0.5);
      } else {
        expect(hostBox.height).to.equal(RESERVED_HEIGHTS.header);
      }
      // The page follows the header (nothing under it).
      expect(doc.querySelector('main')!.getBoundingClientRect().top, `the page under the header ${where}`).to.equal(hostBox.bottom);
      // Every dropdown's links are reachable: focus opens the dropdown, inside the frame's width.
      const item = root.querySelector('.top-item.has-panel')!;
      const panelLink = item.querySelector<HTMLAnchorElement>('.nav-panel a')!;
      expect(visible(panelLink), `closed at first at ${width}`).to.equal(false);
      item.querySelector('button')!.focus();
      expect(visible(panelLink), `open while its item holds focus at ${width}`).to.equal(true);
      const panel = item.querySelector('.nav-panel')!.getBoundingClientRect();
      expect(panel.left, 'the dropdown starts on screen').to.be.at.least(0);
      expect(panel.right, 'the dropdown ends on screen').to.be.at.most(width + 0.5);
      doc.defaultView!.frameElement!.remove();
    }
  });
  it('keeps every footer link reachable at a phone’s width: titles over open panels, no accordion button without a script', async () => {
    // The main site's: it has the download QR code (the UK's has none).
    const footer = await serverHtml({ tag: 'exch-footer', attributes: { lang: 'en' } });
    const doc = await noScriptPage(footer, 375);
    const root = doc.querySelector('exch-footer')!.shadowRoot!;
    const columnLinks = [...root.querySelectorAll('nav.columns a')];
    expect(columnLinks.length).to.be.greaterThan(5);
    expect(columnLinks.every(visible), 'every column link is shown').to.equal(true);
    const titles = [...root.querySelectorAll('nav.columns .column > .heading')];
    expect(titles.every(visible), 'every column has its title').to.equal(true);
    expect([...root.querySelectorAll('.toggle')].some(visible), 'no accordion button: it needs the script').to.equal(false);
    // The phone's layout otherwise: the download is a link, not a QR code.
    expect(visible(root.querySelector('.download-link')!)).to.equal(true);
    expect(visible(root.querySelector('.qr')!)).to.equal(false);
    doc.defaultView!.frameElement!.remove();
  });
});
