import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useChrome } from '../core/element/context';
import { useTranslation } from '../core/i18n/use-translation';
import { useDismiss, useSingleOpen } from '../core/layout/use-disclosure';
import { useHoverIntent } from '../core/layout/use-hover-intent';
import { safeHref, withLanguage } from '../core/routes/links';
import * as ACCOUNT_ROUTES from '../core/routes/account-routes';
import { useOwnStyles } from '../core/element/use-own-styles';
import accountAreaCss from './account-area.css?inline';
import type { AccountEntry } from './header.types';
import { accountEntries, orderEntries, showDeposit, showSwitchAccount, walletEntries, type AccountEntriesContext } from './account/account.entries';
import { ACCOUNT_TEXTS, type AccountKey, preloadAccountTexts } from './account/account.intl';
import { useAccountContext } from './account/use-account';
import type { Translator } from '../core/i18n/catalogs';
import type { HeaderKey } from './header.intl';
import { loadable } from '../core/element/loadable';
import { useIdlePreload } from '../core/layout/use-idle-preload';

/** The personal centre's and the logout dialog's code: preloaded at idle by the header. */
export const PersonalCentre = loadable(() => import('./account/personal-centre'), <div className="profile-loading" aria-busy="true" />);
export const LogoutDialog = loadable(() => import('./account/logout-dialog'));

type MenuId = 'wallet' | 'orders' | 'profile';

/** The account context once every source has settled (null before), so no entry flickers. */
function useReadyContext(): AccountEntriesContext | null {
  const ctx = useAccountContext();
  useEffect(() => {
    void preloadAccountTexts(ctx.lang);
  }, [ctx.lang]);
  return ctx.ready && ctx.user.isLogin ? ctx : null;
}

/** The drawer's operation menu: wallet, orders and account links (logged-in users only). */
export function OperationsMenu({ label }: { label: string }) {
  const ctx = useReadyContext();
  const { t } = useTranslation(ACCOUNT_TEXTS);
  if (!ctx) return null;
  const entries = [...walletEntries(ctx), ...orderEntries(ctx), ...accountEntries(ctx)];
  return (
    <nav aria-label={label} className="drawer-operations">
      <EntryList entries={entries} t={t} />
    </nav>
  );
}

function EntryList({ entries, t }: { entries: readonly AccountEntry[]; t: Translator<AccountKey> }) {
  return (
    <ul className="menu-list">
      {entries.map((e) => (
        <li key={e.id}>
          {e.disabled ? (
            <a className="is-disabled" role="link" aria-disabled="true" data-entry={e.id}>{t(e.label, e.labelVars)}</a>
          ) : (
            <a href={e.href} data-entry={e.id}>{t(e.label, e.labelVars)}</a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A button with a popover that opens on hover, click or keyboard; one open at a time. */
function MenuButton({
  id, label, menus, children, className, buttonContent, popoverClass, keepRendered = false,
}: {
  id: MenuId; label: string; menus: ReturnType<typeof useSingleOpen<MenuId>>; children: ReactNode;
  className?: string; buttonContent?: ReactNode; popoverClass?: string;
  /** Render the content while closed too (hidden, inert, its rendering kept), so opening only reveals it. */
  keepRendered?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const open = menus.open === id;
  const popoverId = `exch-${id}-menu`;
  const close = useCallback(() => {
    if (menus.open === id) menus.close();
  }, [menus, id]);
  useDismiss(open, box, close, () => button.current);
  const intent = useHoverIntent(open, (next) => (next ? menus.show(id) : menus.hide(id)));
  return (
    <div className={`menu-anchor ${className ?? ''}`} ref={box} onMouseEnter={intent.onMouseEnter} onMouseLeave={intent.onMouseLeave}>
      <button
        ref={button} type="button" className={buttonContent ? 'icon-button' : 'text-button'} aria-expanded={open}
        aria-controls={popoverId} aria-label={buttonContent ? label : undefined} onClick={intent.onClick} data-menu={id}
      >
        {buttonContent ?? label}
      </button>
      <div
        id={popoverId} className={`popover ${popoverClass ?? ''}${!open && keepRendered ? ' is-closed' : ''}`} role="group"
        aria-label={label} hidden={!open && !keepRendered} inert={!open}
      >
        {(open || keepRendered) && children}
      </div>
    </div>
  );
}

/**
 * The logged-in area: wallet and orders menus, Deposit, and the avatar that opens the personal
 * centre (its code loads on first open), with Switch Account and Log out below it.
 */
export default function AccountArea({ t, compact, shell }: { t: Translator<HeaderKey>; compact: boolean; shell: ReactNode }) {
  const { site, isHidden, emit } = useChrome();
  const ctx = useReadyContext();
  const account = useTranslation(ACCOUNT_TEXTS);
  const menus = useSingleOpen<MenuId>();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const avatarButton = useRef<HTMLElement | null>(null);
  const root = useOwnStyles<HTMLDivElement>(accountAreaCss);
  // The personal centre's code at idle, then its content rendered closed, so the first open (a
  // tap at 4x CPU) only reveals it instead of rendering it.
  const [profileRendered, setProfileRendered] = useState(false);
  const renderProfile = useCallback(() => PersonalCentre.preload().then(() => setProfileRendered(true)), []);
  useIdlePreload(true, renderProfile);
  useIdlePreload(!isHidden('logout'), LogoutDialog.preload);
  // Until its answers are in, the header's shell keeps the bar's boxes (its styles adopted already).
  if (!ctx) return <div ref={root} className="account-styles">{shell}</div>;
  const { user } = ctx;
  const lang = ctx.lang;
  const avatar = safeHref(user.avatar, lang, false);
  const name = user.nickname || user.userNick || user.uid;
  const orders = orderEntries(ctx);
  const canLogout = !isHidden('logout') && !site.testnet;
  return (
    <div className="account" ref={root}>
      {!compact && (
        <>
          <MenuButton id="wallet" label={t('account.wallet')} menus={menus}>
            <EntryList entries={walletEntries(ctx)} t={account.t} />
          </MenuButton>
          {orders.length > 0 && (
            <MenuButton id="orders" label={t('account.orders')} menus={menus}>
              <EntryList entries={orders} t={account.t} />
            </MenuButton>
          )}
          {showDeposit(ctx) && (
            <a className="primary-button" href={withLanguage(lang, ACCOUNT_ROUTES.deposit())} data-action="deposit">{t('account.deposit')}</a>
          )}
        </>
      )}
      {!isHidden('personalInfo') && (
        <MenuButton
          id="profile" label={t('account.openProfile', { name })} menus={menus} popoverClass="profile-popover" keepRendered={profileRendered}
          buttonContent={
            avatar && !isHidden('personalInfoAvatar')
              ? <img className="avatar" src={avatar} alt="" width={32} height={32} />
              : <span className="avatar" aria-hidden="true">{(name || '?').slice(0, 1).toUpperCase()}</span>
          }
        >
          <PersonalCentre onClose={menus.close} />
          {(showSwitchAccount(ctx) || canLogout) && (
            <div className="profile-footer menu-list">
              {showSwitchAccount(ctx) && (
                <button type="button" data-action="switch-account" onClick={() => emit('exch-switch-account', { uid: user.uid })}>
                  {t('account.switch')}
                </button>
              )}
              {canLogout && (
                <button
                  type="button" data-action="logout"
                  onClick={(event) => {
                    avatarButton.current = event.currentTarget.closest('.menu-anchor')?.querySelector('button') ?? null;
                    menus.close();
                    setLogoutOpen(true);
                  }}
                >
                  {t('account.logout')}
                </button>
              )}
            </div>
          )}
        </MenuButton>
      )}
      {logoutOpen && (
        <LogoutDialog
          onCancel={() => {
            setLogoutOpen(false);
            avatarButton.current?.focus();
          }}
        />
      )}
    </div>
  );
}
