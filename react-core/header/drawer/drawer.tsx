import { useCallback, useEffect, useId, useRef, type MutableRefObject, type ReactNode } from 'react';
import type { NavItem, NavPanels } from '../header.types';
import type { Theme } from '../../core/store/prefs';
import { NavLink, topItemClass } from '../nav/nav';
import { useFocusTrap } from '../../core/a11y/use-focus-trap';
import { useOwnStyles } from '../../core/element/use-own-styles';
import { menuButtonOf } from './use-drawer';
import drawerCss from './drawer.css?inline';
import { useSingleOpen } from '../../core/a11y/use-disclosure';
import type { Translator } from '../../core/i18n/catalogs';
import type { HeaderKey } from '../header.intl';
import { loadable } from '../../core/element/loadable';

/** The drawer view's sheet (drawer.connected.tsx adds its parts' and adopts them ahead of the first open). */
export const DRAWER_VIEW_CSS = drawerCss;

// Logged-in users only: a visitor's drawer never fetches the account code.
const OperationsMenu = loadable(() => import('../account/account-area.connected'), null, { pick: ({ OperationsMenu: menu }) => menu });

interface DrawerSectionProps {
  item: NavItem;
  panels: NavPanels | null;
  t: Translator<HeaderKey>;
  theme: Theme;
  activePath: (href: string | null) => boolean;
  open: boolean;
  onToggle: () => void;
}

/**
 * One accordion section of the drawer's nav. Its links render only while it is open (a closed
 * section costs the drawer's first open nothing); a market item's section holds its panel
 * (full width, touch-sized) under its links, loaded on the section's first intent.
 */
function DrawerSection({ item, panels, t, theme, activePath, open, onToggle }: DrawerSectionProps) {
  const hosted = panels !== null && panels.hosts(item);
  const id = `drawer-${item.id}`;
  const links = (
    <ul>
      {item.children
        .flatMap((child) => (child.children.length ? child.children : [child]))
        .map((child) => (
          <li key={child.id}>
            <NavLink item={child} t={t} theme={theme} active={activePath(child.href)} />
          </li>
        ))}
    </ul>
  );
  return (
    <li>
      <h3 className="drawer-section">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={onToggle}
          data-nav-id={item.id}
          onPointerDown={hosted ? () => panels.intent(item) : undefined}
          onFocus={hosted ? () => panels.intent(item) : undefined}
        >
          {item.title}
          <svg className="chevron" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
          </svg>
        </button>
      </h3>
      <div id={id} className="drawer-section-body" hidden={!open} data-panel={hosted ? item.id : undefined}>
        {open && (hosted ? <panels.Panel item={item} links={links} variant="drawer" /> : links)}
      </div>
    </li>
  );
}

export interface DrawerProps {
  t: Translator<HeaderKey>;
  theme: Theme;
  items: readonly NavItem[];
  activePath: (href: string | null) => boolean;
  visitor: { loginHref: string; loginLabel: string; signupHref: string | null } | null;
  rewardsHref: string | null;
  /** Logged-in users get the operation menu (wallet, orders and account links). */
  loggedIn: boolean;
  downloadHref: string | null;
  /** The demo-trade link (the bar's badge, which a phone's bar has no room for: header.css). */
  demoTradeHref?: string | null;
  onClose: () => void;
  /** Panels some nav sections hold under their links (the market panels); none by default. */
  panels?: NavPanels | null;
  /** The settings rows (below 768 px the drawer is where the settings are). */
  settings?: ReactNode;
  /** Set to the drawer's layer element: the host shows or hides it directly (use-drawer.ts). */
  layerRef?: MutableRefObject<HTMLDivElement | null>;
  /**
   * False: rendered but closed (hidden, inert, its rendering kept), so a host can render it at
   * idle and the first tap only reveals it. True by default (a host that mounts it on open).
   */
  open?: boolean;
}

/**
 * The mobile side drawer (spec §1, §2): signup and login, the rewards-hub card, the main nav as
 * an accordion, the operation menu, the settings (the mobile settings modal's rows and the theme
 * switch) and the download button. A modal dialog (core/a11y/use-focus-trap.ts): the page behind
 * it is inert, focus stays inside, Escape closes, and focus returns to the menu button. Its own chunk, loaded and rendered closed at idle (or on the first open), so a tap only reveals it.
 */
export default function Drawer(props: DrawerProps) {
  const { t, theme, items } = props;
  const panel = useRef<HTMLDivElement>(null);
  const layer = useOwnStyles<HTMLDivElement>(drawerCss);
  const titleId = useId();
  const sections = useSingleOpen<string>();
  const open = props.open ?? true;
  // The header's menu button, beside the drawer: focus goes back to it however the drawer was opened.
  const menuButton = useCallback(() => menuButtonOf(layer.current), [layer]);
  // Each open starts with its sections collapsed, as a freshly mounted drawer would: collapsed as
  // it closes (a close and a reopen inside one transition never render it closed, use-drawer.ts),
  // and whenever a host closes it.
  const collapse = sections.close;
  const close = useCallback(() => {
    collapse();
    props.onClose();
  }, [props, collapse]);
  // On a close only, not on a mount: a drawer mounted closed (at idle, or on the first open while
  // its state catches up) starts collapsed anyway, and a tap between its first commit and this
  // effect must keep the section it opened.
  const wasOpen = useRef(open);
  useEffect(() => {
    if (wasOpen.current && !open) collapse();
    wasOpen.current = open;
  }, [open, collapse]);
  const { layerRef } = props;
  const setLayer = useCallback(
    (el: HTMLDivElement | null) => {
      layer.current = el;
      if (layerRef) layerRef.current = el;
    },
    [layer, layerRef],
  );
  // Modal like the dialogs: the page outside its layer (backdrop included) is inert while it is open.
  useFocusTrap(panel, { active: open, onEscape: close, inertOutside: layer, returnFocus: menuButton });
  return (
    <div className={open ? 'drawer-layer' : 'drawer-layer is-closed'} ref={setLayer} inert={!open}>
      <div className="drawer-backdrop" onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        className="drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        part="drawer"
        tabIndex={-1}
        // Escape from the moment it shows, before the trap (which then handles it) is set up; a
        // modal <dialog> opened from inside (the mobile settings) keeps its own Escape.
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !(event.target as Element).closest('dialog')) close();
        }}
      >
        <div className="drawer-head">
          <h2 id={titleId} className="drawer-title">
            {t('ui.menu')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('ui.closeMenu')} onClick={close} data-action="close-drawer">
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        </div>
        {props.visitor && (
          <div className="drawer-auth">
            {props.visitor.signupHref && (
              <a className="primary-button block" href={props.visitor.signupHref} data-action="signup">
                {t('auth.signup')}
              </a>
            )}
            <a className="secondary-button block" href={props.visitor.loginHref} data-action="login">
              {props.visitor.loginLabel}
            </a>
          </div>
        )}
        {props.rewardsHref && (
          <a className="rewards-card" href={props.rewardsHref} data-action="rewards-hub">
            <span className="rewards-title">{t('drawer.rewardsTitle')}</span>
            <span className="rewards-text">{t('drawer.rewardsText')}</span>
          </a>
        )}
        <nav aria-label={t('ui.mainNav')} className="drawer-nav">
          <ul>
            {items.map((item) => {
              if (item.children.length === 0) {
                return (
                  <li key={item.id} className={topItemClass(item, 'drawer-item')}>
                    <NavLink item={item} t={t} theme={theme} active={props.activePath(item.href)} />
                  </li>
                );
              }
              return (
                <DrawerSection
                  key={item.id}
                  item={item}
                  panels={props.panels ?? null}
                  t={t}
                  theme={theme}
                  activePath={props.activePath}
                  open={sections.open === item.id}
                  onToggle={() => sections.toggle(item.id)}
                />
              );
            })}
          </ul>
        </nav>
        {props.loggedIn && <OperationsMenu label={t('drawer.operations')} />}
        {props.settings}
        {props.demoTradeHref && (
          <a className="secondary-button block drawer-demo-trade" href={props.demoTradeHref} data-action="demo-trade">
            {t('ui.demoTrade')}
          </a>
        )}
        {props.downloadHref && (
          <a className="secondary-button block drawer-download" href={props.downloadHref} data-action="download">
            {t('download.button')}
          </a>
        )}
      </div>
    </div>
  );
}
