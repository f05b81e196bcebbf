import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { RESERVED_HEIGHTS } from '../../../react-core/core/layout/breakpoints';

/**
 * The shipped snippets' inline flavour (dist/snippets/<site>/<lang>/<element>.inline.html, written
 * by `npm run build`): the stylesheet is a `<style>` in the declarative shadow root, so the chrome
 * paints styled with the HTML alone. Under a Content-Security-Policy without 'unsafe-inline', the
 * hashes published in dist/snippets/index.json (`csp`) are what allows those styles: with them the
 * chrome is styled, without them the browser blocks the styles.
 */
interface SnippetIndex {
  csp: Record<string, string>;
  files: Array<{ path: string; tag: string; styles: string }>;
}

const index = async () => (await (await fetch('/dist/snippets/index.json')).json()) as SnippetIndex;
const snippet = async (path: string) => (await fetch(`/dist/${path}`)).text();

/** A page with the given CSP and body, scripts off (sandbox without allow-scripts); resolves with its document once loaded. */
async function page(csp: string | null, body: string): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.style.cssText = 'width:1280px;height:900px;border:0';
  const meta = csp ? `<meta http-equiv="Content-Security-Policy" content="${csp}">` : '';
  frame.srcdoc = `<!doctype html><html lang="en"><head><meta charset="utf-8">${meta}<title>inline</title></head><body style="margin:0">${body}<main>page</main></body></html>`;
  document.body.append(frame);
  await new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  return frame.contentDocument as Document;
}

/** The chrome's own styles apply: the view's root has the chrome's font size, the header its one-row height. */
function styled(doc: Document): boolean {
  const header = doc.querySelector('exch-header')!;
  const root = header.shadowRoot!.querySelector('.exch-root')!;
  return getComputedStyle(root).fontSize === '14px' && header.getBoundingClientRect().height === RESERVED_HEIGHTS.header;
}

describe('server-rendered snippets with inline styles', () => {
  // Its own setup, not usePage: the pages are sandboxed frames without script; nothing of the kit's page runs in them.
  before(async () => {
    await setViewport({ width: 1400, height: 1000 });
  });
  afterEach(() => {
    document.querySelectorAll('iframe').forEach((f) => f.remove());
  });

  it('ships an inline flavour of every snippet, with no stylesheet link', async () => {
    const { files } = await index();
    const linked = files.filter((f) => f.styles === 'link');
    const inline = files.filter((f) => f.styles === 'inline');
    expect(inline.length).to.equal(linked.length);
    expect(inline.map((f) => f.path.replace('.inline.html', '.html')).sort()).to.deep.equal(linked.map((f) => f.path).sort());
    const header = await snippet('snippets/global/en/header.inline.html');
    expect(header).to.match(/^<exch-header[^>]*><template shadowrootmode="open"><style>/);
    expect(header).not.to.contain('<link');
  });

  it('shows the global header and the UK footer styled at first paint without JavaScript, under a CSP allowing only their hashes', async () => {
    const { csp } = await index();
    const [header, footer] = await Promise.all([snippet('snippets/global/en/header.inline.html'), snippet('snippets/uk/en/footer.inline.html')]);
    const policy = `default-src 'none'; style-src ${csp['exch-header']} ${csp['exch-footer']}`;
    const doc = await page(policy, `${header}${footer}`);
    expect(doc.defaultView!.matchMedia('(scripting: none)').matches, 'scripting is off').to.equal(true);
    // Styled as soon as the document is there: nothing was fetched for it.
    expect(styled(doc), 'the header is styled').to.equal(true);
    const footerRoot = doc.querySelector('exch-footer')!.shadowRoot!;
    expect(getComputedStyle(footerRoot.querySelector('.exch-root')!).visibility, 'the footer is shown').to.equal('visible');
    expect(footerRoot.querySelectorAll('nav.columns a[href]').length).to.be.greaterThan(5);
    // (The policy also blocks the page's own style attribute: the body keeps its default margin.)
    expect(doc.querySelector('exch-footer')!.getBoundingClientRect().top, 'the footer follows the header').to.equal(
      doc.querySelector('exch-header')!.getBoundingClientRect().bottom,
    );
  });

  it('is blocked by a CSP without those hashes (they are what allows the styles)', async () => {
    const header = await snippet('snippets/global/en/header.inline.html');
    const doc = await page("default-src 'none'; style-src 'self'", header);
    expect(doc.querySelector('exch-header')!.shadowRoot!.querySelector('style'), 'the style is there').to.not.equal(null);
    expect(styled(doc), 'unstyled without the hash').to.equal(false);
    // The same page allowing the hash is styled (the test above); here, only the policy differs.
    const allowed = await page(`default-src 'none'; style-src ${(await index()).csp['exch-header']}`, header);
    expect(styled(allowed)).to.equal(true);
  });
});
