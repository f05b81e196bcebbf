import { expect } from '@open-wc/testing';
import '../../../elements/index';
import { waitUntil, idlePeriod, resourceLoaded, usePage, mountMarkup } from '../helpers';

/**
 * Issue 29: a connection that saves data (Save-Data on, or a 2G-like link) gets the first paint
 * and what the user opens, nothing ahead of intent: no idle preloads (settings, search, market
 * panels) and no footer decorations (QR code, social glyphs).
 */
const fetched = (part: string) => resourceLoaded(part);

describe('a connection that saves data', () => {
  usePage({ viewport: { width: 1440, height: 900 } });
  afterEach(() => {
    delete (navigator as { connection?: unknown }).connection;
  });

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: '2g' },
  ]) {
    it(`${JSON.stringify(connection)}: the chrome paints; nothing is fetched ahead of the user`, async () => {
      Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
      const wrapper = await mountMarkup<HTMLDivElement>('<div><exch-header region="0"></exch-header><exch-footer region="0"></exch-footer></div>');
      const header = wrapper.querySelector('exch-header')!;
      const footer = wrapper.querySelector('exch-footer')!;
      await waitUntil(() => header.matches(':state(ready)') && footer.matches(':state(ready)'), 'the chrome never painted');
      footer.scrollIntoView();
      // The chrome queued its idle work when it painted: two idle periods of ours come after it.
      await idlePeriod();
      await idlePeriod();
      // Chunks of the sources (served one module each here): what an idle preload would fetch.
      for (const part of [
        '/settings/settings.connected',
        '/market-search/search/search-modal',
        '/market-search/panel/market-nav-panel.connected.tsx',
        '/core/qr/qr-code',
        '/footer/social-icons',
      ]) {
        expect(fetched(part), `${part} fetched ahead of intent`).to.equal(false);
      }
      // What the user opens still opens.
      header.shadowRoot!.querySelector<HTMLButtonElement>('[data-action="settings"]')!.click();
      await waitUntil(() => header.shadowRoot!.querySelector('[part="settings-panel"]'), 'the settings did not open on the click');
    });
  }
});
