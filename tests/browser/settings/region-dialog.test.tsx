import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { prefs, reloadPrefs } from '../../../react-core/core/store/prefs';
import { TURKEY_EXCHANGE_URL } from '../../../react-core/core/site/hosts';
import { ENDPOINTS } from '../../../react-core/core/api/endpoints';
import { $, $$, getCookie, recordFetch, requestsTo, restoreFetch, setCookie, useFault, waitForShadow, waitUntil, usePage } from '../helpers';
import {
  expectYearCookie,
  focused,
  headerTools,
  openRegionDialog,
  page,
  recordCookieWrites,
  recordEvents,
  recordLinkClicks,
  resetPage,
  languageSwitched,
} from '../helpers/settings';

const EVENTS = ['exch-language-change', 'exch-fiat-change'] as const;

async function ratesFromMock(): Promise<Record<string, { rate: string }>> {
  const body = (await (await fetch(ENDPOINTS.fiatMarketRates)).json()) as { data: Record<string, { rate: string }> };
  return body.data;
}

async function rateTab(el: HTMLElement, dialog: HTMLDialogElement): Promise<void> {
  dialog.querySelector<HTMLButtonElement>('[role="tab"][data-tab="rate"]')!.click();
  await waitForShadow(el, '[data-panel="rate"]:not([hidden]) [data-fiat="EUR"]');
}

describe('language-and-region dialog', () => {
  let events: ReturnType<typeof recordEvents>;
  let links: ReturnType<typeof recordLinkClicks>;
  usePage();
  beforeEach(() => {
    resetPage();
    links = recordLinkClicks();
  });
  afterEach(() => {
    restoreFetch();
    events?.stop();
    links.stop();
    document.querySelectorAll('test-settings-header').forEach((n) => n.parentElement?.remove());
    useFault('');
  });

  it('the globe button is named "Language and region" and shows the current language', async () => {
    const el = await headerTools();
    const button = await waitForShadow<HTMLButtonElement>(el, '[data-action="language-region"]');
    expect(button.getAttribute('aria-label')).to.equal('Language and region: English');
    expect(button.textContent).to.equal('English');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
  });

  it('opens a modal dialog with two tabs; languages from lang_list, 4 per row, links to the language URL of current-path', async () => {
    const el = await headerTools('current-path="/fr/trade/BTC_USDT"');
    const dialog = await openRegionDialog(el);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Language and region');
    const tabs = $$(el, '[role="tab"]');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')])).to.deep.equal([
      ['Language & region', 'true'],
      ['Exchange rate', 'false'],
    ]);
    const links = $$<HTMLAnchorElement>(el, '[data-panel="language"] a[data-lang]');
    expect(links).to.have.length(14);
    const href = Object.fromEntries(links.map((a) => [a.dataset.lang, a.getAttribute('href')]));
    expect(href.en).to.equal('/trade/BTC_USDT');
    expect(href.de).to.equal('/de/trade/BTC_USDT');
    expect(href['zh-tw']).to.equal('/zh-tw/trade/BTC_USDT');
    expect(links.filter((a) => a.getAttribute('aria-current') === 'true').map((a) => a.dataset.lang)).to.deep.equal(['en']);
    const grid = $(el, '.st-lang-grid')!;
    expect(getComputedStyle(grid).gridTemplateColumns.split(' ')).to.have.length(4);
    // Focus moved in: the selected tab.
    await waitUntil(() => focused(el)?.getAttribute('role') === 'tab');
  });

  it('tabs: arrows, Home and End move and select', async () => {
    const el = await headerTools();
    await openRegionDialog(el);
    await waitUntil(() => focused(el)?.dataset.tab === 'language');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => focused(el)?.dataset.tab === 'rate');
    expect(focused(el)!.getAttribute('aria-selected')).to.equal('true');
    expect($(el, '[data-panel="language"]')!.hidden).to.equal(true);
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => focused(el)?.dataset.tab === 'language', 'ArrowRight does not wrap');
    await sendKeys({ press: 'End' });
    await waitUntil(() => focused(el)?.dataset.tab === 'rate');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => focused(el)?.dataset.tab === 'language');
  });

  it('tabs right to left (Arabic): ArrowLeft is next', async () => {
    const el = await headerTools('lang="ar"');
    await openRegionDialog(el);
    expect($(el, '.exch-root')!.getAttribute('dir')).to.equal('rtl');
    expect($(el, '[data-tab="rate"]')!.textContent).to.equal('سعر الصرف');
    await waitUntil(() => focused(el)?.dataset.tab === 'language');
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => focused(el)?.dataset.tab === 'rate', 'ArrowLeft is "next" right to left');
  });

  it('a language link follows the language URL; exch-language-change is cancelable, bubbling and composed', async () => {
    events = recordEvents(EVENTS);
    const el = await headerTools('current-path="/trade/BTC_USDT"');
    await openRegionDialog(el);
    $<HTMLAnchorElement>(el, 'a[data-lang="de"]')!.click();
    expect(events.seen).to.deep.equal([
      { name: 'exch-language-change', detail: { lang: 'de', href: '/de/trade/BTC_USDT' }, cancelable: true, bubbles: true, composed: true },
    ]);
    // Not cancelled: the chrome left the navigation to the browser.
    expect(links.clicks).to.deep.equal([{ href: '/de/trade/BTC_USDT', defaultPrevented: false }]);
    expect(prefs.lang).to.equal('en');
  });

  it('cancelled: the chrome switches language in place, closes, and focus returns to the globe button', async () => {
    events = recordEvents(EVENTS, ['exch-language-change']);
    const el = await headerTools();
    await openRegionDialog(el);
    $<HTMLAnchorElement>(el, 'a[data-lang="de"]')!.click();
    expect(links.clicks[0]!.defaultPrevented).to.equal(true);
    await languageSwitched('de');
    await waitUntil(() => $(el, 'dialog') === null, 'the dialog stayed');
    const button = await waitForShadow<HTMLButtonElement>(el, '[data-action="language-region"][aria-label="Sprache und Region: Deutsch"]');
    expect(focused(el) === button, 'focus').to.equal(true);
  });

  it('language change without market_rise_color: red-rise for zh, green otherwise; a stored colour stays', async () => {
    events = recordEvents(EVENTS, ['exch-language-change']);
    const el = await headerTools();
    await openRegionDialog(el);
    $<HTMLAnchorElement>(el, 'a[data-lang="zh"]')!.click();
    await languageSwitched('zh');
    expect(prefs.riseColor).to.equal('risered');
    await waitUntil(() => el.getAttribute('data-rise-color') === 'risered');
    await openRegionDialog(el);
    $<HTMLAnchorElement>(el, 'a[data-lang="en"]')!.click();
    await languageSwitched('en');
    expect(prefs.riseColor).to.equal('risegreen');
    setCookie('market_rise_color', 'risegreen');
    await openRegionDialog(el);
    $<HTMLAnchorElement>(el, 'a[data-lang="zh-tw"]')!.click();
    await languageSwitched('zh-tw');
    expect(prefs.riseColor).to.equal('risegreen');
  });

  it('tr off the Turkey site opens the Turkey modal over the dialog; Cancel and Escape go back to the tr link', async () => {
    events = recordEvents(EVENTS);
    const el = await headerTools();
    await openRegionDialog(el);
    const tr = $<HTMLAnchorElement>(el, 'a[data-lang="tr"]')!;
    tr.focus();
    tr.click();
    const turkey = await waitForShadow<HTMLDialogElement>(el, 'dialog[data-settings-dialog="turkey"]');
    await waitForShadow(el, '[data-action="turkey-switch"]');
    expect(turkey.matches(':modal')).to.equal(true);
    expect(links.clicks[0]!.defaultPrevented).to.equal(true);
    expect(events.seen).to.deep.equal([]);
    expect(prefs.lang).to.equal('en');
    expect($<HTMLAnchorElement>(el, '[data-action="turkey-visit"]')!.href).to.equal(`${TURKEY_EXCHANGE_URL}/`);
    await waitUntil(() => focused(el)?.dataset.action === 'turkey-switch', 'focus did not move into the Turkey modal');
    $<HTMLButtonElement>(el, '[data-action="turkey-cancel"]')!.click();
    await waitUntil(() => $(el, 'dialog[data-settings-dialog="turkey"]') === null);
    expect(focused(el) === tr, 'focus').to.equal(true);
    expect($<HTMLDialogElement>(el, 'dialog[data-settings-dialog="region"]')!.open).to.equal(true);
    tr.click();
    await waitUntil(() => focused(el)?.dataset.action === 'turkey-switch');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $(el, 'dialog[data-settings-dialog="turkey"]') === null, 'Escape did not close the Turkey modal');
    expect(focused(el) === tr, 'focus').to.equal(true);
    expect($(el, 'dialog[data-settings-dialog="region"]') !== null).to.equal(true);
  });

  it('Turkey modal: switching follows the tr URL, or switches in place when the page cancels', async () => {
    events = recordEvents(EVENTS);
    const el = await headerTools('current-path="/price"');
    await openRegionDialog(el);
    $<HTMLAnchorElement>(el, 'a[data-lang="tr"]')!.click();
    (await waitForShadow<HTMLButtonElement>(el, '[data-action="turkey-switch"]')).click();
    expect(events.detail('exch-language-change')).to.deep.equal([{ lang: 'tr', href: '/tr/price' }]);
    expect(page.navigations).to.deep.equal(['/tr/price']);
    events.stop();
    events = recordEvents(EVENTS, ['exch-language-change']);
    (await waitForShadow<HTMLButtonElement>(el, '[data-action="turkey-switch"]')).click();
    await languageSwitched('tr');
    await waitUntil(() => $(el, 'dialog') === null, 'the dialogs stayed');
    await waitUntil(() => focused(el)?.dataset.action === 'language-region', 'focus did not return to the globe');
  });

  it('on the Turkey site tr switches like any language', async () => {
    events = recordEvents(EVENTS);
    const el = await headerTools('region="177"');
    await openRegionDialog(el);
    $<HTMLAnchorElement>(el, 'a[data-lang="tr"]')!.click();
    expect(events.detail('exch-language-change')).to.have.length(1);
    expect($(el, 'dialog[data-settings-dialog="turkey"]') === null).to.equal(true);
  });

  it('exchange rate: the fiats with symbols and currFiatMarketRates rates; the current one marked', async () => {
    const el = await headerTools();
    const dialog = await openRegionDialog(el);
    await rateTab(el, dialog);
    const rates = await ratesFromMock();
    const eur = $(el, '[data-fiat="EUR"]')!;
    await waitUntil(() => !eur.textContent!.includes('unavailable'), 'no EUR rate');
    expect(eur.querySelector('.st-fiat-code')!.textContent).to.equal('EUR €');
    // Spec §9: the fiat's icon from the image service, at quality 75, before the code.
    expect(eur.querySelector('.st-fiat-code img[data-fiat-icon]')!.getAttribute('src')).to.equal('/images/fiat/EUR.svg?q=75');
    expect(eur.querySelector('.st-fiat-rate')!.textContent).to.equal(
      `1 USD ≈ ${new Intl.NumberFormat('en', { maximumFractionDigits: 4 }).format(Number(rates.EUR!.rate))} EUR`,
    );
    expect($$(el, '[data-fiat][aria-current="true"]').map((b) => b.dataset.fiat)).to.deep.equal(['USD']);
  });

  it('choosing a fiat: rate mode open, curr_fiat for a year (path /, Secure), exch-fiat-change, then the reload', async () => {
    events = recordEvents(EVENTS);
    const cookies = recordCookieWrites();
    try {
      const el = await headerTools();
      const dialog = await openRegionDialog(el);
      await rateTab(el, dialog);
      $<HTMLButtonElement>(el, '[data-fiat="EUR"]')!.click();
      expect(cookies.of('curr_fiat')).to.have.length(1);
      expectYearCookie(cookies.parsed('curr_fiat')[0], 'EUR');
      expect(getCookie('curr_fiat')).to.equal('EUR');
      expect(prefs.fiat).to.equal('EUR');
      expect(prefs.fiatRateOpen).to.equal(true);
      expect(events.seen).to.deep.equal([{ name: 'exch-fiat-change', detail: { fiat: 'EUR' }, cancelable: true, bubbles: true, composed: true }]);
      expect(page.reloads).to.equal(1);
      await waitUntil(() => $(el, 'dialog') === null);
      expect(focused(el)?.dataset.action).to.equal('language-region');
    } finally {
      cookies.stop();
    }
  });

  it('a page that cancels exch-fiat-change keeps the page (no reload); the cookie is written either way', async () => {
    events = recordEvents(EVENTS, ['exch-fiat-change']);
    const el = await headerTools();
    const dialog = await openRegionDialog(el);
    await rateTab(el, dialog);
    $<HTMLButtonElement>(el, '[data-fiat="JPY"]')!.click();
    expect(page.reloads).to.equal(0);
    expect(getCookie('curr_fiat')).to.equal('JPY');
    // A reload reads it back.
    reloadPrefs();
    expect(prefs.fiat).to.equal('JPY');
  });

  it('Escape closes and focus returns to the globe; Tab and Shift+Tab stay inside', async () => {
    const el = await headerTools();
    await openRegionDialog(el);
    await waitUntil(() => focused(el)?.dataset.tab === 'language');
    const seen = new Set<string>();
    for (let i = 0; i < 25; i += 1) {
      await sendKeys({ press: 'Tab' });
      const f = focused(el);
      expect(f?.closest('dialog') != null, `Tab ${i} left the dialog`).to.equal(true);
      seen.add(f!.dataset.action ?? f!.dataset.tab ?? f!.dataset.lang ?? f!.getAttribute('role') ?? '');
    }
    expect(seen.has('close')).to.equal(true);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(focused(el)?.closest('dialog') != null).to.equal(true);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $(el, 'dialog') === null, 'Escape did not close');
    expect(focused(el)?.dataset.action).to.equal('language-region');
  });

  it('US: no language choice; the entry is the exchange rate, the dialog has only the fiat list', async () => {
    const el = await headerTools('region="232"');
    const button = await waitForShadow<HTMLButtonElement>(el, '[data-action="language-region"]');
    expect(button.getAttribute('aria-label')).to.equal('Exchange rate: USD');
    button.click();
    const dialog = await waitForShadow<HTMLDialogElement>(el, 'dialog[data-settings-dialog="region"] .st-dialog-title');
    expect(dialog.textContent).to.equal('Exchange rate');
    expect($$(el, '[role="tab"]')).to.have.length(0);
    expect($$(el, 'a[data-lang]')).to.have.length(0);
    await waitForShadow(el, '[data-fiat="EUR"]');
  });

  it('hidden-language, hidden-exchange-rate: each hides its tab; both hide the entry', async () => {
    const el = await headerTools('hidden-exchange-rate');
    await openRegionDialog(el);
    expect($$(el, '[role="tab"]')).to.have.length(0);
    expect($$(el, 'a[data-lang]')).to.have.length(14);
    expect($$(el, '[data-fiat]')).to.have.length(0);
    const both = await headerTools('hidden-exchange-rate hidden-language');
    await waitForShadow(both, '[data-action="settings"]');
    expect($(both, '[data-action="language-region"]') === null).to.equal(true);
  });

  for (const kind of ['500', 'timeout', 'malformed', 'null', 'wrongtype', 'empty', 'xss'] as const) {
    it(`currFiatMarketRates=${kind} and commonData=${kind}: a working dialog with what validated`, async function () {
      useFault(`currFiatMarketRates=${kind},commonData=${kind}`);
      events = recordEvents(EVENTS, ['exch-fiat-change', 'exch-language-change']);
      // Calls, not resource timings: WebKit times no request the chrome gave up on (the timeout kind).
      recordFetch();
      const el = await headerTools();
      const dialog = await openRegionDialog(el);
      // The defaults of spec §3: every language, USD.
      await waitUntil(() => $$(el, 'a[data-lang]').length >= 1, 'no languages');
      dialog.querySelector<HTMLButtonElement>('[role="tab"][data-tab="rate"]')!.click();
      await waitForShadow(el, '[data-panel="rate"]:not([hidden]) [data-fiat="USD"]');
      await waitUntil(() => requestsTo(ENDPOINTS.fiatMarketRates).length > 0, 'rates never asked');
      // Every fiat shown is a valid code; its rate text is a number or "Rate unavailable".
      for (const b of $$(el, '[data-fiat]')) {
        expect(b.dataset.fiat).to.match(/^[A-Z]{2,5}$/);
        expect(b.querySelector('.st-fiat-rate')!.textContent).to.match(/^(1 USD ≈ [\d.,]+ [A-Z]{2,5}|Rate unavailable)$/);
      }
      expect(el.shadowRoot!.querySelector('script, img[onerror]') === null).to.equal(true);
      // Still works: a choice goes through.
      $<HTMLButtonElement>(el, '[data-fiat="USD"]')!.click();
      await waitUntil(() => $(el, 'dialog') === null);
      (await waitForShadow<HTMLButtonElement>(el, '[data-action="language-region"]')).click();
      const de = await waitForShadow<HTMLAnchorElement>(el, 'a[data-lang="de"]');
      de.click();
      await languageSwitched('de');
    });
  }
});
