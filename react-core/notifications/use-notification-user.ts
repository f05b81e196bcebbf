import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useChrome } from '../core/element/context';
import { useSiteData } from '../core/store/use-site-data';
import { loadSession, session } from '../core/store/session';
import { prefs } from '../core/store/prefs';

/**
 * Who the notifications are for, by the header's rule: common data says whether someone may be
 * logged in (so a visitor makes no personal and no herald request, spec §6); for them the
 * (shared, deduplicated) session loads, and once loaded it has the last word (a logout ends it).
 */
export type NotificationUser = 'pending' | 'visitor' | 'user';

export function useNotificationUser(): NotificationUser {
  const { options } = useChrome();
  const { lang } = useSnapshot(prefs);
  const data = useSiteData(options.apiBase, options.region, lang);
  const { status, user } = useSnapshot(session);
  const mayBeLoggedIn = data.status === 'ready' && data.common.isLogin;
  useEffect(() => {
    if (mayBeLoggedIn) void loadSession(options.apiBase);
  }, [mayBeLoggedIn, options.apiBase]);
  if (status === 'ready') return user.isLogin ? 'user' : 'visitor';
  if (data.status !== 'ready') return 'pending';
  return mayBeLoggedIn ? 'pending' : 'visitor';
}
