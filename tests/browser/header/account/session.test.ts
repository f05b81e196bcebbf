import { expect, oneEvent } from '@open-wc/testing';
import '../../../../elements/index';
import * as ACCOUNT_PATHS from '../../../../react-core/core/api/account-paths';
import {
  $,
  $$,
  deleteCookie,
  fetchesIdle,
  recordFetch,
  requestsTo,
  resetChrome,
  restoreFetch,
  setCookie,
  setPersona,
  useFault,
  waitForShadow,
  waitUntil,
  loadedResources,
  mountChrome,
  usePage,
} from '../../helpers';
import { waitForAccountPart } from '../../helpers/account';
import { moveClock, openOtherTab, pageVisibility, type OtherTab } from '../../helpers/tabs';

/**
 * One session, everywhere, all the time (issue 47): a failed or late check is never shown as a
 * logout; a login, a logout and a session the server ended reach every tab of the browser; a tab
 * shown again after 5 minutes or more hidden checks the session again.
 */
const userInfoCalls = () => loadedResources(ACCOUNT_PATHS.userInfo).length;

async function header(attrs = 'region="0"'): Promise<HTMLElement> {
  return mountChrome('exch-header', attrs);
}

const shows = (el: Element, selector: string) => $$(el, selector).length > 0;

describe('<exch-header> one session over time and tabs', () => {
  let other: OtherTab | null = null;
  // Registered before usePage, so it runs before usePage's clean-up: the other tab is gone before
  // the cookies are, or its chrome could see the session end and tell the next test's header.
  afterEach(() => {
    other?.close();
    other = null;
  });
  usePage({ ownSession: true, viewport: { width: 1440, height: 900 } });

  it('a failed session check is not a logout: the account stays pending at its size, no "Log in", and the check is retried', async () => {
    setPersona('user');
    useFault('userInfo=500');
    const el = await header();
    // Common data says logged in; the check failed: the account's boxes hold its place.
    await waitUntil(() => userInfoCalls() >= 1, 'the session was never asked');
    await waitForShadow(el, '[data-account-shell]');
    expect(shows(el, '[data-action="login"]'), 'Log in shown for a failed check').to.equal(false);
    expect(shows(el, '[data-action="signup"]')).to.equal(false);
    // The server is back: the check is asked again (back online: at once) and the account shows.
    useFault('');
    window.dispatchEvent(new Event('online'));
    await waitForAccountPart(el, '[data-menu="profile"]');
    expect(shows(el, '[data-action="login"]')).to.equal(false);
  });

  it('a failed common data is not a logout either: the session is asked, and it decides (a user, then a visitor)', async () => {
    setPersona('user');
    useFault('commonData=500');
    const el = await header();
    await waitForAccountPart(el, '[data-menu="profile"]');
    expect(shows(el, '[data-action="login"]')).to.equal(false);
    el.remove();

    resetChrome();
    setPersona('visitor');
    useFault('commonData=500,userInfo=500');
    const unknown = await header();
    await waitUntil(() => userInfoCalls() >= 1, 'the session was never asked');
    await waitForShadow(unknown, '[data-account-shell]');
    expect(shows(unknown, '[data-action="login"]'), 'nobody has said "visitor" yet').to.equal(false);
    useFault('commonData=500');
    window.dispatchEvent(new Event('online'));
    // The server says visitor: now, and only now, "Log in / Sign up".
    await waitForShadow(unknown, '[data-action="login"]');
  });

  it('a logout in another tab reaches this one within the second, without a reload', async () => {
    setPersona('user');
    const el = await header();
    await waitForAccountPart(el, '[data-menu="profile"]');
    other = await openOtherTab('<exch-header region="0"></exch-header>');
    const theirs = await other.element('exch-header');
    await waitUntil(() => $$(theirs, '[data-menu="profile"]').length > 0, "the other tab's account never showed");
    const ended = oneEvent(el, 'exch-session-end');
    // The other tab: the personal centre, Log out, this device.
    $<HTMLButtonElement>(theirs, '[data-menu="profile"]').click();
    const logout = await waitForShadow<HTMLButtonElement>(theirs, '#exch-profile-menu [data-action="logout"]');
    logout.click();
    const dialog = await waitForShadow(theirs, 'dialog[open]');
    const started = performance.now();
    dialog.querySelector<HTMLButtonElement>('[data-scope="this"]')!.click();
    await waitForShadow(el, '[data-action="login"]');
    expect((await ended).detail).to.deep.equal({ cause: 'logout' });
    // No notice: the user logged out on purpose.
    expect(shows(el, '[data-session-ended]')).to.equal(false);
    expect(shows(el, '[data-menu="profile"]')).to.equal(false);
    expect(performance.now() - started, 'reached this tab (ms, the logout call included)').to.be.below(3000);
  });

  it('a login in another tab reaches this one: the page there says so (exch-session-change) and this header shows the account', async () => {
    setPersona('visitor');
    const el = await header();
    await waitForShadow(el, '[data-action="login"]');
    other = await openOtherTab('<exch-header region="0"></exch-header>');
    const theirs = await other.element('exch-header');
    await waitUntil(() => $$(theirs, '[data-action="login"]').length > 0);
    // The login page of the other tab logged the user in (the cookie) and tells its chrome.
    setPersona('user');
    other.win.dispatchEvent(new CustomEvent('exch-session-change'));
    await waitForShadow(theirs, '[data-menu="profile"]');
    await waitForAccountPart(el, '[data-menu="profile"]');
    expect(shows(el, '[data-action="login"]')).to.equal(false);
  });

  it('a session the server ends (401 to a call that needs it) turns every tab to a visitor with a polite, dismissible notice', async () => {
    setPersona('user');
    const el = await header();
    await waitForAccountPart(el, '[data-menu="profile"]');
    other = await openOtherTab('<exch-header region="0"></exch-header>');
    const theirs = await other.element('exch-header');
    await waitUntil(() => $$(theirs, '[data-menu="profile"]').length > 0, "the other tab's account never showed");
    const ended = oneEvent(el, 'exch-session-end');
    setCookie('mock_session_end', String(Date.now()));
    // A call that needs the session: the bell's panel asks for the notification tabs.
    const bell = await waitForShadow<HTMLButtonElement>(el, '.ntf-bell-button');
    bell.click();
    await waitForShadow(el, '[data-action="login"]');
    expect((await ended).detail).to.deep.equal({ cause: 'server' });
    const notice = await waitForShadow(el, '[data-session-ended]');
    await waitUntil(() => notice.textContent?.includes('You have been logged out.'), 'the notice never said so');
    expect(notice.querySelector('a')!.getAttribute('href')).to.equal('/login');
    // Said in the header's polite live region too (present from the first paint).
    await waitUntil(() => $(el, '[data-live-status]').textContent === 'You have been logged out.');
    // No bell, no Retry for ever: the account is gone.
    expect(shows(el, '.ntf-bell-host')).to.equal(false);
    // The other tab follows, with the notice.
    await waitForShadow(theirs, '[data-action="login"]');
    await waitForShadow(theirs, '[data-session-ended]');
    await expect(el).to.be.accessible();
    // Dismissed, it goes.
    $<HTMLButtonElement>(el, '.session-ended-dismiss').click();
    await waitUntil(() => !shows(el, '[data-session-ended]'), 'the notice stayed');
    deleteCookie('mock_session_end');
  });

  it('a tab shown again after 5 minutes or more hidden checks the session once (not after a shorter absence)', async () => {
    setPersona('user');
    const el = await header();
    await waitForAccountPart(el, '[data-menu="profile"]');
    const visibility = pageVisibility();
    const undo: Array<() => void> = [];
    recordFetch();
    try {
      visibility.hide();
      undo.push(moveClock(4 * 60_000));
      visibility.show();
      await fetchesIdle();
      // Neither the session nor common data is asked (the same rule): the page stays as it was.
      expect(requestsTo(ACCOUNT_PATHS.userInfo)).to.deep.equal([]);
      expect(requestsTo('/site/commonData')).to.deep.equal([]);
      // Meanwhile the server ended the session (its clock is the real one); hidden again, 6 minutes this time.
      setCookie('mock_session_end', String(Math.floor(performance.timeOrigin + performance.now()) - 1));
      visibility.hide();
      undo.push(moveClock(6 * 60_000));
      visibility.show();
      await waitForShadow(el, '[data-action="login"]');
      expect(requestsTo(ACCOUNT_PATHS.userInfo)).to.have.length(1);
      expect(requestsTo('/site/commonData'), JSON.stringify(requestsTo('/site/commonData'))).to.have.length(1);
      await waitForShadow(el, '[data-session-ended]');
    } finally {
      restoreFetch();
      undo.reverse().forEach((u) => u());
      visibility.restore();
      deleteCookie('mock_session_end');
    }
  });
});
