// Proves the browser-test stack: Vite serving React 19 + TSX + `?inline` CSS, the same-origin
// mock API, wtr commands (viewport, keyboard) and axe through @open-wc/testing.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import smokeCss from '../helpers/smoke.css?inline';
import { SmokeHello } from '../helpers/smoke-component';
import { clearCookies, getCookie, nextFrame, setCookie, shadowText, useFault, setPersona, waitForShadow, waitUntil } from '../helpers';

describe('browser test stack (smoke)', () => {
  // Its own setup, not usePage: it checks the stack under the kit (lit fixtures, React roots, commands) on its own.
  let root: Root | undefined;

  afterEach(() => {
    root?.unmount();
    root = undefined;
    clearCookies();
  });

  it('renders a React 19 component (TSX) with createRoot into a lit fixture', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    root = createRoot(host);
    root.render(createElement(SmokeHello, { name: 'smoke' })); // React 19 renders asynchronously
    await waitUntil(() => host.querySelector('button'), 'React never rendered');
    expect(host.textContent).to.contain('Hello smoke from React');

    const button = host.querySelector('button')!;
    button.click();
    await waitUntil(() => button.textContent === 'clicked 1', 'the click did not re-render');
  });

  it('imports CSS with ?inline as a non-empty string', () => {
    expect(smokeCss).to.be.a('string');
    expect(smokeCss).to.contain('rgb(1, 2, 3)');
  });

  it('renders React into an open shadow root; waitForShadow and shadowText see it', async () => {
    const host = await fixture<HTMLDivElement>(html`<div></div>`);
    const shadow = host.attachShadow({ mode: 'open' });
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`${smokeCss} .gone { display: none; }`);
    shadow.adoptedStyleSheets = [sheet];
    const mount = document.createElement('div');
    shadow.append(mount);
    const hidden = document.createElement('span');
    hidden.className = 'gone';
    hidden.textContent = 'INVISIBLE';
    shadow.append(hidden);

    root = createRoot(mount);
    root.render(createElement(SmokeHello, { name: 'shadow' }));
    const button = await waitForShadow<HTMLButtonElement>(host, 'button');
    expect(button.textContent).to.equal('clicked 0');
    await nextFrame();
    expect(shadowText(host)).to.equal('Hello shadow from React clicked 0');
    expect(getComputedStyle(host).color).to.equal('rgb(1, 2, 3)');
  });

  it('reaches the mock exchange API on the same origin', async function () {
    const res = await fetch('/api/web/v1/site/commonData');
    if (res.status === 404 && res.headers.get('x-wtr-mock') === 'absent') {
      this.skip(); // demo/mock-api/handler.ts does not exist yet
    }
    expect(res.status, await res.clone().text()).to.equal(200);
    const body: unknown = await res.json();
    expect(body).to.be.an('object');
  });

  it('sets persona and fault cookies, and clears them', () => {
    setPersona('vip');
    useFault('commonData=500,unread=timeout');
    setCookie('smoke', 'a b;c');
    expect(getCookie('mock_user')).to.equal('vip');
    expect(document.cookie).to.contain('mock_fault=commonData=500,unread=timeout');
    expect(getCookie('smoke')).to.equal('a b;c');
    clearCookies();
    expect(document.cookie).to.equal('');
  });

  it('changes the viewport with setViewport', async () => {
    await setViewport({ width: 375, height: 800 });
    expect(window.innerWidth).to.equal(375);
    expect(window.innerHeight).to.equal(800);
    expect(matchMedia('(max-width: 767px)').matches).to.equal(true);
    await setViewport({ width: 1280, height: 800 });
    expect(window.innerWidth).to.equal(1280);
  });

  it('runs in a visible page (animation frames and focus events work alongside other files)', async () => {
    expect(document.visibilityState).to.equal('visible');
    await nextFrame();
    const input = await fixture<HTMLInputElement>(html`<input aria-label="focus probe" />`);
    let focused = false;
    input.addEventListener('focus', () => (focused = true));
    input.focus();
    expect(focused).to.equal(true);
  });

  it('types with sendKeys', async () => {
    const input = await fixture<HTMLInputElement>(html`<input aria-label="query" />`);
    input.focus();
    await sendKeys({ type: 'BTC' });
    await sendKeys({ press: 'Backspace' });
    expect(input.value).to.equal('BT');
  });

  it('passes axe on an accessible snippet', async () => {
    const el = await fixture(html`
      <nav aria-label="Main">
        <a href="/markets">Markets</a>
        <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="Logo" />
        <button type="button">Log in</button>
      </nav>
    `);
    await expect(el).to.be.accessible();
  });

  it('fails axe on an image without alt', async () => {
    const el = await fixture(html` <div><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" /></div> `);
    let failure: unknown;
    try {
      await expect(el).to.be.accessible();
    } catch (err) {
      failure = err;
    }
    expect(failure, 'axe should reject an <img> without alt').to.be.instanceOf(Error);
    expect(String((failure as Error).message)).to.contain('image-alt');
    await expect(el).not.to.be.accessible();
  });
});
