import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';
import { session } from '../../core/store/session';
import type { SiteDataEntry } from '../../core/store/site-data';
import { loginStateOf, showsAccount } from '../../core/store/login-state';

const onSessionChange = (listener: () => void) => subscribe(session, listener);
const sessionIsSubAccount = () => session.user.isSubAccount;

/**
 * Who the header is for (core/store/login-state.ts): common data says who may be logged in;
 * once the session check has answered, it has the last word; while neither has said, the
 * account area is pending (never "Log in / Sign up" for a failed answer).
 *
 * The header reads values derived from the session, not the session: it re-renders when one of
 * them changes, not for the session's `loading` state or a user object with the same answers
 * (each of those was a render of the whole header just after a logged-in page's first paint).
 */
export function useHeaderLogin(data: SiteDataEntry) {
  // What the header shows of it, as one string: the session confirming what common data said
  // ('likely-user' to 'user') changes nothing shown, so it renders nothing again.
  const shown = () => {
    const state = loginStateOf(data, session);
    return state === 'unknown' ? 'unknown' : state === 'unconfirmed' ? 'pending' : showsAccount(state) ? 'account' : 'visitor';
  };
  const view = useSyncExternalStore(onSessionChange, shown, shown);
  const isSubAccount = useSyncExternalStore(onSessionChange, sessionIsSubAccount, sessionIsSubAccount);
  return { known: view === 'account' || view === 'visitor', isLogin: view === 'account', pending: view === 'pending', isSubAccount };
}
