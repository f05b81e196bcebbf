import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { NavItem, NavPanels } from './header.types';
import type { Theme } from '../core/store/prefs';
import { MainNav } from './nav/nav';
import { useDismiss } from '../core/a11y/use-disclosure';
import { useVisibleWhenIdle } from '../core/layout/use-deferred';
import type { Translator } from '../core/i18n/catalogs';
import type { HeaderKey } from './header.intl';
import { LogoMark } from '../core/brand/logo';
import { VISITOR_ONLY_ATTRIBUTE } from '../core/element/visitor-only';

const QrCode = lazy(() => import('../core/qr/qr-code'));

export interface HeaderViewProps {
  t: Translator<HeaderKey>;
  theme: Theme;
  homeHref: string;
  items: readonly NavItem[];
  activeId: string | null;
  activePath: (href: string | null) => boolean;
  /** Panels some dropdowns hold beside their links (the market panels); none by default. */
  navPanels?: NavPanels | null;
  /**
   * Below 992 px the nav lives in the drawer. Null where the width is unknown (server render,
   * hydration): both layouts are rendered and header.css's media queries show the right one.
   */
  compact: boolean | null;
  testnet: { liveTradingHref: string } | null;
  demoTradeHref: string | null;
  visitor: { loginHref: string; loginLabel: string; signupHref: string | null } | null;
  download: { href: string; url: string } | null;
  /** The logged-in area (wallet, orders, deposit, personal centre), built by the container. */
  account: ReactNode;
  /** Slots for the features of later issues (search, settings, notifications). */
  tools: ReactNode;
  onOpenDrawer: (() => void) | null;
  drawerOpen: boolean;
}

function Logo({ href, label }: { href: string; label: string }) {
  return (
    <a className="logo" href={href} aria-label={label} part="logo">
      <LogoMark />
    </a>
  );
}

/** Download icon with the QR code in a hover/focus popover (the encoder loads when idle). */
function DownloadButton({ t, href, url }: { t: Translator<HeaderKey>; href: string; url: string }) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const load = useVisibleWhenIdle(box, open);
  useDismiss(open, box, () => setOpen(false));
  return (
    <div className="download" ref={box} onMouseEnter={() => setOpen(true)} onMouseLeave={() => setOpen(false)} onFocus={() => setOpen(true)}>
      <a className="icon-button" href={href} aria-label={t('download.title')} data-action="download">
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <rect x="5" y="2" width="10" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 15h4" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </a>
      {open && (
        <div className="popover download-popover" role="group" aria-label={t('download.title')}>
          <p className="popover-title">{t('download.title')}</p>
          {load ? (
            <Suspense fallback={<div className="qr-slot" />}>
              <QrCode value={url} label={t('download.qrLabel')} />
            </Suspense>
          ) : (
            <div className="qr-slot" />
          )}
          <p className="popover-hint">{t('download.scan')}</p>
        </div>
      )}
    </div>
  );
}

export function HeaderView(props: HeaderViewProps) {
  const { t, compact, visitor, testnet } = props;
  return (
    <header className={`header${compact ? ' is-compact' : compact === null ? ' is-responsive' : ''}`} aria-label={t('ui.headerLabel')} part="header">
      <div className="bar">
        {compact !== false && props.onOpenDrawer && (
          <button
            type="button"
            className="icon-button hamburger"
            aria-label={t('ui.openMenu')}
            aria-expanded={props.drawerOpen}
            aria-haspopup="dialog"
            onClick={props.onOpenDrawer}
            data-action="drawer"
          >
            <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="1.6" />
            </svg>
          </button>
        )}
        <Logo href={props.homeHref} label={t('ui.home')} />
        {testnet && <span className="badge testnet-badge">{t('testnet.badge')}</span>}
        {props.demoTradeHref && (
          <a className="badge demo-badge" href={props.demoTradeHref} data-action="demo-trade">
            {t('ui.demoTrade')}
          </a>
        )}
        {compact !== true && (
          <MainNav items={props.items} panels={props.navPanels} t={t} theme={props.theme} activeId={props.activeId} activePath={props.activePath} />
        )}
        <div className="end">
          {testnet && (
            <a className="text-button" href={testnet.liveTradingHref} data-action="live-trading">
              {t('testnet.liveTrading')}
            </a>
          )}
          {visitor && (
            <div className="auth" {...{ [VISITOR_ONLY_ATTRIBUTE]: '' }}>
              <a className="text-button" href={visitor.loginHref} data-action="login">
                {visitor.loginLabel}
              </a>
              {visitor.signupHref && (
                <a className="primary-button" href={visitor.signupHref} data-action="signup">
                  {t('auth.signup')}
                </a>
              )}
            </div>
          )}
          {props.account}
          {props.download && compact !== true && <DownloadButton t={t} href={props.download.href} url={props.download.url} />}
          {props.tools}
        </div>
      </div>
    </header>
  );
}
