import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio/vanilla';
import { session } from '../../core/store/session';
import type { SiteDataEntry } from '../../core/store/site-data';

const onSessionChange = (listener: () => void) => subscribe(session, listener);
/** The loaded session's last word that this is a visitor (a logout, a login cookie no longer honoured). */
const sessionSaysVisitor = () => session.status === 'ready' && !session.user.isLogin;
const sessionIsSubAccount = () => session.user.isSubAccount;

/**
 * Who the header is for. Common data says who may be logged in (so a visitor makes no personal
 * request); once the session has loaded (or ended by a logout), it has the last word.
 *
 * The header reads two values of the session, not the session: it re-renders when one of them
 * changes, not for the session's `loading` state or a user object with the same answers (each of
 * those was a render of the whole header just after a logged-in page's first paint).
 */
export function useHeaderLogin(data: SiteDataEntry) {
  const visitor = useSyncExternalStore(onSessionChange, sessionSaysVisitor, sessionSaysVisitor);
  const isSubAccount = useSyncExternalStore(onSessionChange, sessionIsSubAccount, sessionIsSubAccount);
  const known = data.status === 'ready';
  return { known, isLogin: known && data.common.isLogin && !visitor, isSubAccount };
}
