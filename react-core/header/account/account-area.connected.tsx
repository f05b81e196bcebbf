import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.connected';
import type { Translator } from '../../core/i18n/catalogs';
import type { HeaderKey } from '../header.intl';
import type { AccountEntriesContext } from './account.rules';
import { ACCOUNT_TEXTS, preloadAccountTexts } from './account.intl';
import { useAccountContext } from './use-account.connected';
import { useSwitchAccount } from './use-switch-account.connected';
import { AccountAreaView, OperationsMenuView } from './account-area';

/** The account context once every source has settled (null before), so no entry flickers. */
function useReadyContext(): AccountEntriesContext | null {
  const ctx = useAccountContext();
  useEffect(() => {
    void preloadAccountTexts(ctx.lang);
  }, [ctx.lang]);
  return ctx.ready && ctx.user.isLogin ? ctx : null;
}

/**
 * The logged-in area (account-area.tsx's view) with what it shows: the account context from the
 * session, account and site stores, the account texts and the Switch Account entry. The header
 * loads it lazily (this module's chunk).
 */
export default function AccountArea({ t, compact, shell }: { t: Translator<HeaderKey>; compact: boolean; shell: ReactNode }) {
  const ctx = useReadyContext();
  const account = useTranslation(ACCOUNT_TEXTS);
  const switchAccount = useSwitchAccount(ctx, account.t('switch.unavailable'));
  return <AccountAreaView t={t} compact={compact} shell={shell} ctx={ctx} accountT={account.t} switchAccount={switchAccount} />;
}

/**
 * The drawer's operation menu (account-area.tsx's view) with what it shows. The drawer picks it
 * from this chunk (`loadable`'s `pick`, which knip cannot follow). @public
 */
export function OperationsMenu({ label }: { label: string }) {
  const ctx = useReadyContext();
  const { t } = useTranslation(ACCOUNT_TEXTS);
  const switchAccount = useSwitchAccount(ctx, t('switch.unavailable'));
  return <OperationsMenuView label={label} ctx={ctx} t={t} switchAccount={switchAccount} />;
}
