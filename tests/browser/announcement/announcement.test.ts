import { expect, oneEvent } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../../elements/index';
import type { ExchAnnouncementElement } from '../../../elements/index';
import {
  $,
  has,
  recordFetch,
  requested,
  nextFrame,
  setCookie,
  shadowText,
  useFault,
  waitForShadow,
  waitUntil,
  mountChrome,
  usePage,
  mountMarkup,
} from '../helpers';
import { resetAnnouncements } from '../../../react-core/announcement/announcement.store';
import { resetDismissedHere } from '../../../react-core/announcement/announcement.rules';
import { STORAGE_KEY } from '../../../react-core/core/util/storage-keys';
import { STALE_MEDIA_IN_SHARED_SHEETS, emulateMediaOrSkip, skipIn } from '../helpers/engine';

async function announcement(attrs: string): Promise<ExchAnnouncementElement> {
  return mountChrome<ExchAnnouncementElement>('exch-announcement', attrs, { ready: '.ann-bar' });
}
const bar = (el: Element) => $(el, '.ann-bar');

/** The element once it has decided (its `exch-ready`: the bar, or knowing there is none). */
const settled = (attrs: string) => mountChrome<ExchAnnouncementElement>('exch-announcement', attrs);

describe('<exch-announcement>', () => {
  usePage({ persona: 'visitor', viewport: { width: 1280, height: 800 } });
  beforeEach(async () => {
    // The page notices are this suite's subject: no full-site bulletin unless a test asks for one.
    setCookie('mock_bulletin', 'none');
    await emulateMedia({ reducedMotion: 'no-preference' });
  });
  afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('shows the home page notice (index) with its link and a labelled dismiss button; axe passes', async () => {
    const el = await announcement('current-path="/"');
    expect(shadowText(el)).to.contain('Launchpool');
    expect(bar(el)!.dataset.contentId).to.equal('index-20261101-launchpool');
    expect(has(el, '.ann-text b')).to.equal(true);
    expect($(el, '.ann-more')!.getAttribute('href')).to.equal('/launchpool');
    expect($(el, '.ann-close')!.getAttribute('aria-label')).to.equal('Dismiss announcement');
    expect(bar(el)!.getAttribute('aria-label')).to.equal('Announcement');
    await expect(el).to.be.accessible();
  });

  it('pages under /myaccount show the wallet notice; `page` overrides the path; other pages show nothing and ask nothing', async () => {
    // Another page first, with no element of a page key on the page yet: its requests are its own.
    recordFetch();
    const none = await settled('current-path="/trade/BTC_USDT"');
    expect(bar(none) !== null, 'bar shown').to.equal(false);
    expect(
      requested.filter((u) => u.includes('/site/announcement')),
      'no page notice asked for',
    ).to.deep.equal([]);
    expect(
      requested.filter((u) => u.includes('/fullsiteBulletin')),
      'the bulletin was asked for',
    ).to.have.length(1);
    const wallet = await announcement('current-path="/de/myaccount/myfunds" lang="en"');
    expect(bar(wallet)!.dataset.contentId).to.equal('wallet-20261125-eth-maintenance');
    const forced = await announcement('current-path="/" page="wallet"');
    expect(bar(forced)!.dataset.contentId).to.equal('wallet-20261125-eth-maintenance');
  });

  it('dismissal hides the bar, stores the id, announces it, and survives a reload', async () => {
    const el = await announcement('current-path="/"');
    const event = oneEvent(el, 'exch-announcement-dismiss');
    $<HTMLButtonElement>(el, '.ann-close')!.click();
    expect(((await event) as CustomEvent).detail).to.deep.equal({ contentId: 'index-20261101-launchpool', page: 'index', source: 'page' });
    await waitUntil(() => bar(el) === null, 'the bar stayed');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY.announcementDismissed)!)).to.deep.equal(['index-20261101-launchpool']);
    // A reload: a new element, only localStorage remembers.
    el.remove();
    resetDismissedHere();
    resetAnnouncements();
    recordFetch();
    const again = await settled('current-path="/"');
    expect(bar(again) !== null, 'bar shown').to.equal(false);
    // A repeat visit painted from the cached notice and asks the server after its paint (issue 29).
    await waitUntil(() => requested.some((u) => u.includes('/announcement')), 'the notice revalidated');
    expect(bar(again) !== null, 'bar shown after the answer').to.equal(false);
    // The wallet notice has another id: still shown.
    const wallet = await announcement('current-path="/myaccount"');
    expect(bar(wallet) !== null, 'bar shown').to.equal(true);
  });

  it('a full localStorage does not break dismissal (hidden for this page)', async () => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const errors: string[] = [];
    const onError = (e: ErrorEvent) => errors.push(e.message);
    window.addEventListener('error', onError);
    try {
      localStorage.clear();
      const el = await announcement('current-path="/"');
      $<HTMLButtonElement>(el, '.ann-close')!.click();
      await waitUntil(() => bar(el) === null);
      const second = await settled('current-path="/"');
      expect(bar(second) !== null, 'bar shown').to.equal(false);
    } finally {
      Storage.prototype.setItem = setItem;
      window.removeEventListener('error', onError);
    }
    expect(errors).to.deep.equal([]);
  });

  it('at 375 px an overflowing text scrolls as a marquee lasting width/200*3 seconds', async function () {
    skipIn(this, ['webkit'], STALE_MEDIA_IN_SHARED_SHEETS);
    await setViewport({ width: 375, height: 700 });
    const el = await announcement('current-path="/"');
    await waitUntil(() => bar(el)!.classList.contains('is-marquee'), 'no marquee');
    const track = $(el, '.ann-track')!;
    const style = getComputedStyle(track);
    expect(style.animationName).to.equal('ann-marquee');
    const expected = (track.scrollWidth / 200) * 3;
    expect(parseFloat(style.animationDuration)).to.be.closeTo(expected, 0.05);
    expect(expected).to.be.greaterThan(5);
    expect(style.whiteSpace).to.equal('nowrap');
  });

  it('prefers-reduced-motion: no scrolling, the text wraps', async function () {
    await setViewport({ width: 375, height: 700 });
    await emulateMediaOrSkip(this, { reducedMotion: 'reduce' });
    const el = await announcement('current-path="/"');
    // The marquee is decided from a measure after layout (use-marquee.ts): two frames later.
    await nextFrame();
    await nextFrame();
    const track = $(el, '.ann-track')!;
    expect(bar(el)!.classList.contains('is-marquee')).to.equal(false);
    expect(getComputedStyle(track).animationName).to.equal('none');
    expect(getComputedStyle(track).whiteSpace).to.equal('normal');
    expect(track.getBoundingClientRect().height).to.be.greaterThan(30); // more than one 20 px line
  });

  it('no marquee on wide screens', async () => {
    const el = await announcement('current-path="/"');
    await nextFrame();
    await nextFrame();
    expect(getComputedStyle($(el, '.ann-track')!).animationName).to.equal('none');
  });

  it('German page: the notice and the labels are German', async () => {
    const el = await announcement('current-path="/" lang="de"');
    await waitUntil(() => $(el, '.ann-close')!.getAttribute('aria-label') === 'Ankündigung schließen');
    expect(shadowText(el)).to.contain('staken');
  });

  for (const kind of ['500', 'malformed', 'null', 'wrongtype', 'empty'] as const) {
    it(`a bad answer (${kind}) shows nothing and never throws`, async () => {
      useFault(`announcement=${kind}`);
      const errors: string[] = [];
      const onError = (e: ErrorEvent) => errors.push(e.message);
      window.addEventListener('error', onError);
      const el = await settled('current-path="/"');
      window.removeEventListener('error', onError);
      expect(bar(el) !== null, 'bar shown').to.equal(false);
      expect(errors).to.deep.equal([]);
    });
  }
  describe('the full-site bulletin (fullsiteBulletin, spec §7)', () => {
    it('fills the bar on a page without a notice of its own, as text, with its link; axe passes', async () => {
      setCookie('mock_bulletin', 'info');
      const el = await announcement('current-path="/trade/BTC_USDT"');
      expect(bar(el)!.dataset.contentId).to.equal('bulletin:20261128');
      expect(bar(el)!.dataset.level).to.equal('info');
      expect($(el, '.ann-title')!.textContent).to.equal('Scheduled system upgrade');
      expect(shadowText(el)).to.contain('Trading is unaffected.');
      expect($(el, '.ann-more')!.getAttribute('href')).to.equal('/announcements/article/41901');
      await expect(el).to.be.accessible();
    });

    it('a page notice wins; once it is dismissed, the bulletin takes the bar', async () => {
      setCookie('mock_bulletin', 'warning');
      const el = await announcement('current-path="/"');
      expect(bar(el)!.dataset.contentId).to.equal('index-20261101-launchpool');
      $<HTMLButtonElement>(el, '.ann-close')!.click();
      await waitUntil(() => bar(el)?.dataset.contentId === 'bulletin:20261129', 'the bulletin did not follow');
      expect(bar(el)!.dataset.level).to.equal('warning');
    });

    it("takes the bar when the page's own notice fails (the bulletin waits for that answer, not for a success)", async () => {
      setCookie('mock_bulletin', 'info');
      useFault('announcement=500');
      const el = await announcement('current-path="/"');
      expect(bar(el)!.dataset.contentId).to.equal('bulletin:20261128');
    });

    it('dismissed like a notice: the id is stored with a bulletin: prefix and the bar stays closed after a reload', async () => {
      setCookie('mock_bulletin', 'info');
      const el = await announcement('current-path="/price"');
      const event = oneEvent(el, 'exch-announcement-dismiss');
      $<HTMLButtonElement>(el, '.ann-close')!.click();
      expect(((await event) as CustomEvent).detail).to.deep.equal({ contentId: 'bulletin:20261128', page: 'site', source: 'bulletin' });
      expect(JSON.parse(localStorage.getItem(STORAGE_KEY.announcementDismissed)!)).to.deep.equal(['bulletin:20261128']);
      el.remove();
      resetDismissedHere();
      resetAnnouncements();
      const again = await settled('current-path="/price"');
      expect(bar(again) !== null, 'bar shown').to.equal(false);
    });

    it('a returning visitor: the bar opens over the page and nothing moves', async () => {
      setCookie('mock_bulletin', 'info');
      const first = await announcement('current-path="/price"');
      first.remove();
      resetAnnouncements();
      // Holding the bar's space for it would push what is below (create-element.ts).
      const page = await mountMarkup<HTMLDivElement>('<div><exch-announcement current-path="/price"></exch-announcement><p class="below">page</p></div>');
      const again = page.querySelector<ExchAnnouncementElement>('exch-announcement')!;
      const below = page.querySelector('.below')!;
      const top = below.getBoundingClientRect().top;
      expect(again.matches(':state(reserved)'), 'no space held').to.equal(false);
      await waitForShadow(again, '.ann-bar');
      expect(below.getBoundingClientRect().top, 'what is below stayed').to.equal(top);
    });

    for (const variant of ['expired', 'future', 'none'] as const) {
      it(`no bar for a bulletin out of its window or absent (${variant})`, async () => {
        setCookie('mock_bulletin', variant);
        const el = await settled('current-path="/price"');
        expect(bar(el) !== null, 'bar shown').to.equal(false);
      });
    }

    for (const kind of ['500', 'timeout', 'malformed', 'null', 'wrongtype', 'empty', 'xss'] as const) {
      it(`a bad bulletin answer (${kind}) shows nothing or text only, and never throws`, async function () {
        setCookie('mock_bulletin', 'info');
        useFault(`fullsiteBulletin=${kind}`);
        const errors: string[] = [];
        const onError = (e: ErrorEvent) => errors.push(e.message);
        window.addEventListener('error', onError);
        const el = await settled('current-path="/price"');
        window.removeEventListener('error', onError);
        expect(errors).to.deep.equal([]);
        expect(has(el, 'img, script, [onerror]'), 'no markup from the answer').to.equal(false);
        const href = $(el, '.ann-more')?.getAttribute('href') ?? '';
        expect(href, 'only http(s) or relative links').to.not.match(/^\s*javascript:/i);
      });
    }
  });
});
