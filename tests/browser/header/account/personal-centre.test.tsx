import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import baseCss from '../../../../react-core/core/element/base.css?inline';
import PersonalCentre from '../../../../react-core/header/account/personal-centre.connected';
import personalCentreCss from '../../../../react-core/header/account/personal-centre.css?inline';
import { resetAccount } from '../../../../react-core/header/account/account.store';
import { resetSession, session } from '../../../../react-core/core/store/session';
import { sheetFor } from '../../../../react-core/core/element/styles';
import { $, $$, defineTestElement, type Persona, recordFetch, shadowText, waitForShadow, waitUntil, mountChrome, usePage } from '../../helpers';
import { userInfo } from '../../../../demo/mock-api/personas';

/** What the test element's panel reports back (the header would close its popover). */
let closes = 0;

function View() {
  return <PersonalCentre onClose={() => (closes += 1)} />;
}

// As the header would: the base sheet and the panel's own (the panel also adopts it itself).
defineTestElement('test-personal-centre', View, [baseCss, personalCentreCss]);
// Only the base sheet: proves the lazy panel brings its CSS along.
defineTestElement('test-personal-centre-bare', View, [baseCss]);

async function panel(persona: Persona, attrs = '', tag = 'test-personal-centre'): Promise<HTMLElement> {
  return mountChrome(tag, attrs, { persona, ready: '[data-personal-centre] .pc-links' });
}

describe('personal centre panel', () => {
  usePage();
  beforeEach(() => {
    closes = 0;
  });

  it('vip: VIP 3 badge with key image and trial tag, progress, plans 1-3; passes axe', async () => {
    const el = await panel('vip', 'region="0"');
    expect($(el, '[data-nickname]')!.textContent).to.equal('Whale_Avery');
    expect($(el, '[data-uid]')!.textContent).to.equal('10000003');
    expect($(el, '[data-vip]')!.textContent).to.contain('VIP 3');
    expect($(el, '[data-vip-key]')).to.not.equal(null);
    expect($(el, '[data-trial]')!.textContent).to.equal('Trial');
    const bar = $(el, '[role="progressbar"]')!;
    expect(bar.getAttribute('aria-valuenow')).to.equal('62.4');
    expect(bar.getAttribute('aria-label')).to.equal('Progress to VIP 4');
    expect($(el, '[data-percent]')!.textContent).to.equal('62.4%');
    expect($$(el, '[data-plan]').map((p) => p.textContent)).to.deep.equal([
      'Plan 1: increase your 30-day trading volume by 18,800,000 USDT',
      'Plan 2: increase your 14-day average daily GT holdings by 6,000 GT',
      'Plan 3: increase assets by 500,000 USD',
    ]);
    expect($(el, '[data-volume]')!.textContent).to.equal('31,200,000.00 USD');
    expect($(el, '[data-assets]')!.textContent).to.equal('287,450.12 USD');
    expect($(el, '[data-kyc]')!.getAttribute('aria-label')).to.equal('Verified');
    expect($(el, '[data-safety]')).to.equal(null); // safe level 3
    const avatar = $<HTMLImageElement>(el, 'img.pc-avatar')!;
    expect(avatar.getAttribute('src')).to.equal('/mock-assets/avatar/whale-avery.svg');
    await expect(el).to.be.accessible();
  });

  it('user (tier 0): no VIP badge, and the safety warning linking to security settings', async () => {
    const el = await panel('user');
    expect($(el, '[data-vip]')).to.equal(null);
    const warning = $<HTMLAnchorElement>(el, '[data-safety]')!;
    expect(warning.textContent).to.equal('Your current safety strength: Too weak');
    expect(warning.getAttribute('href')).to.equal('/myaccount/security-setting');
    expect($(el, '[role="progressbar"]')!.getAttribute('aria-label')).to.equal('Progress to VIP 1');
  });

  it('KYC status follows the spec §3 status icons: 2 shows the in-progress icon, 99 the error icon', async () => {
    recordFetch({ '/usercenter/userInfo': { ...userInfo('vip', 'USD'), kyc_status: 2 } });
    const inReview = await panel('vip');
    expect($(inReview, '[data-kyc]')!.dataset.kyc).to.equal('progress');
    expect($(inReview, '[data-kyc]')!.getAttribute('aria-label')).to.equal('Verification pending');
    inReview.remove();
    resetSession();
    resetAccount();
    recordFetch({ '/usercenter/userInfo': { ...userInfo('vip', 'USD'), kyc_status: 99 } });
    const failed = await panel('vip');
    expect($(failed, '[data-kyc]')!.getAttribute('aria-label')).to.equal('Verification failed');
  });

  it('an answer without safe_level shows no "Too weak" warning', async () => {
    const { safe_level: _none, ...answer } = userInfo('user', 'USD') as unknown as Record<string, unknown>;
    recordFetch({ '/usercenter/userInfo': answer });
    const el = await panel('user');
    expect($(el, '[data-nickname]')!.textContent).to.equal('Satoshi_Fan');
    expect($(el, '[data-safety]')).to.equal(null);
  });

  it('Japan (83): no tier progress, volume and assets in JPY', async () => {
    const el = await panel('vip', 'region="83"');
    await waitUntil(() => $(el, '[data-assets]')!.textContent!.endsWith(' JPY'), 'assets never turned into JPY');
    expect($(el, '[data-tier-progress]')).to.equal(null);
    expect($(el, '[role="progressbar"]')).to.equal(null);
    expect($(el, '[data-volume]')!.textContent).to.equal('4,737,500,000 JPY');
    // 287,450.12 USD at the mock's 151.84 JPY per USD
    expect($(el, '[data-assets]')!.textContent).to.equal('43,646,426 JPY');
    expect($(el, '[data-vip]')!.textContent).to.contain('VIP 3');
  });

  it('UAE (181): tier progress hidden at tier 0, shown above with plan 1 only', async () => {
    const user = await panel('user', 'region="181"');
    expect($(user, '[data-tier-progress]')).to.equal(null);
    user.remove();
    resetSession();
    resetAccount();
    const vip = await panel('vip', 'region="181"');
    expect($$(vip, '[data-plan]').map((p) => p.dataset.plan)).to.deep.equal(['1']);
    // The UAE's one plan, in its own words: no "Plan 1" over a list of one.
    expect($$(vip, '[data-plan]').map((p) => p.textContent)).to.deep.equal(['Increase your 30-day trading volume by 18,800,000 USDT']);
  });

  it('UK (182): plans 1 and 3, read as "Plan 1" and "Plan 2"', async () => {
    const el = await panel('vip', 'region="182"');
    expect($$(el, '[data-plan]').map((p) => p.dataset.plan)).to.deep.equal(['1', '3']);
    expect($$(el, '[data-plan]').map((p) => p.textContent)).to.deep.equal([
      'Plan 1: increase your 30-day trading volume by 18,800,000 USDT',
      'Plan 2: increase assets by 500,000 USD',
    ]);
  });

  it('copying the UID says "Copied successfully" in a live region, then resets after 500 ms', async () => {
    const copied: string[] = [];
    const clipboard = navigator.clipboard;
    const original = clipboard.writeText;
    clipboard.writeText = async (text: string) => {
      copied.push(text);
    };
    try {
      const el = await panel('vip');
      const status = $(el, '[data-copy-status]')!;
      expect(status.getAttribute('role')).to.equal('status');
      expect(status.textContent).to.equal('');
      const button = $<HTMLButtonElement>(el, '.pc-copy')!;
      expect(button.getAttribute('aria-label')).to.equal('Copy UID');
      const clickedAt = performance.now();
      button.click();
      await waitUntil(() => status.textContent === 'Copied successfully', 'no copy message', { interval: 5 });
      expect(copied).to.deep.equal(['10000003']);
      expect(shadowText(el)).to.contain('Copied successfully');
      await waitUntil(() => status.textContent === '', 'the copy message never reset', { interval: 5 });
      // The timer starts after the click, so the message can never go before 500 ms; the upper
      // bound only leaves room for a busy machine.
      expect(performance.now() - clickedAt).to.be.within(500, 1500);
    } finally {
      clipboard.writeText = original;
    }
  });

  it('copies through the textarea fallback when the Clipboard API refuses, keeping focus on the button', async () => {
    const clipboard = navigator.clipboard;
    const original = clipboard.writeText;
    clipboard.writeText = () => Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError'));
    try {
      const el = await panel('vip');
      const button = $<HTMLButtonElement>(el, '.pc-copy')!;
      button.focus();
      // A real key press: execCommand('copy') needs a user activation.
      await sendKeys({ press: 'Enter' });
      await waitUntil(() => $(el, '[data-copy-status]')!.textContent === 'Copied successfully', 'the fallback did not copy');
      expect(el.shadowRoot!.activeElement).to.equal(button);
      expect(document.querySelector('body > textarea')).to.equal(null);
    } finally {
      clipboard.writeText = original;
    }
  });

  it('the account links: referral badge 20 USDT, every link keyboard-reachable, a click closes the panel', async () => {
    const el = await panel('whitelist');
    const links = $$<HTMLAnchorElement>(el, '.pc-links a');
    expect(links.map((a) => a.getAttribute('href'))).to.include.members(['/myaccount/profile', '/myaccount/sub_account_manage', '/referral']);
    expect(links.every((a) => a.tabIndex === 0)).to.equal(true);
    expect($(el, '[data-entry="referral"]')!.textContent).to.contain('20 USDT');
    const profile = $<HTMLAnchorElement>(el, '[data-entry="profile"]')!;
    const stop = (e: Event) => e.preventDefault();
    profile.addEventListener('click', stop);
    profile.click();
    expect(closes).to.equal(1);
  });

  it('testnet: profile links disabled, no KYC icon, no security link', async () => {
    const el = await panel('user', 'testnet');
    const entries = $$(el, '.pc-links [data-entry]');
    expect(entries.length).to.be.greaterThan(0);
    for (const entry of entries) {
      expect(entry.getAttribute('aria-disabled')).to.equal('true');
      expect(entry.hasAttribute('href')).to.equal(false);
    }
    expect($(el, '[data-entry="kyc"]')).to.equal(null);
    expect($(el, '[data-kyc]')).to.equal(null);
    expect($(el, '[data-safety]')!.tagName).to.equal('P');
    await expect(el).to.be.accessible();
  });

  it('a broken avatar falls back to the initial; hidden-personal-info-avatar hides it', async () => {
    const el = await panel('vip');
    session.user = { ...session.user, avatar: '/no-such-avatar.png' };
    await waitForShadow(el, '[data-avatar-fallback]');
    expect($(el, '[data-avatar-fallback]')!.textContent).to.equal('W');
    el.setAttribute('hidden-personal-info-avatar', '');
    await waitUntil(() => !$(el, '.pc-avatar'), 'avatar stayed');
  });

  it('brings its own styles, passes axe in the dark theme, speaks German', async () => {
    const el = await panel('vip', 'theme="dark" lang="de"', 'test-personal-centre-bare');
    expect(el.shadowRoot!.adoptedStyleSheets).to.include(sheetFor(personalCentreCss));
    expect(getComputedStyle($(el, '.pc-vip-badge')!).borderRadius).to.equal('4px');
    await waitUntil(() => shadowText(el).includes('Gesamtvermögen'), 'no German texts');
    expect($(el, '[data-volume]')!.textContent).to.equal('31.200.000,00 USD');
    await expect(el).to.be.accessible();
  });
});
