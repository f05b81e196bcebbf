import { expect } from '@open-wc/testing';
import '../../../../elements/index';
import { setChromeErrorReporter } from '../../../../react-core/core/util/reporter';
import { SWITCH_ACCOUNT_SCRIPT_PATH } from '../../../../react-core/header/account/switch-account.data';
import { $, $$, useFault, setPersona, waitForShadow, waitUntil, mountChrome, usePage } from '../../helpers';
import { waitForAccountPart } from '../../helpers/account';

/**
 * Spec §6, §9: the switch-account script (version 20250813) loads for logged-in users of the main
 * site, once per page, after the first paint; Switch Account opens it. When it cannot load, the
 * failure is reported and said in the live region, the page stays, and the next click tries again.
 */
const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-exch-switch-account]'));

async function loggedIn(attrs = 'region="0"'): Promise<HTMLElement> {
  const el = await mountChrome('exch-header', attrs, { ready: false });
  await waitForAccountPart(el, '[data-menu="profile"]');
  return el;
}

async function switchEntry(el: HTMLElement): Promise<HTMLAnchorElement> {
  $<HTMLButtonElement>(el, '[data-menu="profile"]').click();
  return waitForShadow<HTMLAnchorElement>(el, '#exch-profile-menu [data-action="switch-account"]');
}

/** Clicks like a user and reports whether the chrome kept the link from being followed (the test never leaves the page). */
function click(link: HTMLAnchorElement): boolean {
  let prevented = false;
  const stop = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stop);
  try {
    link.click();
  } finally {
    window.removeEventListener('click', stop);
  }
  return prevented;
}

describe('<exch-header> Switch Account and its script', () => {
  const reports: Array<[string, Record<string, unknown> | undefined]> = [];
  usePage({ ownSession: true, viewport: { width: 1440, height: 900 } });
  beforeEach(() => {
    for (const s of scripts()) s.remove();
    document.querySelector('dialog[data-switch-account]')?.remove();
    reports.length = 0;
    setChromeErrorReporter((message, details) => reports.push([message, details]));
  });
  afterEach(() => setChromeErrorReporter((message, details) => console.error(`[exch-chrome] ${message}`, details ?? '')));

  it('loads once per page after the first paint, from api-base, and Switch Account opens it with the uid', async () => {
    setPersona('user');
    const events: Array<{ uid: string }> = [];
    const onSwitch = (event: Event) => events.push((event as CustomEvent<{ uid: string }>).detail);
    document.addEventListener('exch-switch-account', onSwitch);
    try {
      const el = await loggedIn();
      expect(scripts(), 'nothing loads before the header painted and the browser idled').to.have.length.at.most(1);
      await waitUntil(() => scripts().length === 1, 'the script was never added');
      const script = scripts()[0]!;
      expect(new URL(script.src).pathname).to.equal(SWITCH_ACCOUNT_SCRIPT_PATH);
      expect(script.textContent, 'a src, never inline code').to.equal('');
      await waitUntil(() => 'ExchSwitchAccount' in window, 'the script never ran');
      // A second header on the page loads nothing more.
      await loggedIn();
      const link = await switchEntry(el);
      expect(link.getAttribute('href'), 'a link to sub-account management underneath').to.equal('/myaccount/sub_account_manage');
      expect(click(link), 'the script took the click').to.equal(true);
      const dialog = await waitUntil(() => document.querySelector('dialog[data-switch-account][open]'), 'the switch-account dialog did not open').then(() =>
        document.querySelector('dialog[data-switch-account]')!,
      );
      expect(dialog.querySelector('[data-switch-account-uid]')!.getAttribute('data-switch-account-uid')).to.equal(events[0]!.uid);
      expect(events).to.have.length(1);
      expect(scripts()).to.have.length(1);
      expect(reports).to.deep.equal([]);
      dialog.querySelector('button')!.click();
    } finally {
      document.removeEventListener('exch-switch-account', onSwitch);
    }
  });

  for (const kind of ['500', 'malformed', 'empty'] as const) {
    it(`a script that cannot be had (${kind}) is reported; a click keeps the page, says so politely, and the next click tries again`, async () => {
      setPersona('user');
      useFault(`switch-account=${kind}`);
      const el = await loggedIn();
      await waitUntil(() => reports.length > 0, 'no report');
      expect(reports[0]![0]).to.equal('switch-account script failed to load');
      expect(String(reports[0]![1]!.src)).to.contain(SWITCH_ACCOUNT_SCRIPT_PATH);
      const link = await switchEntry(el);
      // Heard: the live region is in the accessibility tree before its message (a region that
      // appears with its message is not announced reliably), empty and taking no room.
      const status = $<HTMLElement>(el, '[data-live-status]');
      expect(status.getAttribute('role')).to.equal('status');
      expect(status.hidden, 'the empty live region is hidden').to.equal(false);
      expect(getComputedStyle(status).display).to.not.equal('none');
      expect(status.getBoundingClientRect().width).to.be.at.most(1);
      expect(click(link), 'the page stays').to.equal(true);
      await waitUntil(() => status.textContent === 'Account switching is not available right now. Please try again in a moment.', 'the failure was not said');
      // Seen: a note on screen, in the same region.
      expect($(el, '[data-live-status]')).to.equal(status);
      expect(status.getBoundingClientRect().width).to.be.above(100);
      expect(document.querySelector('dialog[data-switch-account]')).to.equal(null);
      // The script is to be had again: the next click loads it and opens it.
      useFault('');
      const before = scripts().length;
      expect(click(link.isConnected ? link : await switchEntry(el)), 'the page stays').to.equal(true);
      await waitUntil(() => document.querySelector('dialog[data-switch-account]') !== null, 'the second click did not open account switching');
      expect(scripts().length).to.equal(before + 1);
    });
  }

  it('switch-account-src names the script; a bad value falls back to the default with a warning', async () => {
    setPersona('user');
    await loggedIn(`region="0" switch-account-src="${SWITCH_ACCOUNT_SCRIPT_PATH}?from=attribute"`);
    await waitUntil(() => scripts().length === 1);
    expect(new URL(scripts()[0]!.src).search).to.equal('?from=attribute');
  });

  it('no script for visitors, for sub-sites, or on the testnet', async () => {
    await mountChrome('exch-header', 'region="0"', { ready: '[data-action="login"]' });
    setPersona('user');
    const uk = await loggedIn('region="182"');
    // The personal centre is rendered closed by the same after-paint idle work (use-idle-preload):
    // once it is there, a script would have been asked for.
    await waitForShadow(uk, '#exch-profile-menu [part="personal-identity"]');
    expect(scripts()).to.have.length(0);
    expect($$(uk, '[data-action="switch-account"]')).to.have.length(0);
  });
});
