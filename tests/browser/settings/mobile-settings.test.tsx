import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { prefs } from '../../../react-core/core/store/prefs';
import { STORAGE_KEY } from '../../../react-core/core/util/storage-keys';
import { $, $$, getCookie, waitForShadow, waitUntil, usePage } from '../helpers';
import { focused, page, recordEvents, recordLinkClicks, resetPage, languageSwitched } from '../helpers/settings';

async function drawer(attrs = ''): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = `<test-settings-drawer ${attrs}></test-settings-drawer>`;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await waitForShadow(el, '[data-mobile-settings]');
  return el;
}

async function openType(el: HTMLElement, type: string): Promise<HTMLDialogElement> {
  $<HTMLButtonElement>(el, `[data-mobile-type="${type}"]`)!.click();
  const dialog = await waitForShadow<HTMLDialogElement>(el, `dialog[data-settings-dialog="mobile"][data-type="${type}"]`);
  await waitUntil(() => dialog.querySelector('.st-rows li') !== null, 'the list never showed');
  return dialog;
}

const values = (dialog: HTMLDialogElement) =>
  Array.from(dialog.querySelectorAll<HTMLElement>('[data-value], [data-lang]'), (n) => n.dataset.value ?? n.dataset.lang);
const current = (dialog: HTMLDialogElement) =>
  Array.from(dialog.querySelectorAll<HTMLElement>('[aria-current="true"]'), (n) => n.dataset.value ?? n.dataset.lang);

describe('mobile settings (drawer, 375 px)', () => {
  let events: ReturnType<typeof recordEvents>;
  let links: ReturnType<typeof recordLinkClicks>;
  usePage({ viewport: { width: 375, height: 740 } });
  beforeEach(() => {
    resetPage();
    links = recordLinkClicks();
  });
  afterEach(async () => {
    events?.stop();
    links.stop();
    document.querySelectorAll('test-settings-drawer').forEach((n) => n.parentElement?.remove());
    await setViewport({ width: 1280, height: 800 });
  });

  it('one row per type (lang, rate, riseTime, riseColor) with the current choice, and the theme switch', async () => {
    const el = await drawer();
    expect($$(el, '[data-mobile-type]').map((b) => [b.dataset.mobileType, b.querySelector('.st-mobile-value')!.textContent])).to.deep.equal([
      ['lang', 'English'],
      ['rate', 'USD'],
      ['riseTime', 'Last 24 hours'],
      ['riseColor', 'Green up, red down'],
    ]);
    const theme = $<HTMLButtonElement>(el, '[data-switch="theme"]')!;
    expect(theme.getAttribute('role')).to.equal('switch');
    theme.click();
    expect(prefs.theme).to.equal('dark');
    await waitUntil(() => el.getAttribute('data-theme') === 'dark');
  });

  it('riseTime: a modal list at the bottom of the screen; a pick stores it, announces it, closes and returns focus', async () => {
    events = recordEvents(['exch-change-window-change']);
    const el = await drawer();
    const dialog = await openType(el, 'riseTime');
    expect(dialog.matches(':modal')).to.equal(true);
    const box = dialog.getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(375);
    expect(Math.round(box.bottom)).to.equal(740);
    expect(values(dialog)).to.deep.equal(['24h', 'utc0', 'utc8']);
    expect(current(dialog)).to.deep.equal(['24h']);
    await waitUntil(() => focused(el)?.dataset.value === '24h', 'focus did not move to the current choice');
    dialog.querySelector<HTMLButtonElement>('[data-value="utc0"]')!.click();
    expect(localStorage.getItem(STORAGE_KEY.changeWindow)).to.equal('utc0');
    expect(events.detail('exch-change-window-change')).to.deep.equal([{ changeWindow: 'utc0', timezone: 'utc0' }]);
    await waitUntil(() => $(el, 'dialog') === null);
    await waitUntil(() => focused(el)?.dataset.mobileType === 'riseTime', 'focus did not return to the row');
    expect($(el, '[data-mobile-type="riseTime"] .st-mobile-value')!.textContent).to.equal('Since 00:00 UTC+0');
  });

  it('riseColor and rate: the same rules as the desktop (cookie, event, reload)', async () => {
    events = recordEvents(['exch-rise-color-change', 'exch-fiat-change']);
    const el = await drawer();
    let dialog = await openType(el, 'riseColor');
    expect(values(dialog)).to.deep.equal(['risegreen', 'risered']);
    dialog.querySelector<HTMLButtonElement>('[data-value="risered"]')!.click();
    expect(getCookie('market_rise_color')).to.equal('risered');
    await waitUntil(() => $(el, 'dialog') === null);
    dialog = await openType(el, 'rate');
    await waitForShadow(el, 'dialog [data-value="EUR"]');
    expect(current(dialog)).to.deep.equal(['USD']);
    expect(dialog.querySelector('[data-value="EUR"] img[data-fiat-icon]')!.getAttribute('src')).to.equal('/images/fiat/EUR.svg?q=75');
    dialog.querySelector<HTMLButtonElement>('[data-value="EUR"]')!.click();
    expect(getCookie('curr_fiat')).to.equal('EUR');
    expect(events.detail('exch-fiat-change')).to.deep.equal([{ fiat: 'EUR' }]);
    expect(page.reloads).to.equal(1);
  });

  it('lang: links to the language URLs; Escape closes; tr off Turkey opens the Turkey modal over the list', async () => {
    events = recordEvents(['exch-language-change'], ['exch-language-change']);
    const el = await drawer('current-path="/price"');
    let dialog = await openType(el, 'lang');
    expect(dialog.querySelector('a[data-lang="ja"]')!.getAttribute('href')).to.equal('/ja/price');
    expect(current(dialog)).to.deep.equal(['en']);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $(el, 'dialog') === null);
    await waitUntil(() => focused(el)?.dataset.mobileType === 'lang');
    dialog = await openType(el, 'lang');
    dialog.querySelector<HTMLAnchorElement>('a[data-lang="tr"]')!.click();
    await waitForShadow(el, 'dialog[data-settings-dialog="turkey"] [data-action="turkey-switch"]');
    expect(events.seen).to.deep.equal([]);
    $<HTMLButtonElement>(el, '[data-action="turkey-cancel"]')!.click();
    await waitUntil(() => $(el, 'dialog[data-settings-dialog="turkey"]') === null);
    dialog.querySelector<HTMLAnchorElement>('a[data-lang="ja"]')!.click();
    await languageSwitched('ja');
    await waitUntil(() => $(el, 'dialog') === null);
  });

  it('US: no language row; riseTime and riseColor offer only 24h and green-for-rise', async () => {
    const el = await drawer('region="232"');
    expect($$(el, '[data-mobile-type]').map((b) => b.dataset.mobileType)).to.deep.equal(['rate', 'riseTime', 'riseColor']);
    let dialog = await openType(el, 'riseTime');
    expect(values(dialog)).to.deep.equal(['24h']);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => $(el, 'dialog') === null);
    dialog = await openType(el, 'riseColor');
    expect(values(dialog)).to.deep.equal(['risegreen']);
  });

  it('hidden-setting leaves the language and rate rows; hidden-language and hidden-exchange-rate leave the others', async () => {
    const a = await drawer('hidden-setting');
    expect($$(a, '[data-mobile-type]').map((b) => b.dataset.mobileType)).to.deep.equal(['lang', 'rate']);
    expect($(a, '[data-switch="theme"]') === null).to.equal(true);
    const b = await drawer('hidden-language hidden-exchange-rate');
    expect($$(b, '[data-mobile-type]').map((n) => n.dataset.mobileType)).to.deep.equal(['riseTime', 'riseColor']);
  });
});
