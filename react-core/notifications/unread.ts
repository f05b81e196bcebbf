import { fetchMapped } from '../core/api/client';
import { prefs } from '../core/store/prefs';
import { onSessionEnd, session } from '../core/store/session';
import { mapUnreadMap, type UnreadMap } from './unread.mappers';
import { createUnreadPoller, type PollerEnv, type UnreadPoller } from './unread-poller';
import { createUnreadShare } from './unread-share';
import { setCategoryCount, setUnreadCounts, setUnreadFailed, notificationStore } from './notifications.store';
import * as NOTIFICATION_PATHS from '../core/api/notification-paths';
import { registerReset } from '../core/util/resets';

/**
 * The page's one unread poller, started by the first element that shows the dot and stopped when
 * the last one goes. Only logged-in users get here: visitors make no herald request (spec §6).
 */
const browserEnv: PollerEnv = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (id) => window.clearTimeout(id as number),
  isVisible: () => document.visibilityState !== 'hidden',
  hasFocus: () => document.hasFocus(),
  on(event, listener) {
    const target: EventTarget = event === 'visibility' ? document : window;
    const name = event === 'visibility' ? 'visibilitychange' : event;
    target.addEventListener(name, listener);
    return () => target.removeEventListener(name, listener);
  },
};

let share: ReturnType<typeof createUnreadShare> | null = null;
let shareScope = '';
let poller: UnreadPoller | null = null;
let users = 0;
let warned = false;

/** Tabs of the same site, api base and user share one count. */
function shareFor(base: string): ReturnType<typeof createUnreadShare> {
  const scope = `${base || location.origin}|${session.user.uid}`;
  if (!share || shareScope !== scope) {
    share?.close();
    share = createUnreadShare(scope);
    shareScope = scope;
  }
  return share;
}

async function fetchCounts(base: string): Promise<UnreadMap | null> {
  const { value, failure } = await fetchMapped(NOTIFICATION_PATHS.unreadCount, mapUnreadMap, null, { base, appLang: prefs.lang });
  if (value) {
    warned = false;
    return value;
  }
  // Spec §8: logged as a warning (once per run of failures), and no dot.
  if (!warned) console.warn(`[exch-chrome] could not load the unread notification count: ${failure?.message ?? 'unknown error'}`);
  warned = true;
  return null;
}

/** Starts the page's poller (reference counted); returns the stop for this user of it. */
export function startUnreadPolling(base: string): () => void {
  users += 1;
  if (!poller) {
    poller = createUnreadPoller({
      env: browserEnv,
      share: shareFor(base),
      fetchCounts: () => fetchCounts(base),
      onCounts: (counts) => (counts ? setUnreadCounts(counts) : setUnreadFailed()),
    });
    poller.start();
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    users -= 1;
    // Stop only if nobody took it up again in this task: a remount (React StrictMode, an element
    // moved in the DOM) keeps the poller and its schedule instead of refreshing twice.
    queueMicrotask(() => {
      if (users > 0) return;
      poller?.stop();
      poller = null;
    });
  };
}

/** Counts the server just gave (the tab list): shown everywhere, and told to the other tabs. */
export function noteCounts(base: string, counts: UnreadMap): void {
  const at = Date.now();
  setUnreadCounts(counts);
  shareFor(base).publish({ counts, at });
  poller?.noteFetched(at);
}

/** A category was marked read: its count drops to 0 here and in the other tabs. */
export function noteRead(base: string, code: string): void {
  const complete = notificationStore.status === 'ready';
  setCategoryCount(code, 0);
  // Other tabs replace their counts with what we send: send only a complete map (the tab list
  // or a poll came first, as it always does before a read); otherwise their next poll tells them.
  if (complete) shareFor(base).publish({ counts: { ...notificationStore.counts }, at: Date.now() });
}

/** For tests: stop polling and forget the share. */
export function resetUnreadPolling(): void {
  poller?.stop();
  poller = null;
  users = 0;
  warned = false;
  share?.close();
  share = null;
  shareScope = '';
}

registerReset(resetUnreadPolling);

/**
 * A session ended: the user's counts go (from this page and from what the tabs share), and the
 * poller, started by the bell, stops as the bell goes with the account.
 */
onSessionEnd((uid) => {
  if (shareScope.endsWith(`|${uid}`)) share?.forget();
  setUnreadCounts({});
});
