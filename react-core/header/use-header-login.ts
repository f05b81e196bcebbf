import { useSnapshot } from 'valtio';
import { session } from '../core/store/session';
import type { SiteDataEntry } from '../core/store/site-data';

/**
 * Who the header is for. Common data says who may be logged in (so a visitor makes no personal
 * request); once the session has loaded (or ended by a logout), it has the last word.
 */
export function useHeaderLogin(data: SiteDataEntry) {
  const { user, status } = useSnapshot(session);
  const known = data.status === 'ready';
  const isLogin = known && data.common.isLogin && !(status === 'ready' && !user.isLogin);
  return { known, isLogin, user };
}
