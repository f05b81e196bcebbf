import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';
import '../../../elements/index';
import { STORAGE_KEY } from '../../../react-core/core/util/storage-keys';
import { $, $$, setCookie, waitForShadow, waitUntil, usePage, mountMarkup } from '../helpers';

/**
 * Windows high contrast (forced colours) and paper: every selected or current state stays
 * visible without colour, and a printed page keeps the logo, the legal text and the copyright,
 * and nothing that only works on screen. Checked in Chromium's media emulation.
 */
const shown = (el: Element | null) => {
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return getComputedStyle(el).display !== 'none' && box.width > 0 && box.height > 0;
};
const outlined = (el: Element) => {
  const style = getComputedStyle(el);
  return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
};

describe('forced colours and print', () => {
  usePage({ viewport: { width: 1280, height: 900 } });
  afterEach(async () => {
    await executeServerCommand('emulate-forced-colors', { value: 'none' });
    await emulateMedia({ media: 'screen' });
  });

  it('forced colours: the current language, the open picker and an open nav item keep an outline, not colour alone; icons follow the system colour', async () => {
    const page = await mountMarkup<HTMLElement>('<div><exch-header region="0" lang="en"></exch-header><exch-footer region="0" lang="en"></exch-footer></div>');
    const header = page.querySelector('exch-header')!;
    const footer = page.querySelector('exch-footer')!;
    await waitForShadow(footer, '[data-picker="lang"] .picker-button');
    await waitForShadow(header, '.top-link');
    // The test runner's own command (web-test-runner.config.mjs: emulateMedia drops forcedColors on Chrome).
    await executeServerCommand('emulate-forced-colors', { value: 'active' });
    expect(matchMedia('(forced-colors: active)').matches, 'the emulation is on').to.equal(true);

    $<HTMLButtonElement>(footer, '[data-picker="lang"] .picker-button').click();
    const current = await waitForShadow(footer, '[data-picker="lang"] [aria-current="true"]');
    expect(outlined(current), 'the current language').to.equal(true);
    expect(outlined($(footer, '[data-picker="lang"] .picker-button')), 'the open picker button').to.equal(true);

    const withMenu = $<HTMLButtonElement>(header, 'button.top-link');
    withMenu.click();
    await waitUntil(() => withMenu.getAttribute('aria-expanded') === 'true', 'the nav item did not open');
    expect(outlined(withMenu), 'the open nav item').to.equal(true);

    // The buttons' icons draw with currentColor: the system's text colour, never a fixed colour
    // it would not replace (the logo is the brand's mark, drawn as it is).
    const icons = $$(header, 'button svg [stroke]:not([stroke="none"]), button svg [fill]:not([fill="none"])');
    expect(icons.length, 'icons checked').to.be.greaterThan(2);
    for (const path of icons) {
      const style = getComputedStyle(path);
      const paint = path.hasAttribute('stroke') ? style.stroke : style.fill;
      expect(paint, `${path.outerHTML.slice(0, 60)} uses currentColor`).to.equal(style.color);
    }
  });

  it('print: the logo, the legal text and the copyright; no navigation, search, drawer button, settings, announcement, notice or QR code', async () => {
    setCookie('mock_user', 'visitor');
    localStorage.setItem(STORAGE_KEY.announcementLast, JSON.stringify({ index: 'n1' }));
    const page = await mountMarkup<HTMLElement>(
      '<div><exch-announcement region="0" lang="en" page="index"></exch-announcement><exch-header region="0" lang="en"></exch-header><exch-footer region="0" lang="en"></exch-footer></div>',
    );
    const header = page.querySelector('exch-header')!;
    const footer = page.querySelector('exch-footer')!;
    const announcement = page.querySelector('exch-announcement')!;
    await waitForShadow(header, '.main-nav');
    await waitForShadow(footer, '.legal');
    expect(shown($(header, '.main-nav')), 'on screen, the nav shows').to.equal(true);

    await emulateMedia({ media: 'print' });
    expect(matchMedia('print').matches, 'the emulation is on').to.equal(true);
    expect(shown($(header, '.logo')), 'the logo').to.equal(true);
    expect(shown($(footer, '.legal')), 'the legal text').to.equal(true);
    expect(shown($(footer, '.copyright')), 'the copyright').to.equal(true);
    for (const selector of ['.main-nav', '[data-action="search"]', '[data-action="drawer"]', '.st-entry-button', '[data-action="login"]', '.cookie-notice']) {
      expect($$(header, selector).some(shown), `header ${selector}`).to.equal(false);
    }
    for (const selector of ['.qr', '.pickers', '.columns', '.social']) {
      expect($$(footer, selector).some(shown), `footer ${selector}`).to.equal(false);
    }
    expect(getComputedStyle(announcement).display, 'the announcement').to.equal('none');
  });
});
