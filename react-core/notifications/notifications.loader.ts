import { prefs } from '../core/store/prefs';
import { onSessionEnd, session } from '../core/store/session';
import { createFeed, type Feed } from './feed';
import { createFeedApi } from './feed-api';
import { noteCounts, noteRead } from './unread';
import type { ReminderTab } from './notifications.mappers';
import { registerReset } from '../core/util/resets';

/**
 * Feeds wired to the page: their tab lists and reads update the shared unread counts (and the
 * other tabs of the browser). Lives in the lazy chunks (the panel, the full page).
 */
export function countsFromTabs(tabs: readonly ReminderTab[]): Record<string, number> {
  return Object.fromEntries(tabs.map((tab) => [tab.code, tab.unreadNum]));
}

export function createPageFeed(base: string, pageSize?: number): Feed {
  return createFeed({
    api: createFeedApi(base, () => prefs.lang),
    pageSize,
    onTabs: (tabs) => noteCounts(base, countsFromTabs(tabs)),
    onRead: (code) => noteRead(base, code),
  });
}

const panelFeeds = new Map<string, Feed>();

/** The header panel's feed: one per api base and user, kept while the page lives (re-opening shows it at once). */
export function panelFeed(base: string): Feed {
  const key = `${base}|${session.user.uid}`;
  let feed = panelFeeds.get(key);
  if (!feed) {
    feed = createPageFeed(base);
    panelFeeds.set(key, feed);
  }
  return feed;
}

/** For tests: forget the panel's lists. */
export function resetPanelFeeds(): void {
  panelFeeds.clear();
}

registerReset(resetPanelFeeds);
// The user's lists go with their session.
onSessionEnd(resetPanelFeeds);
