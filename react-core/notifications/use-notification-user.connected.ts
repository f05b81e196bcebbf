import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useChrome } from '../core/element/context';
import { useSiteData } from '../core/store/use-site-data';
import { followSessionNews, loadSession, session, watchSession } from '../core/store/session';
import { loginStateOf } from '../core/store/login-state';

/**
 * Who the notifications are for, by the header's rule (core/store/login-state.ts): common data
 * says whether someone may be logged in (so a visitor makes no personal and no herald request,
 * spec §6); for them the (shared, deduplicated) session loads and is kept checked, and once
 * answered it has the last word (a logout, a session the server ended).
 */
export type NotificationUser = 'pending' | 'visitor' | 'user';

export function useNotificationUser(): NotificationUser {
  const { options } = useChrome();
  const data = useSiteData();
  const snap = useSnapshot(session);
  const state = loginStateOf(data, snap);
  const mayBeLoggedIn = state !== 'unknown' && state !== 'visitor';
  useEffect(() => {
    if (!mayBeLoggedIn) return undefined;
    void loadSession(options.apiBase);
    return watchSession(options.apiBase);
  }, [mayBeLoggedIn, options.apiBase]);
  // A visitor's notification page hears a login in another tab too (the header does the same).
  useEffect(() => followSessionNews(options.apiBase), [options.apiBase]);
  if (state === 'user') return 'user';
  if (state === 'visitor') return 'visitor';
  return 'pending';
}
