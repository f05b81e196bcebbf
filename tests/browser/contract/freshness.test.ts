import { expect } from '@open-wc/testing';
import '../../../elements/index';
import {
  $,
  $$,
  cleanUp,
  deleteCookie,
  fetchesIdle,
  freshPage,
  has,
  recordFetch,
  requestsTo,
  restoreFetch,
  setCookie,
  useFault,
  waitForShadow,
  waitUntil,
  mountChrome,
  usePage,
} from '../helpers';
import { moveClock, pageVisibility } from '../helpers/tabs';

/**
 * Data that stays fresh and failures that recover (issue 47), on a page left open: a menu the
 * server changed replaces the shown one in place when the tab is shown again after 5 minutes, a
 * notice shows from its start to its end, the copyright year follows the clock, a failed "load
 * more" offers Retry (and is asked again when the browser is back online).
 */
const realNowSeconds = () => Math.floor((performance.timeOrigin + performance.now()) / 1000);

describe('a page left open stays true', () => {
  const undo: Array<() => void> = [];
  usePage({ persona: 'visitor', viewport: { width: 1440, height: 900 } });
  afterEach(() => {
    undo
      .splice(0)
      .reverse()
      .forEach((u) => u());
    cleanUp();
  });

  it('a menu the server changed replaces the shown one in place when the tab is shown after 5 minutes, an open dropdown staying open', async () => {
    const el = await mountChrome<HTMLElement>('exch-header', 'region="0"');
    const trade = await waitForShadow<HTMLButtonElement>(el, '[data-nav-id="trade_head"]');
    const nav = $(el, 'nav');
    const convert = () => $(el, '[data-nav-id="convert"]');
    expect(convert(), 'Convert is in the Trade menu').to.not.equal(null);
    const tagsOf = () => convert()!.closest('a, li')!.textContent ?? '';
    expect(tagsOf()).to.not.contain('New');
    trade.click();
    await waitUntil(() => trade.getAttribute('aria-expanded') === 'true', 'the Trade menu did not open');
    setCookie('mock_menu', 'changed');
    const visibility = pageVisibility();
    undo.push(() => visibility.restore());
    visibility.hide();
    undo.push(moveClock(6 * 60_000));
    visibility.show();
    await waitUntil(() => tagsOf().includes('New'), 'the changed menu never showed');
    // In place: the same navigation, the dropdown still open.
    expect($(el, 'nav')).to.equal(nav);
    expect($(el, '[data-nav-id="trade_head"]').getAttribute('aria-expanded')).to.equal('true');
  });

  it('a notice shows from its start and goes at its end, on a timer to each boundary (no polling)', async function () {
    setCookie('mock_bulletin', 'none');
    const start = realNowSeconds() + 2;
    setCookie('mock_schedule', `${start},${start + 2}`);
    recordFetch();
    const el = await mountChrome<HTMLElement>('exch-announcement', 'current-path="/"');
    expect(has(el, '.ann-bar'), 'before its start').to.equal(false);
    await waitForShadow(el, '.ann-bar');
    expect(realNowSeconds()).to.be.at.least(start);
    await waitUntil(() => !has(el, '.ann-bar'), 'the notice stayed past its end');
    expect(realNowSeconds()).to.be.at.least(start + 2);
    // One answer told both moments.
    expect(requestsTo('/site/announcement')).to.have.length(1);
    deleteCookie('mock_schedule');
  });

  it('the copyright year follows the clock (a tab open across New Year)', async () => {
    const el = await mountChrome<HTMLElement>('exch-footer', 'region="0"');
    const year = new Date().getFullYear();
    const copyright = () => $(el, '[part="copyright"]').textContent ?? '';
    expect(copyright()).to.contain(String(year));
    const newYear = new Date(year + 1, 0, 1, 0, 0, 5).getTime();
    undo.push(moveClock(newYear - Date.now()));
    // A sleeping laptop's timer runs late: showing the tab again reads the clock.
    const visibility = pageVisibility();
    undo.push(() => visibility.restore());
    visibility.hide();
    visibility.show();
    await waitUntil(() => copyright().includes(String(year + 1)), `still ${copyright()}`);
  });

  it('a failed "load more" is not the end of the list: it says so, offers Retry, and loads when the browser is back online', async () => {
    freshPage('user');
    const el = await mountChrome<HTMLElement>('exch-reminder', '', { ready: false });
    const more = await waitForShadow<HTMLButtonElement>(el, '.ntf-more');
    const rows = () => $$(el, '.ntf-page-list .ntf-msg').length;
    await waitUntil(() => rows() === 20, 'the first page never showed');
    useFault('herald/renew/record=500');
    more.click();
    const status = await waitForShadow(el, '.ntf-more-failed:not([hidden])');
    expect(status.getAttribute('role')).to.equal('status');
    expect(status.textContent).to.equal('More messages could not be loaded.');
    expect(has(el, '.ntf-end'), '"end of list" after a failure').to.equal(false);
    expect($(el, '[data-action="retry-more"]').textContent).to.equal('Retry');
    expect(rows()).to.equal(20);
    useFault('');
    window.dispatchEvent(new Event('online'));
    await waitUntil(() => rows() === 40, 'the page was not asked again');
    expect(has(el, '.ntf-more-failed:not([hidden])')).to.equal(false);
    await fetchesIdle().catch(() => undefined);
    restoreFetch();
  });
});
