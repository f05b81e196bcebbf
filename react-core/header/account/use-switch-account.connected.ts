import { useCallback, type MouseEvent } from 'react';
import { useChrome } from '../../core/element/context';
import { DEFAULT_LANGUAGE } from '../../core/i18n/languages';
import { withLanguage, withSitePrefix } from '../../core/routes/links';
import * as ACCOUNT_ROUTES from '../../core/routes/account-routes';
import { announceStatus } from '../../core/store/live-status';
import { reportError } from '../../core/util/reporter';
import type { AccountEntriesContext } from './account.rules';
import {
  awaitSwitchAccount,
  forgetFailedSwitchAccount,
  loadSwitchAccountScript,
  settledSwitchAccount,
  switchAccountScriptUrl,
  type SwitchAccountApi,
} from './switch-account';

export interface SwitchAccountEntry {
  /** Sub-account management: where the entry goes when the script is not to be had. */
  href: string;
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
}

/**
 * The Switch Account entry (spec §6): the switch-account script loads once the chrome has
 * painted, for logged-in users of a site that has it (the main site; started by the header,
 * `useSwitchAccountScript`); the entry opens it (the drawer's entry too: one load per page). It is a
 * link to sub-account management underneath, for a modified click (a new tab) or no JavaScript at
 * all. When the script cannot open (it failed to load, or threw), the page stays as it is and the
 * live region says so; the next click loads it again.
 */
export function useSwitchAccount(ctx: AccountEntriesContext | null, unavailableText: string): SwitchAccountEntry {
  const { options, raw, emit, sitePrefix } = useChrome();
  const lang = ctx?.lang ?? DEFAULT_LANGUAGE;
  const href = withSitePrefix(withLanguage(lang, ACCOUNT_ROUTES.subAccounts()), sitePrefix);
  const configured = raw.switchAccountSrc;
  const apiBase = options.apiBase;

  const uid = ctx?.user.uid ?? '';
  const isSubAccount = ctx?.user.isSubAccount ?? false;
  const onClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      emit('exch-switch-account', { uid });
      // A new tab or window asked for: the link's own behaviour.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      const src = switchAccountScriptUrl(configured, apiBase, document.baseURI);
      const context = { uid, isSubAccount, lang };
      const fail = () => announceStatus(unavailableText);
      const settled = settledSwitchAccount(src);
      if (settled) {
        if (!openIn(settled, context)) fail();
        return;
      }
      // Clicked before it arrived (or before idle asked for it), or after it failed (asked again
      // now): wait for it, at most the API timeout.
      forgetFailedSwitchAccount(src);
      void loadSwitchAccountScript(src);
      void awaitSwitchAccount(src).then((api) => {
        if (api && openIn(api, context)) return;
        fail();
      });
    },
    [emit, uid, isSubAccount, lang, configured, apiBase, unavailableText],
  );
  return { href, onClick };
}

function openIn(api: SwitchAccountApi, context: Parameters<SwitchAccountApi['open']>[0]): boolean {
  try {
    api.open(context);
    return true;
  } catch (error) {
    reportError('switch-account script failed to open', { error: String(error) });
    return false;
  }
}
