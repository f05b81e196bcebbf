import { mapUnreadMap } from './unread.mappers';
import { readStoredJson, removeStored, writeStored } from '../core/util/storage';
import { asNumber, isRecord } from '../core/util/coerce';
import type { SharedUnread, UnreadShare } from './unread-poller';
import { STORAGE_KEY } from '../core/util/storage-keys';

/**
 * Shares the unread count between the open tabs of a site: the last value is kept in
 * localStorage (so a tab can see what another fetched a minute ago) and news is broadcast on a
 * BroadcastChannel (or, without one, seen through `storage` events). Either may be missing or
 * broken (private mode, a full quota): the share then degrades to this tab alone.
 */

export function parseShared(value: unknown): SharedUnread | null {
  if (!isRecord(value)) return null;
  const counts = mapUnreadMap(value.counts);
  const at = asNumber(value.at, NaN);
  return counts && Number.isFinite(at) && at > 0 ? { counts, at } : null;
}

export function createUnreadShare(scope: string): UnreadShare & { close(): void; forget(): void } {
  const storageKey = `${STORAGE_KEY.unreadPrefix}${scope}`;
  let latest: SharedUnread | null = null;
  const listeners = new Set<(value: SharedUnread) => void>();
  let channel: BroadcastChannel | null = null;
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(`exch-chrome:unread:${scope}`) : null;
  } catch {
    channel = null;
  }

  const receive = (value: unknown) => {
    const parsed = parseShared(value);
    if (!parsed || (latest && parsed.at < latest.at)) return;
    latest = parsed;
    for (const listener of listeners) listener(parsed);
  };
  const onMessage = (event: MessageEvent) => receive(event.data);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue));
    } catch {
      /* another tab wrote garbage: ignore it */
    }
  };
  if (channel) channel.addEventListener('message', onMessage);
  else if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

  return {
    read() {
      const stored = parseShared(readStoredJson(storageKey));
      if (stored && (!latest || stored.at > latest.at)) latest = stored;
      return latest;
    },
    publish(value) {
      latest = value;
      writeStored(storageKey, JSON.stringify(value));
      try {
        channel?.postMessage(value);
      } catch {
        /* a closed channel: the stored copy still reaches the others' next poll */
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The user's session ended: their count is not kept for the next page. */
    forget() {
      latest = null;
      removeStored(storageKey);
    },
    close() {
      listeners.clear();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      if (!channel && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    },
  };
}
