import { proxy, subscribe } from 'valtio/vanilla';
import { badgeText, sumUnread, type UnreadMap } from './unread.mappers';
import { dispatchChromeEvent } from '../core/element/events';
import { asBoolean, asNumber, isRecord } from '../core/util/coerce';
import { warnOnce } from '../core/util/warn';
import { registerReset } from '../core/util/resets';

/**
 * The page's notification state, shared by every element (the header's bell, `<exch-reminder>`):
 * unread counts per category and which panel is open. A read anywhere lowers the count
 * everywhere, because every view reads these fields.
 */
export interface NotificationState {
  /** category → unread count, from the unread poll, the tab list or a read. */
  counts: Record<string, number>;
  /** 'idle' before the first answer; 'error' after a failed poll (no dot, spec §8). */
  status: 'idle' | 'ready' | 'error';
  /** Set by the page's `exch-notification-set-dot`; cleared by the next answer from the server. */
  forced: { show: boolean; count: number | null } | null;
  /** Id of the open notification panel (one per page), or null. */
  openPanel: string | null;
}

export const notificationStore = proxy<NotificationState>({
  counts: {},
  status: 'idle',
  forced: null,
  openPanel: null,
});

export interface DotState {
  show: boolean;
  /** Unread total; null when a page set a dot without a number. */
  count: number | null;
  /** The badge text: '' (no number), '7', '99+'. */
  text: string;
}

/** What the dot shows for a state (a snapshot works too). */
export function dotState(state: Pick<NotificationState, 'counts' | 'forced'>): DotState {
  if (state.forced) {
    const { show, count } = state.forced;
    return { show, count, text: show && count !== null ? badgeText(count) : '' };
  }
  const count = sumUnread(state.counts);
  return { show: count > 0, count, text: badgeText(count) };
}

/** A full answer from the server (unread map or tab list) replaces the counts. */
export function setUnreadCounts(counts: UnreadMap): void {
  notificationStore.counts = { ...counts };
  notificationStore.status = 'ready';
  notificationStore.forced = null;
}

/** One category's count changed (a read: 0). */
export function setCategoryCount(code: string, count: number): void {
  notificationStore.counts[code] = count;
  notificationStore.status = 'ready';
  notificationStore.forced = null;
}

/** Spec §8: a failed unread poll shows no dot. */
export function setUnreadFailed(): void {
  notificationStore.counts = {};
  notificationStore.status = 'error';
  notificationStore.forced = null;
}

export function setOpenPanel(id: string | null): void {
  notificationStore.openPanel = id;
}

/**
 * Sets the dot directly, as the page's `exch-notification-set-dot` does: `{count}` shows that
 * number (0 hides the dot), `{shouldShow}` a dot without one. Invalid details are ignored with a warning. */
export function setNotificationDot(detail: unknown): void {
  const d = isRecord(detail) ? detail : {};
  const count = Math.floor(asNumber(d.count, NaN));
  const hasCount = Number.isFinite(count) && count >= 0;
  const show = typeof d.shouldShow === 'boolean' || d.shouldShow === 0 || d.shouldShow === 1 ? asBoolean(d.shouldShow) : undefined;
  if (!hasCount && show === undefined) {
    warnOnce('set-dot', `Ignoring exch-notification-set-dot: its detail needs a count (number >= 0) or shouldShow (boolean).`, detail);
    return;
  }
  notificationStore.forced = hasCount ? { show: count > 0 && show !== false, count } : { show: show ?? false, count: null };
}

let listening = false;
/** Listens (once per page) for the page's `exch-notification-set-dot` on window: dispatched anywhere, bubbling, it arrives. */
export function listenForSetDot(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('exch-notification-set-dot', (event) => setNotificationDot(event.detail));
}

const dotHosts: HTMLElement[] = [];
let lastSent: string | null = null;
let unsubscribe: (() => void) | null = null;

function sendDot(): void {
  if (notificationStore.status === 'idle' && !notificationStore.forced) return;
  const { show, count } = dotState(notificationStore);
  const key = `${show}|${count}`;
  if (key === lastSent) return;
  const host = dotHosts.find((h) => h.isConnected);
  if (!host) return;
  lastSent = key;
  dispatchChromeEvent(host, 'exch-notification-dot', { shouldShow: show, count });
}

/**
 * Elements that show notifications register here; when the dot changes, `exch-notification-dot` is dispatched
 * once per change, from the first registered element still in the page.
 */
export function registerDotHost(host: HTMLElement): () => void {
  dotHosts.push(host);
  unsubscribe ??= subscribe(notificationStore, sendDot, true);
  sendDot();
  return () => {
    const i = dotHosts.indexOf(host);
    if (i >= 0) dotHosts.splice(i, 1);
    if (dotHosts.length === 0) {
      unsubscribe?.();
      unsubscribe = null;
    }
  };
}

/** For tests: back to a fresh page. */
export function resetNotificationStore(): void {
  notificationStore.counts = {};
  notificationStore.status = 'idle';
  notificationStore.forced = null;
  notificationStore.openPanel = null;
  lastSent = null;
}

registerReset(resetNotificationStore);
