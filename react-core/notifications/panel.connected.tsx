import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useRetryWhenOnline } from '../core/api/use-retry-when-online';
import { useSnapshot } from 'valtio';
import { useChrome } from '../core/element/context';
import { useOwnStyles } from '../core/element/use-own-styles';
import { useTranslation } from '../core/i18n/use-translation.connected';
import { withLanguage, withSitePrefix } from '../core/routes/links';
import * as ROUTES from '../core/routes/routes';
import { NOTIFICATIONS_TEXTS } from './notifications.intl';
import { PANEL_CLOSED_CLASS, SUPPORTS_POPOVER, placeUnderBell, showPanelNow } from './panel-placement';
import { afterNextPaint } from '../core/layout/after-next-paint';
import { notificationStore } from './notifications.store';
import { panelFeed } from './notifications.loader';
import { CategoryTabs } from './category-tabs';
import { MessageList } from './message-list';
import { IDLE_FEED_STATE, noTabList, type Feed, type FeedList } from './feed';
import { session } from '../core/store/session';
import messagesCss from './messages.css?inline';
import panelCss from './panel.css?inline';

/**
 * The message panel (lazy chunk): a labelled, non-modal dialog under the bell with the category
 * tabs and the list (spec §4 Reminder panel, §9: 400 px wide, list 318 px high). It is a manual
 * popover in the top layer where the browser has them (so no header overflow or stacking context
 * can clip it), placed under the bell; elsewhere it is positioned under the bell in the flow.
 * Focus moves in on open; Escape (handled by the bell) closes it and returns focus to the bell;
 * a click or focus outside closes it.
 */
const PANEL_CSS = messagesCss + panelCss;

export interface NotificationPanelProps {
  id: string;
  open: boolean;
  /** Close; `returnFocus` moves focus back to the bell. */
  onClose: (returnFocus: boolean) => void;
  anchor: RefObject<HTMLElement | null>;
}

/** Shows/hides the popover with the open state and keeps it under the bell as the page scrolls or resizes. */
function usePlacement(panel: RefObject<HTMLDivElement | null>, anchor: RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const el = panel.current;
    if (!el || !showPanelNow(el, anchor.current, open) || !open) return undefined;
    let frame = 0;
    const place = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => placeUnderBell(el, anchor.current));
    };
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
  }, [panel, anchor, open]);
}

export default function NotificationPanel({ id, open, onClose, anchor }: NotificationPanelProps) {
  const { options, sitePrefix } = useChrome();
  const base = options.apiBase;
  const { t, lang } = useTranslation(NOTIFICATIONS_TEXTS);
  // The feed outlives the panel (re-opening shows the lists at once): looked up, or created and
  // kept, from an effect, never while rendering.
  const [feed, setFeed] = useState<Feed | null>(null);
  const uid = useSnapshot(session).user.uid;
  useEffect(() => setFeed(panelFeed(base)), [base, uid]);
  const snap = useSnapshot(feed?.state ?? IDLE_FEED_STATE);
  const { counts } = useSnapshot(notificationStore);
  const panel = useOwnStyles<HTMLDivElement>(PANEL_CSS);
  const list = useRef<HTMLDivElement>(null);
  usePlacement(panel, anchor, open);

  // Every open refreshes the tabs and the list timestamp (the first one loads them); so does a
  // language change while open (tab names are translated by the server). After the frame that
  // shows the panel (with the lists it has): starting the requests cost a phone's tap at 4x CPU
  // about 7 ms before that frame.
  useEffect(() => {
    if (!open || !feed) return undefined;
    return afterNextPaint(() => void feed.refresh());
  }, [open, feed, lang]);

  // Focus moves in on open: to the selected tab, or to the dialog until the tabs arrive.
  const hasTabs = snap.tabs.list.length > 0;
  useEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    const root = el.getRootNode() as Document | ShadowRoot;
    if (root.activeElement === anchor.current || root.activeElement === el || !el.contains(root.activeElement)) {
      (el.querySelector<HTMLElement>('[role="tab"][tabindex="0"]') ?? el).focus({ preventScroll: true });
    }
  }, [open, hasTabs, anchor, panel]);

  // A click or focus outside the panel and the bell closes it (events are composed: the page's too).
  useEffect(() => {
    if (!open) return undefined;
    const outside = (event: Event) => {
      const path = event.composedPath();
      if (panel.current && !path.includes(panel.current) && !(anchor.current && path.includes(anchor.current))) onClose(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open, onClose, anchor, panel]);

  const tabs = snap.tabs.list.map((tab) => ({ code: tab.code, name: tab.name, unread: counts[tab.code] ?? tab.unreadNum }));
  const selected = snap.selected;
  const current = selected === null ? (snap.tabs.status === 'ready' ? noTabList(snap.tabs.failed) : undefined) : snap.lists[selected];
  const failed = Boolean(current?.failed) && (current?.items.length ?? 0) === 0;
  const retry = useCallback(() => void feed?.refresh(), [feed]);
  useRetryWhenOnline(open && failed, retry);
  // A failed "load more" is asked again when the browser is back online.
  const loadMore = useCallback(() => void feed?.loadMore(), [feed]);
  useRetryWhenOnline(open && Boolean(current?.moreFailed), loadMore);
  const tabId = (code: string) => `${id}-tab-${code}`;
  const listId = `${id}-list`;

  return (
    <div
      ref={panel}
      id={id}
      className={open ? 'ntf-panel' : `ntf-panel ${PANEL_CLOSED_CLASS}`}
      role="dialog"
      aria-labelledby={`${id}-title`}
      tabIndex={-1}
      part="notification-panel"
      popover={SUPPORTS_POPOVER ? 'manual' : undefined}
      hidden={!SUPPORTS_POPOVER && !open}
      inert={!open}
    >
      <div className="ntf-panel-head">
        <h2 id={`${id}-title`} className="ntf-panel-title">
          {t('panel.title')}
        </h2>
        <a
          className="ntf-view-all"
          data-track="notification-view-all"
          href={withSitePrefix(withLanguage(lang, ROUTES.reminder(selected ?? undefined)), sitePrefix)}
        >
          {t('panel.viewAll')}
        </a>
      </div>
      {hasTabs && (
        <CategoryTabs
          tabs={tabs}
          selected={selected}
          onSelect={(code) => void feed?.select(code)}
          label={t('panel.categories')}
          orientation="horizontal"
          tabId={tabId}
          panelId={listId}
          t={t}
        />
      )}
      <div
        ref={list}
        id={listId}
        className="ntf-panel-list"
        {...(hasTabs && selected ? { role: 'tabpanel', 'aria-labelledby': tabId(selected), tabIndex: 0 } : {})}
      >
        <MessageList list={current as FeedList | undefined} lang={lang} sitePrefix={sitePrefix} t={t} scrollRoot={list} onLoadMore={loadMore} onRetry={retry} />
      </div>
    </div>
  );
}
