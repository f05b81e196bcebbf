import type { SiteDataEntry } from './site-data';
import type { SessionStatus } from './session';

/**
 * Who the chrome is for, from the two answers that say so: common data (whether someone may be
 * logged in, so a visitor makes no personal request) and the session check (who, with the last
 * word once it has answered). "Log in / Sign up" show only when the server said visitor: a
 * failed answer is never taken for a logout.
 * - `unknown`: common data has not settled (the element's reserved box shows).
 * - `visitor`: the server said so (common data, or the session check).
 * - `user`: the session check confirmed a logged-in user.
 * - `likely-user`: common data says logged in; the session check has not answered (or failed
 *   and is retried): the account area shows, pending at its size until the session answers.
 * - `unconfirmed`: common data failed (its defaults say nothing of the login) and the session
 *   check has not answered: the account area is pending, the check is asked and retried.
 */
export type LoginState = 'unknown' | 'visitor' | 'user' | 'likely-user' | 'unconfirmed';

export function loginStateOf(
  data: Pick<SiteDataEntry, 'status' | 'fromServer' | 'common'>,
  session: { status: SessionStatus; user: { isLogin: boolean } },
): LoginState {
  if (data.status !== 'ready') return 'unknown';
  const commonSays = data.fromServer ? data.common.isLogin : null;
  if (commonSays === false) return 'visitor';
  if (session.status === 'ready') return session.user.isLogin ? 'user' : 'visitor';
  return commonSays ? 'likely-user' : 'unconfirmed';
}

/** Whether the account area (not the visitor's buttons) shows. */
export const showsAccount = (state: LoginState): boolean => state === 'user' || state === 'likely-user';
