import { expect } from '@open-wc/testing';
import '../../../elements/index';
import { waitForAccountPart } from '../helpers/account';
import { $, $$, setPersona, typeInto, useCommonData, waitForShadow, waitUntil, mountChrome, usePage } from '../helpers';

/**
 * Spec §2 "every path is prefixed with the language or site prefix": common data's lang_prefix
 * (here the EU site under /eu) goes before every link the chrome builds, beside the language's.
 */
const sameSite = (href: string | null) => href !== null && href.startsWith('/');

describe('the site prefix of common data (lang_prefix)', () => {
  usePage({ viewport: { width: 1440, height: 900 } });

  it('header: nav, logo, login and signup carry it; the current page (under the prefix) is still active', async () => {
    useCommonData({ lang_prefix: '/eu' });
    const el = await mountChrome<HTMLElement>('exch-header', 'region="0" current-path="/eu/trade/BTC_USDT"', { ready: false });
    await waitUntil(() => $(el, '.logo')?.getAttribute('href') === '/eu', 'the logo never took the site prefix');
    expect($(el, '[data-action="login"]').getAttribute('href')).to.equal('/eu/login');
    expect($(el, '[data-action="signup"]').getAttribute('href')).to.equal('/eu/signup');
    const navLinks = $$<HTMLAnchorElement>(el, '.main-nav a[href]').map((a) => a.getAttribute('href'));
    expect(navLinks.length).to.be.greaterThan(10);
    for (const href of navLinks.filter(sameSite)) expect(href!.startsWith('/eu/') || href === '/user-agreement', href!).to.equal(true);
    await waitUntil(
      () => $(el, 'button[data-nav-id="trade_head"]').closest('li')!.classList.contains('is-active'),
      'Trade is not active on /eu/trade/BTC_USDT',
    );
    // The search modal's rows too.
    $<HTMLButtonElement>(el, '[data-action="search"]').click();
    const input = await waitForShadow<HTMLInputElement>(el, 'dialog input[type="search"]');
    typeInto(input, 'eth');
    await waitUntil(() => $$(el, 'dialog a.ms-row').length > 0, 'no search results');
    for (const row of $$<HTMLAnchorElement>(el, 'dialog a.ms-row'))
      expect(row.getAttribute('href')!.startsWith('/eu/'), row.getAttribute('href')!).to.equal(true);
  });

  it('with a language: the site prefix, then the language (lang_prefix /eu/de); the footer and its language links', async () => {
    useCommonData({ lang_prefix: '/eu/de' });
    const el = await mountChrome<HTMLElement>('exch-footer', 'region="0" lang="de" current-path="/eu/de/fee"', { ready: false });
    const fee = await waitForShadow<HTMLAnchorElement>(el, 'a[data-link-id="fee"]');
    await waitUntil(
      () => fee.isConnected && $(el, 'a[data-link-id="fee"]')!.getAttribute('href') === '/eu/de/fee',
      'the footer links never took the site prefix',
    );
    expect($(el, 'a[data-lang="fr"]').getAttribute('href')).to.equal('/eu/fr/fee');
    expect($(el, 'a[data-lang="en"]').getAttribute('href')).to.equal('/eu/fee');
  });

  it('the logged-in account menus carry it', async () => {
    useCommonData({ lang_prefix: '/eu' });
    setPersona('user');
    const el = await mountChrome<HTMLElement>('exch-header', 'region="0"', { ready: false });
    await waitForAccountPart(el, '[data-menu="wallet"]');
    $<HTMLButtonElement>(el, '[data-menu="wallet"]').click();
    await waitForShadow(el, '[data-entry]');
    const entries = $$<HTMLAnchorElement>(el, 'a[data-entry]').map((a) => a.getAttribute('href'));
    expect(entries.length).to.be.greaterThan(3);
    for (const href of entries) expect(href!.startsWith('/eu/myaccount/') || href!.startsWith('/eu/'), href!).to.equal(true);
  });
});
