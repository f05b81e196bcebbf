import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/index';
import { effectiveMarketDisplay, prefs, reloadPrefs } from '../../../react-core/core/store/prefs';
import { resolveSite } from '../../../react-core/core/region/regions';
import { loadSpotMarkets, resetMarketSearch } from '../../../react-core/market-search/data/market-search.store';
import { ENDPOINTS } from '../../../react-core/core/api/endpoints';
import { STORAGE_KEY } from '../../../react-core/core/util/storage-keys';
import { MARKET_HUES } from '../../../react-core/core/brand/market-hues';
import { $, $$, apiRequests, getCookie, setCookie, waitForShadow, waitUntil, usePage } from '../helpers';
import { expectYearCookie, focused, headerTools, openPanel, openSection, page, recordCookieWrites, recordEvents, resetPage } from '../helpers/settings';

const EVENTS = ['exch-theme-change', 'exch-rise-color-change', 'exch-change-window-change', 'exch-fiat-change', 'exch-float-rate-change'] as const;

const hex = (color: string) => {
  const m = /rgb\((\d+), (\d+), (\d+)\)/.exec(color);
  return m
    ? `#${m
        .slice(1)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')}`
    : color;
};

async function footer(attrs = ''): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = `<exch-footer ${attrs}></exch-footer>`;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await waitForShadow(el, '.exch-root');
  return el;
}

function choose(el: HTMLElement, section: string, value: string): void {
  $<HTMLInputElement>(el, `[data-section="${section}"] [data-value="${value}"] input`)!.click();
}

describe('settings panel', () => {
  let events: ReturnType<typeof recordEvents>;
  usePage({ viewport: { width: 1280, height: 800 } });
  beforeEach(() => {
    resetPage();
    events = recordEvents(EVENTS);
  });
  afterEach(() => {
    events.stop();
    document.querySelectorAll('test-settings-header, exch-footer').forEach((n) => n.parentElement?.remove());
  });

  it('the settings button (named "Settings") opens a panel; focus moves in; Escape closes and returns focus', async () => {
    const el = await headerTools();
    const button = await waitForShadow<HTMLButtonElement>(el, '[data-action="settings"]');
    expect(button.getAttribute('aria-label')).to.equal('Settings');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    const panel = await openPanel(el);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.getAttribute('aria-controls')).to.equal(panel.id);
    expect($$(el, '[data-section]').map((s) => s.dataset.section)).to.deep.equal(['theme', 'riseColor', 'changeWindow', 'fiatDisplay']);
    await waitUntil(() => focused(el)?.classList.contains('st-section-toggle'), 'focus did not move into the panel');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $(el, '.st-panel') === null, 'Escape did not close');
    expect(focused(el) === button, 'focus back on the button').to.equal(true);
    await openPanel(el);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitUntil(() => $(el, '.st-panel') === null, 'a click outside did not close');
  });

  it('accordion: one section open at a time; the open one closes on a second click; arrows move between headers', async () => {
    const el = await headerTools();
    await openPanel(el);
    const toggle = (s: string) => $<HTMLButtonElement>(el, `[data-section="${s}"] .st-section-toggle`)!;
    const expanded = () => $$(el, '.st-section-toggle').map((b) => b.getAttribute('aria-expanded'));
    toggle('theme').click();
    await waitUntil(() => expanded()[0] === 'true');
    const region = $(el, `#${toggle('theme').getAttribute('aria-controls')}`)!;
    expect(region.getAttribute('role')).to.equal('region');
    expect(region.hidden).to.equal(false);
    toggle('riseColor').click();
    await waitUntil(() => expanded().join() === 'false,true,false,false');
    toggle('riseColor').click();
    await waitUntil(() => expanded().join() === 'false,false,false,false');
    toggle('theme').focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(focused(el) === toggle('riseColor')).to.equal(true);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'ArrowUp' });
    expect(focused(el) === toggle('fiatDisplay'), 'ArrowUp wraps').to.equal(true);
    await sendKeys({ press: 'Home' });
    expect(focused(el) === toggle('theme')).to.equal(true);
    await sendKeys({ press: 'End' });
    expect(focused(el) === toggle('fiatDisplay')).to.equal(true);
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => expanded()[3] === 'true', 'Enter did not open');
  });

  it('theme: every element follows at once (footer too), is_change_skin=1, stored, exch-theme-change', async () => {
    const cookies = recordCookieWrites();
    try {
      const el = await headerTools();
      const foot = await footer();
      await openSection(el, 'theme');
      const before = getComputedStyle($(foot, '.exch-root')!).backgroundColor;
      choose(el, 'theme', 'dark');
      expect(prefs.theme).to.equal('dark');
      // The theme travels in the spec's wire value (§3: dark '2'), with is_change_skin=1.
      expect(cookies.of('theme')).to.have.length(1);
      expectYearCookie(cookies.parsed('theme')[0], '2');
      expect(cookies.of('is_change_skin')).to.have.length(1);
      expectYearCookie(cookies.parsed('is_change_skin')[0], '1');
      expect(events.seen).to.deep.equal([{ name: 'exch-theme-change', detail: { theme: 'dark' }, cancelable: false, bubbles: true, composed: true }]);
      await waitUntil(() => $(foot, '.exch-root')!.getAttribute('data-theme') === 'dark', 'the footer did not follow');
      expect(foot.getAttribute('data-theme')).to.equal('dark');
      expect(el.getAttribute('data-theme')).to.equal('dark');
      expect(getComputedStyle($(foot, '.exch-root')!).backgroundColor).to.not.equal(before);
      // A reload reads the stored theme.
      reloadPrefs();
      expect(prefs.theme).to.equal('dark');
      expect(prefs.themeChosen).to.equal(true);
    } finally {
      cookies.stop();
    }
  });

  it('rise colour: market_rise_color for a year; host attributes and custom properties, --exch-c-rise in every element', async () => {
    const cookies = recordCookieWrites();
    try {
      const el = await headerTools();
      const foot = await footer();
      expect(foot.getAttribute('data-rise-color')).to.equal('risegreen');
      expect(getComputedStyle(foot).getPropertyValue('--exch-rise-color').trim()).to.equal(MARKET_HUES.green);
      await openSection(el, 'riseColor');
      expect($$(el, '[data-section="riseColor"] [data-value]').map((o) => o.dataset.value)).to.deep.equal(['risegreen', 'risered']);
      choose(el, 'riseColor', 'risered');
      expect(cookies.of('market_rise_color')).to.have.length(1);
      expectYearCookie(cookies.parsed('market_rise_color')[0], 'risered');
      expect(events.detail('exch-rise-color-change')).to.deep.equal([{ riseColor: 'risered' }]);
      await waitUntil(() => foot.getAttribute('data-rise-color') === 'risered', 'the footer host did not follow');
      for (const host of [el, foot]) {
        expect(getComputedStyle(host).getPropertyValue('--exch-rise-color').trim()).to.equal(MARKET_HUES.red);
        expect(getComputedStyle(host).getPropertyValue('--exch-fall-color').trim()).to.equal(MARKET_HUES.green);
        const probe = document.createElement('span');
        probe.style.color = 'var(--exch-c-rise)';
        $(host, '.exch-root')!.append(probe);
        expect(hex(getComputedStyle(probe).color)).to.equal(MARKET_HUES.red);
        probe.style.color = 'var(--exch-c-fall)';
        expect(hex(getComputedStyle(probe).color)).to.equal(MARKET_HUES.green);
        probe.remove();
      }
      // A language change now keeps the chosen colour (the cookie wins over the default).
      reloadPrefs();
      expect(prefs.riseColor).to.equal('risered');
    } finally {
      cookies.stop();
    }
  });

  it('change window: stored, exch-change-window-change with its timezone; the market requests carry it', async () => {
    resetMarketSearch();
    const el = await headerTools();
    await openSection(el, 'changeWindow');
    expect($$(el, '[data-section="changeWindow"] [data-value]').map((o) => o.dataset.value)).to.deep.equal(['24h', 'utc0', 'utc8']);
    choose(el, 'changeWindow', 'utc8');
    expect(localStorage.getItem(STORAGE_KEY.changeWindow)).to.equal('utc8');
    expect(events.detail('exch-change-window-change')).to.deep.equal([{ changeWindow: 'utc8', timezone: 'utc8' }]);
    const site = resolveSite(0, false);
    await loadSpotMarkets({ base: '', lang: 'en', changeWindow: effectiveMarketDisplay(prefs, site).changeWindow });
    expect(apiRequests().filter((r) => r.startsWith(ENDPOINTS.spotMarkets))).to.deep.equal([`${ENDPOINTS.spotMarkets}?exchange_type=ALL&timezone=utc8`]);
    choose(el, 'changeWindow', '24h');
    expect(events.detail('exch-change-window-change')[1]).to.deep.equal({ changeWindow: '24h', timezone: '' });
  });

  it('do-not-switch-to-fiat: on while USD; off clears the fiat (curr_fiat empty, kept over a reload), exch-fiat-change, reload', async () => {
    const cookies = recordCookieWrites();
    try {
      const el = await headerTools();
      await openSection(el, 'fiatDisplay');
      const toggle = $<HTMLButtonElement>(el, '[data-switch="do-not-switch-to-fiat"]')!;
      expect(toggle.getAttribute('role')).to.equal('switch');
      expect(toggle.getAttribute('aria-checked')).to.equal('true');
      toggle.click();
      expect(prefs.fiat).to.equal('');
      expect(cookies.of('curr_fiat')).to.have.length(1);
      expectYearCookie(cookies.parsed('curr_fiat')[0], '');
      expect(events.detail('exch-fiat-change')).to.deep.equal([{ fiat: '' }]);
      expect(page.reloads).to.equal(1);
      await waitUntil(() => toggle.getAttribute('aria-checked') === 'false');
      reloadPrefs();
      expect(prefs.fiat, 'no conversion survives a reload').to.equal('');
      toggle.click();
      expect(prefs.fiat).to.equal('USD');
      expect(getCookie('curr_fiat')).to.equal('USD');
      expect(page.reloads).to.equal(2);
    } finally {
      cookies.stop();
    }
  });

  it('float real-time rate: its own stored toggle and event; the fiat stays', async () => {
    const el = await headerTools();
    await openSection(el, 'fiatDisplay');
    const toggle = $<HTMLButtonElement>(el, '[data-switch="float-rate"]')!;
    expect(toggle.getAttribute('aria-checked')).to.equal('false');
    toggle.click();
    expect(localStorage.getItem(STORAGE_KEY.floatRate)).to.equal('1');
    expect(events.seen).to.deep.equal([{ name: 'exch-float-rate-change', detail: { floatRate: true }, cancelable: false, bubbles: true, composed: true }]);
    expect(prefs.fiat).to.equal('USD');
    expect(page.reloads).to.equal(0);
  });

  it('US: green-for-rise and 24h whatever is stored, red/UTC options not offered, the stored choice untouched', async () => {
    setCookie('market_rise_color', 'risered');
    localStorage.setItem(STORAGE_KEY.changeWindow, 'utc8');
    reloadPrefs();
    const us = await headerTools('region="232"');
    const globalFooter = await footer('region="0"');
    await waitUntil(() => us.getAttribute('data-rise-color') === 'risegreen');
    expect(getComputedStyle(us).getPropertyValue('--exch-rise-color').trim()).to.equal(MARKET_HUES.green);
    expect(globalFooter.getAttribute('data-rise-color'), 'a global element on the same page keeps the stored colour').to.equal('risered');
    await openSection(us, 'riseColor');
    expect($$(us, '[data-section="riseColor"] [data-value]').map((o) => o.dataset.value)).to.deep.equal(['risegreen']);
    expect($<HTMLInputElement>(us, '[data-value="risegreen"] input')!.checked).to.equal(true);
    $<HTMLButtonElement>(us, '[data-section="changeWindow"] .st-section-toggle')!.click();
    await waitForShadow(us, '[data-section="changeWindow"] [data-value]');
    expect($$(us, '[data-section="changeWindow"] [data-value]').map((o) => o.dataset.value)).to.deep.equal(['24h']);
    expect($(us, '[data-section="changeWindow"] .st-section-value')!.textContent).to.equal('Last 24 hours');
    expect(getCookie('market_rise_color')).to.equal('risered');
    expect(localStorage.getItem(STORAGE_KEY.changeWindow)).to.equal('utc8');
    expect(prefs.riseColor).to.equal('risered');
    // The market requests of a US page carry the 24h window (blank timezone).
    resetMarketSearch();
    await loadSpotMarkets({ base: '', lang: 'en', changeWindow: effectiveMarketDisplay(prefs, resolveSite(232, false)).changeWindow });
    expect(apiRequests().filter((r) => r.startsWith(ENDPOINTS.spotMarkets))).to.deep.equal([`${ENDPOINTS.spotMarkets}?exchange_type=ALL&timezone=`]);
  });

  it('hiding flags: hidden-setting, hidden-theme-mode, hidden-do-not-switch-to-fiat, hidden-exchange-rate', async () => {
    const none = await headerTools('hidden-setting');
    await waitForShadow(none, '[data-action="language-region"]');
    expect($(none, '[data-action="settings"]') === null).to.equal(true);
    const noTheme = await headerTools('hidden-theme-mode hidden-do-not-switch-to-fiat');
    await openPanel(noTheme);
    expect($$(noTheme, '[data-section]').map((s) => s.dataset.section)).to.deep.equal(['riseColor', 'changeWindow', 'fiatDisplay']);
    $<HTMLButtonElement>(noTheme, '[data-section="fiatDisplay"] .st-section-toggle')!.click();
    await waitForShadow(noTheme, '[data-switch="float-rate"]');
    expect($(noTheme, '[data-switch="do-not-switch-to-fiat"]') === null).to.equal(true);
    const noRate = await headerTools('hidden-exchange-rate');
    await openPanel(noRate);
    expect($$(noRate, '[data-section]').map((s) => s.dataset.section)).to.deep.equal(['theme', 'riseColor', 'changeWindow']);
  });
});
