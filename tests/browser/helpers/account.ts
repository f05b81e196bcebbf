// The logged-in header's wait, imported by path (it loads the account store, which tests of the
// first-paint path must not): waitForShadow that, on a timeout, says what the stores held.
import { session } from '../../../react-core/core/store/session';
import * as ACCOUNT_PATHS from '../../../react-core/core/api/account.paths';
import { accountStore } from '../../../react-core/header/account/account.store';
import { $$ } from './query';
import { waitForShadow } from './shadow';

/**
 * Waits for a logged-in part of `el` (the avatar, the wallet menu). Such a wait has timed out
 * about once in ten full runs; the error then names the session's and the account's status and
 * whether the login button shows, to tell the race apart next time.
 */
export async function waitForAccountPart<E extends Element = HTMLElement>(el: Element, selector: string, timeout = 8000): Promise<E> {
  try {
    return await waitForShadow<E>(el, selector, timeout);
  } catch (error) {
    // How the page's userInfo requests went (the session falls back to a visitor on a failure or
    // after the client's 4 s timeout): status (0 while pending or on a network error) and time.
    const userInfo = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes(ACCOUNT_PATHS.userInfo))
      .map((entry) => `${entry.responseStatus} in ${Math.round(entry.duration)} ms`);
    const state = `session ${session.status} (logged in: ${session.user.isLogin}), account ${accountStore.status}, login button shown: ${$$(el, '[data-action="login"]').length > 0}, userInfo: ${userInfo.join('; ') || 'none'}`;
    throw new Error(`${error instanceof Error ? error.message : String(error)}; ${state}`);
  }
}
