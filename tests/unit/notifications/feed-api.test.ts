import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockApi, type Harness } from '../mock-api/harness';
import { createFeedApi } from '../../../react-core/notifications/feed-api';
import { createFeed } from '../../../react-core/notifications/feed';
import { fetchMapped } from '../../../react-core/core/api/client';
import { mapUnreadMap, sumUnread } from '../../../react-core/notifications/notifications.mappers';
import * as NOTIFICATION_PATHS from '../../../react-core/core/api/notification-paths';

let mock: Harness;
beforeAll(async () => {
  mock = await startMockApi();
});
afterAll(() => mock.close());

/** fetch with the cookies a browser would send (persona, session, faults). */
const withCookies =
  (cookies: Record<string, string>): typeof fetch =>
  (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(
      'cookie',
      Object.entries(cookies)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('; '),
    );
    return fetch(input, { ...init, headers });
  };

describe('the panel against the mock exchange API', () => {
  it('tabs, the first list, read marking that lowers the unread count, and paging to the end', async () => {
    const cookies = { mock_user: 'user', mock_sid: 'unit-feed-1' };
    const fetchImpl = withCookies(cookies);
    const unread = async () => sumUnread((await fetchMapped(NOTIFICATION_PATHS.unreadCount, mapUnreadMap, null, { base: mock.base, fetchImpl })).value ?? {});
    const before = await unread();
    expect(before).toBe(44);

    const reads: string[] = [];
    const feed = createFeed({ api: createFeedApi(mock.base, () => 'en', fetchImpl), onRead: (c) => reads.push(c) });
    await feed.start();
    expect(feed.state.tabs.list.map((t) => t.code)).toEqual(['announce', 'system', 'trade', 'finance', 'campaign', 'security', 'square']);
    expect(feed.state.selected).toBe('announce');
    expect(feed.state.lists.announce!.items).toHaveLength(20);
    expect(reads).toEqual(['announce']);
    expect(await unread()).toBe(before - 12);

    while (feed.state.lists.announce!.hasMore) await feed.loadMore();
    expect(feed.state.lists.announce!.items).toHaveLength(70);
    expect(new Set(feed.state.lists.announce!.items.map((m) => m.id)).size).toBe(70);
  });

  it('a mark-read that fails answers code 99999 with the error text', async () => {
    const api = createFeedApi(mock.base, () => 'en', withCookies({ mock_user: 'user', mock_sid: 'unit-feed-2', mock_fault: 'msg/read=500' }));
    expect(await api.markRead('trade')).toEqual({ success: false, code: 99999, message: 'HTTP 500' });
    const visitor = createFeedApi(mock.base, () => 'en', withCookies({ mock_user: 'visitor' }));
    expect(await visitor.markRead('trade')).toMatchObject({ success: false, code: 99999 });
  });

  it('a call without a valid answer resolves to null (the feed shows the spec default and says it failed)', async () => {
    for (const kind of ['500', 'malformed', 'null', 'wrongtype']) {
      const api = createFeedApi(mock.base, () => 'en', withCookies({ mock_user: 'user', mock_fault: `herald=${kind}` }));
      expect(await api.tabs(), kind).toBe(null);
      expect(await api.records({ code: 'trade', page: 1, size: 20, now: 1_900_000_000 }), kind).toBe(null);
    }
  });

  it('an empty answer is an answer: no tabs, an empty list (spec §8)', async () => {
    const api = createFeedApi(mock.base, () => 'en', withCookies({ mock_user: 'user', mock_fault: 'herald=empty' }));
    expect(await api.tabs()).toEqual([]);
    expect(await api.records({ code: 'trade', page: 1, size: 20, now: 1_900_000_000 })).toEqual({ list: [], total: 0, unreadNum: 0 });
  });
});
