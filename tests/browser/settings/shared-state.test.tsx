import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import '../../../elements/index';
import baseCss from '../../../react-core/core/element/base.css?inline';
import PersonalCentre from '../../../react-core/header/account/personal-centre.connected';
import personalCentreCss from '../../../react-core/header/account/personal-centre.css?inline';
import { loadAccount } from '../../../react-core/header/account/account.store';
import { formatMoney } from '../../../react-core/header/account/personal-centre.rules';
import { fiatRates } from '../../../react-core/core/store/fiat-rates';
import { prefs, reloadPrefs } from '../../../react-core/core/store/prefs';
import { loadSiteData } from '../../../react-core/core/store/site-data';
import { setFiat } from '../../../react-core/core/store/prefs';
import { session } from '../../../react-core/core/store/session';
import { $, $$, defineTestElement, setCookie, setPersona, waitForShadow, waitUntil, usePage } from '../helpers';
import { focused, headerTools, openPanel, openRegionDialog, recordEvents, recordLinkClicks, resetPage, languageSwitched } from '../helpers/settings';

function PersonalCentreView() {
  return <PersonalCentre onClose={() => undefined} />;
}
defineTestElement('test-settings-personal-centre', PersonalCentreView, [baseCss, personalCentreCss]);

async function mount<T extends HTMLElement = HTMLElement>(html: string, selector: string): Promise<T> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  const el = holder.firstElementChild as T;
  await waitForShadow(el, selector);
  return el;
}

describe('shared state between the settings and the other elements', () => {
  let events: ReturnType<typeof recordEvents>;
  let links: ReturnType<typeof recordLinkClicks>;
  usePage({ viewport: { width: 1280, height: 800 } });
  beforeEach(() => {
    resetPage();
    links = recordLinkClicks();
  });
  afterEach(async () => {
    events?.stop();
    links.stop();
    document.querySelectorAll('test-settings-header, exch-footer, exch-header, test-settings-personal-centre').forEach((n) => n.parentElement?.remove());
    await setViewport({ width: 1280, height: 800 });
  });

  it('a language picked in the footer shows in the header entries at once, and the other way round', async () => {
    events = recordEvents(['exch-language-change'], ['exch-language-change']);
    await setViewport({ width: 375, height: 800 });
    const header = await headerTools();
    const footer = await mount('<exch-footer></exch-footer>', '[data-picker="lang"] .picker-button');
    $<HTMLButtonElement>(footer, '[data-picker="lang"] .picker-button')!.click();
    $<HTMLAnchorElement>(footer, '[data-picker="lang"] a[lang="fr"]')!.click();
    await languageSwitched('fr');
    await waitForShadow(header, '[data-action="language-region"][aria-label="Langue et région : Français"]');
    await setViewport({ width: 1280, height: 800 });
    await openRegionDialog(header);
    $<HTMLAnchorElement>(header, 'a[data-lang="es"]')!.click();
    await waitUntil(() => $(footer, '[data-picker="lang"] .picker-button span')?.textContent === 'Español', 'the footer did not follow');
  });

  it('a theme chosen in the header shows in the footer, and a footer-only page follows the store', async () => {
    const header = await headerTools();
    const footer = await mount('<exch-footer></exch-footer>', '.exch-root');
    await openPanel(header);
    $<HTMLButtonElement>(header, '[data-section="theme"] .st-section-toggle')!.click();
    (await waitForShadow<HTMLInputElement>(header, '[data-value="dark"] input')).click();
    await waitUntil(() => footer.getAttribute('data-theme') === 'dark' && $(footer, '.exch-root')!.getAttribute('data-theme') === 'dark');
  });

  it('US: the footer has no language picker (region table)', async () => {
    await setViewport({ width: 375, height: 800 });
    const footer = await mount('<exch-footer region="232"></exch-footer>', '.picker-button');
    expect($(footer, '[data-picker="lang"]') === null).to.equal(true);
    expect($(footer, '[data-picker="fiat"]') !== null).to.equal(true);
  });

  it('footer: tr off Turkey opens the Turkey modal (no switch); Escape returns focus to the picker', async () => {
    events = recordEvents(['exch-language-change']);
    const footer = await mount('<exch-footer></exch-footer>', '[data-picker="lang"] .picker-button');
    const picker = $<HTMLButtonElement>(footer, '[data-picker="lang"] .picker-button')!;
    picker.click();
    $<HTMLAnchorElement>(footer, '[data-picker="lang"] a[lang="tr"]')!.click();
    expect(links.clicks[0]!.defaultPrevented).to.equal(true);
    const turkey = await waitForShadow<HTMLDialogElement>(footer, 'dialog[data-settings-dialog="turkey"]');
    await waitForShadow(footer, '[data-action="turkey-switch"]');
    expect(turkey.matches(':modal')).to.equal(true);
    expect(events.seen).to.deep.equal([]);
    expect(prefs.lang).to.equal('en');
    await waitUntil(() => focused(footer)?.dataset.action === 'turkey-switch');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $(footer, 'dialog') === null);
    await waitUntil(() => focused(footer) === picker, 'focus did not return to the picker');
    const turkishSite = await mount('<exch-footer region="177"></exch-footer>', '[data-picker="lang"] .picker-button');
    $<HTMLButtonElement>(turkishSite, '[data-picker="lang"] .picker-button')!.click();
    $<HTMLAnchorElement>(turkishSite, '[data-picker="lang"] a[lang="tr"]')!.click();
    expect(events.detail('exch-language-change')).to.deep.equal([{ lang: 'tr', href: '/tr' }]);
  });

  it('fiat sync (spec §4): common data names another fiat, the store follows; never over no conversion', async () => {
    prefs.fiat = 'JPY';
    await loadSiteData('', 0, 'en');
    expect(prefs.fiat, 'the server said USD (no cookie)').to.equal('USD');
    setCookie('curr_fiat', '');
    reloadPrefs();
    expect(prefs.fiat).to.equal('');
    await loadSiteData('', 0, 'de');
    expect(prefs.fiat, "no conversion is the user's and stays").to.equal('');
    // A choice made while a common-data request is on its way wins over its (older) answer.
    setCookie('curr_fiat', 'USD');
    reloadPrefs();
    const pending = loadSiteData('', 0, 'fr');
    setFiat('EUR');
    await pending;
    expect(prefs.fiat).to.equal('EUR');
  });

  it('the personal centre shows assets in the chosen fiat with its rate', async () => {
    setPersona('user');
    setCookie('mock_sid', `pc-${Math.random().toString(36).slice(2)}`);
    await loadAccount('');
    setFiat('EUR');
    const el = await mount('<test-settings-personal-centre></test-settings-personal-centre>', '.pc-root');
    await waitUntil(() => fiatRates.rates.EUR !== undefined, 'no EUR rate');
    const expected = formatMoney(session.user.totalUsd * fiatRates.rates.EUR!.rate, 'EUR', 'en');
    await waitUntil(() => el.shadowRoot!.textContent!.includes(expected), `assets not shown as ${expected}`);
    expect(expected.endsWith(' EUR')).to.equal(true);
  });

  it('logout confirm: after Escape, focus returns to the avatar button that opened it (not the page body)', async () => {
    setPersona('user');
    setCookie('mock_sid', `lo-${Math.random().toString(36).slice(2)}`);
    await setViewport({ width: 1440, height: 900 });
    const header = await mount('<exch-header region="0"></exch-header>', '[data-menu="profile"]');
    const avatar = $<HTMLButtonElement>(header, '[data-menu="profile"]')!;
    avatar.click();
    (await waitForShadow<HTMLButtonElement>(header, '#exch-profile-menu [data-action="logout"]')).click();
    const cancel = await waitForShadow<HTMLButtonElement>(header, 'dialog[open] [data-cancel]');
    await waitUntil(() => focused(header) === cancel, 'focus never reached Cancel');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $(header, 'dialog') === null, 'Escape did not close');
    await waitUntil(() => focused(header) === avatar, 'focus did not return to the avatar button');
    expect(document.activeElement === header).to.equal(true);
    // And after Cancel.
    avatar.click();
    (await waitForShadow<HTMLButtonElement>(header, '#exch-profile-menu [data-action="logout"]')).click();
    (await waitForShadow<HTMLButtonElement>(header, 'dialog[open] [data-cancel]')).click();
    await waitUntil(() => focused(header) === avatar, 'focus did not return after Cancel');
    expect($$(header, 'dialog')).to.have.length(0);
  });
});
