import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { StrictMode, type ComponentType } from 'react';
import { createChromeElement, defineOnce } from '../../../elements/create-element';
import { reactRenderer, type ChromeRenderer } from '../../../react-core/core/element/renderer';
import type { Root } from 'react-dom/client';
import baseCss from '../../../react-core/core/element/base.css?inline';
import headerCss from '../../../react-core/header/header.css?inline';
import { LanguageRegionEntry, SettingsEntry } from '../../../react-core/settings/settings-entries.connected';
import { MobileSettingsEntry } from '../../../react-core/settings/mobile-settings-entry.connected';
import { $, $$, cleanUp, duplicateRequests, apiRequests, fetchesIdle, waitForShadow, waitUntil, usePage } from '../helpers';
import { headerTools, openPanel, openRegionDialog, resetPage } from '../helpers/settings';
import { LONG_TEST_MS } from '../helpers/timeouts';

/** axe inside the shadow root, with the open dialog or section. */
async function accessible(el: HTMLElement): Promise<void> {
  await expect(el).to.be.accessible();
}

async function drawer(): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = '<test-settings-drawer></test-settings-drawer>';
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await waitForShadow(el, '[data-mobile-settings]');
  return el;
}

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '375 px', width: 375, height: 740 },
];

describe('settings accessibility (axe)', () => {
  usePage();
  beforeEach(() => {
    resetPage();
  });
  afterEach(async () => {
    document.querySelectorAll('test-settings-header, test-settings-drawer, strict-settings').forEach((n) => n.parentElement?.remove());
    await setViewport({ width: 1280, height: 800 });
  });

  for (const viewport of VIEWPORTS) {
    for (const theme of ['light', 'dark'] as const) {
      it(`${viewport.name}, ${theme}: the dialog (both tabs), the Turkey modal, and each panel section open`, async function () {
        this.timeout(LONG_TEST_MS);
        await setViewport(viewport);
        const el = await headerTools(`theme="${theme}"`);
        const dialog = await openRegionDialog(el);
        await accessible(el);
        dialog.querySelector<HTMLButtonElement>('[data-tab="rate"]')!.click();
        await waitForShadow(el, '[data-panel="rate"]:not([hidden]) [data-fiat="EUR"]');
        await accessible(el);
        dialog.querySelector<HTMLButtonElement>('[data-tab="language"]')!.click();
        (await waitForShadow<HTMLAnchorElement>(el, 'a[data-lang="tr"]')).click();
        await waitForShadow(el, '[data-action="turkey-switch"]');
        await accessible(el);
        $<HTMLButtonElement>(el, '[data-action="turkey-cancel"]')!.click();
        dialog.querySelector<HTMLButtonElement>('[data-action="close"]')!.click();
        await waitUntil(() => $(el, 'dialog') === null);
        await openPanel(el);
        for (const section of $$(el, '[data-section]').map((s) => s.dataset.section!)) {
          const toggle = $<HTMLButtonElement>(el, `[data-section="${section}"] .st-section-toggle`)!;
          if (toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
          await waitForShadow(el, `[data-section="${section}"] [role="region"]:not([hidden]) *`);
          await accessible(el);
        }
      });

      it(`${viewport.name}, ${theme}: the drawer rows and each mobile modal type`, async function () {
        this.timeout(LONG_TEST_MS);
        await setViewport(viewport);
        const el = await drawer();
        el.setAttribute('theme', theme);
        await accessible(el);
        for (const type of ['lang', 'rate', 'riseTime', 'riseColor']) {
          $<HTMLButtonElement>(el, `[data-mobile-type="${type}"]`)!.click();
          const dialog = await waitForShadow<HTMLDialogElement>(el, `dialog[data-type="${type}"] .st-rows li`);
          await accessible(el);
          dialog.closest('dialog')!.querySelector<HTMLButtonElement>('[data-action="close"]')!.click();
          await waitUntil(() => $(el, 'dialog') === null);
        }
      });
    }
  }
});

// StrictMode (issue 7): renders are pure; mounting, unmounting and mounting again makes each request once.
const strictRenderer: ChromeRenderer<Root> = {
  mount: (container, node) => reactRenderer.mount(container, <StrictMode>{node}</StrictMode>),
  hydrate: (container, node) => reactRenderer.hydrate(container, <StrictMode>{node}</StrictMode>),
  update: (root, node) => reactRenderer.update(root, <StrictMode>{node}</StrictMode>),
  unmount: (root) => reactRenderer.unmount(root),
};
function Everything() {
  return (
    <div className="end">
      <LanguageRegionEntry page={{ reload: () => undefined, navigate: () => undefined }} />
      <SettingsEntry />
      <MobileSettingsEntry />
    </div>
  );
}
const StrictView: ComponentType = Everything;
defineOnce(
  'strict-settings',
  createChromeElement(
    { tag: 'exch-strict-settings' as `exch-${string}`, attributes: [], properties: {}, events: ['exch-ready'] },
    { View: StrictView, styles: [baseCss, headerCss] },
    strictRenderer,
  ),
);

describe('settings under StrictMode', () => {
  usePage({ recordRequests: true });
  afterEach(() => {
    document.querySelectorAll('strict-settings').forEach((n) => n.parentElement?.remove());
    cleanUp();
  });

  it('the entries, the dialog with its rates, the panel and a mobile modal: each request once', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<strict-settings></strict-settings>';
    document.body.append(holder);
    const el = holder.firstElementChild as HTMLElement;
    const dialog = await openRegionDialog(el);
    dialog.querySelector<HTMLButtonElement>('[data-tab="rate"]')!.click();
    await waitForShadow(el, '[data-fiat="EUR"] .st-fiat-rate');
    dialog.querySelector<HTMLButtonElement>('[data-action="close"]')!.click();
    await waitUntil(() => $(el, 'dialog') === null);
    await openPanel(el);
    $<HTMLButtonElement>(el, '[data-action="settings"]')!.click();
    $<HTMLButtonElement>(el, '[data-mobile-type="rate"]')!.click();
    await waitForShadow(el, 'dialog[data-type="rate"] [data-value="EUR"]');
    await fetchesIdle();
    const requests = apiRequests();
    expect(requests.some((r) => r.startsWith('/api/web/v1/site/currFiatMarketRates'))).to.equal(true);
    expect(requests.some((r) => r.startsWith('/api/web/v1/site/commonData'))).to.equal(true);
    expect(duplicateRequests()).to.deep.equal({});
  });
});
