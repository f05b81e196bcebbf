import { lazy } from 'react';
import baseCss from '../core/element/base.css?inline';
import { ShadowHost, type ChromeProps } from './shadow-host';

const HeaderConnected = lazy(() => import('../header/header.connected'));
const STYLES = [baseCss];

export interface ExchHeaderProps extends ChromeProps {
  /** Page-provided menu in the server's shape; wins over the fetched one when valid. */
  menu?: unknown;
  /** Spec §2 logged-out redirect rule (see the README). */
  visitorRedirect?: unknown;
  /** Shows the optional chat-room entry for logged-in users. */
  chatRoom?: boolean;
  /** `exch-logout` (cancelable: preventDefault() keeps the page; route to `detail.href` yourself). */
  onLogout?: (event: CustomEvent<{ scope: 'all' | 'this'; href: string }>) => void;
  onVisitorRedirect?: (event: CustomEvent<{ href: string }>) => void;
  onSwitchAccount?: (event: CustomEvent<{ uid: string }>) => void;
  onNotificationDot?: (event: CustomEvent<{ shouldShow: boolean; count: number | null }>) => void;
}

type Handler = ((e: CustomEvent) => void) | undefined;

/** The header as a React component (same views and store as `<exch-header>`). */
export function ExchHeader({ menu, visitorRedirect, chatRoom, onLogout, onVisitorRedirect, onSwitchAccount, onNotificationDot, ...props }: ExchHeaderProps) {
  return (
    <ShadowHost
      name="header" View={HeaderConnected} styles={STYLES} props={props} objectProps={{ menu, visitorRedirect }}
      extraRaw={{ chatRoom: chatRoom ? '' : null }}
      events={{
        'exch-logout': onLogout as Handler,
        'exch-visitor-redirect': onVisitorRedirect as Handler,
        'exch-switch-account': onSwitchAccount as Handler,
        'exch-notification-dot': onNotificationDot as Handler,
      }}
    />
  );
}
