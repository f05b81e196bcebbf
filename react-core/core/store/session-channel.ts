import { readStoredJson, writeStored } from '../util/storage';
import { STORAGE_KEY } from '../util/storage-keys';
import { asString, isRecord } from '../util/coerce';

/**
 * Session news between the tabs of this browser (one origin): a tab that logs out, finds the
 * server ended the session, or finds someone newly logged in tells the others within the same
 * second. A BroadcastChannel carries it, or, without one, the `storage` event of the last news
 * written to localStorage (as the unread counts do, unread-share.ts). Either may be missing or
 * broken (private mode, a full quota): the tab then learns at its next check (shown again,
 * a failed call).
 */
export type SessionNewsKind = 'login' | 'logout' | 'ended';

export interface SessionNews {
  kind: SessionNewsKind;
  /** The api base the session belongs to ('' = same origin). */
  base: string;
  /** The user now logged in ('' for logout and ended). */
  uid: string;
  /** ms since epoch; with `from`, tells one news from another. */
  at: number;
  /** The tab that sent it (a tab ignores its own). */
  from: string;
}

const KINDS: readonly SessionNewsKind[] = ['login', 'logout', 'ended'];

export function parseSessionNews(value: unknown): SessionNews | null {
  if (!isRecord(value)) return null;
  const kind = KINDS.find((k) => k === value.kind);
  const at = typeof value.at === 'number' && Number.isFinite(value.at) ? value.at : NaN;
  const from = asString(value.from);
  if (!kind || Number.isNaN(at) || !from) return null;
  return { kind, base: asString(value.base), uid: asString(value.uid), at, from };
}

export interface SessionChannel {
  publish(news: Omit<SessionNews, 'from' | 'at'>): void;
  subscribe(listener: (news: SessionNews) => void): () => void;
  /** The last news any tab wrote (who this browser last saw logged in). */
  last(): SessionNews | null;
  close(): void;
}

const CHANNEL_NAME = 'exch-chrome:session';

export function createSessionChannel(): SessionChannel {
  const tab = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  const listeners = new Set<(news: SessionNews) => void>();
  let channel: BroadcastChannel | null = null;
  try {
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  } catch {
    channel = null;
  }
  const receive = (value: unknown) => {
    const news = parseSessionNews(value);
    if (!news || news.from === tab) return;
    for (const listener of [...listeners]) listener(news);
  };
  const onMessage = (event: MessageEvent) => receive(event.data);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY.session || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue));
    } catch {
      /* another tab wrote garbage: ignore it */
    }
  };
  if (channel) channel.addEventListener('message', onMessage);
  else if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

  return {
    publish(news) {
      const full: SessionNews = { ...news, at: Date.now(), from: tab };
      writeStored(STORAGE_KEY.session, JSON.stringify(full));
      try {
        channel?.postMessage(full);
      } catch {
        /* a closed channel: the others learn at their next check */
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    last: () => parseSessionNews(readStoredJson(STORAGE_KEY.session)),
    close() {
      listeners.clear();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      if (!channel && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    },
  };
}
