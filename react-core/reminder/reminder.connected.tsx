import { useCallback, useEffect, useMemo } from 'react';
import { useRetryWhenOnline } from '../core/api/use-retry-when-online';
import { useSnapshot } from 'valtio';
import { useChrome, useMarkReady } from '../core/element/context';
import { useOwnStyles } from '../core/element/use-own-styles';
import { useTranslation } from '../core/i18n/use-translation.connected';
import { BREAKPOINTS } from '../core/layout/breakpoints';
import { useMediaQuery } from '../core/layout/use-media-query';
import { withLanguage, withSitePrefix } from '../core/routes/links';
import * as ROUTES from '../core/routes/routes';
import { NOTIFICATIONS_TEXTS } from '../notifications/notifications.intl';
import { REMINDER_TEXTS } from './reminder.intl';
import { listenForSetDot, notificationStore, registerDotHost } from '../notifications/notifications.store';
import { createPageFeed } from '../notifications/notifications.loader';
import { useNotificationUser } from '../notifications/use-notification-user.connected';
import type { FeedList } from '../notifications/feed';
import { ReminderView } from './reminder';
import messagesCss from '../notifications/messages.css?inline';
import reminderCss from './reminder.css?inline';

/**
 * `<exch-reminder>`'s view (a lazy chunk): the logged-in user's notifications by category, the
 * `sidebar` query parameter choosing the first category shown (and following the user's choice,
 * so a reload or a shared link keeps it). Visitors get a login prompt and no herald request.
 */
const REMINDER_CSS = messagesCss + reminderCss;
export const SIDEBAR_PARAM = 'sidebar';

function readSidebar(): string | null {
  try {
    return new URLSearchParams(location.search).get(SIDEBAR_PARAM);
  } catch {
    return null;
  }
}

function writeSidebar(code: string): void {
  try {
    const url = new URL(location.href);
    if (url.searchParams.get(SIDEBAR_PARAM) === code) return;
    url.searchParams.set(SIDEBAR_PARAM, code);
    history.replaceState(history.state, '', url);
  } catch {
    /* a sandboxed frame may refuse: the choice still shows */
  }
}

function ReminderFeedView() {
  const { options, sitePrefix } = useChrome();
  const base = options.apiBase;
  const { t, lang } = useTranslation(REMINDER_TEXTS);
  const messages = useTranslation(NOTIFICATIONS_TEXTS);
  const feed = useMemo(() => createPageFeed(base), [base]);
  const snap = useSnapshot(feed.state);
  const { counts } = useSnapshot(notificationStore);
  const compact = useMediaQuery(BREAKPOINTS.reminderPhone);
  useEffect(() => {
    void feed.start(readSidebar());
  }, [feed]);
  // Tab names come translated from the server: a language change reloads them.
  useEffect(() => {
    if (feed.state.tabs.status === 'ready') void feed.refresh();
  }, [feed, lang]);

  const selected = snap.selected;
  const failed = snap.tabs.failed || (selected !== null && snap.lists[selected]?.failed === true);
  const retry = useCallback(() => void feed.refresh(), [feed]);
  useRetryWhenOnline(failed, retry);
  // A failed "load more" is asked again when the browser is back online.
  const loadMore = useCallback(() => void feed.loadMore(), [feed]);
  useRetryWhenOnline(selected !== null && snap.lists[selected]?.moreFailed === true, loadMore);
  return (
    <ReminderView
      t={t}
      messagesT={messages.t}
      lang={lang}
      sitePrefix={sitePrefix}
      compact={compact}
      selected={selected}
      tabsStatus={snap.tabs.status}
      tabsFailed={snap.tabs.failed}
      onRetry={retry}
      tabs={snap.tabs.list.map((tab) => ({ code: tab.code, name: tab.name, unread: counts[tab.code] ?? tab.unreadNum }))}
      list={selected === null ? undefined : (snap.lists[selected] as FeedList | undefined)}
      onSelect={(code) => {
        writeSidebar(code);
        void feed.select(code);
      }}
      onLoadMore={loadMore}
    />
  );
}

export default function ReminderConnected() {
  const { host, sitePrefix } = useChrome();
  const { t, lang, ready } = useTranslation(REMINDER_TEXTS);
  const who = useNotificationUser();
  const root = useOwnStyles<HTMLDivElement>(REMINDER_CSS);
  useEffect(() => {
    if (who !== 'user') return undefined;
    listenForSetDot();
    return registerDotHost(host);
  }, [who, host]);
  // The page's frame (title, login prompt or sidebar space) is its first useful paint.
  useMarkReady(ready && who !== 'pending');

  if (!ready || who === 'pending') return <div ref={root} className="ntf-page ntf-page-reserve" aria-hidden="true" />;
  if (who === 'visitor') {
    return (
      <div ref={root} className="ntf-page" part="reminder">
        <h2 className="ntf-page-title">{t('title')}</h2>
        <p className="ntf-page-login">
          {t('loginPrompt')} <a href={withSitePrefix(withLanguage(lang, ROUTES.login()), sitePrefix)}>{t('login')}</a>
        </p>
      </div>
    );
  }
  return (
    <div ref={root} className="ntf-page" part="reminder">
      <ReminderFeedView />
    </div>
  );
}
