/**
 * Server-rendered chrome for the SSR tests: the HTML of react-core/server's renderChromeElement,
 * rendered in Node from the sources by the test server (scripts/wtr-vite.mjs, /__exch_ssr), and
 * put into the page the way a browser parses a page's HTML (declarative shadow roots included).
 */
import { expect } from '@open-wc/testing';

export interface ServerElementSpec {
  tag: 'exch-header' | 'exch-footer' | 'exch-announcement';
  attributes?: Record<string, string | boolean>;
  data?: Record<string, unknown>;
  /** The server's `styles` option (linked by default). */
  styles?: 'link' | 'inline';
  nonce?: string;
}

export async function serverHtml(spec: ServerElementSpec): Promise<string> {
  const query = new URLSearchParams({ tag: spec.tag, attributes: JSON.stringify(spec.attributes ?? {}) });
  if (spec.data) query.set('data', JSON.stringify(spec.data));
  if (spec.styles) query.set('styles', spec.styles);
  if (spec.nonce !== undefined) query.set('nonce', spec.nonce);
  const response = await fetch(`/__exch_ssr?${query}`);
  if (!response.ok) throw new Error(`server render failed: ${await response.text()}`);
  return response.text();
}

/** A container holding the elements' server HTML, parsed as page HTML (setHTMLUnsafe keeps declarative shadow roots). */
export async function serverRenderedPage(specs: readonly ServerElementSpec[]): Promise<HTMLElement> {
  const htmls = await Promise.all(specs.map(serverHtml));
  const page = document.createElement('div');
  document.body.append(page);
  page.setHTMLUnsafe(htmls.join('\n'));
  return page;
}

/** console.error and console.warn calls while it records (React reports hydration mismatches there). */
export function recordConsole(): { messages: string[]; restore: () => void } {
  const messages: string[] = [];
  const { error, warn } = console;
  console.error = (...args: unknown[]) => {
    messages.push(`error: ${args.map(String).join(' ')}`);
    error.apply(console, args);
  };
  console.warn = (...args: unknown[]) => {
    messages.push(`warn: ${args.map(String).join(' ')}`);
    warn.apply(console, args);
  };
  return {
    messages,
    restore: () => {
      console.error = error;
      console.warn = warn;
    },
  };
}

/** Resolves when every given element has dispatched exch-ready (listen before they can fire). */
export function exchReadyFrom(elements: readonly Element[]): Promise<void> {
  return Promise.all(elements.map((el) => new Promise<void>((resolve) => el.addEventListener('exch-ready', () => resolve(), { once: true })))).then(
    () => undefined,
  );
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;

/**
 * Nodes inside the server HTML that hydration must keep (the same objects afterwards). Not the
 * navigation list's links: a live menu other than the server HTML's replaces that list with new
 * nodes (nav.tsx keys it by its entries, so nothing shifts); its `nav` is kept all the same.
 */
export function markers(el: Element): Element[] {
  const nodes = [...shadow(el).querySelectorAll('[data-exch-mount] > .exch-root, header, footer, nav, .legal, .ann-root, a[href]:not(.nav-list a)')];
  expect(nodes.length, `${el.tagName} has server HTML`).to.be.greaterThan(0);
  return nodes;
}

/**
 * Hydrated, not rendered beside or over: one mount and one root, the server's; every structural
 * node kept; a server link is either the same node still or gone for good (the live compliance
 * menu may hide links the bundled defaults showed), never re-created.
 */
export function expectKept(el: Element, nodes: readonly Element[]): void {
  expect(shadow(el).querySelectorAll('[data-exch-mount]').length, `${el.tagName} has one mount`).to.equal(1);
  expect(shadow(el).querySelectorAll('.exch-root').length, `${el.tagName} has one root`).to.equal(1);
  const links = nodes.filter((n) => n.localName === 'a');
  for (const node of nodes.filter((n) => n.localName !== 'a')) {
    expect(node.isConnected && shadow(el).contains(node), `${el.tagName} kept ${node.localName}.${node.className}`).to.equal(true);
  }
  const now = [...shadow(el).querySelectorAll('a[href]:not(.nav-list a)')];
  for (const link of links.filter((l) => !l.isConnected)) {
    const again = now.find((a) => a.getAttribute('href') === link.getAttribute('href') && a.textContent === link.textContent);
    expect(again, `${el.tagName} re-created its link ${link.getAttribute('href')}`).to.equal(undefined);
  }
  expect(links.filter((l) => l.isConnected).length, `${el.tagName} kept most of its links`).to.be.at.least(links.length / 2);
}
