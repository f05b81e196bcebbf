// The logged-in header's wait, imported by path (it loads the account store, which tests of the
// first-paint path must not): waitForShadow that, on a timeout, says what the stores held.
import { session } from '../../../react-core/core/store/session';
import * as ACCOUNT_PATHS from '../../../react-core/core/api/account-paths';
import { accountStore } from '../../../react-core/header/account/account.store';
import { getCookie } from './cookies';
import { $$ } from './query';
import { waitForShadow } from './shadow';

/**
 * The page's userInfo calls as the page made them: when, with which `mock_user` cookie, from
 * where (the synchronous stack) and what came back, for the timeout message below. Observes
 * only: the call goes through unchanged (a test that records fetches replaces this for its run).
 */
interface UserInfoCall {
  at: number;
  persona: string;
  from: string;
  answer?: string;
}
const userInfoCalls: UserInfoCall[] = [];
const pageFetch = window.fetch;
window.fetch = function observed(this: unknown, input: RequestInfo | URL, init?: RequestInit) {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const response = pageFetch.call(window, input, init);
  if (href.includes(ACCOUNT_PATHS.userInfo)) {
    const call: UserInfoCall = {
      at: Math.round(performance.now()),
      persona: getCookie('mock_user') ?? 'none',
      from: (new Error().stack ?? '')
        .split('\n')
        .slice(2, 7)
        .map((line) => line.trim().replace(/\?[^:)]*/, ''))
        .join(' < '),
    };
    userInfoCalls.push(call);
    if (userInfoCalls.length > 4) userInfoCalls.shift();
    void response
      .then((r) => r.clone().text())
      .then((text) => (call.answer = text.slice(0, 60)))
      .catch(() => (call.answer = 'network error'));
  }
  return response;
};

/**
 * Waits for a logged-in part of `el` (the avatar, the wallet menu). On a timeout the error names
 * the session's and the account's status, whether the login button shows and the page's last
 * userInfo calls (how the one such timeout seen, a previous test's header asking for the session
 * after the next test's reset, was found: helpers/teardown.ts).
 */
export async function waitForAccountPart<E extends Element = HTMLElement>(el: Element, selector: string, timeout = 8000): Promise<E> {
  const waitedFrom = Math.round(performance.now());
  try {
    return await waitForShadow<E>(el, selector, timeout);
  } catch (error) {
    // How the page's userInfo requests went (the session falls back to a visitor on a failure or
    // after the client's 4 s timeout): status (0 while pending or on a network error) and time.
    const userInfo = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.name.includes(ACCOUNT_PATHS.userInfo))
      .map((entry) => `${entry.responseStatus} in ${Math.round(entry.duration)} ms`);
    const state = `session ${session.status} (logged in: ${session.user.isLogin}), account ${accountStore.status}, login button shown: ${$$(el, '[data-action="login"]').length > 0}, userInfo: ${userInfo.join('; ') || 'none'}`;
    const calls = userInfoCalls.map((c) => `at ${c.at} ms with mock_user=${c.persona} from ${c.from} answered ${c.answer ?? 'nothing yet'}`);
    throw new Error(`${error instanceof Error ? error.message : String(error)}; ${state}; waited from ${waitedFrom} ms; page calls: ${calls.join(' | ')}`);
  }
}
