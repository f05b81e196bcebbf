import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useChrome } from '../../core/element/context';
import { useSiteData } from '../../core/store/use-site-data';
import { session } from '../../core/store/session';
import { prefs } from '../../core/store/prefs';
import { accountStore, loadAccount } from './account.store';
import type { AccountEntriesContext } from './account.rules';

/**
 * The entry builders' context from the element and the shared stores: the element's site and
 * hiding flags, the session's user, the account data and the site's compliance menu. Starts the
 * (once per page, logged-in only) account load; the site data is the element's (useSiteData).
 */
export function useAccountContext(): AccountEntriesContext & { ready: boolean } {
  const { options, site, isHidden, sitePrefix } = useChrome();
  const { lang } = useSnapshot(prefs);
  const { user, status } = useSnapshot(session);
  const account = useSnapshot(accountStore);
  const data = useSiteData();
  // Again once the session answers (a check that failed first and was retried, a new login).
  useEffect(() => {
    void loadAccount(options.apiBase);
  }, [options.apiBase, status, user.uid]);
  return useMemo(
    () => ({
      site,
      lang,
      user,
      mode: account.mode,
      crossMargin: account.crossMargin,
      futuresOpen: account.futuresOpen,
      compliance: data.compliance,
      italyLimit: data.common.flags.isItalyLimit,
      isPhone: data.common.isPhone,
      sitePrefix,
      isHidden,
      // Entries may depend on every source: wait for all, so nothing appears and then vanishes.
      ready: status === 'ready' && (!user.isLogin || account.status === 'ready') && data.status === 'ready',
    }),
    [site, lang, user, account, data.compliance, data.common.flags.isItalyLimit, data.common.isPhone, data.status, isHidden, status, sitePrefix],
  );
}
