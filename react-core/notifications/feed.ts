import { proxy, ref } from 'valtio/vanilla';
import { NOTIFICATIONS } from './notifications.data';
import { visibleTabs, type RecordsPage, type ReminderMessage, type ReminderTab } from './notifications.mappers';

/**
 * The message panel's state machine (spec §4 Reminder panel), shared by the header's panel and
 * `<exch-reminder>`. Framework-free: the API comes in as functions and the state is a valtio
 * proxy the views snapshot.
 *
 * - `start()`: loads the tabs, selects the preferred (or first visible) tab, loads its list.
 * - `select(code)`: refreshes the tab list and the list timestamp (`now`) and reloads page 1;
 *   it clears nothing (other tabs' lists stay; this list stays on screen until the new page).
 * - `loadMore()`: the next page with the same `now`, so paging is stable while new messages arrive.
 * - After page 1 of a code loads with unread messages, the code is marked read; on success its
 *   tab count drops to 0 and `onRead` tells the rest of the page.
 */
export interface FeedApi {
  /** The tabs, or null when no valid answer came (spec §8 shows none; the view says it failed). */
  tabs(): Promise<ReminderTab[] | null>;
  /** A page of messages, or null when no valid answer came (spec §8: an empty page 1). */
  records(query: { code: string; page: number; size: number; now: number }): Promise<RecordsPage | null>;
  markRead(code: string): Promise<MarkReadResult>;
}

/** Spec §7/§8: success when the answer's code is 200; any failure is `NOTIFICATIONS.markReadFailureCode` with the error text. */
export type MarkReadResult = { success: true } | { success: false; code: number; message: string };

export interface FeedList {
  /** 'loading' only while nothing is shown yet (skeleton rows); a refresh keeps the old rows. */
  status: 'loading' | 'ready';
  /** Page 1's last load got no valid answer: the view says so (with Retry) instead of "no messages". */
  failed: boolean;
  refreshing: boolean;
  /** The last mark-read of this category failed (the view says so politely; the rows stay unread). */
  readFailed: boolean;
  items: ReminderMessage[];
  page: number;
  total: number;
  /** Unix seconds sent as `now` with every page of this list. */
  now: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** The last "load more" got no valid answer: the view offers Retry (the paging has not ended). */
  moreFailed: boolean;
}

export interface FeedState {
  /** `failed`: the last tab load got no valid answer (the tabs shown, if any, stay). */
  tabs: { status: 'idle' | 'loading' | 'ready'; list: ReminderTab[]; failed: boolean };
  selected: string | null;
  lists: Record<string, FeedList>;
}

export interface FeedOptions {
  api: FeedApi;
  pageSize?: number;
  /** ms since epoch (Date.now). */
  clock?: () => number;
  /** Every tab list that arrives (all tabs, shown or not): the page's unread counts. */
  onTabs?: (tabs: readonly ReminderTab[]) => void;
  /** A code was marked read. */
  onRead?: (code: string) => void;
}

export interface Feed {
  readonly state: FeedState;
  start(preferred?: string | null): Promise<void>;
  select(code: string): Promise<void>;
  /** Re-open: the same as selecting the current tab again. */
  refresh(): Promise<void>;
  loadMore(): Promise<void>;
  markRead(code: string): Promise<MarkReadResult>;
}

/** What a view reads before its feed exists (nothing loaded yet). */
export const IDLE_FEED_STATE: FeedState = proxy<FeedState>({ tabs: { status: 'idle', list: [], failed: false }, selected: null, lists: {} });

const emptyList = (now: number): FeedList => ({
  status: 'loading',
  failed: false,
  refreshing: false,
  readFailed: false,
  items: [],
  page: 0,
  total: 0,
  now,
  hasMore: false,
  loadingMore: false,
  moreFailed: false,
});
const EMPTY_PAGE: RecordsPage = { list: [], total: 0, unreadNum: 0 };

/**
 * What a view shows when no tab is selected once the tabs are in: no messages (no tab to show), or,
 * when the tab load got no valid answer, the failure with Retry.
 */
export function noTabList(tabsFailed: boolean): FeedList {
  return {
    status: 'ready',
    failed: tabsFailed,
    refreshing: false,
    readFailed: false,
    items: [],
    page: 1,
    total: 0,
    now: 0,
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
  };
}

export function createFeed(options: FeedOptions): Feed {
  const { api } = options;
  const size = options.pageSize ?? NOTIFICATIONS.pageSize;
  const clock = options.clock ?? Date.now;
  const state = proxy<FeedState>({ tabs: { status: 'idle', list: [], failed: false }, selected: null, lists: {} });
  /** Bumped per code by every page-1 load: answers to an older one are dropped. */
  const generation: Record<string, number> = {};
  let tabsGeneration = 0;
  let started: Promise<void> | null = null;
  /** Bumped by every successful read; `readAt[code]` is the value when that code was read. */
  let reads = 0;
  const readAt: Record<string, number> = {};

  async function loadTabs(): Promise<void> {
    const mine = ++tabsGeneration;
    const readsBefore = reads;
    if (state.tabs.status === 'idle') state.tabs.status = 'loading';
    let answer: ReminderTab[] | null = null;
    try {
      answer = await api.tabs();
    } catch {
      answer = null;
    }
    if (mine !== tabsGeneration) return;
    state.tabs.failed = answer === null;
    let all = answer ?? [];
    // A list asked for before a read finished still counts that category as unread: it is not.
    all = all.map((tab) => ((readAt[tab.code] ?? 0) > readsBefore ? { ...tab, unreadNum: 0 } : tab));
    const shown = visibleTabs(all);
    // A refresh that fails (no tabs) keeps the tabs on screen: it clears nothing.
    if (shown.length > 0 || state.tabs.status !== 'ready' || all.length > 0) state.tabs.list = shown;
    state.tabs.status = 'ready';
    if (all.length > 0) options.onTabs?.(all);
  }

  async function loadFirstPage(code: string): Promise<void> {
    const now = Math.floor(clock() / 1000);
    const mine = (generation[code] = (generation[code] ?? 0) + 1);
    state.lists[code] ??= emptyList(now);
    state.lists[code]!.refreshing = true;
    let answer: RecordsPage | null = null;
    try {
      answer = await api.records({ code, page: 1, size, now });
    } catch {
      answer = null;
    }
    if (generation[code] !== mine) return;
    const shown = state.lists[code]!;
    if (!answer && shown.items.length > 0) {
      // A failed refresh keeps the messages on screen.
      shown.refreshing = false;
      return;
    }
    const page = answer ?? EMPTY_PAGE;
    state.lists[code] = {
      status: 'ready',
      failed: answer === null,
      refreshing: false,
      readFailed: shown.readFailed,
      // ref(): a page's messages are replaced whole, never edited, so valtio need not proxy each
      // one (a hundred proxies an opening of the panel, for nothing).
      items: ref(page.list),
      page: 1,
      total: page.total,
      now,
      hasMore: page.list.length > 0 && page.list.length < page.total,
      loadingMore: false,
      moreFailed: false,
    };
    const tab = state.tabs.list.find((t) => t.code === code);
    const unread = page.unreadNum > 0 || (tab?.unreadNum ?? 0) > 0 || page.list.some((m) => !m.isRead);
    if (unread) await markRead(code);
  }

  async function markRead(code: string): Promise<MarkReadResult> {
    let result: MarkReadResult;
    try {
      result = await api.markRead(code);
    } catch (error) {
      result = { success: false, code: NOTIFICATIONS.markReadFailureCode, message: error instanceof Error ? error.message : String(error) };
    }
    const list = state.lists[code];
    if (list) list.readFailed = !result.success;
    if (result.success) {
      readAt[code] = ++reads;
      const tab = state.tabs.list.find((t) => t.code === code);
      if (tab) tab.unreadNum = 0;
      options.onRead?.(code);
    }
    return result;
  }

  async function select(code: string): Promise<void> {
    state.selected = code;
    const tabs = loadTabs().then(() => {
      // The refreshed list no longer has the selected tab: fall back to the first one.
      const list = state.tabs.list;
      if (list.length > 0 && !list.some((t) => t.code === state.selected)) return select(list[0]!.code);
      return undefined;
    });
    await Promise.all([tabs, loadFirstPage(code)]);
  }

  async function start(preferred?: string | null): Promise<void> {
    if (started) return started;
    started = (async () => {
      await loadTabs();
      const list = state.tabs.list;
      const pick = list.find((t) => t.code === preferred) ?? list[0];
      if (!pick) return;
      state.selected = pick.code;
      await loadFirstPage(pick.code);
    })();
    return started;
  }

  async function loadMore(): Promise<void> {
    const code = state.selected;
    if (code === null) return;
    const list = state.lists[code];
    if (!list || list.status !== 'ready' || list.refreshing || !list.hasMore || list.loadingMore) return;
    const mine = generation[code];
    list.loadingMore = true;
    list.moreFailed = false;
    let page: RecordsPage | null;
    try {
      page = await api.records({ code, page: list.page + 1, size, now: list.now });
    } catch {
      page = null;
    }
    if (generation[code] !== mine) return;
    const current = state.lists[code]!;
    current.loadingMore = false;
    if (!page) {
      // No valid answer is not the end of the list: the same page is offered again (Retry, or
      // the browser back online).
      current.moreFailed = true;
      return;
    }
    const seen = new Set(current.items.map((m) => m.id));
    const fresh = page.list.filter((m) => !seen.has(m.id));
    current.items = ref([...current.items, ...fresh]);
    current.page += 1;
    current.total = Math.max(page.total, current.items.length);
    // An empty page ends the paging rather than asking for it again and again.
    current.hasMore = fresh.length > 0 && current.items.length < page.total;
  }

  return {
    state,
    start,
    select,
    refresh: async () => {
      if (started) await started;
      if (state.selected !== null) return select(state.selected);
      // Nothing was shown last time (no tabs, or their load failed): start over.
      started = null;
      return start();
    },
    loadMore,
    markRead,
  };
}
