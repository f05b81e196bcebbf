import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/index';
import type { ExchReminderElement } from '../../../elements/index';
import '../helpers/notifications';
import type { TestBellElement } from '../helpers/notifications';
import {
  $,
  $$,
  deleteCookie,
  freshPage,
  has,
  personalRequests,
  recordFetch,
  shadowText,
  useFault,
  waitForShadow,
  whenReady,
  fetchesIdle,
  waitUntil,
  mountChrome,
  usePage,
  mountMarkup,
} from '../helpers';
import { LONG_TEST_MS, LONG_WAIT_MS } from '../helpers/timeouts';

const startUrl = location.pathname + location.search;
const items = (el: Element) => $$(el, '.ntf-page-list .ntf-msg');
const selectedTab = (el: Element) => $<HTMLButtonElement>(el, '[role="tab"][aria-selected="true"]');
const loaded = (el: Element, code: string) => selectedTab(el)?.dataset.code === code && items(el).length > 0 && !$(el, '.ntf-page-list [aria-busy="true"]');

async function reminder(): Promise<ExchReminderElement> {
  return mountChrome<ExchReminderElement>('exch-reminder', '', { ready: '.ntf-page' });
}

describe('<exch-reminder> (the /reminder page)', () => {
  usePage({ viewport: { width: 1280, height: 900 } });
  afterEach(() => history.replaceState(null, '', startUrl));

  it('visitors get a login prompt and no herald (or personal) request', async () => {
    freshPage('visitor');
    recordFetch();
    const el = await reminder();
    await waitForShadow(el, '.ntf-page-login a');
    expect($(el, '.ntf-page-login a')!.getAttribute('href')).to.equal('/login');
    // The page knows the visitor (its login prompt is its complete view); what it asks, it has asked.
    await whenReady(el);
    await fetchesIdle();
    expect(personalRequests()).to.deep.equal([]);
    await expect(el).to.be.accessible();
  });

  it('the sidebar lists the categories as vertical tabs; the sidebar query parameter selects one', async () => {
    freshPage('user');
    history.replaceState(null, '', `${location.pathname}?sidebar=trade`);
    const el = await reminder();
    await waitUntil(() => loaded(el, 'trade'), 'trade never loaded');
    const tablist = $(el, '[role="tablist"]')!;
    expect(tablist.getAttribute('aria-orientation')).to.equal('vertical');
    expect($$<HTMLButtonElement>(el, '[role="tab"]').map((t) => t.dataset.code)).to.deep.equal([
      'announce',
      'system',
      'trade',
      'finance',
      'campaign',
      'security',
      'square',
    ]);
    expect(shadowText(el)).to.contain('Margin call: BTC_USDT isolated margin');
    expect($(el, '[role="tabpanel"]')!.getAttribute('aria-labelledby')).to.equal(selectedTab(el)!.id);
    await expect(el).to.be.accessible();
  });

  it('keyboard: Up/Down move through the categories and update the sidebar parameter', async () => {
    freshPage('user');
    const el = await reminder();
    await waitUntil(() => loaded(el, 'announce'));
    selectedTab(el)!.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => loaded(el, 'system'));
    expect(el.shadowRoot!.activeElement === selectedTab(el), 'focus on the selected tab').to.equal(true);
    expect(new URLSearchParams(location.search).get('sidebar')).to.equal('system');
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => loaded(el, 'announce'));
    await sendKeys({ press: 'End' });
    await waitUntil(() => loaded(el, 'square'));
    expect(new URLSearchParams(location.search).get('sidebar')).to.equal('square');
  });

  it('pages through every message of a category (Load more, and on scroll)', async function () {
    this.timeout(LONG_TEST_MS);
    freshPage('user');
    history.replaceState(null, '', `${location.pathname}?sidebar=trade`);
    const el = await reminder();
    await waitUntil(() => loaded(el, 'trade'));
    expect(items(el).length).to.equal(20);
    const more = await waitForShadow<HTMLButtonElement>(el, '.ntf-more');
    expect(more.textContent).to.equal('Load more');
    // trade holds 60 messages.
    await waitUntil(
      () => {
        $<HTMLButtonElement>(el, '.ntf-more')?.click();
        return items(el).length === 60 && $(el, '.ntf-end') !== null;
      },
      `stopped at ${items(el).length}`,
      { timeout: LONG_WAIT_MS, interval: 150 },
    );
    expect(has(el, '.ntf-more')).to.equal(false);
  });

  it('reading here lowers the count of the bell in the header, without a reload', async () => {
    freshPage('user');
    history.replaceState(null, '', `${location.pathname}?sidebar=system`);
    const wrapper = await mountMarkup<HTMLDivElement>('<div><test-bell></test-bell><exch-reminder></exch-reminder></div>');
    const bell = wrapper.querySelector('test-bell') as TestBellElement;
    const page = wrapper.querySelector('exch-reminder')!;
    const badge = () => $(bell, '.ntf-badge')?.textContent ?? null;
    await waitForShadow(page, '.ntf-page');
    await waitUntil(() => loaded(page, 'system'));
    // system had 4 unread; the bell shows what is left.
    await waitUntil(() => badge() === '40', `badge was ${badge()}`);
    $<HTMLButtonElement>(page, '[role="tab"][data-code="security"]')!.click();
    await waitUntil(() => badge() === '37', `badge was ${badge()}`);
    expect(has(page, '[role="tab"][data-code="security"] .ntf-tab-count')).to.equal(false);
  });

  for (const kind of ['500', 'wrongtype', 'null'] as const) {
    it(`bad tab answers (${kind}) say the messages could not be loaded, with Retry (not "no notifications")`, async () => {
      freshPage('user');
      useFault(`renew/tab=${kind}`);
      const el = await reminder();
      await waitForShadow(el, '.ntf-failed');
      expect($(el, '.ntf-failed [role="status"]')!.textContent).to.equal('Messages could not be loaded.');
      expect(shadowText(el)).to.not.contain('No notifications yet');
      expect($$(el, '[role="tab"]').length).to.equal(0);
    });
  }

  it('an empty tab answer shows the empty state with the no-data text (spec §8)', async () => {
    freshPage('user');
    useFault('renew/tab=empty');
    const el = await reminder();
    await waitForShadow(el, '.ntf-empty');
    expect(shadowText(el)).to.contain('No notifications yet');
    expect($$(el, '.ntf-failed')).to.have.length(0);
  });

  it('Retry after a failure loads the categories and the messages', async () => {
    freshPage('user');
    useFault('renew/tab=500');
    const el = await reminder();
    const retry = await waitForShadow<HTMLButtonElement>(el, '.ntf-failed [data-action="retry"]');
    deleteCookie('mock_fault');
    retry.click();
    await waitUntil(() => $$(el, '[role="tab"]').length > 0 && items(el).length > 0, 'Retry did not load the messages');
    expect($$(el, '.ntf-failed')).to.have.length(0);
  });

  it('German: texts and server tab names follow the language', async () => {
    freshPage('user');
    const el = await mountChrome<ExchReminderElement>('exch-reminder', 'lang="de"', { ready: '[role="tab"]' });
    await waitUntil(() => shadowText(el).includes('Ankündigungen') && shadowText(el).includes('Benachrichtigungen'));
  });
});
