import { expect } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { RECENT_SEARCHES } from '../../../react-core/market-search/market-search.data';
import {
  deleteCookie,
  nextFrame,
  setCookie,
  useFault,
  holdNavigation,
  $,
  $$,
  requested,
  requestsTo,
  typeInto,
  waitUntil,
  idlePeriod,
  mountChrome,
} from '../helpers';
import { TAGS, activeElement, rowLinks, waitForRows, useMarketPage } from '../helpers/market-search';
import { siteData } from '../../../react-core/core/store/site-data';
import { reloadPrefs } from '../../../react-core/core/store/prefs';
import { STALE_MEDIA_IN_SHARED_SHEETS, skipIn } from '../helpers/engine';

/**
 * The entry decides once the site's common data is in (it hides for Italy-limited users and app
 * web views): wait for that answer, then for the frames that render it.
 */
async function siteSettled(): Promise<void> {
  await waitUntil(() => Object.values(siteData.entries).some((entry) => entry.status === 'ready'), 'common data never arrived');
  await nextFrame();
  await nextFrame();
}

async function mount(attrs = ''): Promise<HTMLElement> {
  return mountChrome<HTMLElement>(TAGS.search, `${attrs}`, { ready: false });
}
const button = (el: Element) => $<HTMLButtonElement>(el, 'button[data-action="search"]');
const dialog = (el: Element) => $<HTMLDialogElement>(el, 'dialog');
const field = (el: Element) => $<HTMLInputElement>(el, 'dialog input[type="search"]')!;

async function openModal(el: HTMLElement): Promise<HTMLDialogElement> {
  await waitUntil(() => button(el) !== null, 'no Search button');
  button(el)!.click();
  await waitUntil(() => dialog(el)?.open === true && activeElement(el) === field(el), 'the modal did not open with focus in its field');
  return dialog(el)!;
}

describe('search entry and modal', () => {
  let release = () => undefined as void;
  useMarketPage({ recordRequests: true });
  beforeEach(() => {
    release = holdNavigation();
  });
  afterEach(async () => {
    release();
    await setViewport({ width: 800, height: 600 });
  });

  it('a button named "Search"; its data loads only when the modal opens', async () => {
    const el = await mount();
    await waitUntil(() => button(el) !== null, 'no Search button');
    expect(button(el)!.getAttribute('aria-label')).to.equal('Search');
    expect(button(el)!.getAttribute('aria-haspopup')).to.equal('dialog');
    // The modal's code and texts load at idle (preloadSearch): two idle periods of ours come after.
    await idlePeriod();
    await idlePeriod();
    expect(
      requested.filter((r) => r.startsWith('/apiw/')),
      'market requests before opening',
    ).to.deep.equal([]);
    await openModal(el);
    await waitForRows(el);
    expect(requestsTo('/market/spots')).to.have.length(1);
    expect(requestsTo('/market/futures')).to.have.length(1);
  });

  it('is a labelled modal dialog: focus in the field, Tab stays inside, Escape closes and returns focus to the button', async () => {
    const el = await mount();
    const d = await openModal(el);
    expect(d.matches(':modal')).to.equal(true);
    expect(d.getAttribute('aria-modal')).to.equal('true');
    expect(el.shadowRoot!.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).to.equal('Search markets');
    expect(button(el)!.getAttribute('aria-expanded')).to.equal('true');
    await waitForRows(el);
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: 'Tab' });
      expect(d.contains(activeElement(el)), `Tab ${i + 1} left the dialog`).to.equal(true);
    }
    field(el).focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(d.contains(activeElement(el)), 'Shift+Tab from the first stop left the dialog').to.equal(true);
    expect(activeElement(el)).to.not.equal(field(el));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => dialog(el) === null, 'Escape did not close');
    await waitUntil(() => activeElement(el) === button(el), 'focus did not return to the Search button');
    expect(button(el)!.getAttribute('aria-expanded')).to.equal('false');
  });

  it('the close button closes too', async () => {
    const el = await mount();
    await openModal(el);
    $<HTMLButtonElement>(el, '[data-action="close-search"]')!.click();
    await waitUntil(() => dialog(el) === null);
    await waitUntil(() => activeElement(el) === button(el));
  });

  it('searches spot and futures together, ranked (spec §5), results as links; an unknown keyword shows the empty state', async () => {
    const el = await mount();
    await openModal(el);
    await waitForRows(el);
    typeInto(field(el), 'BTC');
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href') === '/trade/BTC_USDT', 'BTC_USDT is not first');
    await waitUntil(() => requestsTo('/market/futures').length === 1);
    const hrefs = () => rowLinks(el).map((a) => a.getAttribute('href'));
    await waitUntil(() => hrefs().some((h) => h!.startsWith('/futures/')), 'no futures result');
    expect(rowLinks(el)[0]!.querySelector('.ms-kind')!.textContent).to.equal('Spot');
    typeInto(field(el), 'no-such-market');
    await waitUntil(() => $(el, 'dialog .ms-empty') !== null);
    expect($(el, 'dialog .ms-empty')!.textContent).to.equal('No markets match “no-such-market”');
  });

  it('an outage of both lists says so with Retry, instead of “no results”; Retry loads them', async () => {
    useFault('market/spots=500,market/futures=500');
    const el = await mount();
    await openModal(el);
    await waitUntil(() => $(el, 'dialog .ms-failed'), 'no failure shown');
    const failed = $(el, 'dialog .ms-failed')!;
    expect(failed.querySelector('[role="status"]')!.textContent).to.equal('Markets could not be loaded.');
    expect($(el, 'dialog .ms-empty')).to.equal(null);
    deleteCookie('mock_fault');
    failed.querySelector<HTMLButtonElement>('[data-action="retry"]')!.click();
    await waitForRows(el);
    expect($(el, 'dialog .ms-failed')).to.equal(null);
  });

  it('keyboard: ArrowDown moves into the results, arrows between them, Enter follows the link; Enter in the field follows the best match', async () => {
    const el = await mount();
    await openModal(el);
    await waitForRows(el);
    typeInto(field(el), 'eth');
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href') === '/trade/ETH_USDT');
    await sendKeys({ press: 'ArrowDown' });
    expect(activeElement(el)).to.equal(rowLinks(el)[0]);
    await sendKeys({ press: 'ArrowDown' });
    expect(activeElement(el)!.closest('[data-index]')!.getAttribute('data-index')).to.equal('1');
    let followed = '';
    el.shadowRoot!.addEventListener('click', (event) => {
      followed = (event.target as Element).closest('a')?.getAttribute('href') ?? '';
    });
    const target = activeElement(el)!.getAttribute('href');
    await sendKeys({ press: 'Enter' });
    expect(followed).to.equal(target);
    // Following a result kept its keyword.
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES.storageKey)!)).to.deep.equal(['eth']);
  });

  it('recent searches: shown for an empty keyword, re-used on click, cleared on request; corrupt storage is ignored and other keys survive', async () => {
    localStorage.setItem('exch.prefs.changeWindow', 'utc8');
    localStorage.setItem(RECENT_SEARCHES.storageKey, '{not json');
    const el = await mount();
    await openModal(el);
    expect($(el, '.sm-recent')).to.equal(null);
    dialog(el)!.querySelector<HTMLButtonElement>('[data-action="close-search"]')!.click();
    await waitUntil(() => dialog(el) === null);
    localStorage.setItem(RECENT_SEARCHES.storageKey, JSON.stringify(['sol', 42, '<img src=x onerror=alert(1)>', 'SOL', 'x'.repeat(80), 'doge']));
    await openModal(el);
    await waitUntil(() => $(el, '.sm-recent') !== null, 'no recent searches');
    expect($$(el, '.sm-chip').map((c) => c.textContent)).to.deep.equal(['sol', '<img src=x onerror=alert(1)>', 'doge']);
    expect($(el, '.sm-chip img')).to.equal(null);
    $$<HTMLButtonElement>(el, '.sm-chip')[2]!.click();
    await waitUntil(() => field(el).value === 'doge', 'the chip did not fill the field');
    await waitUntil(() => rowLinks(el)[0]?.getAttribute('href') === '/trade/DOGE_USDT');
    typeInto(field(el), '');
    await waitUntil(() => $(el, '.sm-recent') !== null);
    $<HTMLButtonElement>(el, '[data-action="clear-recent"]')!.click();
    await waitUntil(() => $(el, '.sm-recent') === null);
    expect(localStorage.getItem(RECENT_SEARCHES.storageKey)).to.equal(null);
    expect(localStorage.getItem('exch.prefs.changeWindow')).to.equal('utc8');
  });

  it('375 px: the dialog fills the screen', async function () {
    skipIn(this, ['webkit'], STALE_MEDIA_IN_SHARED_SHEETS);
    await setViewport({ width: 375, height: 700 });
    const el = await mount();
    const d = await openModal(el);
    await waitForRows(el);
    const box = d.getBoundingClientRect();
    expect(box.width).to.equal(375);
    expect(box.height).to.equal(700);
    expect(rowLinks(el).length).to.be.within(1, 40);
  });

  describe('hidden', () => {
    it('by hidden-search', async () => {
      const el = await mount('hidden-search');
      await siteSettled();
      expect(button(el)).to.equal(null);
    });

    for (const region of [177, 106, 71, 232, 14, 153, 182, 83, 181, 11]) {
      it(`on sub-site ${region} (spec §6)`, async () => {
        const el = await mount(`region="${region}"`);
        await siteSettled();
        expect(button(el)).to.equal(null);
      });
    }

    it('on the testnet', async () => {
      const el = await mount('testnet');
      await siteSettled();
      expect(button(el)).to.equal(null);
    });

    it('for Italy-limited users (common data isItalyLimit)', async () => {
      setCookie('mock_flags', 'isItalyLimit');
      const el = await mount();
      await waitUntil(() => requested.some((r) => r.includes('/site/commonData')));
      await siteSettled();
      expect(button(el)).to.equal(null);
    });

    it('when a device_type cookie is set (app web view)', async () => {
      setCookie('device_type', 'ios');
      // The app sets it before the page loads: the chrome reads it with the preferences, as it starts.
      reloadPrefs();
      const el = await mount();
      await siteSettled();
      expect(button(el)).to.equal(null);
    });

    it('when a device_type query parameter is set (app web view)', async () => {
      const before = location.href;
      history.replaceState(null, '', `${location.pathname}${location.search ? `${location.search}&` : '?'}device_type=android`);
      try {
        const el = await mount();
        await siteSettled();
        expect(button(el)).to.equal(null);
      } finally {
        history.replaceState(null, '', before);
      }
    });

    it('shows on the global site otherwise', async () => {
      const el = await mount('region="0"');
      await waitUntil(() => button(el) !== null, 'no Search button on the global site');
    });
  });
});
