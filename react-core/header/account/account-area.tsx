import { startTransition, useCallback, useRef, useState, type ReactNode } from 'react';
import { useChrome } from '../../core/element/context';
import { useDismiss, useSingleOpen } from '../../core/a11y/use-disclosure';
import { useMenuButton } from '../../core/a11y/use-menu-button';
import { useHoverIntent } from '../../core/layout/use-hover-intent';
import { useRevealFirst } from '../../core/layout/use-reveal-first';
import { safeHref, withLanguage, withSitePrefix } from '../../core/routes/links';
import * as ACCOUNT_ROUTES from '../../core/routes/account-routes';
import { useOwnStyles } from '../../core/element/use-own-styles';
import accountAreaCss from './account-area.css?inline';
import type { AccountEntry } from '../header.types';
import { accountEntries, orderEntries, showDeposit, showLogout, showSwitchAccount, walletEntries, type AccountEntriesContext } from './account.rules';
import type { AccountKey } from './account.intl';
import type { SwitchAccountEntry } from './use-switch-account.connected';
import type { Translator } from '../../core/i18n/catalogs';
import type { HeaderKey } from '../header.intl';
import { loadable } from '../../core/element/loadable';
import { useIdlePreload } from '../../core/layout/use-idle-preload';

/** The personal centre's and the logout dialog's code: preloaded at idle by the header. */
export const PersonalCentre = loadable(() => import('./personal-centre.connected'), <div className="profile-loading" aria-busy="true" />);
export const LogoutDialog = loadable(() => import('./logout-dialog.connected'));

type MenuId = 'wallet' | 'orders' | 'profile';

/** What account-area.connected.tsx reads for the views: the account context once every source has settled (null before), and the Switch Account entry. */
export interface AccountParts {
  ctx: AccountEntriesContext | null;
  switchAccount: SwitchAccountEntry;
}

/**
 * The drawer's operation menu: wallet, orders and account links, then Switch Account and Log out
 * (logged-in users only). The way out is here on a phone as it is in the header on a desktop,
 * whatever `hidden-personal-info` hides; the logout confirm opens over the drawer and gives focus
 * back to its button (account-area.connected.tsx reads what it shows).
 */
export function OperationsMenuView({ label, ctx, t, switchAccount }: { label: string; t: Translator<AccountKey> } & AccountParts) {
  const { host } = useChrome();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const logoutButton = useRef<HTMLButtonElement>(null);
  if (!ctx) return null;
  const entries = [...walletEntries(ctx), ...orderEntries(ctx), ...accountEntries(ctx)];
  const canSwitch = showSwitchAccount(ctx);
  const canLogout = showLogout(ctx);
  return (
    <nav aria-label={label} className="drawer-operations">
      <EntryList entries={entries} t={t} />
      {(canSwitch || canLogout) && (
        <ul className="menu-list drawer-account-actions">
          {canSwitch && (
            <li>
              <a href={switchAccount.href} data-action="switch-account" onClick={switchAccount.onClick}>
                {t('action.switchAccount')}
              </a>
            </li>
          )}
          {canLogout && (
            <li>
              <button type="button" className="text-button" data-action="logout" ref={logoutButton} onClick={() => setLogoutOpen(true)}>
                {t('action.logout')}
              </button>
            </li>
          )}
        </ul>
      )}
      {logoutOpen && <LogoutDialog onCancel={() => setLogoutOpen(false)} returnFocus={() => logoutButton.current} fallbackFocus={loginButtonOf(host)} />}
    </nav>
  );
}

/**
 * After a logout the page kept (a cancelled `exch-logout`), the account area is gone with the
 * button the confirm would give focus back to: the header's login button takes its place.
 */
const loginButtonOf = (host: HTMLElement) => () => host.shadowRoot?.querySelector<HTMLElement>('[data-action="login"]');

/** The account button's icon where the personal information is hidden (no avatar, no initial). */
function AccountIcon() {
  return (
    <span className="avatar" aria-hidden="true">
      <svg viewBox="0 0 20 20" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.6">
        <circle cx="10" cy="7" r="3.5" />
        <path d="M3.5 17c1.2-3.2 3.6-4.8 6.5-4.8s5.3 1.6 6.5 4.8" />
      </svg>
    </span>
  );
}

function EntryList({ entries, t }: { entries: readonly AccountEntry[]; t: Translator<AccountKey> }) {
  return (
    <ul className="menu-list">
      {entries.map((e) => (
        <li key={e.id}>
          {e.disabled ? (
            // APG's disabled link: no href (not followed, not in the tab order), announced as disabled.
            // eslint-disable-next-line jsx-a11y/anchor-is-valid
            <a className="is-disabled" role="link" aria-disabled="true" data-entry={e.id}>
              {t(e.label, e.labelVars)}
            </a>
          ) : (
            <a href={e.href} data-entry={e.id}>
              {t(e.label, e.labelVars)}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A button with a popover that opens on hover, click or keyboard; one open at a time. */
function MenuButton({
  id,
  label,
  menus,
  children,
  className,
  buttonContent,
  popoverClass,
  keepRendered = false,
}: {
  id: MenuId;
  label: string;
  menus: ReturnType<typeof useSingleOpen<MenuId>>;
  children: ReactNode;
  className?: string;
  buttonContent?: ReactNode;
  popoverClass?: string;
  /** Render the content while closed too (hidden, inert, its rendering kept), so opening only reveals it. */
  keepRendered?: boolean;
}) {
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popover = useRef<HTMLDivElement>(null);
  const open = menus.open === id;
  const popoverId = `exch-${id}-menu`;
  // Content kept rendered shows at once on a hover or tap, its open state after that frame: that
  // render releases `inert` (releasing it restyles the whole content, kept out of the tap's frame,
  // header.css); closing makes it inert at once.
  const reveal = useCallback(
    (next: boolean) => {
      const el = popover.current;
      if (!keepRendered || !el) return false;
      el.classList.toggle('is-closed', !next);
      if (!next) el.inert = true;
      return true;
    },
    [keepRendered],
  );
  const { show, hide } = menus;
  const commit = useCallback((next: boolean) => (next ? show(id) : hide(id)), [show, hide, id]);
  const openState = useRevealFirst(reveal, commit);
  const intent = useHoverIntent(open, openState.set);
  const { closed } = intent;
  const close = useCallback(() => {
    openState.cancel();
    closed();
    hide(id);
  }, [openState, closed, hide, id]);
  useDismiss(open, box, close, () => button.current);
  // Escape in the frame between a click's reveal and its open state (useDismiss's listeners
  // start with that state): close what shows.
  const onButtonKey = useMenuButton({ shows: () => openState.pending() === true, close, button });
  return (
    <div className={`menu-anchor ${className ?? ''}`} ref={box} onMouseEnter={intent.onMouseEnter} onMouseLeave={intent.onMouseLeave}>
      <button
        ref={button}
        type="button"
        className={buttonContent ? 'icon-button' : 'text-button'}
        aria-expanded={open}
        aria-controls={popoverId}
        aria-label={buttonContent ? label : undefined}
        onClick={intent.onClick}
        onKeyDown={onButtonKey}
        data-menu={id}
      >
        {buttonContent ?? label}
      </button>
      <div
        ref={popover}
        id={popoverId}
        className={`popover ${popoverClass ?? ''}${keepRendered ? ' is-kept' : ''}${!open && keepRendered ? ' is-closed' : ''}`}
        role="group"
        aria-label={label}
        hidden={!open && !keepRendered}
        inert={!open}
      >
        {(open || keepRendered) && children}
      </div>
    </div>
  );
}

/**
 * The logged-in area: wallet and orders menus, Deposit, and the avatar that opens the personal
 * centre (its code loads on first open), with Switch Account and Log out below it
 * (account-area.connected.tsx reads what it shows).
 */
export function AccountAreaView({
  t,
  compact,
  shell,
  ctx,
  accountT,
  switchAccount,
}: { t: Translator<HeaderKey>; compact: boolean; shell: ReactNode; accountT: Translator<AccountKey> } & AccountParts) {
  const { isHidden, host, sitePrefix } = useChrome();
  const menus = useSingleOpen<MenuId>();
  const [logoutOpen, setLogoutOpen] = useState(false);
  const avatarButton = useRef<HTMLElement | null>(null);
  const root = useOwnStyles<HTMLDivElement>(accountAreaCss);
  // The personal centre's code at idle, then its content rendered closed, so the first open (a
  // tap at 4x CPU) only reveals it instead of rendering it. A transition: React renders it in
  // slices that yield to input, so on a phone this idle render is not one long task.
  const [profileRendered, setProfileRendered] = useState(false);
  const renderProfile = useCallback(() => PersonalCentre.preload().then(() => startTransition(() => setProfileRendered(true))), []);
  // `hidden-personal-info` hides the personal information (avatar, UID, tier), not the way out.
  const personalInfo = !isHidden('personalInfo');
  useIdlePreload(personalInfo, renderProfile);
  useIdlePreload(!isHidden('logout'), LogoutDialog.preload);
  // Until its answers are in, the header's shell keeps the bar's boxes (its styles adopted already).
  if (!ctx)
    return (
      <div ref={root} className="account-styles">
        {shell}
      </div>
    );
  const { user } = ctx;
  const lang = ctx.lang;
  const avatar = safeHref(user.avatar, lang, false);
  const name = user.nickname || user.userNick || user.uid;
  const orders = orderEntries(ctx);
  const canLogout = showLogout(ctx);
  const canSwitch = showSwitchAccount(ctx);
  return (
    <div className="account" ref={root}>
      {!compact && (
        <>
          <MenuButton id="wallet" label={t('account.wallet')} menus={menus}>
            <EntryList entries={walletEntries(ctx)} t={accountT} />
          </MenuButton>
          {orders.length > 0 && (
            <MenuButton id="orders" label={t('account.orders')} menus={menus}>
              <EntryList entries={orders} t={accountT} />
            </MenuButton>
          )}
          {showDeposit(ctx) && (
            <a className="primary-button" href={withSitePrefix(withLanguage(lang, ACCOUNT_ROUTES.deposit()), sitePrefix)} data-action="deposit">
              {t('account.deposit')}
            </a>
          )}
        </>
      )}
      {(personalInfo || canSwitch || canLogout) && (
        <MenuButton
          id="profile"
          label={personalInfo ? t('account.openProfile', { name }) : t('account.profile')}
          menus={menus}
          popoverClass="profile-popover"
          keepRendered={personalInfo && profileRendered}
          buttonContent={
            !personalInfo ? (
              <AccountIcon />
            ) : avatar && !isHidden('personalInfoAvatar') ? (
              <img className="avatar" src={avatar} alt="" width={32} height={32} />
            ) : (
              <span className="avatar" aria-hidden="true">
                {(name || '?').slice(0, 1).toUpperCase()}
              </span>
            )
          }
        >
          {personalInfo && <PersonalCentre onClose={menus.close} />}
          {(canSwitch || canLogout) && (
            <div className="profile-footer menu-list">
              {canSwitch && (
                <a href={switchAccount.href} data-action="switch-account" onClick={switchAccount.onClick}>
                  {t('account.switch')}
                </a>
              )}
              {canLogout && (
                <button
                  type="button"
                  data-action="logout"
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
      {logoutOpen && <LogoutDialog onCancel={() => setLogoutOpen(false)} returnFocus={() => avatarButton.current} fallbackFocus={loginButtonOf(host)} />}
    </div>
  );
}
