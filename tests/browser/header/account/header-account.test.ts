import { expect, oneEvent } from '@open-wc/testing';
import { sendMouse, setViewport } from '@web/test-runner-commands';
import '../../../../elements/index';
import type { ExchHeaderElement } from '../../../../elements/index';
import { resetSession } from '../../../../react-core/core/store/session';
import { resetAccount } from '../../../../react-core/header/account/account.store';
import { waitForAccountPart } from '../../helpers/account';
import { $, $$, nextTask, type Persona, setCookie, setPersona, waitForShadow, waitUntil, loadedResources, mountChrome, usePage } from '../../helpers';
import { afterNextPaint } from '../../../../react-core/core/layout/after-next-paint';

async function loggedIn(persona: Persona, attrs = 'region="0"', waitFor = '[data-menu="profile"]'): Promise<ExchHeaderElement> {
  const el = await mountChrome<ExchHeaderElement>('exch-header', attrs, { persona, ready: false });
  await waitForAccountPart(el, waitFor);
  return el;
}

async function openProfile(el: Element): Promise<HTMLElement> {
  $<HTMLButtonElement>(el, '[data-menu="profile"]').click();
  await waitUntil(() => $(el, '[data-menu="profile"]').getAttribute('aria-expanded') === 'true');
  return waitForShadow(el, '#exch-profile-menu [data-action="logout"], #exch-profile-menu .profile-footer');
}

describe('<exch-header> logged in', () => {
  usePage({ ownSession: true, viewport: { width: 1440, height: 900 } });

  it('user: wallet, orders, deposit and the avatar instead of login; personal-centre code off the first-paint path', async () => {
    let readyAt = Infinity;
    const onReady = (event: Event) => {
      if ((event.target as Element).localName === 'exch-header') readyAt = Math.min(readyAt, performance.now());
    };
    document.addEventListener('exch-ready', onReady);
    const el = await loggedIn('user', 'region="0"', '[data-action="deposit"]');
    document.removeEventListener('exch-ready', onReady);
    expect($$(el, '[data-action="login"]')).to.have.length(0);
    expect($(el, '[data-action="deposit"]').getAttribute('href')).to.equal('/myaccount/deposit/USDT');
    // Its code may arrive at idle after the header painted, never before (the first paint does not wait for it).
    const early = loadedResources('personal-centre').filter((e) => e.startTime < readyAt);
    expect(readyAt, 'the header announced its first paint').to.be.lessThan(Infinity);
    expect(early.map((e) => e.url)).to.deep.equal([]);
    $<HTMLButtonElement>(el, '[data-menu="wallet"]').click();
    await waitForShadow(el, '#exch-wallet-menu a[href^="/myaccount/myfunds"]');
    $<HTMLButtonElement>(el, '[data-menu="orders"]').click();
    await waitForShadow(el, '#exch-orders-menu a[href="/myaccount/myorders"]');
    expect($(el, '[data-menu="wallet"]').getAttribute('aria-expanded'), 'one menu at a time').to.equal('false');
    await openProfile(el);
    await waitUntil(() => /safety strength/i.test($(el, '#exch-profile-menu').textContent ?? ''), 'no safety warning for safe level 1');
    // The popover paints over what follows the header (an announcement bar here).
    const bar = document.createElement('div');
    bar.style.cssText = 'position:relative;height:200px;background:red';
    el.parentElement!.append(bar);
    const pop = $(el, '#exch-profile-menu').getBoundingClientRect();
    const x = Math.round(pop.left + pop.width / 2);
    const y = Math.round(Math.min(pop.bottom - 5, bar.getBoundingClientRect().top + 20));
    expect(document.elementFromPoint(x, y), 'the page covers the popover').to.equal(el);
    await expect(el).to.be.accessible();
  });

  it('asks who is logged in once, after its first paint: the first paint neither waits for nor competes with it', async () => {
    let readyAt = Infinity;
    const onReady = (event: Event) => {
      if ((event.target as Element).localName === 'exch-header') readyAt = Math.min(readyAt, performance.now());
    };
    document.addEventListener('exch-ready', onReady);
    const el = await loggedIn('user');
    document.removeEventListener('exch-ready', onReady);
    const asked = loadedResources('/usercenter/userInfo');
    expect(readyAt, 'the header announced its first paint').to.be.lessThan(Infinity);
    expect(asked.length, 'one request, shared by every part that needs the session').to.equal(1);
    expect(asked[0]?.startTime, 'asked after the header announced its first paint').to.be.greaterThan(readyAt);
    expect($$(el, '[data-action="login"]')).to.have.length(0);
  });

  it('the logged-in bar takes its place in the first paint: the account area and the bell arrive without moving the tools', async () => {
    setPersona('user');
    const wrapper = document.createElement('div');
    const atReady = new Promise<{ left: number; width: number; shell: boolean }>((resolve) => {
      wrapper.addEventListener('exch-ready', (event) => {
        const el = event.target as Element;
        if (el.localName !== 'exch-header') return;
        const box = $(el, '.bar > .end').getBoundingClientRect();
        resolve({ left: box.left, width: box.width, shell: $$(el, '[data-account-shell]').length === 1 });
      });
    });
    wrapper.innerHTML = '<exch-header region="0"></exch-header>';
    document.body.append(wrapper);
    try {
      const first = await atReady;
      const el = wrapper.querySelector('exch-header')!;
      await waitForShadow(el, '[data-action="deposit"]');
      await waitForShadow(el, '[part="notification-bell"]');
      const box = $(el, '.bar > .end').getBoundingClientRect();
      expect({ left: box.left, width: box.width }, 'the tools moved when the account area or the bell arrived').to.deep.equal({
        left: first.left,
        width: first.width,
      });
      expect($$(el, '[data-account-shell]'), 'the shell gave way to the real bar').to.have.length(0);
      expect($(el, '[data-menu="wallet"]').getAttribute('aria-expanded'), 'the real, interactive bar').to.equal('false');
    } finally {
      wrapper.remove();
    }
  });

  it("the personal centre is rendered closed at idle (transparent, inert), so the first open only reveals it, in the tap's own task", async () => {
    // A short viewport: the header alone fits, the open personal centre does not.
    await setViewport({ width: 1440, height: 360 });
    const el = await loggedIn('user');
    const identity = await waitForShadow(el, '#exch-profile-menu [part="personal-identity"]');
    const popover = $(el, '#exch-profile-menu');
    expect(identity.checkVisibility({ visibilityProperty: true, opacityProperty: true }), 'closed until opened').to.equal(false);
    expect(popover.inert, 'closed and inert').to.equal(true);
    // Closed, it takes no input and gives the page no scrollbar.
    const box = popover.getBoundingClientRect();
    expect(box.height, 'laid out ahead of the tap').to.be.above(0);
    const y = Math.max(box.top, 0) + 4;
    expect(box.bottom, 'partly inside the viewport').to.be.above(y);
    const hit = el.shadowRoot!.elementFromPoint(box.left + box.width / 2, y);
    expect(hit !== null && popover.contains(hit), 'what is under it takes the click').to.equal(false);
    expect(document.documentElement.scrollHeight, 'no scrollbar from a closed menu').to.be.at.most(innerHeight);
    $<HTMLButtonElement>(el, '[data-menu="profile"]').click();
    // Nothing has run since the click but its own listeners: it shows in the tap's frame, and its
    // open state (aria-expanded, the dismiss listeners) follows after that frame.
    expect(identity.checkVisibility({ visibilityProperty: true, opacityProperty: true }), 'shown by the click itself').to.equal(true);
    await waitUntil(() => $(el, '[data-menu="profile"]').getAttribute('aria-expanded') === 'true', 'the open state never followed');
    expect(popover.inert, 'released with the open state').to.equal(false);
    expect($(el, '#exch-profile-menu [part="personal-identity"]'), 'the same content, not a new render').to.equal(identity);
    expect(identity.checkVisibility({ visibilityProperty: true, opacityProperty: true }), 'still shown').to.equal(true);
    // Open, it reaches below the short viewport, and the page scrolls to its end.
    expect(document.documentElement.scrollHeight, 'the open menu can be scrolled to').to.be.at.least(Math.floor(popover.getBoundingClientRect().bottom));
    expect(popover.getBoundingClientRect().bottom).to.be.above(innerHeight);
    await expect(el).to.be.accessible();
  });

  it('Escape in the frame between the click that shows the personal centre and its open state closes it; the next click opens it again', async () => {
    const el = await loggedIn('user');
    const identity = await waitForShadow(el, '#exch-profile-menu [part="personal-identity"]');
    const avatar = $<HTMLButtonElement>(el, '[data-menu="profile"]');
    const shown = () => identity.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    avatar.click();
    expect(shown(), 'shown by the click itself').to.equal(true);
    avatar.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    expect(shown(), 'hidden by the Escape at once').to.equal(false);
    // The click's open, written after the next frame, does not come back: this resolves after it.
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    await nextTask();
    expect(avatar.getAttribute('aria-expanded')).to.equal('false');
    expect(shown(), 'still closed once the state caught up').to.equal(false);
    avatar.click();
    expect(shown(), 'the next click shows it again').to.equal(true);
    await waitUntil(() => avatar.getAttribute('aria-expanded') === 'true', 'the next click did not open it');
  });

  it('Escape in the task right after the open state was written closes the personal centre', async () => {
    const el = await loggedIn('user');
    await waitForShadow(el, '#exch-profile-menu [part="personal-identity"]');
    const avatar = $<HTMLButtonElement>(el, '[data-menu="profile"]');
    avatar.click();
    // Resolves in the task after the click's own write of its open state (queued the same way, earlier).
    await new Promise<void>((resolve) => afterNextPaint(resolve));
    avatar.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await waitUntil(() => avatar.getAttribute('aria-expanded') === 'false', 'the Escape was not heard: the personal centre stayed open');
    expect($(el, '#exch-profile-menu').classList.contains('is-closed'), 'hidden').to.equal(true);
  });

  it('Escape as the open state commits, before the page ran its passive effects, closes the personal centre', async () => {
    const el = await loggedIn('user');
    await waitForShadow(el, '#exch-profile-menu [part="personal-identity"]');
    const avatar = $<HTMLButtonElement>(el, '[data-menu="profile"]');
    // A mutation observer's callback runs in the microtasks of the commit's own task, before
    // React's passive effects (a later task): the moment a quick Escape can land in.
    const escaped = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (avatar.getAttribute('aria-expanded') !== 'true') return;
        observer.disconnect();
        avatar.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
        resolve();
      });
      observer.observe(avatar, { attributes: true, attributeFilter: ['aria-expanded'] });
    });
    avatar.click();
    await escaped;
    await waitUntil(() => avatar.getAttribute('aria-expanded') === 'false', 'the Escape was not heard: the personal centre stayed open');
    expect($(el, '#exch-profile-menu').classList.contains('is-closed'), 'hidden').to.equal(true);
  });

  it('a mouse click on the avatar opens the personal centre (hover then click does not close it)', async () => {
    const el = await loggedIn('user');
    const avatar = $<HTMLButtonElement>(el, '[data-menu="profile"]');
    const r = avatar.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)] });
    await waitUntil(() => avatar.getAttribute('aria-expanded') === 'true');
    // The click's own update (a toggle would close it again) has rendered by then.
    await nextTask();
    expect(avatar.getAttribute('aria-expanded')).to.equal('true');
    await sendMouse({ type: 'move', position: [5, 600] });
  });

  for (const persona of ['whitelist', 'unified'] as const) {
    it(`${persona}: the logged-in header passes axe, with its wallet entries`, async () => {
      const el = await loggedIn(persona, 'region="0"', '[data-menu="wallet"]');
      $<HTMLButtonElement>(el, '[data-menu="wallet"]').click();
      await waitForShadow(el, '#exch-wallet-menu a');
      if (persona === 'unified') {
        await waitUntil(() => /Unified Account/.test($(el, '#exch-wallet-menu').textContent ?? ''), 'no Unified Account entry');
      }
      await expect(el).to.be.accessible();
    });
  }

  it('chat-room: the entry shows for logged-in users and passes sub-accounts on', async () => {
    const plain = await loggedIn('user', 'region="0"');
    expect($$(plain, '[data-action="chat-room"]')).to.have.length(0);
    plain.remove();
    resetSession();
    resetAccount();
    const sub = await loggedIn('sub', 'region="0" chat-room', '[data-action="chat-room"]');
    await waitUntil(() => $(sub, '[data-action="chat-room"]').getAttribute('href') === '/groupchat/service?platform=web&is_sub=1');
  });

  it('vip: the VIP badge in the personal centre', async () => {
    const el = await loggedIn('vip');
    await openProfile(el);
    await waitUntil(() => /VIP/.test($(el, '#exch-profile-menu').textContent ?? ''), 'no VIP badge');
  });

  it('sub-account: no Switch account without is_switch_tag, and with it', async () => {
    const el = await loggedIn('sub');
    await openProfile(el);
    // Log out renders in the same footer, in the same commit: the footer is complete.
    await waitForShadow(el, '#exch-profile-menu [data-action="logout"]');
    expect($$(el, '[data-action="switch-account"]')).to.have.length(0);
    el.remove();
    resetSession();
    resetAccount();
    setCookie('is_switch_tag', '1');
    const tagged = await loggedIn('sub');
    await openProfile(tagged);
    await waitForShadow(tagged, '[data-action="switch-account"]');
  });

  it('Deposit shows on the US site and not on the UK site', async () => {
    const us = await loggedIn('user', 'region="232"', '[data-action="deposit"]');
    expect($(us, '[data-action="deposit"]').getAttribute('href')).to.equal('/myaccount/deposit/USDT');
    us.remove();
    resetSession();
    resetAccount();
    const uk = await loggedIn('user', 'region="182"');
    // The wallet menu renders with Deposit, in the same commit: the account bar is complete.
    await waitForShadow(uk, '[data-menu="wallet"]');
    expect($$(uk, '[data-action="deposit"]')).to.have.length(0);
  });

  it('dark theme: the logged-in header passes axe', async () => {
    const el = await loggedIn('vip', 'region="0" theme="dark"', '[data-menu="wallet"]');
    expect($(el, '.exch-root').dataset.theme).to.equal('dark');
    await expect(el).to.be.accessible();
  });

  it('Japan: no Deposit button (main and US sites only)', async () => {
    const el = await loggedIn('user', 'region="83"');
    await waitForShadow(el, '[data-menu="wallet"]');
    expect($$(el, '[data-action="deposit"]')).to.have.length(0);
  });

  it('hidden-logout hides Log out', async () => {
    const el = await loggedIn('user', 'region="0" hidden-logout');
    await openProfile(el);
    expect($$(el, '[data-action="logout"]')).to.have.length(0);
  });

  it('an Italy-limited user (common data isItalyLimit) on the global site: no Alpha, staking or bot accounts in Wallet (spec §6)', async () => {
    setCookie('mock_flags', 'isItalyLimit');
    const el = await loggedIn('vip', 'region="0"', '[data-menu="wallet"]');
    $<HTMLButtonElement>(el, '[data-menu="wallet"]').click();
    await waitForShadow(el, '#exch-wallet-menu a[href="/myaccount/myfunds/spot"]');
    for (const path of ['/myaccount/funds/alpha', '/myaccount/funds/finance/staking', '/myaccount/funds/bot-account']) {
      expect($$(el, `#exch-wallet-menu a[href="${path}"]`), path).to.have.length(0);
    }
  });

  it('hidden-personal-info hides the avatar, name and personal centre, not Switch Account or Log out', async () => {
    const el = await loggedIn('whitelist', 'region="0" hidden-personal-info');
    const button = $<HTMLButtonElement>(el, '[data-menu="profile"]');
    expect(button.getAttribute('aria-label'), 'a generic name, not the user’s').to.equal('Account');
    expect($$(el, '[data-menu="profile"] img, .profile-popover .pc-uid, .profile-popover [data-uid]')).to.have.length(0);
    await openProfile(el);
    expect($$(el, '#exch-profile-menu [data-action="logout"]'), 'Log out').to.have.length(1);
    expect($$(el, '#exch-profile-menu [data-action="switch-account"]'), 'Switch Account').to.have.length(1);
    expect($(el, '#exch-profile-menu').textContent ?? '', 'no UID in the panel').to.not.match(/UID/i);
    await expect(el).to.be.accessible();
  });

  it('on a phone the drawer offers Switch Account and Log out; the confirm opens over it and gives focus back', async () => {
    await setViewport({ width: 375, height: 800 });
    const el = await loggedIn('whitelist', 'region="0" hidden-personal-info', '[data-action="drawer"]');
    $<HTMLButtonElement>(el, '[data-action="drawer"]').click();
    const logout = await waitForShadow<HTMLButtonElement>(el, '.drawer-operations [data-action="logout"]');
    expect($$(el, '.drawer-operations [data-action="switch-account"]')).to.have.length(1);
    logout.click();
    const dialog = await waitForShadow(el, '.drawer dialog[open]');
    await waitUntil(
      () => dialog.querySelector('[data-cancel]') && el.shadowRoot!.activeElement === dialog.querySelector('[data-cancel]'),
      'focus did not move into the confirm',
    );
    dialog.querySelector<HTMLButtonElement>('[data-cancel]')!.click();
    await waitUntil(() => !el.shadowRoot!.querySelector('dialog[open]'), 'the confirm stayed');
    await waitUntil(() => el.shadowRoot!.activeElement === logout, 'focus did not return to Log out');
    expect($(el, '.drawer-layer').classList.contains('is-closed'), 'the drawer stays open').to.equal(false);
  });

  it('kyc_toast shows a logged-in user the verification notice; is_phone routes support to the service chat’s phone page', async () => {
    setCookie('mock_common', JSON.stringify({ kyc_toast: true, is_phone: true }));
    const el = await loggedIn('user', 'region="0" chat-room');
    const notice = await waitForShadow(el, '[data-site-notice="kyc"]');
    expect(notice.querySelector('a')!.getAttribute('href')).to.equal('/myaccount/kyc_home');
    expect($(el, '[data-action="chat-room"]').getAttribute('href')).to.equal('/groupchat/service?platform=h5');
  });

  it('a cancelled logout confirm gives focus back to the account button', async () => {
    const el = await loggedIn('user');
    await openProfile(el);
    $<HTMLButtonElement>(el, '#exch-profile-menu [data-action="logout"]').click();
    const dialog = await waitForShadow(el, 'dialog[open]');
    await waitUntil(() => el.shadowRoot!.activeElement === dialog.querySelector('[data-cancel]'), 'focus did not move into the confirm');
    dialog.querySelector<HTMLButtonElement>('[data-cancel]')!.click();
    await waitUntil(() => !el.shadowRoot!.querySelector('dialog[open]'), 'the confirm stayed');
    await waitUntil(() => el.shadowRoot!.activeElement === $(el, '[data-menu="profile"]'), 'focus did not return to the account button');
  });

  it('after a logout the page kept (exch-logout cancelled), focus lands on the login button that replaced the account area', async () => {
    const el = await loggedIn('user');
    await openProfile(el);
    $<HTMLButtonElement>(el, '#exch-profile-menu [data-action="logout"]').click();
    const dialog = await waitForShadow(el, 'dialog[open]');
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('exch-logout', stop);
    try {
      dialog.querySelector<HTMLButtonElement>('[data-scope="this"]')!.click();
      const login = await waitForShadow(el, '[data-action="login"]');
      await waitUntil(() => el.shadowRoot!.activeElement === login, 'focus was left on nothing');
      expect($$(el, 'dialog[open]')).to.have.length(0);
    } finally {
      document.removeEventListener('exch-logout', stop);
    }
  });

  it('logout from this device: confirm, session ends against the mock, the header shows login again', async () => {
    const el = await loggedIn('user');
    await openProfile(el);
    $<HTMLButtonElement>(el, '[data-action="logout"]').click();
    const dialog = await waitForShadow(el, 'dialog[open]');
    expect(dialog.getAttribute('aria-modal') ?? 'true').to.equal('true');
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener('exch-logout', stop);
    try {
      const event = oneEvent(document, 'exch-logout');
      const thisDevice = Array.from(dialog.querySelectorAll<HTMLButtonElement>('button')).find((b) => /this device/i.test(b.textContent ?? ''));
      expect(thisDevice, 'a this-device button').to.exist;
      thisDevice!.click();
      const { detail } = (await event) as CustomEvent<{ scope: string; href: string }>;
      expect(detail.scope).to.equal('this');
      expect(detail.href).to.equal('/login');
      await waitForShadow(el, '[data-action="login"]');
      const me = await fetch('/api/web/v1/usercenter/userInfo').then((r) => r.json());
      expect(me.data.isLogin).to.equal(false);
    } finally {
      document.removeEventListener('exch-logout', stop);
    }
  });

  it('a logout the server does not confirm keeps the page logged in: no event, no navigation, the dialog says so', async () => {
    const el = await loggedIn('user');
    await openProfile(el);
    setCookie('mock_fault', 'logout=500');
    $<HTMLButtonElement>(el, '[data-action="logout"]').click();
    const dialog = await waitForShadow(el, 'dialog[open]');
    const events: Event[] = [];
    const record = (e: Event) => events.push(e);
    document.addEventListener('exch-logout', record);
    try {
      dialog.querySelector<HTMLButtonElement>('[data-scope="this"]')!.click();
      const status = dialog.querySelector<HTMLElement>('[role="status"]')!;
      await waitUntil(() => status.dataset.logoutStatus === 'failed', 'the failure was not said');
      expect(status.textContent).to.equal('The logout did not go through. You are still logged in; please try again.');
      expect(events).to.have.length(0);
      expect($$(el, '[data-action="login"]')).to.have.length(0);
      expect($$(el, '[data-menu="profile"]')).to.have.length(1);
      await expect(el).to.be.accessible();
    } finally {
      document.removeEventListener('exch-logout', record);
    }
  });

  it('at 375 px: avatar in the bar, wallet and orders in the drawer operation menu; axe passes', async () => {
    await setViewport({ width: 375, height: 800 });
    const el = await loggedIn('user', 'region="0"', '[data-action="drawer"]');
    await waitForShadow(el, '[data-menu="profile"]');
    expect($$(el, '[data-menu="wallet"]')).to.have.length(0);
    $<HTMLButtonElement>(el, '[data-action="drawer"]').click();
    await waitForShadow(el, '.drawer-operations a[href^="/myaccount/"]');
    expect($$(el, '.drawer [data-action="signup"]')).to.have.length(0);
    await expect(el).to.be.accessible();
  });
});
