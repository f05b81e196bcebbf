import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../elements/index';
import type { ExchHeaderElement } from '../../../elements/index';
import { resetSiteData } from '../../../react-core/core/store/site-data';
import { resetSession } from '../../../react-core/core/store/session';
import { COOKIE_NOTICE_TTL_MS } from '../../../react-core/header/notices/cookie-notice.rules';
import {
  $,
  $$,
  clearCookies,
  clearStorage,
  headerWithMenu,
  nextTask,
  setCookie,
  setPersona,
  useCommonData,
  useFault,
  waitForShadow,
  whenReady,
  waitUntil,
  loadedResources,
  mountChrome,
  usePage,
} from '../helpers';
import { STORAGE_KEY } from '../../../react-core/core/util/storage-keys';
import { afterNextPaint } from '../../../react-core/core/layout/after-next-paint';

/** A header, once `waitFor` is drawn (by default the navigation, which waits for the menu). */
const header = (attrs: string, waitFor = '[data-nav-id="trade_head"]') => mountChrome<ExchHeaderElement>('exch-header', attrs, { ready: waitFor });

const requested = () => loadedResources().map((e) => e.path);

describe('<exch-header>', () => {
  usePage({ viewport: { width: 1440, height: 900 } });

  describe('spec §9 breakpoints (BREAKPOINTS)', () => {
    afterEach(() => setViewport({ width: 1440, height: 900 }));
    const shown = (node: Element | null) => node !== null && (node as HTMLElement).checkVisibility();

    it('the futures competition entry (/competition/f1rb/{event}) shows from 992 px: in the bar at 992, never in a narrower drawer', async () => {
      await setViewport({ width: 992, height: 800 });
      const el = await header('region="0"', '[data-nav-id="campaign_banner"]');
      const entry = $<HTMLAnchorElement>(el, '[data-nav-id="campaign_banner"]');
      expect(entry.getAttribute('href')).to.equal('/competition/f1rb/2026-season');
      expect(entry.closest('li')!.classList.contains('futures-competition')).to.equal(true);
      expect(shown(entry)).to.equal(true);
      await setViewport({ width: 991, height: 800 });
      await waitForShadow(el, '[data-action="drawer"]');
      $<HTMLButtonElement>(el, '[data-action="drawer"]').click();
      await waitForShadow(el, '.drawer [data-nav-id="trade_head"]');
      const inDrawer = $$(el, '.drawer [data-nav-id="campaign_banner"]');
      expect(
        inDrawer.every((node) => !shown(node)),
        'the drawer shows the competition entry',
      ).to.equal(true);
    });

    it('the compact header (992 to 1439 px) leaves out the download button and the language name; from 1440 px both show', async () => {
      const wide = await header('region="0"', '.st-entry-text');
      expect(shown($(wide, '.bar .download'))).to.equal(true);
      expect(shown($(wide, '.st-entry-text'))).to.equal(true);
      await setViewport({ width: 1439, height: 800 });
      await waitUntil(() => !shown($(wide, '.bar .download')), 'the download button stayed at 1439 px');
      expect(shown($(wide, '.st-entry-text'))).to.equal(false);
      expect(shown($(wide, '[data-action="language-region"]')), 'the globe stays').to.equal(true);
      expect(shown($(wide, '.main-nav')), 'the nav stays in the bar').to.equal(true);
    });

    it('below 375 px Log in leaves the bar (the drawer has it); at 375 px it is in the bar', async () => {
      await setViewport({ width: 375, height: 800 });
      const el = await header('region="0"', '[data-action="signup"]');
      expect(shown($(el, '.bar [data-action="login"]'))).to.equal(true);
      await setViewport({ width: 374, height: 800 });
      await waitUntil(() => !shown($(el, '.bar [data-action="login"]')), 'Log in stayed in the bar at 374 px');
      expect(shown($(el, '.bar [data-action="signup"]'))).to.equal(true);
      $<HTMLButtonElement>(el, '[data-action="drawer"]').click();
      const login = await waitForShadow(el, '.drawer [data-action="login"]');
      await waitUntil(() => shown(login), 'no Log in in the drawer');
    });

    it('on a phone the bar fits the screen in every language, visitor or logged in, left to right or right to left; the demo-trade badge moves to the drawer', async () => {
      for (const width of [375, 390]) {
        await setViewport({ width, height: 800 });
        for (const lang of ['es', 'de', 'ar']) {
          for (const persona of ['visitor', 'user'] as const) {
            resetSiteData();
            resetSession();
            setPersona(persona);
            const el = await header(`region="0" lang="${lang}"`, persona === 'user' ? '[data-menu="profile"]' : '[data-action="signup"]');
            // The personal centre is rendered ahead of its first open (at idle): it counts too.
            if (persona === 'user') await waitForShadow(el, '.profile-popover');
            const where = `${lang}, ${persona}, ${width} px`;
            expect(document.documentElement.scrollWidth, `the page's width (${where})`).to.equal(width);
            for (const part of $$(el, '.bar > *, .bar .end > *, .bar .auth > *').filter(shown)) {
              const { left, right } = part.getBoundingClientRect();
              expect(left >= 0 && right <= width, `${part.className} inside the screen (${where}): ${left}..${right}`).to.equal(true);
            }
            if (persona === 'visitor') {
              expect(shown($(el, '.bar [data-action="signup"]')), `Sign up in the bar (${where})`).to.equal(true);
              expect(shown($(el, '.bar [data-action="demo-trade"]')), `no badge in a phone's bar (${where})`).to.equal(false);
            }
            el.remove();
            clearCookies();
          }
        }
      }
      const el = await header('region="0"', '[data-action="drawer"]');
      $<HTMLButtonElement>(el, '[data-action="drawer"]').click();
      const demo = await waitForShadow<HTMLAnchorElement>(el, '.drawer [data-action="demo-trade"]');
      await waitUntil(() => shown(demo), 'no demo-trade link in the drawer');
      expect(demo.href).to.equal($<HTMLAnchorElement>(el, '.bar [data-action="demo-trade"]').href);
    });

    it('from 1520 px the search button shows its name; below, the magnifier alone', async () => {
      await setViewport({ width: 1520, height: 900 });
      const el = await header('region="0"', '[data-action="search"]');
      const label = $(el, '[data-action="search"] .search-entry-text');
      expect(shown(label)).to.equal(true);
      expect(label.textContent).to.equal('Search');
      await setViewport({ width: 1519, height: 900 });
      await waitUntil(() => !shown(label), 'the search name stayed at 1519 px');
      expect($(el, '[data-action="search"]').getAttribute('aria-label')).to.equal('Search');
    });
  });

  describe('visitor, global site', () => {
    it('shows the server navigation, login and signup, and makes no personal, notification or market request', async () => {
      const el = await header('region="0"', '[data-action="signup"]');
      await waitForShadow(el, '[data-nav-id="trade_head"]');
      expect($(el, 'header').getAttribute('aria-label')).to.equal('Site header');
      expect($<HTMLAnchorElement>(el, '[data-action="login"]').getAttribute('href')).to.equal('/login');
      expect($<HTMLAnchorElement>(el, '[data-action="signup"]').getAttribute('href')).to.equal('/signup');
      expect($<HTMLAnchorElement>(el, '.logo').getAttribute('href')).to.equal('/');
      expect($$(el, '[data-nav-id="mini_app"]'), 'H5-only item dropped').to.have.length(0);
      expect($$(el, '[data-nav-id="broker"]'), 'hidden item dropped').to.have.length(0);
      expect($$(el, '[data-action="demo-trade"]')).to.have.length(1);
      const paths = requested();
      expect(paths.some((p) => p.includes('userInfo'))).to.equal(false);
      expect(paths.some((p) => p.includes('/herald/'))).to.equal(false);
      expect(paths.some((p) => p.includes('/market/') || p.includes('/delivery/') || p.includes('/alpha/'))).to.equal(false);
      await expect(el).to.be.accessible();
    });

    it('every href in the header is http(s) or a same-site path', async () => {
      const el = await header('region="0"');
      for (const a of $$<HTMLAnchorElement>(el, 'a[href]')) {
        const url = new URL(a.getAttribute('href')!, location.href);
        expect(['http:', 'https:']).to.include(url.protocol);
      }
    });

    it('prefixes links with the language', async () => {
      const el = await header('region="0" lang="de"', '[data-action="login"]');
      await waitUntil(() => $(el, '[data-action="login"]').getAttribute('href') === '/de/login');
      await waitForShadow(el, '[data-nav-id="trade_head"]');
      expect($(el, '.logo').getAttribute('href')).to.equal('/de');
    });

    it('hidden-register hides signup; hidden-login-and-signup hides both', async () => {
      const a = await header('region="0" hidden-register', '[data-action="login"]');
      expect($$(a, '[data-action="signup"]')).to.have.length(0);
      a.remove();
      const b = await header('region="0" hidden-login-and-signup');
      expect($$(b, '[data-action="login"]')).to.have.length(0);
    });
  });

  describe('navigation', () => {
    it('opens a dropdown by keyboard: Enter, ArrowDown into it, Escape back to its button', async () => {
      const el = await header('region="0"');
      const button = $<HTMLButtonElement>(el, 'button[data-nav-id="trade_head"]');
      const panel = $(el, `#${CSS.escape(button.getAttribute('aria-controls')!)}`);
      expect(panel.hidden).to.equal(true);
      button.focus();
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => button.getAttribute('aria-expanded') === 'true');
      expect(panel.hidden).to.equal(false);
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => button.getAttribute('aria-expanded') === 'false');
      expect(el.shadowRoot!.activeElement).to.equal(button);
      await sendKeys({ press: 'ArrowDown' });
      await waitUntil(() => el.shadowRoot!.activeElement?.closest('.nav-panel') === panel);
      expect(el.shadowRoot!.activeElement!.getAttribute('href')).to.equal('/trade/BTC_USDT');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => el.shadowRoot!.activeElement === button);
      await expect(el).to.be.accessible();
    });

    it('keeps the focus, the open dropdown and the scroll when another menu replaces the list', async () => {
      // Many entries: the list overflows and scrolls. The second menu adds one before them all
      // (the list is replaced by new nodes: no layout shift; see MainNav).
      const entry = (i: number) => ({
        code: `entry_${i}`,
        title: `A long entry title ${i}`,
        jump_url: `/entry-${i}`,
        children: [{ code: `child_${i}`, title: `Child ${i}`, jump_url: `/child-${i}` }],
      });
      const entries = Array.from({ length: 24 }, (_, i) => entry(i));
      const el = await headerWithMenu({ list: entries });
      const target = await waitForShadow<HTMLButtonElement>(el, 'button[data-nav-id="entry_20"]');
      const list = $<HTMLUListElement>(el, '.nav-list');
      expect(list.scrollWidth, 'the list overflows').to.be.greaterThan(list.clientWidth);
      list.scrollTo({ left: list.scrollWidth, behavior: 'instant' });
      const scrolled = list.scrollLeft;
      expect(scrolled).to.be.greaterThan(0);
      target.focus();
      target.click();
      await waitUntil(() => target.getAttribute('aria-expanded') === 'true', 'the dropdown opens');
      el.menu = { list: [{ code: 'first', title: 'New first', jump_url: '/first' }, ...entries] };
      await waitUntil(() => $$(el, '[data-nav-id="first"]').length === 1, 'the new menu shown');
      const replaced = $<HTMLButtonElement>(el, 'button[data-nav-id="entry_20"]');
      expect(replaced === target, 'the same nodes').to.equal(false);
      expect(el.shadowRoot!.activeElement === replaced, 'the focus on the same entry’s new button').to.equal(true);
      expect(replaced.getAttribute('aria-expanded')).to.equal('true');
      expect($(el, '.nav-list').scrollLeft).to.equal(scrolled);
    });

    it('opens on hover and closes on leave; one dropdown at a time', async () => {
      const el = await header('region="0"');
      const trade = $<HTMLButtonElement>(el, 'button[data-nav-id="trade_head"]');
      const earn = $<HTMLButtonElement>(el, 'button[data-nav-id="earn_head"]');
      const box = (b: HTMLElement) => b.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box(trade).x + 5), Math.round(box(trade).y + 5)] });
      await waitUntil(() => trade.getAttribute('aria-expanded') === 'true', 'hover did not open');
      await sendMouse({ type: 'move', position: [Math.round(box(earn).x + 5), Math.round(box(earn).y + 5)] });
      await waitUntil(() => earn.getAttribute('aria-expanded') === 'true');
      expect(trade.getAttribute('aria-expanded')).to.equal('false');
      await sendMouse({ type: 'move', position: [5, 600] });
      await waitUntil(() => earn.getAttribute('aria-expanded') === 'false', 'leave did not close');
    });

    it('a mouse click after hovering keeps the dropdown open (hover opened it)', async () => {
      const el = await header('region="0"');
      const trade = $<HTMLButtonElement>(el, 'button[data-nav-id="trade_head"]');
      const r = trade.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(r.x + 8), Math.round(r.y + 8)] });
      await waitUntil(() => trade.getAttribute('aria-expanded') === 'true');
      // The click's own update (a toggle would close it again) has rendered by then.
      await nextTask();
      expect(trade.getAttribute('aria-expanded')).to.equal('true');
      await sendMouse({ type: 'move', position: [5, 600] });
    });

    it('marks the current trade page active (spec §2 rule)', async () => {
      const el = await header('region="0" current-path="/trade/BTC_USDT"');
      await waitUntil(() => $(el, 'button[data-nav-id="trade_head"]').closest('li')!.classList.contains('is-active'));
      $<HTMLButtonElement>(el, 'button[data-nav-id="trade_head"]').click();
      await waitUntil(() => $$(el, 'a[aria-current="page"]').length > 0);
      expect($(el, 'a[aria-current="page"]').getAttribute('href')).to.equal('/trade/BTC_USDT');
    });

    it('shows arrows only when the menu overflows, each step scrolls 180 px', async () => {
      await setViewport({ width: 1000, height: 800 });
      const el = await header('region="0"');
      const list = $(el, '.nav-list');
      await waitUntil(() => list.scrollWidth > list.clientWidth, 'menu does not overflow at 1000 px');
      await waitForShadow(el, '.nav-arrow.end');
      expect($$(el, '.nav-arrow.start')).to.have.length(0);
      list.style.scrollBehavior = 'auto';
      const before = list.scrollLeft;
      $<HTMLButtonElement>(el, '.nav-arrow.end').click();
      await waitUntil(() => list.scrollLeft > before);
      await waitUntil(() => Math.abs(list.scrollLeft - Math.min(before + 180, list.scrollWidth - list.clientWidth)) < 2, `scrolled to ${list.scrollLeft}`);
      await waitForShadow(el, '.nav-arrow.start');
      await setViewport({ width: 1440, height: 900 });
    });

    it('a menu item named by keys shows the catalog texts (never the keys), with its badge, icon and target', async () => {
      const el = await headerWithMenu({
        list: [
          {
            code: 'earn_keyed',
            title_key: 'header.nav.earn_head',
            jump_url: '/simple-earn',
            right_node: '5% APR',
            right_icon: '/mock-assets/tag/hot-light.svg',
          },
          { code: 'agreement', title: 'Terms', jump_url: '/user-agreement' },
          { code: 'raw_key', title_key: 'header.nav.no_such_entry', jump_url: '/nowhere' },
        ],
      });
      const earn = await waitForShadow<HTMLAnchorElement>(el, 'a[data-nav-id="earn_keyed"]');
      expect(earn.textContent).to.contain('Earn');
      expect(earn.textContent).to.not.contain('header.nav');
      expect($(el, 'a[data-nav-id="earn_keyed"] [data-right-node]').textContent).to.equal('5% APR');
      expect($(el, 'a[data-nav-id="earn_keyed"] [data-right-icon]').getAttribute('src')).to.equal('/mock-assets/tag/hot-light.svg');
      const agreement = $<HTMLAnchorElement>(el, 'a[data-nav-id="agreement"]');
      expect(agreement.target).to.equal('_blank');
      expect(agreement.rel).to.contain('noopener');
      expect($$(el, '[data-nav-id="raw_key"]'), 'an item whose key no catalog has').to.have.length(0);
      expect(el.shadowRoot!.textContent).to.not.contain('no_such_entry');
    });

    it('a Turkish user (userLandingPageCountry TR) finds the Turkish exchange in Buy Crypto; others do not', async () => {
      useCommonData({ userLandingPageCountry: 'TR' });
      const el = await header('region="0"', 'button[data-nav-id="buy_coins_head"]');
      $<HTMLButtonElement>(el, 'button[data-nav-id="buy_coins_head"]').click();
      const entry = await waitForShadow<HTMLAnchorElement>(el, 'a[data-nav-id="turkish_exchange"]');
      expect(entry.getAttribute('href')).to.equal('https://www.exch.tr');
      expect(entry.target).to.equal('_blank');
      expect(entry.textContent).to.contain('Exch TR');
      el.remove();
      resetSiteData();
      clearStorage(); // the cached common data (a repeat visit paints it first)
      useCommonData({ userLandingPageCountry: 'DE' });
      const other = await header('region="0"', 'button[data-nav-id="buy_coins_head"]');
      $<HTMLButtonElement>(other, 'button[data-nav-id="buy_coins_head"]').click();
      await waitForShadow(other, 'a[data-nav-id="express"]');
      expect($$(other, '[data-nav-id="turkish_exchange"]')).to.have.length(0);
    });

    it('common data: the default fiats preselect Buy Crypto and P2P, and currency_count shows in the markets entry (spec §3)', async () => {
      useCommonData({ defaultBuyCryptoFiat: 'EUR', defaultP2PFiat: 'TRY', currency_count: 3100 });
      const el = await header('region="0"', 'button[data-nav-id="buy_coins_head"]');
      await waitForShadow(el, 'a[data-nav-id="express"]');
      expect($(el, 'a[data-nav-id="express"]').getAttribute('href')).to.equal('/crypto/buy-EUR-USDT');
      expect($(el, 'a[data-nav-id="fiat_trade"]').getAttribute('href')).to.equal('/p2p-express/buy/TRY-USDT');
      expect($(el, 'a[data-nav-id="market_overview"] .nav-desc').textContent).to.equal('Prices and trends of 3,100+ coins');
    });

    it('common data: the toast flags show their notice, one at a time, closed for a day (spec §3)', async () => {
      setCookie('mock_flags', 'isBrazilToast,isUzbekistanToast');
      const el = await header('region="0"', '[data-action="signup"]');
      const notice = await waitForShadow(el, '[data-site-notice="brazil"]');
      expect(notice.textContent).to.contain('Users in Brazil');
      expect(notice.getAttribute('aria-label')).to.equal('Notice');
      $<HTMLButtonElement>(el, '[data-action="close-site-notice"]').click();
      await waitForShadow(el, '[data-site-notice="uzbekistan"]');
      expect($$(el, '[data-site-notice="brazil"]')).to.have.length(0);
      expect(JSON.parse(localStorage.getItem('exch.siteNotice.closed')!)).to.have.property('brazil');
      await expect(el).to.be.accessible();
    });

    it('uses a page-provided menu without fetching one', async () => {
      const el = await headerWithMenu({ list: [{ code: 'page_only', title: 'From the page', jump_url: '/page-only', jump_type: 1, platform_type: 1 }] });
      await waitForShadow(el, '[data-nav-id="page_only"]');
      expect($(el, '[data-nav-id="page_only"]').getAttribute('href')).to.equal('/page-only');
      expect(requested().some((p) => p.includes('headerMenuListV2'))).to.equal(false);
    });

    it('with the menu API down on a first visit, shows the bundled menu', async function () {
      useFault('headerMenuListV2=500');
      await header('region="0" lang="ja"');
      expect(requested().filter((p) => p.includes('headerMenuListV2')).length).to.equal(4);
    });

    it('a relative jump_url gets the language prefix; javascript: links never reach an href', async () => {
      const el = await headerWithMenu(
        {
          list: [
            { code: 'rel', title: 'Relative', jump_url: '/fee' },
            { code: 'bad', title: 'Bad', jump_url: 'javascript:alert(1)' },
            { code: 'ext', title: 'External', jump_url: 'https://example.com/x', jump_type: 2 },
          ],
        },
        { lang: 'fr' },
      );
      await waitForShadow(el, '[data-nav-id="rel"]');
      expect($(el, '[data-nav-id="rel"]').getAttribute('href')).to.equal('/fr/fee');
      expect($$(el, '[data-nav-id="bad"]')).to.have.length(0);
      expect($(el, '[data-nav-id="ext"]').getAttribute('target')).to.equal('_blank');
    });
  });

  describe('site variants', () => {
    it('testnet: live-trading link, authorize sign-in, no signup, no demo badge', async () => {
      const el = await header('testnet', '[data-action="login"]');
      expect($(el, '[data-action="live-trading"]').getAttribute('href')).to.equal('https://www.exch.com/trade/BTC_USDT');
      const login = $<HTMLAnchorElement>(el, '[data-action="login"]');
      expect(login.textContent).to.equal('Sign in with Exch');
      const handoff = new URL(login.getAttribute('href')!);
      expect(`${handoff.origin}${handoff.pathname}`).to.equal('https://www.exch.com/account-authorize');
      expect(handoff.searchParams.get('scope'), 'the handoff’s scope (spec §9)').to.equal('mock site login');
      expect(handoff.searchParams.get('callback')).to.equal(`${location.origin}/testnet_authorize/callback`);
      expect($$(el, '[data-action="signup"]')).to.have.length(0);
      expect($$(el, '[data-action="demo-trade"]')).to.have.length(0);
      expect($(el, '.testnet-badge').textContent).to.equal('Testnet');
    });

    it('dark theme visitor header passes axe', async () => {
      const el = await header('region="0" theme="dark"', '[data-action="signup"]');
      expect($(el, '.exch-root').dataset.theme).to.equal('dark');
      await expect(el).to.be.accessible();
    });

    it('the UK compliance menu hides the derivatives menu', async () => {
      const el = await header('region="182"', '[data-nav-id="trade_head"]');
      expect($$(el, '[data-nav-id="derivatives"]')).to.have.length(0);
      const global = await header('region="0"', '[data-nav-id="derivatives"]');
      expect($$(global, '[data-nav-id="derivatives"]')).to.have.length(1);
    });

    it('the demo-trade badge is on the global site only', async () => {
      const el = await header('region="182"', '[data-action="login"]');
      expect($$(el, '[data-action="demo-trade"]')).to.have.length(0);
    });
  });

  describe('cookie notice (EU home path only, 90 days)', () => {
    it('shows on the EU home page when nothing is stored, and closing stores the time', async () => {
      const el = await header('region="106" current-path="/"', '.cookie-notice');
      const before = Date.now();
      $<HTMLButtonElement>(el, '[data-action="accept-cookies"]').click();
      await waitUntil(() => $$(el, '.cookie-notice').length === 0);
      expect(Number(localStorage.getItem(STORAGE_KEY.cookieNoticeAck))).to.be.within(before, Date.now());
    });

    it('stays closed for 90 days, then shows again', async () => {
      // 90 days on, a header shows it again (and its code is in: the positive control for below)...
      localStorage.setItem(STORAGE_KEY.cookieNoticeAck, String(Date.now() - COOKIE_NOTICE_TTL_MS - 60_000));
      const late = await header('region="106" current-path="/de"', '.cookie-notice');
      late.remove();
      // ...while a header that reads an acknowledgement a day short of that shows none.
      localStorage.setItem(STORAGE_KEY.cookieNoticeAck, String(Date.now() - COOKIE_NOTICE_TTL_MS + 60_000));
      const fresh = await header('region="106" current-path="/de"', '[data-action="login"]');
      await nextTask();
      expect($$(fresh, '.cookie-notice')).to.have.length(0);
    });

    it('never shows off the home path or outside the EU', async () => {
      const a = await header('region="106" current-path="/trade/BTC_USDC"', '[data-action="login"]');
      const b = await header('region="0" current-path="/"', '[data-action="login"]');
      // The positive control: the EU home page on the same page shows it (its code is in).
      await header('region="106" current-path="/"', '.cookie-notice');
      await nextTask();
      expect($$(a, '.cookie-notice')).to.have.length(0);
      expect($$(b, '.cookie-notice')).to.have.length(0);
    });
  });

  describe('at 375 px: the drawer', () => {
    beforeEach(async () => {
      await setViewport({ width: 375, height: 800 });
    });

    it('opens from the menu button as a modal dialog, keeps focus inside, Escape returns focus', async () => {
      const el = await header('region="0"', '[data-action="drawer"]');
      expect($$(el, '.main-nav')).to.have.length(0);
      const hamburger = $<HTMLButtonElement>(el, '[data-action="drawer"]');
      hamburger.click();
      const dialog = await waitForShadow(el, '.drawer[role="dialog"]');
      expect(dialog.getAttribute('aria-modal')).to.equal('true');
      // It covers the viewport's height, not just the header's box.
      await waitUntil(() => dialog.getBoundingClientRect().height >= 780, `drawer is ${dialog.getBoundingClientRect().height}px tall`);
      await waitUntil(() => dialog.contains(el.shadowRoot!.activeElement));
      await waitForShadow(el, '.drawer [data-nav-id="trade_head"]');
      expect($$(el, '.drawer [data-action="signup"]')).to.have.length(1);
      expect($$(el, '.drawer [data-action="rewards-hub"]')).to.have.length(1);
      expect($$(el, '.drawer [data-action="download"]')).to.have.length(1);
      for (let i = 0; i < 40; i += 1) await sendKeys({ press: 'Tab' });
      expect(dialog.contains(el.shadowRoot!.activeElement)).to.equal(true);
      await expect(el).to.be.accessible();
      await sendKeys({ press: 'Escape' });
      // Closed, it stays rendered for the next tap but shows nothing and takes no focus.
      await waitUntil(() => !dialog.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
      expect(dialog.closest('[inert]'), 'the closed drawer is inert').to.not.equal(null);
      await waitUntil(() => el.shadowRoot!.activeElement === hamburger);
    });

    it('while open, the page behind it is inert like behind a modal <dialog>: focus cannot leave, Escape and the close button give it back to the menu button', async () => {
      const el = await header('region="0"', '[data-action="drawer"]');
      // The page's own content beside the header.
      const pageButton = document.createElement('button');
      pageButton.textContent = 'page';
      el.after(pageButton);
      const hamburger = $<HTMLButtonElement>(el, '[data-action="drawer"]');
      const focused = () => el.shadowRoot!.activeElement;
      hamburger.focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await waitForShadow(el, '.drawer[role="dialog"]');
      await waitUntil(() => dialog.contains(focused()), 'focus never moved into the drawer');
      await waitForShadow(el, '.drawer [data-nav-id="trade_head"]');

      // Tab and Shift+Tab go round inside, step by step.
      for (const shift of [false, true]) {
        if (shift) await sendKeys({ down: 'Shift' });
        for (let i = 0; i < 25; i += 1) {
          await sendKeys({ press: 'Tab' });
          expect(dialog.contains(focused()), `${shift ? 'Shift+' : ''}Tab ${i + 1} left the drawer`).to.equal(true);
        }
        if (shift) await sendKeys({ up: 'Shift' });
      }
      // Nothing behind it takes focus, in the header or on the page.
      expect(pageButton.closest('[inert]'), 'the page is inert').to.not.equal(null);
      expect(hamburger.closest('[inert]'), 'the header bar is inert').to.not.equal(null);
      pageButton.focus();
      hamburger.focus();
      expect(document.activeElement).to.equal(el);
      expect(dialog.contains(focused()), 'focus stayed in the drawer').to.equal(true);

      await sendKeys({ press: 'Escape' });
      await waitUntil(() => focused() === hamburger, 'Escape did not give focus back to the menu button');
      expect(dialog.checkVisibility({ visibilityProperty: true, opacityProperty: true })).to.equal(false);
      expect(pageButton.closest('[inert]'), 'the page is released').to.equal(null);
      expect(hamburger.closest('[inert]'), 'the header bar is released').to.equal(null);

      await sendKeys({ press: 'Enter' });
      await waitUntil(() => dialog.contains(focused()));
      $<HTMLButtonElement>(el, '.drawer [data-action="close-drawer"]').click();
      await waitUntil(() => focused() === hamburger, 'the close button did not give focus back to the menu button');
      pageButton.focus();
      expect(document.activeElement, 'the page takes focus again').to.equal(pageButton);
      pageButton.remove();
    });

    it('visitors on phones get the wallet-app prompt; closing it keeps it closed; limited users never see it', async () => {
      const el = await header('region="0"', '.app-prompt');
      expect($(el, '[data-action="open-app"]').getAttribute('href')).to.equal('/download?pos=header');
      $<HTMLButtonElement>(el, '[data-action="close-app-prompt"]').click();
      await waitUntil(() => $$(el, '.app-prompt').length === 0);
      el.remove();
      const again = await header('region="0"', '[data-action="drawer"]');
      // Ready is its complete view; the prompt's code is already in (the first header loaded it).
      await whenReady(again);
      await nextTask();
      expect($$(again, '.app-prompt'), 'stays closed').to.have.length(0);
      again.remove();
      clearStorage();
      resetSiteData();
      setCookie('mock_flags', 'isUKLimit');
      const limited = await header('region="0"', '[data-action="drawer"]');
      await whenReady(limited);
      await nextTask();
      expect($$(limited, '.app-prompt')).to.have.length(0);
    });

    it('is rendered closed at idle (hidden, inert), so the first tap only reveals it; each open starts collapsed', async () => {
      const el = await header('region="0"', '[data-action="drawer"]');
      const dialog = await waitForShadow(el, '.drawer[role="dialog"]');
      expect(dialog.checkVisibility({ visibilityProperty: true, opacityProperty: true }), 'closed until the tap').to.equal(false);
      expect(dialog.closest('[inert]'), 'closed and inert').to.not.equal(null);
      expect(el.shadowRoot!.activeElement).to.equal(null);
      const hamburger = $<HTMLButtonElement>(el, '[data-action="drawer"]');
      hamburger.click();
      await waitUntil(() => dialog.checkVisibility({ visibilityProperty: true, opacityProperty: true }), 'the tap did not show it');
      expect($(el, '.drawer[role="dialog"]'), 'the same dialog, not a new one').to.equal(dialog);
      const trade = $<HTMLButtonElement>(el, '.drawer button[data-nav-id="trade_head"]');
      trade.click();
      await waitUntil(() => trade.getAttribute('aria-expanded') === 'true');
      await sendKeys({ press: 'Escape' });
      await waitUntil(() => !dialog.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
      hamburger.click();
      await waitUntil(() => dialog.checkVisibility({ visibilityProperty: true, opacityProperty: true }));
      expect(trade.getAttribute('aria-expanded'), 'reopened collapsed').to.equal('false');
    });

    it('rendered closed, it lets input through: a click where its layer lies reaches the page', async () => {
      const el = await header('region="0"', '[data-action="drawer"]');
      const dialog = await waitForShadow(el, '.drawer[role="dialog"]');
      const layer = dialog.closest<HTMLElement>('.drawer-layer')!;
      const page = document.createElement('button');
      page.textContent = 'Page';
      page.style.cssText = 'position:fixed;left:20px;top:400px;width:120px;height:40px';
      document.body.append(page);
      try {
        const box = page.getBoundingClientRect();
        const layerBox = layer.getBoundingClientRect();
        expect(layerBox.top <= box.top && layerBox.bottom >= box.bottom && layerBox.left <= box.left, 'the closed layer covers the button').to.equal(true);
        let clicked = false;
        page.addEventListener('click', () => (clicked = true));
        await sendMouse({ type: 'click', position: [Math.round(box.x + 10), Math.round(box.y + 10)] });
        await waitUntil(() => clicked, 'the click did not reach the page');
        expect(layer.classList.contains('is-closed'), 'still closed').to.equal(true);
      } finally {
        page.remove();
      }
    });

    it('a tap shows the drawer rendered ahead in its own task, before React renders; focus moves in after that frame, then the state follows', async () => {
      const el = await header('region="0"', '[data-action="drawer"]');
      const dialog = await waitForShadow(el, '.drawer[role="dialog"]');
      const hamburger = $<HTMLButtonElement>(el, '[data-action="drawer"]');
      const shown = () => dialog.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      hamburger.click();
      // Synchronously after the click: no microtask, so no React render (a discrete update renders in one) has run.
      expect(shown(), 'on screen in the tap task').to.equal(true);
      // The tap's frame only makes the layer opaque; releasing it and moving focus in (a restyle of
      // the whole drawer) follow in the task after that frame.
      expect(dialog.closest('[inert]'), 'inert until its first frame has painted').to.not.equal(null);
      // Resolves in the task after the tap's own after-paint task (queued the same way, earlier).
      await new Promise<void>((resolve) => afterNextPaint(resolve));
      expect(dialog.closest('[inert]'), 'released after that frame').to.equal(null);
      expect(dialog.contains(el.shadowRoot!.activeElement), 'focus moved in after that frame').to.equal(true);
      await waitUntil(() => hamburger.getAttribute('aria-expanded') === 'true', 'the state never followed');
      $<HTMLButtonElement>(el, '.drawer [data-action="close-drawer"]').click();
      expect(shown(), 'hidden in the close task').to.equal(false);
      await waitUntil(() => el.shadowRoot!.activeElement === hamburger, 'focus never returned to the menu button');
      // The state follows in a transition, which a busy machine may still be rendering.
      await waitUntil(() => hamburger.getAttribute('aria-expanded') === 'false', 'the state never followed the close');
    });

    it('an Escape in the frame the tap shows it closes it for good: the pending release and focus move never come, the next tap opens it', async () => {
      const el = await header('region="0"', '[data-action="drawer"]');
      const dialog = await waitForShadow(el, '.drawer[role="dialog"]');
      const hamburger = $<HTMLButtonElement>(el, '[data-action="drawer"]');
      const shown = () => dialog.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      hamburger.focus();
      hamburger.click();
      expect(shown(), 'shown by the tap').to.equal(true);
      // Focus is still on the menu button (it moves in after the frame): the Escape of a quick key
      // press after Enter lands there.
      hamburger.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      expect(shown(), 'hidden by the Escape at once').to.equal(false);
      await new Promise<void>((resolve) => afterNextPaint(resolve));
      await nextTask();
      expect(shown(), 'still closed after the frame').to.equal(false);
      expect(dialog.closest('[inert]'), 'closed and inert').to.not.equal(null);
      expect(el.shadowRoot!.activeElement, 'focus stayed on the menu button').to.equal(hamburger);
      expect(hamburger.getAttribute('aria-expanded')).to.equal('false');
      expect(hamburger.closest('[inert]'), 'the header bar is not inert').to.equal(null);
      hamburger.click();
      expect(shown(), 'the next tap shows it again').to.equal(true);
      await waitUntil(() => dialog.contains(el.shadowRoot!.activeElement), 'the next tap did not open it');
    });

    it('an Escape before the state catches up closes it for good: no stale open shows it again, focus goes back, nothing stays inert', async () => {
      const el = await header('region="0"', '[data-action="drawer"]');
      const dialog = await waitForShadow(el, '.drawer[role="dialog"]');
      const hamburger = $<HTMLButtonElement>(el, '[data-action="drawer"]');
      const shown = () => dialog.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      hamburger.click();
      await new Promise<void>((resolve) => afterNextPaint(resolve));
      const inside = el.shadowRoot!.activeElement;
      expect(dialog.contains(inside), 'focus moved in after the tap').to.equal(true);
      // The same task: React has not rendered the open yet (a transition), so the trap is not listening.
      inside!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
      expect(shown(), 'closed by the Escape').to.equal(false);
      await waitUntil(() => el.shadowRoot!.activeElement === hamburger, 'focus never came back to the menu button');
      await waitUntil(() => hamburger.getAttribute('aria-expanded') === 'false' && !hamburger.closest('[inert]'));
      await nextTask();
      expect(shown(), 'still closed once the state settled').to.equal(false);
      expect(hamburger.closest('[inert]'), 'the header bar is not inert').to.equal(null);
    });

    it('the drawer sections are accordions', async () => {
      const el = await header('region="0"', '[data-action="drawer"]');
      $<HTMLButtonElement>(el, '[data-action="drawer"]').click();
      const trade = await waitForShadow<HTMLButtonElement>(el, '.drawer button[data-nav-id="trade_head"]');
      trade.click();
      // The drawer may still be mounting as this tap lands (drawer/drawer.test.tsx has the race).
      await waitUntil(() => trade.getAttribute('aria-expanded') === 'true', 'the Trade section did not open');
      const earn = $<HTMLButtonElement>(el, '.drawer button[data-nav-id="earn_head"]');
      earn.click();
      await waitUntil(() => earn.getAttribute('aria-expanded') === 'true');
      expect(trade.getAttribute('aria-expanded')).to.equal('false');
    });

    it('no download button in the drawer for the US and EU sites; no rewards card under hidden-rewards-hub-card', async () => {
      for (const region of [232, 106]) {
        const el = await header(`region="${region}"`, '[data-action="drawer"]');
        $<HTMLButtonElement>(el, '[data-action="drawer"]').click();
        await waitForShadow(el, '.drawer');
        expect($$(el, '.drawer [data-action="download"]')).to.have.length(0);
        el.remove();
      }
      const g = await header('region="0" hidden-rewards-hub-card', '[data-action="drawer"]');
      $<HTMLButtonElement>(g, '[data-action="drawer"]').click();
      await waitForShadow(g, '.drawer');
      expect($$(g, '.drawer [data-action="rewards-hub"]')).to.have.length(0);
    });
  });

  it('a logged-out visitor is redirected by the page-configured rule, unless the page cancels', async () => {
    const visitorRedirect = { hosts: { [location.host]: { target: 'https://www.exch.tr', prefix: '/tr' } } };
    const event = oneEvent(document, 'exch-visitor-redirect');
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('exch-visitor-redirect', stop);
    try {
      await mountChrome('exch-header', 'current-path="/fee"', { props: { visitorRedirect }, ready: false });
      const { detail } = (await event) as CustomEvent<{ href: string }>;
      expect(detail.href).to.equal(`https://www.exch.tr/tr/fee${location.search}`);
    } finally {
      document.removeEventListener('exch-visitor-redirect', stop);
    }
  });

  it('bad menu and common-data answers render a usable header', async () => {
    setCookie('mock_fault', 'commonData=wrongtype,complianceMenu=malformed,headerMenuListV2=wrongtype');
    const el = await header('region="0"', '[data-action="login"]');
    expect($$(el, 'header')).to.have.length(1);
  });
});
