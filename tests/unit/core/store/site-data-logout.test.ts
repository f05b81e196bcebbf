// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession, resetSession } from '../../../../react-core/core/store/session';
import { loadSiteData, resetSiteData, revalidateSiteData, siteData, siteDataKey } from '../../../../react-core/core/store/site-data';
import { commonData } from '../../../../react-core/core/api/paths';

const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, message: 'success', data }), { status: 200 });

/** An API whose common data says whether someone is logged in (`loggedIn`), counting its calls. */
function api() {
  const state = { loggedIn: true, commonCalls: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL) => {
      if (String(input).includes(commonData)) {
        state.commonCalls += 1;
        return answer({ is_login: state.loggedIn, curr_fiat: 'USD' });
      }
      return answer({});
    }),
  );
  return state;
}

const BASE = 'http://api.test';
const shown = () => siteData.entries[siteDataKey(BASE, 0, 'en')]?.common.isLogin;

afterEach(() => {
  resetSession();
  resetSiteData();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('site data when a session ends', () => {
  it('common data that still shows the user is asked again, and then shows a visitor', async () => {
    const server = api();
    await loadSiteData(BASE, 0, 'en');
    expect(shown()).toBe(true);
    server.loggedIn = false;
    endSession();
    await vi.waitFor(() => expect(shown()).toBe(false));
    expect(server.commonCalls).toBe(2);
  });

  it('common data that already says nobody is logged in (asked after the end) is not asked again', async () => {
    const server = api();
    await loadSiteData(BASE, 0, 'en');
    server.loggedIn = false;
    // A tab shown again asks for common data and the session at once; common data answers first.
    await revalidateSiteData();
    expect(shown()).toBe(false);
    endSession();
    await Promise.resolve();
    expect(server.commonCalls).toBe(2);
  });
});
