import { expect, oneEvent } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../helpers/notifications';
import type { TestBellElement } from '../helpers/notifications';
import {
  $,
  $$,
  cleanUp,
  commonDataAnswered,
  deleteCookie,
  freshPage,
  has,
  heraldRequests,
  personalRequests,
  recordFetch,
  setCookie,
  shadowText,
  useFault,
  waitForShadow,
  fetchesIdle,
  requestsTo,
  waitUntil,
  loadedResources,
  mountChrome,
  usePage,
} from '../helpers';
import { session } from '../../../react-core/core/store/session';
import { afterNextPaint } from '../../../react-core/core/layout/after-next-paint';
import { emulateMediaOrSkip } from '../helpers/engine';
import { LONG_TEST_MS, LONG_WAIT_MS } from '../helpers/timeouts';

async function bell(attrs = ''): Promise<TestBellElement> {
  return mountChrome<TestBellElement>('test-bell', attrs, { ready: '.ntf-bell-button' });
}
const button = (el: Element) => $<HTMLButtonElement>(el, '.ntf-bell-button')!;
const badge = (el: Element) => $(el, '.ntf-badge')?.textContent ?? null;
const panel = (el: Element) => $<HTMLElement>(el, '[role="dialog"]');
const tabs = (el: Element) => $$<HTMLButtonElement>(el, '[role="tab"]');
const selectedTab = (el: Element) => $<HTMLButtonElement>(el, '[role="tab"][aria-selected="true"]');
const items = (el: Element) => $$(el, '.ntf-panel-list .ntf-msg');
/** Whether the panel shows (closed, it stays in the top layer, transparent and inert: panel-placement.ts). */
const shows = (dialog: HTMLElement) => dialog.checkVisibility({ opacityProperty: true, visibilityProperty: true });

async function openPanel(el: Element): Promise<HTMLElement> {
  button(el).click();
  const dialog = await waitForShadow(el, '[role="dialog"]');
  await waitUntil(() => shows(dialog), 'the panel never opened');
  // Shown first, then open in the bell's state (use-bell.connected.ts).
  await waitUntil(() => button(el).getAttribute('aria-expanded') === 'true', 'the bell never said it is open');
  return dialog;
}
async function choose(el: Element, code: string): Promise<void> {
  $<HTMLButtonElement>(el, `[role="tab"][data-code="${code}"]`)!.click();
  await waitUntil(
    () => selectedTab(el)?.dataset.code === code && items(el).length > 0 && !$(el, '.ntf-panel-list [aria-busy="true"]'),
    `tab ${code} never loaded`,
  );
}

describe('notification bell (header embed)', () => {
  usePage({ viewport: { width: 1280, height: 900 } });

  it('a visitor sees no bell and the page makes no herald (and no personal) request', async () => {
    freshPage('visitor');
    recordFetch();
    const el = await mountChrome<TestBellElement>('test-bell', '', { ready: false });
    await waitUntil(commonDataAnswered, 'common data never asked for');
    // Every answer is in and the bell has decided who is there (its reserved box is gone).
    await fetchesIdle();
    await waitUntil(() => has(el, '.ntf-bell-host') && !has(el, '.ntf-bell-reserve'), 'the bell never knew who is there');
    // Positive control: the element rendered its (empty) bell host, so the absence is the rule's.
    expect(has(el, '.ntf-bell-host')).to.equal(true);
    expect(has(el, '.ntf-bell-button')).to.equal(false);
    expect(personalRequests()).to.deep.equal([]);
    // ...and the same element shows the bell once the user is logged in.
    freshPage('user');
    await mountChrome<TestBellElement>('test-bell', '', { ready: '.ntf-bell-button' });
  });

  it('a logged-in user sees the unread total on the badge and in the label; axe passes', async () => {
    freshPage('user');
    const el = await bell();
    await waitUntil(() => badge(el) === '44', `badge was ${badge(el)}`);
    expect(button(el).getAttribute('aria-label')).to.equal('Notifications, 44 unread');
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    await expect(el).to.be.accessible();
  });

  it("the first open fetches no code (the panel's came with the bell's); it opens as a labelled dialog with the first tab selected and focused", async () => {
    freshPage('user');
    const el = await bell();
    expect(panel(el) !== null, 'panel rendered').to.equal(false);
    // Sources are served one module per file here. The panel's module (and the time format it
    // imports) was fetched when the bell's module ran, before this test's fresh page: the click
    // must not fetch them.
    const fetchedModules = () =>
      loadedResources()
        .map((r) => r.url)
        .filter((n) => /notifications\/(panel|format-time)\.tsx?/.test(n));
    const dialog = await openPanel(el);
    expect(fetchedModules(), 'fetched by the click').to.deep.equal([]);
    expect(button(el).getAttribute('aria-expanded')).to.equal('true');
    const title = el.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Notifications');
    await waitUntil(() => tabs(el).length > 0, 'no tabs');
    // p2p has no content: hidden (spec §3); the first tab is selected (spec §4).
    expect(tabs(el).map((t) => t.dataset.code)).to.deep.equal(['announce', 'system', 'trade', 'finance', 'campaign', 'security', 'square']);
    expect(selectedTab(el)!.dataset.code).to.equal('announce');
    await waitUntil(() => el.shadowRoot!.activeElement === selectedTab(el), 'focus did not move to the selected tab');
    expect(dialog.getBoundingClientRect().width).to.equal(400);
    await waitUntil(() => items(el).length === 20, 'the list never loaded');
    expect($(el, '.ntf-panel-list')!.getBoundingClientRect().height).to.equal(318);
    await expect(el).to.be.accessible();
  });

  it('a tap on the bell shows its panel, rendered at idle, in its own task; the open state and focus follow', async () => {
    freshPage('user');
    const el = await bell();
    await waitUntil(() => panel(el) !== null, 'the panel was never rendered ahead of the first open');
    const dialog = panel(el)!;
    expect(shows(dialog), 'rendered closed').to.equal(false);
    // Closed, it takes no input: a click where it would show reaches the page under it.
    expect(dialog.inert, 'closed and inert').to.equal(true);
    const box = dialog.getBoundingClientRect();
    expect(box.top, 'placed under the bell ahead of the tap').to.be.at.least(button(el).getBoundingClientRect().bottom);
    expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2), 'the page under it takes the click').not.to.equal(el);
    button(el).click();
    // Nothing has run since the click but its own listeners: the panel shows in the tap's frame.
    expect(shows(dialog), 'shown by the click itself').to.equal(true);
    expect(dialog.getBoundingClientRect().top, 'under the bell').to.be.at.least(button(el).getBoundingClientRect().bottom);
    await waitUntil(() => button(el).getAttribute('aria-expanded') === 'true', 'the bell never said it is open');
    await waitUntil(() => dialog.contains(el.shadowRoot!.activeElement), 'focus did not move into the panel');
    // A second tap closes it, also before the open state has caught up with a quick double tap.
    button(el).click();
    await waitUntil(() => button(el).getAttribute('aria-expanded') === 'false', 'the second tap did not close it');
    expect(shows(dialog)).to.equal(false);
    button(el).focus();
    button(el).click();
    button(el).click();
    expect(shows(dialog), 'a double tap leaves it closed').to.equal(false);
    // The first tap's open, written after the next frame, does not come back: this resolves after
    // the taps' own writes (queued the same way, earlier).
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    expect(shows(dialog), 'still closed once the state caught up').to.equal(false);
    expect(el.shadowRoot!.activeElement === button(el), 'focus stays on the bell (never moved into a closed panel)').to.equal(true);
  });

  it('Escape in the frame between the tap that shows the panel and its open state closes it; the next tap opens it again', async () => {
    freshPage('user');
    recordFetch();
    const el = await bell();
    await waitUntil(() => panel(el) !== null, 'the panel was never rendered ahead of the first open');
    const dialog = panel(el)!;
    button(el).click();
    expect(shows(dialog), 'shown by the tap itself').to.equal(true);
    button(el).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(shows(dialog), 'hidden by the Escape at once').to.equal(false);
    // The tap's open, written after the next frame, does not come back: this resolves after it.
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
    expect(shows(dialog), 'still closed once the state caught up').to.equal(false);
    expect(el.shadowRoot!.activeElement === button(el), 'focus on the bell').to.equal(true);
    button(el).click();
    expect(shows(dialog), 'the next tap shows it again').to.equal(true);
    await waitUntil(() => button(el).getAttribute('aria-expanded') === 'true', 'the next tap did not open it');
    // The open loads a list and marks it read: done here, not in the next test's session.
    await fetchesIdle();
  });

  it('reading a list marks its category read: badge and tab count drop without a reload', async () => {
    freshPage('user');
    const el = await bell();
    await waitUntil(() => badge(el) === '44');
    await openPanel(el);
    // announce had 12 unread: once its list loaded they are read.
    await waitUntil(() => badge(el) === '32', `badge stayed ${badge(el)}`);
    expect(has(el, '[role="tab"][data-code="announce"] .ntf-tab-count')).to.equal(false);
    expect($(el, '[role="tab"][data-code="trade"] .ntf-tab-count')!.textContent).to.contain('9');
    // The messages that were unread still show as new in this list.
    expect($$(el, '.ntf-msg[data-unread]').length).to.equal(12);
    await choose(el, 'trade');
    await waitUntil(() => badge(el) === '23', `badge stayed ${badge(el)}`);
    expect(button(el).getAttribute('aria-label')).to.equal('Notifications, 23 unread');
  });

  it('a failed mark-read says so in a polite status line; the messages stay shown and unread', async () => {
    freshPage('user');
    useFault('msg/read=500');
    const el = await bell();
    await waitUntil(() => badge(el) === '44');
    await openPanel(el);
    await waitUntil(() => items(el).length > 0, 'no messages');
    const note = await waitForShadow<HTMLElement>(el, '.ntf-read-failed:not([hidden])');
    expect(note.getAttribute('role')).to.equal('status');
    expect(note.textContent).to.equal('These messages could not be marked as read. They will be marked when you open this list again.');
    expect(badge(el), 'nothing was read').to.equal('44');
    expect($$(el, '.ntf-msg[data-unread]').length).to.equal(12);
    await expect(el).to.be.accessible();
    // The next read that succeeds takes the note away.
    deleteCookie('mock_fault');
    await choose(el, 'trade');
    await waitUntil(() => badge(el) === '35', `badge stayed ${badge(el)}`);
    expect(has(el, '.ntf-read-failed:not([hidden])')).to.equal(false);
  });

  it('tabs follow the WAI-ARIA pattern: arrows, Home and End move and select; Escape closes and returns focus', async () => {
    freshPage('user');
    const el = await bell();
    await openPanel(el);
    await waitUntil(() => el.shadowRoot!.activeElement === selectedTab(el));
    expect(tabs(el).filter((t) => t.tabIndex === 0).length).to.equal(1);
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => selectedTab(el)?.dataset.code === 'system');
    expect(el.shadowRoot!.activeElement === selectedTab(el), 'focus on the selected tab').to.equal(true);
    await sendKeys({ press: 'End' });
    await waitUntil(() => selectedTab(el)?.dataset.code === 'square');
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => selectedTab(el)?.dataset.code === 'announce');
    await sendKeys({ press: 'ArrowLeft' });
    await waitUntil(() => selectedTab(el)?.dataset.code === 'square');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => selectedTab(el)?.dataset.code === 'announce');
    const tabpanel = $(el, '[role="tabpanel"]')!;
    expect(tabpanel.getAttribute('aria-labelledby')).to.equal(selectedTab(el)!.id);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !shows(panel(el)!), 'Escape did not close');
    expect(el.shadowRoot!.activeElement === button(el), 'focus back on the bell').to.equal(true);
    expect(button(el).getAttribute('aria-expanded')).to.equal('false');
  });

  it('a click outside closes the panel; reopening keeps the lists and refreshes them', async () => {
    freshPage('user');
    const el = await bell();
    await openPanel(el);
    await waitUntil(() => items(el).length === 20);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitUntil(() => !shows(panel(el)!));
    await openPanel(el);
    expect(items(el).length).to.equal(20); // shown at once, no skeleton
  });

  it('pages to the end of a category as the user scrolls', async function () {
    this.timeout(LONG_TEST_MS);
    freshPage('user');
    const el = await bell();
    await openPanel(el);
    await waitUntil(() => items(el).length === 20);
    const list = $(el, '.ntf-panel-list')!;
    // announce holds 70 messages: 4 pages of 20.
    await waitUntil(
      () => {
        list.scrollTop = list.scrollHeight;
        return items(el).length === 70 && $(el, '.ntf-end') !== null;
      },
      `stopped at ${items(el).length}`,
      { timeout: LONG_WAIT_MS, interval: 100 },
    );
    expect(new Set(items(el).map((i) => i.dataset.id)).size).to.equal(70);
    expect($(el, '.ntf-end')!.textContent).to.equal('You have seen all notifications');
  });

  it('shows eight 49 px skeleton rows while loading, then says the list could not be loaded, with Retry', async function () {
    freshPage('user');
    useFault('renew/record=timeout');
    const el = await bell();
    await openPanel(el);
    await waitUntil(() => $$(el, '.ntf-skeleton-row').length === 8, 'no skeleton');
    for (const row of $$(el, '.ntf-skeleton-row')) expect(row.getBoundingClientRect().height).to.equal(49);
    // The rows pulse together: one animation on their container, none on the sixteen bars.
    expect(getComputedStyle($(el, '.ntf-skeleton')!).animationName).to.equal('ntf-pulse');
    expect($$(el, '.ntf-skeleton-row span').map((bar) => getComputedStyle(bar).animationName)).to.deep.equal(Array(16).fill('none'));
    await emulateMediaOrSkip(this, { reducedMotion: 'reduce' });
    try {
      expect(getComputedStyle($(el, '.ntf-skeleton')!).animationName, 'still with reduced motion').to.equal('none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
    // The client gives up after 4 s: no messages to show (spec §8), and the panel says why.
    await waitUntil(() => $(el, '.ntf-failed') !== null, 'no failure shown');
    expect($(el, '.ntf-failed [role="status"]')!.textContent).to.equal('Messages could not be loaded.');
    expect(shadowText(el)).to.not.contain('No notifications yet');
    await expect(el).to.be.accessible();
    deleteCookie('mock_fault');
    $<HTMLButtonElement>(el, '.ntf-failed [data-action="retry"]').click();
    await waitUntil(() => items(el).length > 0, 'Retry did not bring the messages');
  });

  it('messages: one-line title and two-line content expand to 3 and 7 lines with show more/less', async () => {
    freshPage('user');
    const el = await bell();
    await openPanel(el);
    await waitUntil(() => items(el).length === 20);
    const toggle = await waitForShadow<HTMLButtonElement>(el, '.ntf-msg-toggle');
    const item = toggle.closest('.ntf-msg') as HTMLElement;
    const title = item.querySelector('.ntf-msg-title')!;
    const body = item.querySelector('.ntf-msg-content')!;
    const clamp = (e: Element) => getComputedStyle(e).webkitLineClamp;
    expect([clamp(title), clamp(body)]).to.deep.equal(['1', '2']);
    expect(toggle.textContent).to.equal('Show more');
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    const collapsed = item.getBoundingClientRect().height;
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'true');
    expect([clamp(title), clamp(body)]).to.deep.equal(['3', '7']);
    expect(toggle.textContent).to.equal('Show less');
    expect(item.getBoundingClientRect().height).to.be.greaterThan(collapsed);
    toggle.click();
    await waitUntil(() => toggle.getAttribute('aria-expanded') === 'false');
    expect(item.getBoundingClientRect().height).to.equal(collapsed);
  });

  it("send_timest shows as YYYY-MM-DD HH:mm:ss in the user's time zone", async () => {
    freshPage('user');
    const el = await bell();
    await openPanel(el);
    await waitUntil(() => items(el).length === 20);
    const time = $<HTMLTimeElement>(el, '.ntf-msg time')!;
    const d = new Date(time.dateTime);
    const p = (n: number) => String(n).padStart(2, '0');
    expect(time.textContent).to.equal(
      `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`,
    );
  });

  it('a message is a link only when its target resolves (spec §2 click-through, isAllowHref)', async function () {
    freshPage('user');
    const el = await bell();
    await openPanel(el);
    await waitUntil(() => items(el).length === 20);
    const links = () => $$<HTMLAnchorElement>(el, '.ntf-msg-link').map((a) => a.getAttribute('href'));
    expect(links()).to.include('/announcements/article/41872');
    await choose(el, 'trade');
    // template_args filled the margin call's placeholders, as text.
    expect(items(el).some((i) => i.textContent!.includes('Margin call: BTC_USDT isolated margin'))).to.equal(true);
    expect(items(el).some((i) => i.textContent!.includes('{market}'))).to.equal(false);
    expect(links()).to.include.members([
      // The margin call's market and the startup's project reach their pages (spec §3 extras).
      '/margin_trade/BTC_USDT',
      '/strategybot/historyStrategy',
      '/copytrading/underwayStrategy',
      '/futures/USDT/SOL_USDT',
      '/futures/BTC/BTC_USD',
      '/futures/USDT/ETH_USDT',
    ]);
    await choose(el, 'finance');
    expect(links()).to.include('/myaccount/myfunds/cross_margin');
    await choose(el, 'campaign');
    expect(links()).to.include('/startup/1287');
    await choose(el, 'square');
    expect(links()).to.include.members(['/live/video/884213?type=live', '/post/status/5521093']);

    await choose(el, 'system');
    const external = $$<HTMLAnchorElement>(el, '.ntf-msg-link').find((a) => a.href.startsWith('https://support.exch.example/'))!;
    expect(external.target).to.equal('_blank');
    expect(external.rel).to.contain('noopener');
    await choose(el, 'security');
    const whitelist = items(el).find((i) => i.textContent!.includes('Withdrawal whitelist enabled'))!;
    expect(whitelist.querySelector('a.ntf-msg-link') !== null, 'no_href message linked').to.equal(false);
    // Plain informational messages are not links either.
    expect(items(el).some((i) => !i.querySelector('a.ntf-msg-link'))).to.equal(true);
  });

  it('99+ above 99: set through the custom event, and from a large unread answer', async () => {
    freshPage('user');
    const el = await bell();
    await waitUntil(() => badge(el) === '44');
    document.dispatchEvent(new CustomEvent('exch-notification-set-dot', { detail: { count: 150 }, bubbles: true }));
    await waitUntil(() => badge(el) === '99+', `badge was ${badge(el)}`);
    expect(button(el).getAttribute('aria-label')).to.equal('Notifications, 150 unread');
    window.dispatchEvent(new CustomEvent('exch-notification-set-dot', { detail: { shouldShow: false } }));
    await waitUntil(() => badge(el) === null, 'the dot stayed');
    expect(button(el).getAttribute('aria-label')).to.equal('Notifications');
    el.remove();
    cleanUp();

    freshPage('user');
    recordFetch({ '/herald/msg/unread/num': { trade: 120, system: 3 } });
    const big = await bell();
    await waitUntil(() => badge(big) === '99+', `badge was ${badge(big)}`);
  });

  it('the red-dot event: shouldShow true with the count, then false once every tab is read', async function () {
    freshPage('user');
    const first = oneEvent(document, 'exch-notification-dot');
    const el = await bell();
    expect(((await first) as CustomEvent).detail).to.deep.equal({ shouldShow: true, count: 44 });
    const events: { shouldShow: boolean; count: number | null }[] = [];
    const record = (e: Event) => events.push((e as CustomEvent).detail);
    document.addEventListener('exch-notification-dot', record);
    try {
      await openPanel(el);
      await waitUntil(() => items(el).length > 0);
      for (const code of ['system', 'trade', 'finance', 'campaign', 'security', 'square']) await choose(el, code);
      await waitUntil(() => badge(el) === null, `the dot stayed at ${badge(el)}`);
      // One event per change, each count lower than the last, ending with shouldShow false.
      expect(events.at(-1)).to.deep.equal({ shouldShow: false, count: 0 });
      expect(events.slice(0, -1).every((e) => e.shouldShow)).to.equal(true);
      const counts = events.map((e) => e.count!);
      expect(counts).to.deep.equal([...counts].sort((a, b) => b - a));
      expect(new Set(counts).size).to.equal(counts.length);
    } finally {
      document.removeEventListener('exch-notification-dot', record);
    }
  });

  it('an unread-count failure logs one warning and shows no dot', async () => {
    freshPage('user');
    recordFetch();
    useFault('unread/num=500');
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      const el = await bell();
      await waitUntil(() => warnings.some((w) => String(w[0]).includes('unread')), 'no warning');
      // The poller handles focus in the event itself (a refresh, or none so soon after the last):
      // once what it asked for is answered, the dot is decided.
      window.dispatchEvent(new FocusEvent('focus'));
      await fetchesIdle();
      expect(has(el, '.ntf-badge')).to.equal(false);
      expect(warnings.filter((w) => String(w[0]).includes('unread'))).to.have.length(1);
    } finally {
      console.warn = original;
    }
  });

  for (const kind of ['malformed', 'null', 'wrongtype', 'empty'] as const) {
    it(`bad unread answers (${kind}) show no dot and never throw`, async () => {
      freshPage('user');
      useFault(`herald=${kind}`);
      recordFetch();
      const errors: string[] = [];
      const onError = (e: ErrorEvent) => errors.push(e.message);
      window.addEventListener('error', onError);
      const el = await bell();
      // The bad count was asked for and answered before the check.
      await waitUntil(() => requestsTo('/unread/num').length > 0, 'no unread count request');
      await fetchesIdle();
      expect(has(el, '.ntf-badge')).to.equal(false);
      await openPanel(el);
      await waitUntil(() => $(el, '.ntf-empty') !== null, 'no empty state');
      window.removeEventListener('error', onError);
      expect(errors).to.deep.equal([]);
    });
  }

  it('a read in another tab of the site clears the dot here (BroadcastChannel)', async () => {
    freshPage('user');
    const el = await bell();
    await waitUntil(() => badge(el) === '44');
    const otherTab = new BroadcastChannel(`exch-chrome:unread:${location.origin}|${session.user.uid}`);
    otherTab.postMessage({ counts: { announce: 0, system: 0, trade: 0, finance: 0, campaign: 0, security: 0, square: 0, p2p: 0 }, at: Date.now() });
    await waitUntil(() => badge(el) === null, `badge stayed ${badge(el)}`);
    otherTab.close();
  });

  it('hidden-notification hides the bell', async () => {
    freshPage('user');
    recordFetch();
    const el = await mountChrome<TestBellElement>('test-bell', 'hidden-notification', { ready: false });
    await waitUntil(() => session.status === 'ready');
    await fetchesIdle();
    expect(has(el, '.ntf-bell-button')).to.equal(false);
    expect(heraldRequests()).to.deep.equal([]);
  });

  it('dark theme passes axe with the panel open', async () => {
    freshPage('vip');
    setCookie('mock_sid', `dark-${Date.now()}`);
    const el = await bell('theme="dark"');
    await openPanel(el);
    await waitUntil(() => items(el).length === 20);
    await expect(el).to.be.accessible();
  });
});
