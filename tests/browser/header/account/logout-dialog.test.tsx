import { expect, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import baseCss from '../../../../react-core/core/element/base.css?inline';
import LogoutDialog from '../../../../react-core/header/account/logout-dialog.connected';
import { logoutDialogCss } from '../../../../react-core/header/account/logout-dialog-sheet';
import { accountStore, loadAccount } from '../../../../react-core/header/account/account.store';
import { session } from '../../../../react-core/core/store/session';
import { ENDPOINTS } from '../../../../react-core/core/api/endpoints';
import type { ChromeEventMap } from '../../../../react-core/core/element/events';
import {
  $,
  defineTestElement,
  getCookie,
  nextTask,
  setCookie,
  useFault,
  setPersona,
  waitForShadow,
  waitUntil,
  loadedResources,
  mountChrome,
  usePage,
} from '../../helpers';

/** What the dialog reports back: the header would unmount it and restore focus on cancel. */
let cancels = 0;
let navigations: string[] = [];

function View() {
  return <LogoutDialog onCancel={() => (cancels += 1)} returnFocus={() => null} navigate={(href) => navigations.push(href)} />;
}
defineTestElement('test-logout-dialog', View, [baseCss, logoutDialogCss]);

const active = (el: Element) => el.shadowRoot!.activeElement as HTMLElement | null;

async function dialog(attrs = ''): Promise<HTMLElement> {
  return mountChrome('test-logout-dialog', attrs, { ready: 'dialog [data-cancel]' });
}

/** The logout calls this page made (method is not recorded: the path tells). */
const logoutCalls = () =>
  loadedResources()
    .map((e) => e.path)
    .filter((p) => p === ENDPOINTS.logoutAll || p === ENDPOINTS.logoutThisDevice || p === ENDPOINTS.logout);

/** A logged-in session of its own on the mock, so a remembered logout cannot leak into other tests. */
async function loggedIn(persona: 'user' | 'vip' = 'user'): Promise<string> {
  const sid = `logout-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  setCookie('mock_sid', sid);
  setPersona(persona);
  setCookie('pver', 'p-123');
  setCookie('sign', 's-456');
  await loadAccount('');
  expect(session.user.isLogin).to.equal(true);
  expect(accountStore.status).to.equal('ready');
  return sid;
}

async function userInfoIsLogin(): Promise<boolean> {
  const body = (await (await fetch(ENDPOINTS.userInfo, { credentials: 'include' })).json()) as { data: { isLogin: boolean } };
  return body.data.isLogin;
}

describe('logout dialog', () => {
  usePage();
  beforeEach(() => {
    cancels = 0;
    navigations = [];
  });

  it('opens as a labelled modal dialog with focus on Cancel; passes axe', async () => {
    const el = await dialog();
    const d = $<HTMLDialogElement>(el, 'dialog')!;
    expect(d.open).to.equal(true);
    expect(d.matches(':modal')).to.equal(true);
    expect(d.getAttribute('aria-modal')).to.equal('true');
    expect(el.shadowRoot!.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).to.equal('Log out');
    expect(el.shadowRoot!.getElementById(d.getAttribute('aria-describedby')!)!.textContent).to.contain('all devices');
    await waitUntil(() => active(el)?.hasAttribute('data-cancel'), 'focus never reached Cancel');
    expect($(el, '[data-scope="all"]')!.textContent).to.equal('All devices');
    expect($(el, '[data-scope="this"]')!.textContent).to.equal('This device');
    await expect(el).to.be.accessible();
  });

  it('Tab and Shift+Tab stay inside the dialog', async () => {
    const el = await dialog();
    await waitUntil(() => active(el)?.hasAttribute('data-cancel'));
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await sendKeys({ press: 'Tab' });
      seen.push(active(el)?.dataset.scope ?? (active(el)?.hasAttribute('data-cancel') ? 'cancel' : 'outside'));
    }
    expect(seen).to.deep.equal(['this', 'all', 'cancel', 'this']);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(active(el)?.hasAttribute('data-cancel')).to.equal(true);
  });

  it('Escape and Cancel cancel without a call or a navigation', async () => {
    const el = await dialog();
    await waitUntil(() => active(el)?.hasAttribute('data-cancel'));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => cancels === 1, 'Escape did not cancel');
    $<HTMLButtonElement>(el, '[data-cancel]')!.click();
    expect(cancels).to.equal(2);
    expect(navigations).to.deep.equal([]);
    expect(logoutCalls()).to.deep.equal([]);
  });

  it('all devices: POST logoutAll then the spec’s POST logout, the Logging out overlay, clean-up, exch-logout, then /login', async () => {
    await loggedIn('vip');
    const el = await dialog();
    const event = oneEvent(document, 'exch-logout');
    $<HTMLButtonElement>(el, '[data-scope="all"]')!.click();
    const status = await waitForShadow(el, '[role="status"]');
    expect(status.textContent).to.equal('Logging out');
    expect($(el, '.lo-spinner')).to.not.equal(null);
    const { detail, cancelable } = (await event) as CustomEvent<ChromeEventMap['exch-logout']>;
    expect(detail).to.deep.equal({ scope: 'all', href: '/login', serverEnded: true });
    expect(cancelable).to.equal(true);
    await waitUntil(() => navigations.length === 1, 'never navigated');
    expect(navigations).to.deep.equal(['/login']);
    expect(logoutCalls()).to.deep.equal([ENDPOINTS.logoutAll, ENDPOINTS.logout]);
    // The mock ended the session (its Set-Cookie) and the chrome cleared its own cookies and state.
    expect(getCookie('mock_user')).to.equal('visitor');
    expect(getCookie('pver')).to.equal(undefined);
    expect(getCookie('sign')).to.equal(undefined);
    expect(session.user.isLogin).to.equal(false);
    expect(accountStore.status).to.equal('idle');
    // The server ended it: the session's cookie now names a visitor.
    expect(await userInfoIsLogin()).to.equal(false);
    // The overlay stays while the page leaves; Escape does nothing now.
    await sendKeys({ press: 'Escape' });
    expect($(el, '[role="status"]')).to.not.equal(null);
    expect(cancels).to.equal(0);
    await expect(el).to.be.accessible();
  });

  it('while logging out, the scope button the user pressed keeps focus (under the overlay, aria-disabled)', async () => {
    await loggedIn('vip');
    const el = await dialog();
    await waitUntil(() => active(el)?.hasAttribute('data-cancel'), 'focus never reached Cancel');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    const all = $<HTMLButtonElement>(el, '[data-scope="all"]')!;
    expect(active(el)).to.equal(all);
    await sendKeys({ press: 'Enter' });
    await waitForShadow(el, 'dialog[data-logout-dialog="pending"] [role="status"]');
    expect(active(el), 'focus stayed on the pressed button').to.equal(all);
    expect(all.isConnected).to.equal(true);
    expect(all.getAttribute('aria-disabled')).to.equal('true');
    await waitUntil(() => navigations.length === 1, 'never navigated');
    // Still there while the page leaves, and a second press does nothing.
    expect(active(el)).to.equal(all);
    await sendKeys({ press: 'Enter' });
    await nextTask();
    expect(logoutCalls()).to.deep.equal([ENDPOINTS.logoutAll, ENDPOINTS.logout]);
  });

  it('this device: one GET /logout, then the same clean-up, with the language prefix', async () => {
    await loggedIn('user');
    const el = await dialog('lang="fr"');
    await waitUntil(() => $(el, '[data-scope="this"]')!.textContent === 'Cet appareil', 'no French texts');
    const event = oneEvent(document, 'exch-logout');
    $<HTMLButtonElement>(el, '[data-scope="this"]')!.click();
    const { detail } = (await event) as CustomEvent<ChromeEventMap['exch-logout']>;
    expect(detail).to.deep.equal({ scope: 'this', href: '/fr/login', serverEnded: true });
    await waitUntil(() => navigations.length === 1);
    expect(navigations).to.deep.equal(['/fr/login']);
    expect(logoutCalls()).to.deep.equal([ENDPOINTS.logoutThisDevice]);
    expect(getCookie('pver')).to.equal(undefined);
    expect(session.user.isLogin).to.equal(false);
    expect(getCookie('mock_user')).to.equal('visitor');
    expect(await userInfoIsLogin()).to.equal(false);
  });

  it('a page that cancels exch-logout stays: no navigation, the dialog reports back', async () => {
    await loggedIn();
    const el = await dialog();
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('exch-logout', stop);
    try {
      $<HTMLButtonElement>(el, '[data-scope="this"]')!.click();
      await waitUntil(() => cancels === 1, 'the dialog never reported back');
      expect(navigations).to.deep.equal([]);
      expect(session.user.isLogin).to.equal(false);
    } finally {
      document.removeEventListener('exch-logout', stop);
    }
  });

  it('a failed call keeps the page: still logged in, the dialog says so in its live region and offers the choice again, focus on the pressed button', async () => {
    await loggedIn();
    for (const [fault, scope] of [
      ['logoutAll=500', 'all'],
      ['/logout=500', 'this'],
    ] as const) {
      setCookie('mock_fault', fault);
      const el = await dialog();
      const status = $<HTMLElement>(el, '[role="status"]')!;
      $<HTMLButtonElement>(el, `[data-scope="${scope}"]`)!.click();
      // The same live region (present from the start) says what happened: it is announced.
      await waitUntil(() => status.dataset.logoutStatus === 'failed', `a failed ${scope} logout was not said`);
      expect($(el, '[role="status"]')).to.equal(status);
      expect(status.textContent).to.equal('The logout did not go through. You are still logged in; please try again.');
      await waitUntil(() => active(el)?.dataset.scope === scope, 'focus did not go back to the pressed button');
      expect(navigations).to.deep.equal([]);
      expect(getCookie('pver')).to.equal('p-123');
      expect(session.user.isLogin).to.equal(true);
      expect(accountStore.status).to.equal('ready');
      await expect(el).to.be.accessible();
      el.remove();
    }
    // Tried again once the server answers: it goes through.
    useFault('');
    const el = await dialog();
    $<HTMLButtonElement>(el, '[data-scope="this"]')!.click();
    await waitUntil(() => navigations.length === 1, 'the second attempt did not log out');
    expect(session.user.isLogin).to.equal(false);
  });

  it('the dark theme passes axe', async () => {
    const el = await dialog('theme="dark"');
    await waitUntil(() => active(el)?.hasAttribute('data-cancel'));
    await expect(el).to.be.accessible();
  });
});
