import { useCallback, useEffect, useId } from 'react';
import { useChrome } from '../core/element/context';
import { useOwnStyles } from '../core/element/use-own-styles';
import { useTranslation } from '../core/i18n/use-translation.connected';
import { NOTIFICATIONS_TEXTS } from './notifications.intl';
import { loadCatalog } from '../core/i18n/catalogs';
import { prefs } from '../core/store/prefs';
import { listenForSetDot, registerDotHost } from './notifications.store';
import { startUnreadPolling } from './unread';
import { useNotificationDot } from './use-notification-dot.connected';
import { useNotificationUser } from './use-notification-user.connected';
import { useBell } from './use-bell.connected';
import { BellView } from './bell';
import bellCss from './bell.css?inline';
import { loadable } from '../core/element/loadable';
import { useIdlePreload } from '../core/layout/use-idle-preload';

/**
 * The header's notification bell (spec §1 Message panel, §4 unread dot): a button with the
 * unread badge (99+ above 99) that opens the message panel. Only logged-in users see it; for
 * visitors it renders nothing and makes no herald request (spec §6). The panel is one
 * lazy chunk, fetched on first open (or when the pointer or focus reaches the
 * bell, so the open feels instant).
 */
const NotificationPanel = loadable(() => import('./panel.connected'));

/** Starts fetching the panel's chunk (on pointer or focus intent, and as soon as this chunk runs). */
export const preloadNotificationPanel = NotificationPanel.preload;

// This chunk itself is fetched at idle after the first paint (the header's idle preload) or with
// the bell: the panel's code follows it at once. Asked for from the bell's render at a second
// idle period, it was still on its way on a busy phone at 150 ms round trips when the user first
// tapped the menu (the bench saw it fetched during that tap in 2 of 4 loads).
// The bell's texts likewise, beside its code instead of after its first render: that render's
// request landed in the user's first tap at 150 ms round trips (the bench's drawer, 1 of 4 loads).
if (typeof window !== 'undefined') {
  preloadNotificationPanel().catch(() => {});
  loadCatalog(NOTIFICATIONS_TEXTS.name, prefs.lang).catch(() => {});
}

/** The bell's CSS, for a host that wants it in its own stylesheets; the bell also adopts it itself. */
export const BELL_CSS = bellCss;

/** The button and its panel, for a logged-in user (visitors load neither code nor texts). */
function BellConnected({ panelId }: { panelId: string }) {
  const { t, ready } = useTranslation(NOTIFICATIONS_TEXTS);
  const dot = useNotificationDot();
  const bell = useBell(panelId);
  // The panel's code at idle, then the panel rendered closed, so the first open (a tap at 4x
  // CPU) opens it instead of rendering it (as the personal centre and the drawer do).
  const { prerender } = bell;
  useIdlePreload(
    true,
    useCallback(() => preloadNotificationPanel().then(prerender), [prerender]),
  );
  if (!ready) return <span className="ntf-bell-reserve" aria-hidden="true" />;
  const label = !dot.show ? t('bell.label') : dot.count === null ? t('bell.labelNew') : t('bell.labelUnread', { count: dot.count });
  return (
    <BellView
      label={label}
      badge={dot.show ? dot.text : null}
      open={bell.open}
      controls={bell.loaded ? panelId : undefined}
      button={bell.button}
      onClick={bell.toggle}
      onIntent={() => void preloadNotificationPanel()}
      onKeyDown={bell.onKeyDown}
    >
      {bell.loaded && <NotificationPanel id={panelId} open={bell.open} onClose={bell.close} anchor={bell.button} />}
    </BellView>
  );
}

/**
 * What the header renders (no props: it reads the element's context): the bell for a logged-in
 * user; an empty wrapper for visitors, under `hidden-notification`, and until login is known.
 * It starts the page's unread polling and registers its element for the dot event.
 */
function NotificationBell() {
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
      {active && <BellConnected panelId={panelId} />}
      {/* While the session is on its way the bell's box stays reserved, as the header's fallback
          reserved it, so the tools beside it do not move twice. */}
      {who === 'pending' && !isHidden('notification') && <span className="ntf-bell-reserve" aria-hidden="true" />}
    </span>
  );
}

export default NotificationBell;
