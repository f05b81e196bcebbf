import { expect, oneEvent } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import jsQR from 'jsqr';
import '../../../elements/index';
import type { ExchFooterElement } from '../../../elements/index';
import { REGIONS } from '../../../react-core/core/region/regions';
import { resetSiteData } from '../../../react-core/core/store/site-data';
import {
  $,
  $$,
  clearCookies,
  clearStorage,
  mountChrome,
  usePage,
  getCookie,
  nextTask,
  setCookie,
  shadowText,
  useFault,
  waitForShadow,
  waitForShadowAll,
  whenReady,
  waitUntil,
} from '../helpers';

/** A footer, once its link columns (which wait for site data) are drawn. */
const footer = (attrs: string, waitFor = 'nav.columns a') => mountChrome<ExchFooterElement>('exch-footer', attrs, { ready: waitFor });

const hrefs = (el: Element) => Array.from(el.shadowRoot!.querySelectorAll('nav.columns a')).map((a) => a.getAttribute('href'));

const EXPECTED: Record<number, string[]> = {
  0: ['/about_us', '/futures_center', '/c2c/merchant', '/price/bitcoin-btc/usd'],
  71: ['/articlelist/ann', '/docs/hk/terms-of-service.pdf'],
  177: ['/myaccount/deposit_fiat', '/converter/btc/btc-try'],
  106: ['/legal/Complaints', '/trade/BTC_USDC'],
  232: ['/about-us', '/learn/course'],
  14: ['/page/contacts', '/docs/bs/terms-of-use.pdf'],
  153: ['/page/contacts', '/docs/sg/terms-of-use.pdf'],
  182: ['/page/contacts', '/docs/uk/terms-of-use.pdf'],
  83: ['/trade/BTC_JPY'],
  181: ['/trade/BTC_AED', '/legal/aml-policy'],
  11: ['/page/contacts', '/docs/au/terms-of-use.pdf'],
};

describe('<exch-footer>', () => {
  usePage({ viewport: { width: 1280, height: 900 } });

  for (const region of REGIONS) {
    it(`region ${region.id} (${region.name}) renders its own links, passes axe`, async () => {
      const el = await footer(`region="${region.id}"`);
      const links = hrefs(el);
      for (const href of EXPECTED[region.id] ?? []) expect(links).to.include(href);
      expect($(el, 'footer').getAttribute('role')).to.equal('contentinfo');
      expect(shadowText(el)).to.contain(`-${new Date().getFullYear()}`);
      expect(shadowText(el)).to.contain(region.id === 177 ? '2022-' : '2013-');
      expect($$(el, '[data-social]').length > 0).to.equal(region.id !== 182);
      expect($$(el, '[data-download]').length > 0).to.equal(region.id === 0);
      await expect(el).to.be.accessible();
    });
  }

  it('dark theme passes axe (contrast) on the global and EU footers', async () => {
    for (const region of [0, 106]) {
      const el = await footer(`region="${region}" theme="dark"`);
      expect($(el, '.exch-root').dataset.theme).to.equal('dark');
      expect(getComputedStyle($(el, 'footer')).backgroundColor).to.equal('rgb(14, 17, 22)');
      await expect(el).to.be.accessible();
      el.remove();
    }
  });

  it('testnet renders the testnet footer', async () => {
    const el = await footer('testnet');
    expect(hrefs(el)).to.include('https://www.exch.com/trade/BTC_USDT');
    await expect(el).to.be.accessible();
  });

  it('US footer shows the NMLS line and no language picker', async () => {
    const el = await footer('region="232"');
    expect(shadowText(el)).to.contain('NMLS ID 2272810');
    expect($$(el, '[data-picker="lang"]')).to.have.length(0);
  });

  it('draws its social glyphs once the chrome has painted, without waiting for an idle period', async () => {
    // A page that is never idle (a busy phone): what waits for idle time does not run. Both
    // callbacks, also where the browser has neither (WebKit): the chrome takes idle callbacks
    // when both are there.
    const own = {
      request: Object.getOwnPropertyDescriptor(window, 'requestIdleCallback'),
      cancel: Object.getOwnPropertyDescriptor(window, 'cancelIdleCallback'),
    };
    Object.defineProperty(window, 'requestIdleCallback', { value: () => 0, configurable: true, writable: true });
    Object.defineProperty(window, 'cancelIdleCallback', { value: () => {}, configurable: true, writable: true });
    try {
      const el = await footer('region="0"', '[data-social] svg');
      expect($$(el, '[data-social]').length, 'a glyph in every social link').to.equal($$(el, '[data-social] svg').length);
    } finally {
      for (const [name, descriptor] of [
        ['requestIdleCallback', own.request],
        ['cancelIdleCallback', own.cancel],
      ] as const) {
        if (descriptor) Object.defineProperty(window, name, descriptor);
        else delete (window as Partial<Window>)[name];
      }
    }
  });

  it('the download QR code is a scannable code of the absolute download URL', async () => {
    const el = await footer('region="0"', 'svg.qr');
    const svg = $<SVGSVGElement>(el, 'svg.qr');
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 400;
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg).replace('width="112" height="112"', 'width="400" height="400"'))}`;
    await img.decode();
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(img, 0, 0, 400, 400);
    const decoded = jsQR(ctx.getImageData(0, 0, 400, 400).data, 400, 400);
    expect(decoded?.data).to.equal(`${location.origin}/download?pos=footer`);
  });

  it('switches to the UK footer when region changes from 0 to 182 at runtime', async () => {
    const el = await footer('region="0"');
    expect(hrefs(el)).to.include('/about_us');
    el.setAttribute('region', '182');
    await waitUntil(() => hrefs(el).includes('/page/contacts'), 'UK links never appeared');
    expect(hrefs(el)).not.to.include('/about_us');
    expect($$(el, '[data-social]')).to.have.length(0);
    expect((el as unknown as { region: number }).region).to.equal(182);
  });

  it('an unknown region renders global and warns once', async () => {
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const a = await footer('region="999"');
      await footer('region="999"');
      expect(hrefs(a)).to.include('/about_us');
      expect(warnings.filter((w) => String(w[0]).includes('999'))).to.have.length(1);
    } finally {
      console.warn = original;
    }
  });

  it('support requests: the support host in English, a path of the service host there (is_service_host)', async () => {
    const away = await footer('region="0"');
    expect($(away, 'a[data-link-id="support-request"]')!.getAttribute('href')).to.equal('https://support.exch.com/hc/en-us/requests/new');
    resetSiteData();
    clearStorage();
    setCookie('mock_common', JSON.stringify({ is_service_host: true }));
    const home = await footer('region="0" lang="zh-tw"');
    await waitUntil(() => $(home, 'a[data-link-id="support-request"]')?.getAttribute('href') === '/hc/zh-tw/requests/new', 'not a path on the service host');
  });

  it("hidden-download hides the global footer's download QR code (and its phone button)", async () => {
    const shown = await footer('region="0"');
    await waitForShadow(shown, '[data-download]');
    const hidden = await footer('region="0" hidden-download');
    expect(hrefs(hidden)).to.include('/about_us');
    expect($$(hidden, '[data-download]')).to.have.length(0);
    expect($$(hidden, '.download-link')).to.have.length(0);
  });

  it('a bare boolean attribute hides, and removing it shows again', async () => {
    const el = await footer('region="0" hidden-language');
    expect($$(el, '[data-picker="lang"]')).to.have.length(0);
    el.removeAttribute('hidden-language');
    await waitForShadow(el, '[data-picker="lang"]');
    (el as unknown as { hiddenLanguage: boolean }).hiddenLanguage = true;
    expect(el.hasAttribute('hidden-language')).to.equal(true);
    await waitUntil(() => $$(el, '[data-picker="lang"]').length === 0, 'picker stayed after hiddenLanguage = true');
  });

  it('keeps host-page CSS out', async () => {
    const style = document.createElement('style');
    style.textContent = `* { font-family: "Comic Sans MS", cursive !important; color: rgb(255, 0, 0) !important; line-height: 5 !important; box-sizing: content-box !important; }
      a { text-decoration: underline overline !important; font-size: 30px !important; } ul, li { margin: 40px !important; padding: 40px !important; list-style: square !important; }`;
    document.head.append(style);
    try {
      const el = await footer('region="182"');
      const link = $(el, 'nav.columns a');
      const cs = getComputedStyle(link);
      expect(cs.fontFamily).not.to.contain('Comic');
      expect(cs.color).not.to.equal('rgb(255, 0, 0)');
      expect(cs.fontSize).to.equal('14px');
      expect(cs.textDecorationLine).to.equal('none');
      expect(getComputedStyle(link.closest('li')!).marginTop).not.to.equal('40px');
      expect(getComputedStyle($(el, '.exch-root')).boxSizing).to.equal('border-box');
    } finally {
      style.remove();
    }
  });

  it('language links follow the language URL rule from current-path', async () => {
    const el = await footer('region="0" current-path="/de/trade/BTC_USDT" lang="de"');
    const fr = $<HTMLAnchorElement>(el, '[data-picker="lang"] a[lang="fr"]');
    expect(fr.getAttribute('href')).to.equal('/fr/trade/BTC_USDT');
    expect($<HTMLAnchorElement>(el, '[data-picker="lang"] a[lang="en"]').getAttribute('href')).to.equal('/trade/BTC_USDT');
  });

  it('two footers share the language: choosing one in the first shows in the second, without navigating', async () => {
    const a = await footer('region="0" lang="en"');
    const b = await footer('region="182"');
    const onChange = (e: Event) => e.preventDefault();
    document.addEventListener('exch-language-change', onChange);
    try {
      $(a, '[data-picker="lang"] .picker-button').click();
      const event = oneEvent(document, 'exch-language-change');
      $(a, '[data-picker="lang"] a[lang="de"]').click();
      const { detail } = (await event) as CustomEvent<{ lang: string; href: string }>;
      expect(detail.lang).to.equal('de');
      await waitUntil(
        () => $(b, '.exch-root').getAttribute('lang') === 'de' && !shadowText(b).includes('Contact us') && shadowText(b).length > 0,
        'second footer never showed German',
      );
      expect($(a, '.exch-root').getAttribute('lang')).to.equal('de');
    } finally {
      document.removeEventListener('exch-language-change', onChange);
    }
  });

  it('Arabic renders right to left', async () => {
    const el = await footer('region="0" lang="ar"');
    await waitUntil(() => $(el, '.exch-root').getAttribute('dir') === 'rtl');
  });

  it('de, fr and es show the restricted-jurisdiction notice linking to the user agreement', async () => {
    const el = await footer('region="0" lang="fr"');
    await waitForShadow(el, '[data-notice="restricted"] a');
    expect($(el, '[data-notice="restricted"] a').getAttribute('href')).to.equal('/user-agreement');
    const en = await footer('region="0" lang="en"');
    await waitUntil(() => $$(en, '[data-notice="restricted"]').length === 0, 'English kept the notice');
    expect($$(el, '[data-notice="restricted"]')).to.have.length(0);
  });

  it('flags from common data: UK limit hides social icons, Italy limit hides the EU main footer', async () => {
    setCookie('mock_flags', 'isUKLimit');
    const g = await footer('region="0"');
    expect($$(g, '[data-social]')).to.have.length(0);
    clearCookies();
    setCookie('mock_flags', 'isItalyLimit');
    const eu = await mountChrome('exch-footer', 'region="106" lang="it"', { ready: '[data-legal="legal.eu"]' });
    // Its first commit is its complete view, the flags of common data applied.
    await whenReady(eu);
    expect($$(eu, 'nav.columns')).to.have.length(0);
  });

  it('compliance codes hide links', async () => {
    setCookie('mock_compliance', 'fiat_trade,nft');
    const el = await footer('region="0"');
    expect(hrefs(el)).not.to.include('/c2c/merchant');
    expect(hrefs(el)).not.to.include('/nft');
  });

  describe('at 375 px', () => {
    beforeEach(async () => {
      await setViewport({ width: 375, height: 800 });
    });

    it('columns and sub-groups are accordions: one open at a time, clicking the open one closes it', async () => {
      const el = await footer('region="0"', 'button.toggle');
      const toggles = () => $$<HTMLButtonElement>(el, '.column > .heading > button.toggle');
      const [about, products] = toggles();
      expect(about!.getAttribute('aria-expanded')).to.equal('false');
      expect($(el, `#${CSS.escape(about!.getAttribute('aria-controls')!)}`).hidden).to.equal(true);
      about!.click();
      await waitUntil(() => about!.getAttribute('aria-expanded') === 'true');
      expect($(el, `#${CSS.escape(about!.getAttribute('aria-controls')!)}`).hidden).to.equal(false);
      products!.click();
      await waitUntil(() => products!.getAttribute('aria-expanded') === 'true');
      expect(about!.getAttribute('aria-expanded')).to.equal('false');
      const groupToggle = $<HTMLButtonElement>(el, '.column[data-id="products"] .group button.toggle');
      groupToggle.click();
      await waitUntil(() => groupToggle.getAttribute('aria-expanded') === 'true');
      products!.click();
      await waitUntil(() => products!.getAttribute('aria-expanded') === 'false');
      await expect(el).to.be.accessible();
    });

    it('the accordion works from the keyboard', async () => {
      const el = await footer('region="182"', 'button.toggle');
      const first = $<HTMLButtonElement>(el, 'button.toggle');
      first.focus();
      const { sendKeys } = await import('@web/test-runner-commands');
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => first.getAttribute('aria-expanded') === 'true');
      await sendKeys({ press: 'Space' });
      await waitUntil(() => first.getAttribute('aria-expanded') === 'false');
    });

    it('language and fiat pickers are dropdowns, one open at a time; Escape closes', async () => {
      const el = await footer('region="0"', '[data-picker="fiat"] .picker-button');
      const lang = $<HTMLButtonElement>(el, '[data-picker="lang"] .picker-button');
      const fiat = $<HTMLButtonElement>(el, '[data-picker="fiat"] .picker-button');
      lang.click();
      await waitUntil(() => lang.getAttribute('aria-expanded') === 'true');
      fiat.click();
      await waitUntil(() => fiat.getAttribute('aria-expanded') === 'true');
      expect(lang.getAttribute('aria-expanded')).to.equal('false');
      const { sendKeys } = await import('@web/test-runner-commands');
      $<HTMLButtonElement>(el, '[data-picker="fiat"] [data-fiat]').focus();
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => fiat.getAttribute('aria-expanded') === 'false');
      expect(el.shadowRoot!.activeElement).to.equal(fiat);
    });

    it('choosing a fiat writes curr_fiat and announces it (the page may stop the reload)', async () => {
      const el = await footer('region="0"', '[data-picker="fiat"] .picker-button');
      $<HTMLButtonElement>(el, '[data-picker="fiat"] .picker-button').click();
      const eur = await waitForShadow<HTMLButtonElement>(el, '[data-fiat="EUR"]');
      // Spec §9: each fiat with its icon (image service, quality 75), the code as text.
      expect(eur.querySelector('img[data-fiat-icon]')!.getAttribute('src')).to.equal('/images/fiat/EUR.svg?q=75');
      expect($(el, '[data-picker="fiat"] .picker-button img[data-fiat-icon]')).to.not.equal(null);
      const stop = (e: Event) => e.preventDefault();
      document.addEventListener('exch-fiat-change', stop);
      try {
        const event = oneEvent(document, 'exch-fiat-change');
        eur.click();
        expect(((await event) as CustomEvent<{ fiat: string }>).detail.fiat).to.equal('EUR');
        expect(getCookie('curr_fiat')).to.equal('EUR');
        await waitUntil(() => $(el, '[data-picker="fiat"] .picker-button').textContent === 'EUR');
      } finally {
        document.removeEventListener('exch-fiat-change', stop);
      }
    });

    it('moving the element keeps its state (the open accordion)', async () => {
      const el = await footer('region="182"', 'button.toggle');
      const first = $<HTMLButtonElement>(el, 'button.toggle');
      first.click();
      await waitUntil(() => first.getAttribute('aria-expanded') === 'true');
      const other = document.createElement('section');
      document.body.append(other);
      other.append(el);
      // An unmount would run in a microtask after the move: after a task it is still ready.
      await nextTask();
      await whenReady(el);
      expect($(el, 'button.toggle').getAttribute('aria-expanded')).to.equal('true');
      expect($(el, 'button.toggle')).to.equal(first);
      other.remove();
    });
  });

  describe('bad answers from the API render the defaults', () => {
    for (const kind of ['500', 'malformed', 'null', 'wrongtype', 'empty'] as const) {
      it(`commonData and compliance ${kind}`, async () => {
        useFault(`commonData=${kind},complianceMenu=${kind}`);
        const el = await footer('region="0"');
        expect(hrefs(el)).to.include('/about_us');
        expect($$(el, '[data-picker="lang"] a').length).to.be.greaterThan(10);
      });
    }

    it('a late answer (timeout) still renders after the 4 s client timeout', async function () {
      useFault('commonData=timeout');
      const el = await mountChrome<ExchFooterElement>('exch-footer', 'region="0"', { ready: 'footer' });
      await waitForShadowAll(el, 'nav.columns a', 5);
      expect(hrefs(el)).to.include('/about_us');
    });
  });
});
