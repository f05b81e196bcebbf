import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFeed, type FeedApi, type MarkReadResult } from '../../../react-core/notifications/feed';
import { mapRecords, mapTabs, type RecordsPage } from '../../../react-core/notifications/notifications.mappers';

/** A fake herald: 45 trade messages, 3 system ones; answers after `delay` ms of fake time. */
function fakeApi(delay = 100, tabsDelay = delay) {
  const calls: string[] = [];
  const unread: Record<string, number> = { announce: 0, trade: 4, system: 2, p2p: 0 };
  const messages: Record<string, number> = { announce: 0, trade: 45, system: 3, p2p: 0 };
  let failMarkRead = false;
  let failRecords = false;
  const later = <T>(value: () => T) => new Promise<T>((resolve) => setTimeout(() => resolve(value()), delay));
  const api: FeedApi = {
    tabs: () => {
      calls.push('tabs');
      // The server's answer reflects the moment the request arrived.
      const answer = mapTabs(
        Object.keys(unread).map((code) => ({
          code,
          name: code.toUpperCase(),
          unread_num: unread[code],
          is_show: 1,
          content: messages[code]! > 0 ? 'latest' : '',
        })),
      );
      return new Promise((resolve) => setTimeout(() => resolve(answer), tabsDelay));
    },
    records: ({ code, page, size, now }) => {
      calls.push(`records ${code} p${page} now=${now}`);
      return later((): RecordsPage | null => {
        if (failRecords) return null;
        const total = messages[code] ?? 0;
        const list = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) => {
          const n = (page - 1) * size + i;
          return { id: `${code}-${n}`, title: `${code} ${n}`, content: 'c', isread: n < (unread[code] ?? 0) ? 0 : 1, send_timest: 1_790_000_000 - n };
        });
        return mapRecords({ list, total, unread_num: unread[code] });
      });
    },
    markRead: (code) => {
      calls.push(`read ${code}`);
      return later((): MarkReadResult => {
        if (failMarkRead) return { success: false, code: 99999, message: 'HTTP 500' };
        unread[code] = 0;
        return { success: true };
      });
    },
  };
  return { api, calls, unread, fail: { markRead: (v: boolean) => (failMarkRead = v), records: (v: boolean) => (failRecords = v) } };
}

describe('message panel state machine (spec §4 Reminder panel)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('loads the visible tabs, selects the first, shows skeletons, then the list, then marks it read', async () => {
    const { api, calls } = fakeApi();
    const reads: string[] = [];
    const tabsSeen: string[][] = [];
    const feed = createFeed({ api, onRead: (c) => reads.push(c), onTabs: (t) => tabsSeen.push(t.map((x) => x.code)) });
    void feed.start();
    expect(feed.state.tabs.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(100);
    // p2p has no content: hidden; announce is shown although it has none.
    expect(feed.state.tabs.list.map((t) => t.code)).toEqual(['announce', 'trade', 'system']);
    expect(tabsSeen).toEqual([['announce', 'trade', 'system', 'p2p']]);
    expect(feed.state.selected).toBe('announce');
    expect(feed.state.lists.announce!.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(100);
    expect(feed.state.lists.announce).toMatchObject({ status: 'ready', items: [], hasMore: false });
    // Nothing unread in announce: no read call.
    const t0 = Math.floor(Date.parse('2026-11-20T10:00:00Z') / 1000);
    expect(calls).toEqual(['tabs', `records announce p1 now=${t0}`]);
    expect(reads).toEqual([]);

    await vi.advanceTimersByTimeAsync(5000);
    void feed.select('trade');
    await vi.advanceTimersByTimeAsync(100);
    expect(feed.state.lists.trade!.items).toHaveLength(20);
    expect(feed.state.lists.trade!.items[0]!.isRead).toBe(false);
    expect(calls.slice(2)).toEqual(['tabs', `records trade p1 now=${t0 + 5}`, 'read trade']);
    await vi.advanceTimersByTimeAsync(100);
    expect(reads).toEqual(['trade']);
    expect(feed.state.tabs.list.find((t) => t.code === 'trade')!.unreadNum).toBe(0);
  });

  it('switching tabs refreshes the tab list and the timestamp, and clears nothing', async () => {
    const { api, calls } = fakeApi();
    const feed = createFeed({ api });
    void feed.start('system');
    await vi.advanceTimersByTimeAsync(300);
    expect(feed.state.selected).toBe('system');
    expect(feed.state.lists.system!.items).toHaveLength(3);

    vi.setSystemTime(new Date('2026-11-20T10:01:00Z'));
    void feed.select('trade');
    await vi.advanceTimersByTimeAsync(300);
    vi.setSystemTime(new Date('2026-11-20T10:02:00Z'));
    void feed.select('system');
    // The system list stays on screen while page 1 reloads with the new timestamp.
    expect(feed.state.lists.system).toMatchObject({ status: 'ready', refreshing: true });
    expect(feed.state.lists.system!.items).toHaveLength(3);
    expect(feed.state.lists.trade!.items).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(300);
    expect(calls.filter((c) => c === 'tabs')).toHaveLength(3);
    expect(calls).toContain(`records system p1 now=${Math.floor(Date.parse('2026-11-20T10:02:00Z') / 1000)}`);
    expect(feed.state.lists.system!.now).toBe(Math.floor(Date.parse('2026-11-20T10:02:00Z') / 1000));
  });

  it('a tab list sent before a read finished does not bring the read count back', async () => {
    const { api } = fakeApi(100, 450);
    const tabsSeen: Record<string, number>[] = [];
    const feed = createFeed({ api, onTabs: (t) => tabsSeen.push(Object.fromEntries(t.map((x) => [x.code, x.unreadNum]))) });
    void feed.start('system');
    await vi.advanceTimersByTimeAsync(1000);
    expect(feed.state.tabs.list.find((t) => t.code === 'system')!.unreadNum).toBe(0);
    void feed.select('trade'); // tabs asked at once (trade still 4 unread), answered after the read
    await vi.advanceTimersByTimeAsync(1000);
    expect(feed.state.tabs.list.find((t) => t.code === 'trade')!.unreadNum).toBe(0);
    expect(tabsSeen.at(-1)).toMatchObject({ trade: 0, system: 0 });
  });

  it('pages to the end with the timestamp of page 1, then stops', async () => {
    const { api, calls } = fakeApi();
    const feed = createFeed({ api });
    void feed.start('trade');
    await vi.advanceTimersByTimeAsync(300);
    const now = feed.state.lists.trade!.now;
    vi.setSystemTime(new Date('2026-11-20T11:00:00Z'));
    void feed.loadMore();
    void feed.loadMore(); // a second call while one is loading does nothing
    expect(feed.state.lists.trade!.loadingMore).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    expect(feed.state.lists.trade!.items).toHaveLength(40);
    void feed.loadMore();
    await vi.advanceTimersByTimeAsync(100);
    expect(feed.state.lists.trade).toMatchObject({ hasMore: false, page: 3, total: 45 });
    expect(feed.state.lists.trade!.items).toHaveLength(45);
    void feed.loadMore();
    await vi.advanceTimersByTimeAsync(100);
    expect(calls.filter((c) => c.startsWith('records trade'))).toEqual([
      `records trade p1 now=${now}`,
      `records trade p2 now=${now}`,
      `records trade p3 now=${now}`,
    ]);
  });

  it('a late answer for an older selection does not overwrite the newer one', async () => {
    const { api } = fakeApi();
    const feed = createFeed({ api });
    void feed.start('trade');
    await vi.advanceTimersByTimeAsync(300);
    void feed.loadMore(); // page 2 in flight...
    void feed.select('trade'); // ...when a refresh starts
    await vi.advanceTimersByTimeAsync(300);
    expect(feed.state.lists.trade!.items).toHaveLength(20);
    expect(feed.state.lists.trade!.page).toBe(1);
  });

  it('a failed mark-read returns code 99999 with the error and changes nothing', async () => {
    const { api, fail } = fakeApi();
    fail.markRead(true);
    const reads: string[] = [];
    const feed = createFeed({ api, onRead: (c) => reads.push(c) });
    void feed.start('system');
    await vi.advanceTimersByTimeAsync(300);
    expect(reads).toEqual([]);
    expect(feed.state.tabs.list.find((t) => t.code === 'system')!.unreadNum).toBe(2);
    const direct = feed.markRead('system');
    await vi.advanceTimersByTimeAsync(100);
    expect(await direct).toEqual({ success: false, code: 99999, message: 'HTTP 500' });
  });

  it('a failed list is the spec’s empty list (§8), marked failed so the view offers Retry; a retry that works clears it', async () => {
    const { api, fail } = fakeApi();
    fail.records(true);
    const feed = createFeed({ api });
    void feed.start('trade');
    await vi.advanceTimersByTimeAsync(300);
    expect(feed.state.lists.trade).toMatchObject({ status: 'ready', failed: true, items: [], hasMore: false });
    fail.records(false);
    const again = feed.refresh();
    await vi.advanceTimersByTimeAsync(600);
    await again;
    expect(feed.state.lists.trade).toMatchObject({ failed: false });
    expect(feed.state.lists.trade!.items.length).toBeGreaterThan(0);
  });

  it('a failed refresh keeps the messages on screen', async () => {
    const { api, fail } = fakeApi();
    const feed = createFeed({ api });
    void feed.start('trade');
    await vi.advanceTimersByTimeAsync(600);
    const shown = feed.state.lists.trade!.items.length;
    expect(shown).toBeGreaterThan(0);
    fail.records(true);
    const again = feed.refresh();
    await vi.advanceTimersByTimeAsync(600);
    await again;
    expect(feed.state.lists.trade).toMatchObject({ failed: false, refreshing: false });
    expect(feed.state.lists.trade!.items.length).toBe(shown);
  });

  it('a failed tab load is marked failed (no tabs to show); the next load that works clears it', async () => {
    const { api } = fakeApi();
    let broken = true;
    const tabs = api.tabs;
    api.tabs = () => (broken ? Promise.resolve(null) : tabs());
    const feed = createFeed({ api });
    await feed.start();
    expect(feed.state.tabs).toMatchObject({ status: 'ready', failed: true, list: [] });
    broken = false;
    const again = feed.refresh();
    await vi.advanceTimersByTimeAsync(300);
    await again;
    expect(feed.state.tabs.failed).toBe(false);
  });

  it('no tabs (a failed tab list): nothing selected; reopening tries again', async () => {
    const { api } = fakeApi();
    let broken = true;
    const tabs = api.tabs;
    api.tabs = () => (broken ? Promise.resolve([]) : tabs());
    const feed = createFeed({ api });
    await feed.start();
    expect(feed.state).toMatchObject({ selected: null, tabs: { status: 'ready', list: [] } });
    broken = false;
    const again = feed.refresh();
    await vi.advanceTimersByTimeAsync(300);
    await again;
    expect(feed.state.selected).toBe('announce');
  });
});
