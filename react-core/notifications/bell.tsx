import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useChrome } from '../core/element/context';
import { useOwnStyles } from '../core/element/use-own-styles';
import { useTranslation } from '../core/i18n/use-translation';
import { NOTIFICATIONS_TEXTS } from './notifications.intl';
import { notificationStore, listenForSetDot, registerDotHost, setOpenPanel } from './notifications.store';
import { startUnreadPolling } from './unread';
import { useNotificationDot } from './use-notification-dot';
import { useNotificationUser } from './use-notification-user';
import bellCss from './bell.css?inline';

/**
 * The header's notification bell (spec §1 Message panel, §4 unread dot): a button with the
 * unread badge (99+ above 99) that opens the message panel. Only logged-in users see it; for
 * visitors it renders nothing and makes no herald request (spec §6). The panel, dayjs and
 * DOMPurify are one lazy chunk, fetched on first open (or when the pointer or focus reaches the
 * bell, so the open feels instant).
 */
const NotificationPanel = lazy(() => import('./panel'));

/** Starts fetching the panel's chunk (the header may call it early, e.g. on idle). */
export function preloadNotificationPanel(): Promise<unknown> {
  return import('./panel');
}

/** The bell's CSS, for a host that wants it in its own stylesheets; the bell also adopts it itself. */
export const BELL_CSS = bellCss;

/** The button and its panel, for a logged-in user (visitors load neither code nor texts). */
function BellButton({ panelId }: { panelId: string }) {
  const { t, ready } = useTranslation(NOTIFICATIONS_TEXTS);
  const { openPanel } = useSnapshot(notificationStore);
  const dot = useNotificationDot();
  const open = openPanel === panelId;
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(
    (returnFocus: boolean) => {
      if (notificationStore.openPanel === panelId) setOpenPanel(null);
      if (returnFocus) button.current?.focus();
    },
    [panelId],
  );
  // The panel goes with the button (logout, unmount).
  useEffect(() => () => close(false), [close]);

  if (!ready) return <span className="ntf-bell-reserve" aria-hidden="true" />;
  const label = !dot.show ? t('bell.label') : dot.count === null ? t('bell.labelNew') : t('bell.labelUnread', { count: dot.count });
  return (
    <span
      className="ntf-bell"
      onKeyDown={(event: KeyboardEvent<HTMLSpanElement>) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close(true);
      }}
    >
      <button
        ref={button} type="button" className="ntf-bell-button" part="notification-bell" aria-label={label}
        aria-haspopup="dialog" aria-expanded={open} aria-controls={loaded ? panelId : undefined}
        onPointerEnter={() => void preloadNotificationPanel()} onFocus={() => void preloadNotificationPanel()}
        onClick={() => {
          setLoaded(true);
          setOpenPanel(open ? null : panelId);
        }}
      >
        <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
          <path d="M10 2.5a5 5 0 0 0-5 5v3.2L3.6 13.6h12.8L15 10.7V7.5a5 5 0 0 0-5-5z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
          <path d="M8 16a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
        {dot.show && (
          <span className="ntf-badge" aria-hidden="true" data-badge={dot.text}>
            {dot.text}
          </span>
        )}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} open={open} onClose={close} anchor={button} />
        </Suspense>
      )}
    </span>
  );
}

/**
 * What the header renders (no props: it reads the element's context). Renders an empty wrapper
 * for visitors, under `hidden-notification`, and until login is known.
 */
export function NotificationBell() {
  const { options, host, isHidden } = useChrome();
  const base = options.apiBase;
  const who = useNotificationUser();
  const active = who === 'user' && !isHidden('notification');
  const panelId = `exch-ntf-${useId().replace(/[^\w-]/g, '')}`;
  // Always rendered (empty when inactive) so the stylesheet is adopted on mount.
  const wrapper = useOwnStyles<HTMLSpanElement>(bellCss);

  useEffect(() => {
    if (!active) return undefined;
    listenForSetDot();
    return startUnreadPolling(base);
  }, [active, base]);
  useEffect(() => (active ? registerDotHost(host) : undefined), [active, host]);

  return (
    <span ref={wrapper} className="ntf-bell-host">
      {active && <BellButton panelId={panelId} />}
    </span>
  );
}

export default NotificationBell;
