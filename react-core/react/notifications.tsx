import { lazy } from 'react';
import baseCss from '../core/element/base.css?inline';
import { ShadowHost, type ChromeProps } from './shadow-host';

const AnnouncementConnected = lazy(() => import('../announcement/announcement.connected'));
const ReminderConnected = lazy(() => import('../reminder/reminder.connected'));
const STYLES = [baseCss];

type Handler = ((e: CustomEvent) => void) | undefined;

export interface ExchAnnouncementProps extends ChromeProps {
  /** `index` or `wallet`; default from the current path. */
  page?: 'index' | 'wallet';
  onDismiss?: (event: CustomEvent<{ contentId: string; page: string }>) => void;
}

/** The site-notice bar as a React component (same view as `<exch-announcement>`). */
export function ExchAnnouncement({ page, onDismiss, ...props }: ExchAnnouncementProps) {
  return (
    <ShadowHost
      name="announcement" View={AnnouncementConnected} styles={STYLES} props={props}
      extraRaw={{ page: page ?? null }} events={{ 'exch-announcement-dismiss': onDismiss as Handler }}
    />
  );
}

export interface ExchReminderProps extends ChromeProps {
  onNotificationDot?: (event: CustomEvent<{ shouldShow: boolean; count: number | null }>) => void;
}

/** The full notification page as a React component (same view as `<exch-reminder>`). */
export function ExchReminder({ onNotificationDot, ...props }: ExchReminderProps) {
  return (
    <ShadowHost
      name="reminder" View={ReminderConnected} styles={STYLES} props={props}
      events={{ 'exch-notification-dot': onNotificationDot as Handler }}
    />
  );
}
