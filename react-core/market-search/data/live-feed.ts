import { FAVOURITE_ID } from './favourites';
import { registerReset } from '../../core/util/resets';
import { isObjectLike, isRecord } from '../../core/util/coerce';

/**
 * Live prices (issue 27): one WebSocket per page, for the rows of the market panels and the search
 * modal while one of them is open.
 *
 * - Opened on the first `acquireFeed` (a panel or the modal opening), never before; closed
 *   FEED_LINGER_MS after the last `release`, and at once while the page is hidden (reopened when
 *   it shows again and something still holds the feed).
 * - Reconnects with exponential backoff and full jitter (1 s doubling to 30 s); while it is down
 *   the lists keep their snapshot and the store's own refresh (spec §7).
 * - Messages (docs/market-search.md, "Live prices"): `{"type":"ticks","data":[{"id","price","change"}]}`.
 *   Each is validated like a server answer: a message or a tick that does not fit is dropped and
 *   counted (`feedStats`), never rendered as HTML, never thrown.
 * - Ticks are kept per row id and handed to the rows once per animation frame: a row subscribes
 *   to its own id (`subscribeTick`, from useSyncExternalStore), so only the rows rendered (in view
 *   and the overscan) ever re-render, and a frame re-renders each at most once.
 */
export const FEED_LINGER_MS = 30_000;
export const FEED_BACKOFF_MS = { base: 1_000, max: 30_000 } as const;
/** The feed's path under the page's (or `api-base`'s) origin, unless `market-feed-url` names one. */
export const FEED_PATH = '/ws/v1/market';
const MAX_TICKS_PER_MESSAGE = 500;
/** Rows whose last tick is kept: a feed naming ever new ids cannot grow the page's memory. */
const MAX_ROWS_KEPT = 20_000;
const PRICE = /^\d{1,20}(?:\.\d{1,12})?$/;

export interface LiveTick {
  /** The last price as the feed printed it (a plain decimal). */
  price: string;
  /** Change in percent over the list's window; null when the tick had none. */
  changePercent: number | null;
  /** Against the price this page saw before: up, down, or null (the first tick, or unchanged). */
  direction: 'up' | 'down' | null;
  /** Bumped with every tick of the row: a view keys its flash on it. */
  serial: number;
}

export interface FeedStats {
  /** Messages parsed and applied. */
  messages: number;
  /** Ticks applied to the rows' store. */
  ticks: number;
  /** Messages or ticks dropped as malformed or hostile. */
  dropped: number;
  /** Sockets opened (reconnections included). */
  opened: number;
  status: 'idle' | 'connecting' | 'open' | 'down';
}

export const feedStats: FeedStats = { messages: 0, ticks: 0, dropped: 0, opened: 0, status: 'idle' };

/** The feed's URL: `market-feed-url` when it is a ws(s) or http(s) URL (http becomes ws), else FEED_PATH at the api base's origin. */
export function feedUrl(configured: string | null | undefined, apiBase: string, pageUrl: string): string | null {
  const toSocket = (url: URL) => {
    if (url.protocol === 'https:') url.protocol = 'wss:';
    else if (url.protocol === 'http:') url.protocol = 'ws:';
    return url.protocol === 'wss:' || url.protocol === 'ws:' ? url.href : null;
  };
  const text = (configured ?? '').trim();
  try {
    if (text) return toSocket(new URL(text, pageUrl));
    return toSocket(new URL(FEED_PATH, new URL(apiBase || '/', pageUrl)));
  } catch {
    return null;
  }
}

/** A tick as it came in, or null when it does not fit (then counted as dropped). */
export function parseTick(raw: unknown): { id: string; price: string; changePercent: number | null } | null {
  if (!isRecord(raw)) return null;
  const { id, price, change } = raw;
  if (typeof id !== 'string' || !FAVOURITE_ID.test(id)) return null;
  const printed = typeof price === 'number' && Number.isFinite(price) && price >= 0 ? String(price) : price;
  if (typeof printed !== 'string' || !PRICE.test(printed)) return null;
  const changePercent = typeof change === 'number' && Number.isFinite(change) && Math.abs(change) <= 100_000 ? change : null;
  return { id, price: printed, changePercent };
}

/** A message's ticks, or null when the message does not fit. */
export function parseMessage(text: unknown): unknown[] | null {
  if (typeof text !== 'string' || text.length > 1_000_000) return null;
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isObjectLike(message)) return null;
  const { type, data } = message as { type?: unknown; data?: unknown };
  if (type !== 'ticks' || !Array.isArray(data)) return null;
  return data.slice(0, MAX_TICKS_PER_MESSAGE);
}

// The ticks the rows read, and who listens to which row.
const ticks = new Map<string, LiveTick>();
const pending = new Map<string, { price: string; changePercent: number | null }>();
const listeners = new Map<string, Set<() => void>>();
let frame = 0;

function flush(): void {
  frame = 0;
  for (const [id, tick] of pending) {
    const before = ticks.get(id);
    const previous = before ? Number(before.price) : NaN;
    const now = Number(tick.price);
    const direction = Number.isNaN(previous) || now === previous ? null : now > previous ? 'up' : 'down';
    ticks.set(id, { price: tick.price, changePercent: tick.changePercent ?? before?.changePercent ?? null, direction, serial: (before?.serial ?? 0) + 1 });
    if (ticks.size > MAX_ROWS_KEPT) ticks.delete(ticks.keys().next().value as string);
    feedStats.ticks += 1;
    for (const notify of listeners.get(id) ?? []) notify();
  }
  pending.clear();
}

function schedule(): void {
  if (frame === 0) frame = requestAnimationFrame(flush);
}

/** Applies one message's text (the socket's, or a test's). */
export function receive(text: unknown): void {
  // Lingering after the last panel closed: the rows are not on screen, nothing re-renders for them.
  if (socket !== null && holders === 0) return;
  const data = parseMessage(text);
  if (!data) {
    feedStats.dropped += 1;
    return;
  }
  feedStats.messages += 1;
  for (const raw of data) {
    const tick = parseTick(raw);
    if (!tick) {
      feedStats.dropped += 1;
      continue;
    }
    pending.set(tick.id, { price: tick.price, changePercent: tick.changePercent });
  }
  if (pending.size > 0) schedule();
}

/** For useSyncExternalStore: a row's subscription (made at commit, never while rendering). */
export function subscribeTick(id: string, notify: () => void): () => void {
  let set = listeners.get(id);
  if (!set) listeners.set(id, (set = new Set()));
  set.add(notify);
  return () => {
    set.delete(notify);
    if (set.size === 0) listeners.delete(id);
  };
}

export function tickOf(id: string): LiveTick | undefined {
  return ticks.get(id);
}

/** How many rows listen now (for tests: the rows in view and the overscan). */
export function listeningRows(): number {
  return listeners.size;
}

// The socket.
let url: string | null = null;
let socket: WebSocket | null = null;
let holders = 0;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let lingerTimer: ReturnType<typeof setTimeout> | undefined;
let watchingVisibility = false;
/** Bumped by resetLiveFeed: releases handed out before it no longer count. */
let generation = 0;

const wanted = () => holders > 0 && url !== null && document.visibilityState !== 'hidden';

function open(): void {
  if (socket || !wanted()) return;
  clearTimeout(retryTimer);
  let ws: WebSocket;
  try {
    ws = new WebSocket(url as string);
  } catch {
    feedStats.status = 'down';
    retry();
    return;
  }
  socket = ws;
  feedStats.opened += 1;
  feedStats.status = 'connecting';
  ws.addEventListener('open', () => {
    attempt = 0;
    feedStats.status = 'open';
  });
  ws.addEventListener('message', (event) => receive(event.data));
  ws.addEventListener('close', () => {
    if (socket !== ws) return;
    socket = null;
    feedStats.status = 'down';
    retry();
  });
}

/** Full jitter: a random wait up to the doubled base, so a site's clients do not reconnect in step. */
export function backoffMs(attemptNumber: number, random: () => number = Math.random): number {
  const ceiling = Math.min(FEED_BACKOFF_MS.max, FEED_BACKOFF_MS.base * 2 ** attemptNumber);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

function retry(): void {
  if (!wanted()) return;
  clearTimeout(retryTimer);
  retryTimer = setTimeout(open, backoffMs(attempt));
  attempt += 1;
}

function close(): void {
  clearTimeout(retryTimer);
  const ws = socket;
  socket = null;
  if (ws) ws.close(1000, 'no panel open');
  if (feedStats.status !== 'idle') feedStats.status = 'idle';
}

function onVisibility(): void {
  if (document.visibilityState === 'hidden') close();
  else open();
}

/**
 * A panel or the modal opened: the feed opens (once per page) and stays while anything holds it.
 * Returns the release. Called from effects.
 */
export function acquireFeed(feed: string | null): () => void {
  if (feed === null) return () => undefined;
  url ??= feed;
  holders += 1;
  clearTimeout(lingerTimer);
  if (!watchingVisibility) {
    watchingVisibility = true;
    document.addEventListener('visibilitychange', onVisibility);
  }
  open();
  let released = false;
  const mine = generation;
  return () => {
    // A release from before a reset (a test's element unmounting late) holds nothing any more.
    if (released || mine !== generation) return;
    released = true;
    holders -= 1;
    if (holders === 0) lingerTimer = setTimeout(closeForGood, FEED_LINGER_MS);
  };
}

/**
 * The last panel closed a while ago: the socket goes, and so do its ticks. A panel opened later
 * shows its list's prices (fetched again when stale) until new ticks come, never an hour-old live
 * price; and a page open all day keeps no tick of every market the feed ever sent.
 */
function closeForGood(): void {
  close();
  ticks.clear();
  pending.clear();
}

/** For tests: whether a socket is open or opening. */
export function feedSocketOpen(): boolean {
  return socket !== null;
}

/** For tests: closes the socket and forgets the ticks, the listeners' data and the counts. */
export function resetLiveFeed(): void {
  generation += 1;
  clearTimeout(lingerTimer);
  holders = 0;
  close();
  url = null;
  attempt = 0;
  ticks.clear();
  pending.clear();
  if (frame) cancelAnimationFrame(frame);
  frame = 0;
  if (watchingVisibility) document.removeEventListener('visibilitychange', onVisibility);
  watchingVisibility = false;
  Object.assign(feedStats, { messages: 0, ticks: 0, dropped: 0, opened: 0, status: 'idle' });
}

registerReset(resetLiveFeed);
