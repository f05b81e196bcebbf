import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { renderChromeElement, STYLESHEETS } from '../../../react-core/server/render';
import { parseState } from '../../../react-core/core/element/server-state';

/** The state block of a render, parsed as the element reads it. */
function stateOf(html: string) {
  const match = /<script type="application\/json" data-exch-state>(.*?)<\/script>/s.exec(html);
  expect(match).not.toBeNull();
  return parseState(match![1]!);
}

describe('renderChromeElement (exch-chrome/server)', () => {
  it('renders the UK footer in German as its tag with a declarative shadow root, its stylesheet linked, no inline style or script', () => {
    const html = renderChromeElement({ tag: 'exch-footer', attributes: { region: '182', lang: 'de', bogus: 'x' }, year: 2030 });
    expect(html.startsWith('<exch-footer region="182" lang="de" data-exch-ready><template shadowrootmode="open">')).toBe(true);
    expect(html.endsWith('</template></exch-footer>')).toBe(true);
    expect(html).not.toContain('bogus');
    expect(html).toContain(`<link rel="stylesheet" href="/dist/${STYLESHEETS['exch-footer'].path}">`);
    expect(html).not.toMatch(/<style|style="|<script(?! type="application\/json" data-exch-state>)/);
    expect(html).toContain('2013-2030');
    expect(html).toContain('/docs/uk/terms-of-use.pdf');
    const state = stateOf(html);
    expect(state).toMatchObject({ lang: 'de', currentPath: '/', year: 2030 });
    expect(Object.keys(state!.texts).sort()).toEqual(['footer', 'footer-legal/uk']);
  });

  it('writes the stylesheet inline on request, with the nonce given, and publishes the CSP hash of exactly that text', () => {
    const html = renderChromeElement({ tag: 'exch-header', attributes: { lang: 'en' }, styles: 'inline', nonce: 'r4nd"om' });
    expect(html).not.toContain('<link');
    const match = /<template shadowrootmode="open"><style nonce="r4nd&quot;om">(.*?)<\/style><script type="application\/json" data-exch-state>/s.exec(html);
    expect(match, 'one <style> first in the shadow root').not.toBeNull();
    expect(match![1]).toBe(STYLESHEETS['exch-header'].css);
    const digest = createHash('sha256').update(match![1]!).digest('base64');
    expect(STYLESHEETS['exch-header'].cspHash).toBe(`'sha256-${digest}'`);
    // The markup and the state are the linked render's.
    const linked = renderChromeElement({ tag: 'exch-header', attributes: { lang: 'en' } });
    expect(html.slice(html.indexOf('<script'))).toBe(linked.slice(linked.indexOf('<script')));
    expect(renderChromeElement({ tag: 'exch-footer', styles: 'inline' })).toMatch(/<template shadowrootmode="open"><style>/);
  });

  it('is deterministic (snippets can be checked by rendering again)', () => {
    const options = { tag: 'exch-header', attributes: { lang: 'ja', 'current-path': '/ja/trade/BTC_USDT' }, year: 2026 } as const;
    expect(renderChromeElement(options)).toBe(renderChromeElement(options));
  });

  it('takes the stylesheet base from assetBase', () => {
    const html = renderChromeElement({ tag: 'exch-announcement', assetBase: 'https://cdn.example/exch/1.0/' });
    expect(html).toContain(`href="https://cdn.example/exch/1.0/${STYLESHEETS['exch-announcement'].path}"`);
  });

  it('treats a server menu as untrusted: hostile titles and links cannot break out of the HTML or the state block', () => {
    const evil = '</script><script>alert(1)</script><img src=x onerror=alert(2)>';
    const menu = {
      list: [
        { code: 'x', title: evil, jump_url: 'javascript:alert(3)' },
        { code: 'y', title: evil, jump_url: '/markets' },
      ],
    };
    const html = renderChromeElement({ tag: 'exch-header', attributes: { lang: 'en', 'current-path': '/"><b>' }, data: { menu } });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    // The markup: the valid item with its title as text, the javascript: one left out.
    const markup = html.slice(html.indexOf('<div data-exch-mount>'));
    expect(markup).not.toContain('javascript:');
    expect(markup).toContain('href="/markets"');
    expect(markup).toContain('&lt;/script&gt;&lt;script&gt;alert(1)');
    expect(stateOf(html)!.menu).toEqual(menu.list);
  });

  it('renders a logged-in header without login or signup, and the visitor header with them', () => {
    expect(renderChromeElement({ tag: 'exch-header', data: { loggedIn: true } })).not.toContain('data-action="login"');
    expect(renderChromeElement({ tag: 'exch-header' })).toContain('data-action="login"');
  });

  it('hides what a given compliance menu hides (a server with the live answer renders no link to hide later)', () => {
    const shown = renderChromeElement({ tag: 'exch-header', attributes: { lang: 'en' } });
    expect(shown).toContain('data-nav-id="margin_trade"');
    const hidden = renderChromeElement({ tag: 'exch-header', attributes: { lang: 'en' }, data: { compliance: { menu_list: ['margin_trade'] } } });
    expect(hidden).not.toContain('data-nav-id="margin_trade"');
    expect(stateOf(hidden)!.site).toEqual({ compliance: { menu_list: ['margin_trade'] } });
  });
});
