import { NOTIFICATIONS } from './notifications.data';
import type { UnreadMap } from './unread.mappers';

/**
 * The unread-dot schedule of spec §4, without React or the DOM (both come in through `env`), so
 * it runs under fake timers in unit tests:
 * - a refresh on start (mount) and on every window focus;
 * - the first poll after `firstPollDelayMs` of time the page was visible AND focused (the timer
 *   pauses while hidden or blurred);
 * - then a poll every `pollIntervalMs` while the page is visible (none while hidden; an overdue
 *   one runs as soon as the page is visible again).
 * Tabs share what they fetch (`share`): a poll finds a count another tab fetched recently
 * enough and uses it instead of asking the server, so N open tabs do not poll N times. The tab
 * that fetched last polls next; a tab that adopted another's count waits `followerGraceMs` longer
 * than the interval, so the fetching tab's news reaches it first (both waiting for the same
 * moment, both polled: requests that take time cross).
 */
export interface SharedUnread {
  counts: UnreadMap;
  /** When it was fetched (ms since epoch). */
  at: number;
}

/** What tabs share: the last count (any tab's) and news of later ones. */
export interface UnreadShare {
  read(): SharedUnread | null;
  publish(value: SharedUnread): void;
  subscribe(listener: (value: SharedUnread) => void): () => void;
}

export interface PollerEnv {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  isVisible(): boolean;
  hasFocus(): boolean;
  /** 'visibility' = visibilitychange; 'focus' and 'blur' of the window. Returns the unsubscribe. */
  on(event: 'visibility' | 'focus' | 'blur', listener: () => void): () => void;
}

export type RefreshReason = 'mount' | 'focus' | 'first' | 'interval';

export interface PollerOptions {
  // From the caller
  /** Asks the server; null means it failed. Must not throw (it is caught anyway). */
  fetchCounts: () => Promise<UnreadMap | null>;
  /** Every new count: fetched here (null on failure) or shared by another tab. */
  onCounts: (counts: UnreadMap | null, source: 'fetch' | 'shared') => void;
  share?: UnreadShare;
  firstPollDelayMs?: number;
  pollIntervalMs?: number;
  minRefreshGapMs?: number;
  /** How much later than the interval a tab that adopted another tab's count polls. */
  followerGraceMs?: number;
  // From the adapter
  env: PollerEnv;
}

export interface UnreadPoller {
  start(): void;
  stop(): void;
  refresh(reason: RefreshReason): Promise<void>;
  /**
   * This tab fetched the counts some other way (the panel's tab list) and shared them: the next
   * poll is an interval after it, and this tab leads (the others adopt it and wait their grace).
   */
  noteFetched(at: number): void;
}

export function createUnreadPoller(options: PollerOptions): UnreadPoller {
  const { env, share } = options;
  const firstDelay = options.firstPollDelayMs ?? NOTIFICATIONS.firstPollDelayMs;
  const interval = options.pollIntervalMs ?? NOTIFICATIONS.pollIntervalMs;
  const minGap = options.minRefreshGapMs ?? NOTIFICATIONS.minRefreshGapMs;
  const grace = options.followerGraceMs ?? NOTIFICATIONS.followerGraceMs;

  let running = false;
  let phase: 'first' | 'interval' = 'first';
  let firstRemaining = firstDelay;
  let firstStartedAt = 0;
  let timer: unknown = null;
  /** When the newest count we hold was fetched (by us or another tab). */
  /** When our own last fetch started, and when the newest count we hold was fetched (by any tab). */
  let lastFetchAt = -Infinity;
  let lastInfoAt = -Infinity;
  /** Whether the newest count we hold is another tab's (then we poll `grace` later than it). */
  let following = false;
  let inflight: Promise<void> | null = null;
  const offs: (() => void)[] = [];

  const clear = () => {
    if (timer !== null) env.clearTimeout(timer);
    timer = null;
  };

  function pauseFirst(): void {
    if (phase !== 'first' || timer === null) return;
    clear();
    firstRemaining = Math.max(0, firstRemaining - (env.now() - firstStartedAt));
  }

  function schedule(): void {
    if (!running) return;
    if (phase === 'first') {
      if (timer !== null || !env.isVisible() || !env.hasFocus()) return;
      firstStartedAt = env.now();
      timer = env.setTimeout(() => {
        timer = null;
        phase = 'interval';
        void refresh('first').finally(schedule);
      }, firstRemaining);
      return;
    }
    clear();
    if (!env.isVisible()) return;
    const due = Math.max(0, interval + (following ? grace : 0) - (env.now() - lastInfoAt));
    timer = env.setTimeout(() => {
      timer = null;
      void refresh('interval').finally(schedule);
    }, due);
  }

  function adopt(value: SharedUnread): void {
    if (value.at >= lastInfoAt) following = true;
    lastInfoAt = Math.max(lastInfoAt, value.at);
    options.onCounts(value.counts, 'shared');
  }

  function refresh(reason: RefreshReason): Promise<void> {
    if (!running) return Promise.resolve();
    const now = env.now();
    // What another tab fetched after our own last fetch (our own publication is not news).
    const stored = share?.read();
    const other = stored && stored.at > lastFetchAt ? stored : null;
    if (reason === 'mount' || reason === 'focus') {
      // A refresh is skipped when any tab (this one included) fetched a moment ago.
      if (now - Math.max(lastFetchAt, other?.at ?? -Infinity) < minGap) {
        if (other) adopt(other);
        return inflight ?? Promise.resolve();
      }
    } else if (other && now - other.at < (reason === 'interval' ? interval : firstDelay) + (reason === 'interval' && following ? grace : 0)) {
      // A scheduled poll is skipped when another tab fetched within the wait before it.
      adopt(other);
      return Promise.resolve();
    }
    if (inflight) return inflight;
    lastFetchAt = now;
    inflight = (async () => {
      let counts: UnreadMap | null = null;
      try {
        counts = await options.fetchCounts();
      } catch {
        counts = null;
      }
      if (now >= lastInfoAt) following = false;
      lastInfoAt = Math.max(lastInfoAt, now);
      if (!running) return;
      options.onCounts(counts, 'fetch');
      if (counts) share?.publish({ counts, at: now });
    })().finally(() => {
      inflight = null;
    });
    return inflight;
  }

  return {
    start() {
      if (running) return;
      running = true;
      offs.push(
        env.on('visibility', () => {
          if (env.isVisible()) schedule();
          else if (phase === 'first') pauseFirst();
          else clear();
        }),
        env.on('focus', () => {
          void refresh('focus');
          schedule();
        }),
        env.on('blur', pauseFirst),
      );
      if (share) {
        offs.push(
          share.subscribe((value) => {
            adopt(value);
            // Another tab just fetched: our next interval poll moves back accordingly.
            if (phase === 'interval') schedule();
          }),
        );
      }
      void refresh('mount');
      schedule();
    },
    stop() {
      running = false;
      clear();
      for (const off of offs.splice(0)) off();
      phase = 'first';
      firstRemaining = firstDelay;
    },
    refresh,
    noteFetched(at) {
      if (!running) return;
      lastFetchAt = Math.max(lastFetchAt, at);
      if (at >= lastInfoAt) following = false;
      lastInfoAt = Math.max(lastInfoAt, at);
      if (phase === 'interval') schedule();
    },
  };
}
