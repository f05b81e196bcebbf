import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { resetChrome, nextFrame } from '../helpers';
import { recordConsole, serverHtml, whenReady } from './ssr-page';

/**
 * The README's way for React servers: the element's server HTML inside a wrapper React leaves
 * alone (dangerouslySetInnerHTML it never changes), the element hydrating itself. The page's
 * React hydrates without an error, the chrome keeps its nodes, and later renders of the page
 * do not touch it.
 */
function Chrome({ html }: { html: string }) {
  return <div suppressHydrationWarning dangerouslySetInnerHTML={{ __html: html }} />;
}

let bump: () => void = () => {};
function App({ html }: { html: string }) {
  const [n, setN] = useState(0);
  bump = () => setN((v) => v + 1);
  return (
    <div>
      <p data-count={n}>page {n}</p>
      <Chrome html={html} />
    </div>
  );
}

describe('server-rendered chrome in a React server page', () => {
  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    root?.unmount();
    container?.remove();
  });

  it('hydrates the page and the footer inside it without an error, keeping the footer DOM through later renders', async () => {
    resetChrome();
    await import('../../../elements/index');
    const snippet = await serverHtml({ tag: 'exch-footer', attributes: { region: '182', lang: 'en' } });
    // What the React server sends (renderToString of the page), parsed by the browser.
    const page = renderToString(<App html={snippet} />);
    container = document.createElement('div');
    container.setHTMLUnsafe(page);
    const footer = container.querySelector('exch-footer') as HTMLElement;
    const nodes = [...footer.shadowRoot!.querySelectorAll('footer, nav, .legal, a[href]')];
    const console_ = recordConsole();
    try {
      const ready = whenReady([footer]);
      document.body.append(container);
      root = hydrateRoot(container, <App html="" />);
      await ready;
      await nextFrame();
      flushSync(() => bump());
      await waitUntil(() => container!.querySelector('p')?.getAttribute('data-count') === '1', 'the page re-renders');
      await nextFrame();
    } finally {
      console_.restore();
    }
    expect(console_.messages).to.deep.equal([]);
    expect(container.querySelector('exch-footer'), 'the element stays').to.equal(footer);
    expect(footer.shadowRoot!.querySelectorAll('.exch-root').length).to.equal(1);
    for (const node of nodes) expect(node.isConnected, `kept ${node.localName}`).to.equal(true);
  });
});
