import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/index';
import { resetFavourites } from '../../../react-core/market-search/data/favourites';
import { STORAGE_KEY } from '../../../react-core/core/util/storage-keys';
import { holdNavigation, $, $$, waitUntil, mountChrome } from '../helpers';
import { TAGS, activeElement, rowLinks, selectedTabs, tabByText, tabRows, tabsOf, waitForRows, useMarketPage } from '../helpers/market-search';

/**
 * Issue 27, favourites: a star on every market row (a toggle button named with the market), a
 * Favourites tab first in a section that has starred rows, a Favourites section in the search
 * modal's empty query; one list per browser (localStorage), shared live by every element and tab,
 * handed in by the page (`favourites`) and reported (`exch-favourites-change`).
 */
const KEY = STORAGE_KEY.marketFavourites;
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as unknown;
const star = (el: Element, id: string) => $<HTMLButtonElement>(el, `.ms-star[data-favourite="${id}"]`);
const firstRowId = (el: Element) => rowLinks(el)[0]!.dataset.rowId!;

async function panel(tag: string = TAGS.trade): Promise<HTMLElement> {
  const el = await mountChrome<HTMLElement>(tag, '', { ready: false });
  await waitForRows(el);
  return el;
}

describe('favourites', () => {
  let release = () => undefined as void;
  useMarketPage({ recordRequests: true });
  beforeEach(() => {
    release = holdNavigation();
  });
  afterEach(() => {
    release();
  });

  it('a row’s star is a named toggle; starring stores it, tells the page, and puts a Favourites tab first (not selected)', async () => {
    const el = await panel();
    await waitUntil(() => tabRows(el).length >= 3, 'no tab menus');
    const id = firstRowId(el);
    const button = star(el, id)!;
    expect(button.getAttribute('aria-pressed')).to.equal('false');
    expect(button.getAttribute('aria-label')).to.match(/^Favourite [A-Z0-9]+\/USDT$/);
    expect(button.closest('a'), 'never inside the link').to.equal(null);
    const event = oneEvent(el, 'exch-favourites-change');
    button.click();
    expect(((await event) as CustomEvent).detail).to.deep.equal({ ids: [id], id, favourite: true });
    await waitUntil(() => star(el, id)?.getAttribute('aria-pressed') === 'true');
    expect(stored()).to.deep.equal([id]);
    await waitUntil(() => tabByText(el, 'Favourites') !== null, 'no Favourites tab');
    expect(tabsOf(tabRows(el)[1]!)[0]!.textContent, 'first in the section').to.equal('Favourites');
    expect(selectedTabs(el), 'the first market tab stays the default').to.deep.equal(['Spot', 'USDT', 'All']);
    tabByText(el, 'Favourites')!.click();
    await waitUntil(() => rowLinks(el).length === 1, 'the Favourites tab lists the starred row alone');
    expect(rowLinks(el)[0]!.dataset.rowId).to.equal(id);
    // Unstarred: the tab goes, and the first market tab shows again.
    star(el, id)!.click();
    await waitUntil(() => tabByText(el, 'Favourites') === null, 'the Favourites tab stayed');
    await waitForRows(el, 5);
    expect(stored()).to.deep.equal([]);
  });

  it('shared live by every element on the page, kept across a reload, followed across tabs', async () => {
    const a = await panel();
    const b = await panel();
    const id = firstRowId(a);
    star(a, id)!.click();
    await waitUntil(() => star(b, id)?.getAttribute('aria-pressed') === 'true', 'the other element did not follow');
    // A reload: the page's state is gone, localStorage stays.
    a.remove();
    b.remove();
    resetFavourites();
    const again = await panel();
    await waitUntil(() => star(again, id)?.getAttribute('aria-pressed') === 'true', 'not kept across a reload');
    // Another tab of the browser unstars it (its write arrives as a storage event here).
    const other = rowLinks(again)[1]!.dataset.rowId!;
    localStorage.setItem(KEY, JSON.stringify([other]));
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await waitUntil(() => star(again, other)?.getAttribute('aria-pressed') === 'true' && star(again, id)?.getAttribute('aria-pressed') === 'false');
  });

  it('a corrupt stored value is dropped alone: no stars, other stored choices kept, the panel works', async () => {
    localStorage.setItem(STORAGE_KEY.changeWindow, 'utc8');
    for (const corrupt of ['{not json', '{"spot:BTC_USDT":true}', '[42, "javascript:alert(1)", "<img src=x>", "spot:BTC_USDT"]']) {
      resetFavourites();
      localStorage.setItem(KEY, corrupt);
      const el = await panel();
      const expected = corrupt.startsWith('[') ? ['spot:BTC_USDT'] : [];
      const pressed = () => $$(el, '.ms-star[aria-pressed="true"]').map((s) => s.dataset.favourite);
      await waitUntil(() => JSON.stringify(pressed()) === JSON.stringify(expected), `${corrupt}: pressed ${pressed()}`);
      expect(localStorage.getItem(STORAGE_KEY.changeWindow), 'another key').to.equal('utc8');
      if (!corrupt.startsWith('[')) await waitUntil(() => localStorage.getItem(KEY) === null, `${corrupt}: not a list, yet kept`);
      el.remove();
    }
  });

  it('keyboard: ArrowRight from a row reaches its star, Space toggles it, ArrowLeft goes back', async () => {
    const el = await panel();
    const link = rowLinks(el)[0]!;
    link.focus();
    await sendKeys({ press: 'ArrowRight' });
    const button = star(el, link.dataset.rowId!)!;
    expect(activeElement(el)).to.equal(button);
    await sendKeys({ press: 'Space' });
    await waitUntil(() => button.getAttribute('aria-pressed') === 'true');
    await sendKeys({ press: 'ArrowLeft' });
    expect(activeElement(el)).to.equal(link);
    await sendKeys({ press: 'ArrowDown' });
    expect(activeElement(el), 'arrows still move between rows').to.equal(rowLinks(el)[1]);
  });

  it('the derivatives panel stars futures rows too', async () => {
    const el = await panel(TAGS.derivatives);
    const id = firstRowId(el);
    expect(id.startsWith('futures:')).to.equal(true);
    star(el, id)!.click();
    await waitUntil(() => tabByText(el, 'Favourites') !== null);
    expect(stored()).to.deep.equal([id]);
  });

  it('the search modal: stars on its results, and the starred markets above the recent searches for an empty query', async () => {
    localStorage.setItem(KEY, JSON.stringify(['spot:ETH_USDT', 'futures:USDT:BTC_USDT']));
    const el = await mountChrome<HTMLElement>(TAGS.search, '', { ready: false });
    await waitUntil(() => $(el, 'button[data-action="search"]') !== null);
    $<HTMLButtonElement>(el, 'button[data-action="search"]')!.click();
    const section = await waitUntil(() => $(el, '.sm-favourites'), 'no Favourites section').then(() => $(el, '.sm-favourites')!);
    expect(section.querySelector('h3')!.textContent).to.equal('Favourites');
    // Spot and futures answer separately: each starred market shows once its list is in.
    const ids = () =>
      Array.from(section.querySelectorAll<HTMLAnchorElement>('a.ms-row'))
        .map((a) => a.dataset.rowId)
        .sort()
        .join();
    await waitUntil(() => ids() === 'futures:USDT:BTC_USDT,spot:ETH_USDT', `the section lists ${ids()}`);
    await waitForRows(el, 3);
    expect($$(el, '.sm-results .ms-star').length, 'every result has a star').to.equal($$(el, '.sm-results a.ms-row').length);
    // Unstarring from the section removes it from there.
    section.querySelector<HTMLButtonElement>('.ms-star[data-favourite="spot:ETH_USDT"]')!.click();
    await waitUntil(() => !$(el, '.sm-favourites a[data-row-id="spot:ETH_USDT"]'));
  });

  it('the page hands in the account’s favourites through the header’s favourites property', async () => {
    const header = await mountChrome<HTMLElement & { favourites?: readonly string[] }>('exch-header', 'region="0"', { ready: false });
    await waitUntil(() => header.matches(':state(ready)'), 'the header never became ready');
    header.favourites = ['spot:SOL_USDT', 'not an id', 'futures:USDT:ETH_USDT'];
    await waitUntil(() => JSON.stringify(stored()) === JSON.stringify(['spot:SOL_USDT', 'futures:USDT:ETH_USDT']), `stored ${localStorage.getItem(KEY)}`);
  });
});
