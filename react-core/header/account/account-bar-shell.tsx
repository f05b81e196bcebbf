import type { Translator } from '../../core/i18n/catalogs';
import type { HeaderKey } from '../header.intl';

export interface AccountBarShellProps {
  t: Translator<HeaderKey>;
  compact: boolean;
  /** Whether the Deposit button shows (showDeposit, from what the header knows). */
  deposit: boolean;
  /** Whether the avatar shows (not `hidden-personal-info`). */
  profile: boolean;
}

/**
 * The logged-in bar's boxes while its menus are not ready (the account chunk and its answers
 * arrive after the header's first paint): the same buttons with the same labels and classes as
 * account-area.tsx's, inert and hidden from assistive technology, so the real bar replaces it
 * without moving anything beside it (no layout shift). Its CSS is the header's (`.account`).
 */
export function AccountBarShell({ t, compact, deposit, profile }: AccountBarShellProps) {
  return (
    <div className="account" aria-hidden="true" inert data-account-shell="">
      {!compact && (
        <>
          <div className="menu-anchor">
            <button type="button" className="text-button" tabIndex={-1}>
              {t('account.wallet')}
            </button>
          </div>
          <div className="menu-anchor">
            <button type="button" className="text-button" tabIndex={-1}>
              {t('account.orders')}
            </button>
          </div>
          {/* An inert, hidden stand-in that holds the deposit link's box; it is never used. */}
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid */}
          {deposit && <a className="primary-button">{t('account.deposit')}</a>}
        </>
      )}
      {profile && (
        <div className="menu-anchor">
          <button type="button" className="icon-button" tabIndex={-1}>
            <span className="avatar" />
          </button>
        </div>
      )}
    </div>
  );
}
