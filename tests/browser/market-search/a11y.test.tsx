import { expect } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { $, waitUntil, mountChrome } from '../helpers';
import { TAGS, tabByText, waitForRows, useMarketPage } from '../helpers/market-search';

/** axe (WCAG 2 A/AA, inside the shadow roots) with each panel open, light and dark, and at 375 px. */
describe('accessibility (axe)', () => {
  useMarketPage({ recordRequests: true });
  afterEach(async () => {
    await setViewport({ width: 800, height: 600 });
  });

  for (const theme of ['light', 'dark'] as const) {
    describe(theme, () => {
      it('trade panel: spot, then alpha', async () => {
        const el = await mountChrome<HTMLElement>(TAGS.trade, `theme="${theme}" current-path="/trade/BTC_USDT"`, { ready: false });
        await waitForRows(el, 10);
        await waitUntil(() => tabByText(el, 'All') !== null);
        await expect(el).to.be.accessible();
        tabByText(el, 'Alpha')!.click();
        await waitUntil(() => $(el, 'a.ms-row[href^="/alpha/"]') !== null);
        await expect(el).to.be.accessible();
      });

      it('derivatives panel: futures, then options', async () => {
        const el = await mountChrome<HTMLElement>(TAGS.derivatives, `theme="${theme}"`, { ready: false });
        await waitForRows(el, 10);
        await expect(el).to.be.accessible();
        tabByText(el, 'Options')!.click();
        await waitUntil(() => $(el, 'a.ms-row[href^="/options/"]') !== null);
        await expect(el).to.be.accessible();
      });

      it('Pay-with panel, open', async () => {
        const el = await mountChrome<HTMLElement>(TAGS.payWith, `theme="${theme}"`, { ready: false });
        await waitUntil(() => $(el, '[data-action="pay-with-toggle"]') !== null);
        $<HTMLButtonElement>(el, '[data-action="pay-with-toggle"]')!.click();
        await waitUntil(() => $(el, 'a.pw-row') !== null);
        await expect(el).to.be.accessible();
      });

      it('search modal, open', async () => {
        const el = await mountChrome<HTMLElement>(TAGS.search, `theme="${theme}"`, { ready: false });
        await waitUntil(() => $(el, 'button[data-action="search"]') !== null);
        await expect(el).to.be.accessible();
        $<HTMLButtonElement>(el, 'button[data-action="search"]')!.click();
        await waitForRows(el, 5);
        await expect(el).to.be.accessible();
      });
    });
  }

  it('375 px: the drawer variant and the full-screen modal', async () => {
    await setViewport({ width: 375, height: 700 });
    const drawer = await mountChrome<HTMLElement>(TAGS.tradeDrawer, '', { ready: false });
    await waitForRows(drawer, 5);
    await expect(drawer).to.be.accessible();
    const search = await mountChrome<HTMLElement>(TAGS.search, 'theme="dark"', { ready: false });
    await waitUntil(() => $(search, 'button[data-action="search"]') !== null);
    $<HTMLButtonElement>(search, 'button[data-action="search"]')!.click();
    await waitForRows(search, 5);
    await expect(search).to.be.accessible();
  });
});
