import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { ExchAnnouncement, ExchFooter, ExchHeader, ExchReminder } from '../../../react-core/react/server';
import { renderChromeShadowRoot, STYLESHEETS } from '../../../react-core/server/render';

/**
 * The `./react` components' server build: a React server's render of <ExchFooter …/> is the host
 * `<div>` the browser component renders, holding the same declarative shadow root as
 * exch-chrome/server for the same attributes (props in camelCase, as in the browser).
 */
describe('exch-chrome/react on a server', () => {
  it('renders the footer as its host div with the server renderer’s shadow root for the same attributes', () => {
    const html = renderToString(<ExchFooter region={182} lang="de" className="site-footer" style={{ marginTop: 8 }} />);
    const { shadowRoot } = renderChromeShadowRoot({ tag: 'exch-footer', attributes: { region: '182', lang: 'de' } });
    expect(html).toBe(`<div data-exch-chrome="exch-footer" class="site-footer" style="margin-top:8px" data-exch-ready="">${shadowRoot}</div>`);
    expect(html).toContain(`/dist/${STYLESHEETS['exch-footer'].path}`);
    expect(html).toContain('/docs/uk/terms-of-use.pdf');
  });

  it('maps camelCase and boolean props to the element’s attributes, and passes the menu, server data and asset base', () => {
    const menu = [{ code: 'markets_only', title: 'Only markets', jump_url: '/markets' }];
    const html = renderToString(
      <ExchHeader lang="en" currentPath="/trade/BTC_USDT" hiddenRegister menu={menu} serverData={{ loggedIn: false }} assetBase="https://cdn.example/x/" />,
    );
    expect(html).toContain(`href="https://cdn.example/x/${STYLESHEETS['exch-header'].path}"`);
    expect(html).toContain('data-action="login"');
    expect(html, 'hiddenRegister').not.toContain('data-action="signup"');
    expect(html).toContain('Only markets');
    expect(html).toContain('"currentPath":"/trade/BTC_USDT"');
    expect(renderToString(<ExchHeader lang="en" serverData={{ loggedIn: true }} />), 'logged in').not.toContain('data-action="login"');
  });

  it('inlines the styles with the nonce when serverStyles is inline', () => {
    const html = renderToString(<ExchFooter region={182} lang="en" serverStyles="inline" nonce="abc" />);
    const { shadowRoot } = renderChromeShadowRoot({ tag: 'exch-footer', attributes: { region: '182', lang: 'en' }, styles: 'inline', nonce: 'abc' });
    expect(html).toContain(shadowRoot);
    expect(html).toContain('<template shadowrootmode="open"><style nonce="abc">');
    expect(html).not.toContain('<link');
  });

  it('renders the announcement shell, and the reminder (no server render) as the empty host', () => {
    expect(renderToString(<ExchAnnouncement />)).toMatch(/^<div data-exch-chrome="exch-announcement" data-exch-ready=""><template shadowrootmode="open">/);
    expect(renderToString(<ExchReminder className="r" />)).toBe('<div data-exch-chrome="exch-reminder" class="r"></div>');
  });
});
