import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/index';
import { prefs } from '../../../react-core/core/store/prefs';
import { preloadSettings } from '../../../react-core/settings/settings-entries.connected';
import { $, $$, resetChrome, setPersona, waitForShadow, waitUntil, resourceLoaded, mountChrome, usePage } from '../helpers';

/**
 * Spec §1, §6: everyone gets the settings from the header. At 768 px and wider the bar holds the
 * globe (language and region) and the settings button; below, the drawer holds the mobile
 * settings rows. Their code and texts load at idle after the first paint, never on the click.
 */
async function header(attrs = ''): Promise<HTMLElement> {
  return mountChrome('exch-header', attrs, { ready: 'header[part="header"]' });
}

const focusedIn = (el: HTMLElement) => el.shadowRoot!.activeElement as HTMLElement | null;
const requested = (fragment: string) => resourceLoaded(fragment);

describe('<exch-header> settings entries', () => {
  usePage({ viewport: { width: 1440, height: 900 } });

  it('wide: the globe and settings buttons sit in the bar, for visitors and logged-in users alike', async () => {
    for (const persona of ['visitor', 'user'] as const) {
      resetChrome();
      setPersona(persona);
      const el = await header();
      const globe = await waitForShadow<HTMLButtonElement>(el, '.end [data-action="language-region"]');
      expect(globe.getAttribute('aria-label'), persona).to.equal('Language and region: English');
      expect($$(el, '.end [data-action="settings"]'), persona).to.have.length(1);
      el.remove();
    }
  });

  it("the settings' code and texts load at idle after the first paint, so the first click opens at once", async () => {
    const el = await header();
    await waitUntil(() => requested('/settings/en.json'), 'the settings texts were not fetched at idle');
    await waitUntil(() => requested('settings.connected'), 'the settings code was not fetched at idle');
    // The same (idempotent) preload the idle callback started: resolves once all of it is here.
    await preloadSettings();
    $<HTMLButtonElement>(el, '[data-action="settings"]')!.click();
    // Already loaded: the panel is there after one render, not after a round trip.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect($(el, '[part="settings-panel"]'), 'the panel did not open in the frame of the click').to.not.equal(null);
  });

  it('a theme chosen in the panel restyles the header and its host at once', async () => {
    const el = await header();
    (await waitForShadow<HTMLButtonElement>(el, '[data-action="settings"]')).click();
    const panel = await waitForShadow(el, '[part="settings-panel"]');
    panel.querySelector<HTMLButtonElement>('[data-section="theme"] .st-section-toggle')!.click();
    (await waitForShadow<HTMLInputElement>(el, '[data-value="dark"] input')).click();
    await waitUntil(() => el.getAttribute('data-theme') === 'dark', 'the host did not follow');
    expect($(el, '.exch-root')!.getAttribute('data-theme')).to.equal('dark');
    expect(prefs.theme).to.equal('dark');
  });

  it('the page hides them: hidden-setting drops the settings button, hidden-language and hidden-exchange-rate the globe', async () => {
    const el = await header('hidden-setting hidden-language hidden-exchange-rate');
    await waitForShadow(el, '.end');
    expect($$(el, '[data-action="settings"]')).to.have.length(0);
    expect($$(el, '[data-action="language-region"]')).to.have.length(0);
  });

  it('a language switched in place: the header goes straight to the new language, never back to its empty box, and focus returns to the globe', async () => {
    const cancel = (event: Event) => event.preventDefault();
    document.addEventListener('exch-language-change', cancel);
    try {
      const el = await header('region="153"');
      const globe = await waitForShadow<HTMLButtonElement>(el, '[data-action="language-region"]');
      let blanked = false;
      const watch = new MutationObserver(() => {
        if (el.shadowRoot!.querySelector('.header-reserve')) blanked = true;
      });
      watch.observe(el.shadowRoot!, { subtree: true, childList: true });
      globe.click();
      (await waitForShadow<HTMLAnchorElement>(el, 'a[data-lang="de"]')).click();
      await waitUntil(() => $(el, '[data-action="login"]')?.textContent === 'Anmelden', 'the header did not switch to German');
      watch.disconnect();
      expect(blanked, 'the header showed its empty box while the German texts loaded').to.equal(false);
      await waitUntil(() => focusedIn(el)?.dataset.action === 'language-region', 'focus did not return to the globe');
      expect(focusedIn(el)!.getAttribute('aria-label')).to.equal('Sprache und Region: Deutsch');
    } finally {
      document.removeEventListener('exch-language-change', cancel);
    }
  });

  describe('below 768 px', () => {
    beforeEach(async () => {
      await setViewport({ width: 375, height: 800 });
    });

    it('the bar has no settings buttons; the drawer lists the settings, and a row opens the mobile modal over it', async () => {
      const el = await header();
      const menu = await waitForShadow<HTMLButtonElement>(el, '[data-action="drawer"]');
      expect($$(el, '[data-action="language-region"], [data-action="settings"]')).to.have.length(0);
      menu.click();
      const row = await waitForShadow<HTMLButtonElement>(el, '[part="drawer"] [data-mobile-type="lang"]');
      expect(row.textContent).to.contain('English');
      expect($$(el, '[part="drawer"] [data-mobile-type]').map((b) => b.dataset.mobileType)).to.deep.equal(['lang', 'rate', 'riseTime', 'riseColor']);
      row.focus();
      row.click();
      const modal = await waitForShadow<HTMLDialogElement>(el, 'dialog[data-settings-dialog="mobile"]');
      expect(modal.matches(':modal')).to.equal(true);
      await waitUntil(() => modal.contains(focusedIn(el)), 'focus did not move into the modal');
      // Escape closes the modal only: the drawer stays, with focus back on the row.
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => $(el, 'dialog[data-settings-dialog="mobile"]') === null, 'Escape did not close the modal');
      expect($(el, '[part="drawer"]')?.checkVisibility({ visibilityProperty: true, opacityProperty: true }), 'the drawer closed with the modal').to.equal(true);
      await waitUntil(() => focusedIn(el)?.dataset.mobileType === 'lang', 'focus did not return to the row');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !$(el, '[part="drawer"]')?.checkVisibility({ visibilityProperty: true, opacityProperty: true }), 'Escape did not close the drawer');
    });

    it('the theme switch in the drawer restyles the page at once', async () => {
      const el = await header();
      (await waitForShadow<HTMLButtonElement>(el, '[data-action="drawer"]')).click();
      const toggle = await waitForShadow<HTMLButtonElement>(el, '[part="drawer"] [data-switch="theme"]');
      expect(toggle.getAttribute('aria-checked')).to.equal('false');
      toggle.click();
      await waitUntil(() => el.getAttribute('data-theme') === 'dark', 'the host did not follow');
      expect($(el, '[data-switch="theme"]')!.getAttribute('aria-checked')).to.equal('true');
    });
  });
});
