import { expect } from '@open-wc/testing';

import '../../../elements/index';
import { waitForAccountPart } from '../helpers/account';
import { $, mountChrome, usePage, waitUntil } from '../helpers';

/**
 * axe in every engine (docs/testing.md#engines): what the user meets first, on the real elements,
 * in Firefox and WebKit as in Chromium, because the accessible tree is the engine's own (a role,
 * a name or a focus order can differ by engine while the markup is the same). The footer, the
 * logout dialog, the settings and the market panels have theirs in their own engine files.
 */
/** A logged-in vip's header with the panel behind `button` open (the personal centre, the bell's). */
async function loggedInHeaderWithOpen(attributes: string, button: string): Promise<HTMLElement> {
  const el = await mountChrome('exch-header', `region="0" ${attributes}`, { persona: 'vip', ready: false });
  const opener = await waitForAccountPart<HTMLButtonElement>(el, button);
  opener.click();
  await waitUntil(() => opener.getAttribute('aria-expanded') === 'true', `${button} never opened its panel`);
  return el;
}

describe('axe in every engine', () => {
  usePage({ ownSession: true, viewport: { width: 1440, height: 900 } });

  it("a visitor's header, light and dark", async () => {
    for (const theme of ['light', 'dark']) {
      const el = await mountChrome('exch-header', { region: 0, theme }, { persona: 'visitor', ready: '[data-action="signup"]' });
      await expect(el).to.be.accessible();
      el.remove();
    }
  });

  it("a logged-in user's header with the personal centre open", async () => {
    const el = await loggedInHeaderWithOpen('theme="dark"', '[data-menu="profile"]');
    await waitUntil(() => !!$(el, '#exch-profile-menu [part="personal-identity"]'), 'the personal centre never showed who is logged in');
    await expect(el).to.be.accessible();
  });

  it("a logged-in user's header with the notification panel open", async () => {
    const el = await loggedInHeaderWithOpen('', '.ntf-bell-button');
    await waitUntil(() => (el.shadowRoot?.querySelectorAll('.ntf-panel-list .ntf-msg').length ?? 0) > 0, 'the panel never listed a message');
    await expect(el).to.be.accessible();
  });

  it('the announcement bar', async () => {
    const el = await mountChrome('exch-announcement', { 'current-path': '/' }, { persona: 'visitor', ready: '.ann-close' });
    expect($(el, '.ann-close')!.getAttribute('aria-label')).to.equal('Dismiss announcement');
    await expect(el).to.be.accessible();
  });

  it('the notification page of a logged-in user', async () => {
    const el = await mountChrome('exch-reminder', '', { persona: 'vip' });
    await waitUntil(() => !!$(el, '[role="tabpanel"]'), 'the notification page never showed its tab panel');
    await expect(el).to.be.accessible();
  });
});
