// Who the header is for, and how often the session makes it render: common data says who may be
// logged in; the loaded session has the last word. The header re-renders when that answer (or the
// sub-account flag its chat link carries) changes, not for each change of the session store:
// each was a render of the whole header just after a logged-in page's first paint.
import { expect } from '@open-wc/testing';
import { createElement } from 'react';
import { useHeaderLogin } from '../../../../react-core/header/account/use-header-login.connected';
import { endSession, session } from '../../../../react-core/core/store/session';
import { VISITOR } from '../../../../react-core/core/site/visitor';
import { DEFAULT_COMMON_DATA } from '../../../../react-core/core/site/common-data';
import { EMPTY_COMPLIANCE } from '../../../../react-core/core/site/compliance';
import type { SiteDataEntry } from '../../../../react-core/core/store/site-data';
import { nextFrame, waitUntil, usePage } from '../../helpers';
import { reactRootPerTest } from '../../helpers/react-root';

const LOGGED_IN_DATA: SiteDataEntry = {
  status: 'ready',
  common: { ...DEFAULT_COMMON_DATA, isLogin: true },
  compliance: EMPTY_COMPLIANCE,
  fromServer: true,
};

describe('useHeaderLogin', () => {
  const { host: container, root } = reactRootPerTest();
  let host: HTMLDivElement;
  let renders = 0;

  function Probe({ data }: { data: SiteDataEntry }) {
    renders += 1;
    const { known, isLogin, isSubAccount } = useHeaderLogin(data);
    return createElement('p', null, `${known} ${isLogin} ${isSubAccount}`);
  }

  async function mount(data: SiteDataEntry) {
    host = container();
    root().render(createElement(Probe, { data }));
    await waitUntil(() => host.textContent !== '', 'never rendered');
  }

  /** Two frames: the session's (batched) change has notified, and a re-render would have committed. */
  async function afterTwoFrames() {
    await nextFrame();
    await nextFrame();
  }

  usePage();
  beforeEach(() => {
    renders = 0;
  });

  it('a logged-in page: the session loading and then confirming the login do not re-render it', async () => {
    await mount(LOGGED_IN_DATA);
    expect(host.textContent).to.equal('true true false');
    const first = renders;

    session.status = 'loading';
    await afterTwoFrames();
    session.user = { ...VISITOR, isLogin: true, uid: '42' };
    session.status = 'ready';
    await afterTwoFrames();
    expect(renders, 'renders after the session loaded').to.equal(first);
    expect(host.textContent).to.equal('true true false');
  });

  it('the session has the last word: a login the session denies, a logout, a sub-account', async () => {
    await mount(LOGGED_IN_DATA);
    session.user = { ...VISITOR, isLogin: true, isSubAccount: true };
    session.status = 'ready';
    await waitUntil(() => host.textContent === 'true true true', 'the sub-account flag did not show');

    endSession();
    await waitUntil(() => host.textContent === 'true false false', 'a logout did not make it a visitor');
  });

  it('a visitor page stays a visitor, and nothing is known before common data', async () => {
    await mount({ ...LOGGED_IN_DATA, common: { ...DEFAULT_COMMON_DATA, isLogin: false } });
    expect(host.textContent).to.equal('true false false');
    root().render(createElement(Probe, { data: { ...LOGGED_IN_DATA, status: 'loading' } }));
    await waitUntil(() => host.textContent === 'false false false', 'unknown data still said logged in');
  });
});
