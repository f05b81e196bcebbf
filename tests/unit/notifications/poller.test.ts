import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUnreadPoller, type PollerEnv, type SharedUnread, type UnreadShare } from '../../../react-core/notifications/unread-poller';
import type { UnreadMap } from '../../../react-core/notifications/notifications.mappers';

/** A page whose visibility and focus the test flips, on Vitest's fake clock. */
class FakePage {
  visible = true;
  focused = true;
  private listeners = new Map<string, Set<() => void>>();
  env: PollerEnv = {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
    isVisible: () => this.visible,
    hasFocus: () => this.focused,
    on: (event, listener) => {
      const set = this.listeners.get(event) ?? new Set();
      set.add(listener);
      this.listeners.set(event, set);
      return () => set.delete(listener);
    },
  };
  private fire(event: string) {
    for (const l of this.listeners.get(event) ?? []) l();
  }
  hide() {
    this.visible = false;
    this.focused = false;
    this.fire('blur');
    this.fire('visibility');
  }
  show() {
    this.visible = true;
    this.fire('visibility');
  }
  focus() {
    this.focused = true;
    this.fire('focus');
  }
  blur() {
    this.focused = false;
    this.fire('blur');
  }
}

/** One localStorage + BroadcastChannel, as two tabs of a site see it. */
class MemoryShare {
  value: SharedUnread | null = null;
  private subscribers = new Map<number, (v: SharedUnread) => void>();
  private next = 0;
  tab(): UnreadShare {
    const id = this.next++;
    return {
      read: () => this.value,
      publish: (v) => {
        this.value = v;
        for (const [other, fn] of this.subscribers) if (other !== id) fn(v);
      },
      subscribe: (fn) => {
        this.subscribers.set(id, fn);
        return () => this.subscribers.delete(id);
      },
    };
  }
}

const MIN = 60_000;

function setup(options: { page?: FakePage; share?: UnreadShare; answer?: () => UnreadMap | null } = {}) {
  const page = options.page ?? new FakePage();
  const fetches: number[] = [];
  const seen: (UnreadMap | null)[] = [];
  const poller = createUnreadPoller({
    env: page.env,
    share: options.share,
    fetchCounts: async () => {
      fetches.push(Date.now());
      return options.answer ? options.answer() : { trade: 2 };
    },
    onCounts: (counts) => seen.push(counts),
  });
  return { page, poller, fetches, seen };
}

describe('unread dot poller (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-20T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes on mount, polls first after 60 s, then every 5 minutes while visible', async () => {
    const { poller, fetches, seen } = setup();
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveLength(1);
    expect(seen).toEqual([{ trade: 2 }]);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetches).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5 * MIN - 1);
    expect(fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(fetches).toHaveLength(5);
    poller.stop();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(fetches).toHaveLength(5);
  });

  it('the 60 s first-poll timer pauses while the page is hidden or blurred', async () => {
    const { page, poller, fetches } = setup();
    poller.start();
    await vi.advanceTimersByTimeAsync(30_000);
    page.blur();
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(fetches).toHaveLength(1); // the mount refresh only
    page.hide();
    page.show(); // visible but still not focused: still paused
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(fetches).toHaveLength(1);
    page.focus(); // focus refreshes at once, and the timer resumes with 30 s left
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toHaveLength(3);
  });

  it('no interval polls while hidden; an overdue poll runs as soon as the page is visible again', async () => {
    const { page, poller, fetches } = setup();
    poller.start();
    await vi.advanceTimersByTimeAsync(MIN); // mount + first poll
    expect(fetches).toHaveLength(2);
    page.hide();
    await vi.advanceTimersByTimeAsync(30 * MIN);
    expect(fetches).toHaveLength(2);
    page.show();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(5 * MIN);
    expect(fetches).toHaveLength(4);
  });

  it('window focus refreshes the count (but not twice within 5 s)', async () => {
    const { page, poller, fetches } = setup();
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    page.blur();
    page.focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveLength(2);
    page.blur();
    page.focus();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetches).toHaveLength(2);
  });

  it('a failure is reported as null (the store then shows no dot), and polling goes on', async () => {
    let fail = true;
    const { poller, seen } = setup({ answer: () => (fail ? null : { system: 1 }) });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([null]);
    fail = false;
    await vi.advanceTimersByTimeAsync(MIN);
    expect(seen).toEqual([null, { system: 1 }]);
  });

  it('a fetch that throws counts as a failure', async () => {
    const page = new FakePage();
    const seen: unknown[] = [];
    const poller = createUnreadPoller({ env: page.env, fetchCounts: () => Promise.reject(new Error('boom')), onCounts: (c) => seen.push(c) });
    poller.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual([null]);
  });

  it("two tabs share one poll: the second uses the first one's count instead of fetching", async () => {
    const share = new MemoryShare();
    const a = setup({ share: share.tab() });
    a.poller.start();
    await vi.advanceTimersByTimeAsync(MIN); // A: mount + first poll
    expect(a.fetches).toHaveLength(2);

    const b = setup({ share: share.tab() });
    b.poller.start(); // B opens just after A polled: A's count is fresh, B's mount refresh uses it
    await vi.advanceTimersByTimeAsync(0);
    expect(b.fetches).toHaveLength(0);
    expect(b.seen).toEqual([{ trade: 2 }]);
    await vi.advanceTimersByTimeAsync(20 * MIN);
    // Alone, each tab would poll 4-5 times in 20 minutes (9 in all); together they poll about
    // once per interval, and each shows every count the other fetched.
    const total = a.fetches.length - 2 + b.fetches.length;
    expect(total).toBeGreaterThanOrEqual(4);
    expect(total).toBeLessThanOrEqual(5);
    expect(a.seen.length + b.seen.length).toBeGreaterThanOrEqual(2 + 2 * total);

    // A's tab goes to the background: B takes over the polling.
    const [aBefore, bBefore] = [a.fetches.length, b.fetches.length];
    a.page.hide();
    await vi.advanceTimersByTimeAsync(10 * MIN);
    expect(a.fetches).toHaveLength(aBefore);
    expect(b.fetches.length - bBefore).toBe(2);
    a.poller.stop();
    b.poller.stop();
  });

  it('a count published by another tab (a read) reaches this tab at once', async () => {
    const share = new MemoryShare();
    const otherTab = share.tab();
    const b = setup({ share: share.tab() });
    b.poller.start();
    await vi.advanceTimersByTimeAsync(0);
    otherTab.publish({ counts: { trade: 0 }, at: Date.now() });
    expect(b.seen.at(-1)).toEqual({ trade: 0 });
    b.poller.stop();
  });

  it('two visible tabs whose requests take time still ask once per interval for the browser, over a day', async () => {
    const share = new MemoryShare();
    /** A tab whose answers take 400 ms, as a real request does (the tabs' timers then cross). */
    function slowTab() {
      const page = new FakePage();
      const fetches: number[] = [];
      const poller = createUnreadPoller({
        env: page.env,
        share: share.tab(),
        fetchCounts: async () => {
          fetches.push(Date.now());
          await new Promise((done) => setTimeout(done, 400));
          return { trade: 2 };
        },
        onCounts: () => {},
      });
      return { page, poller, fetches };
    }
    const a = slowTab();
    const b = slowTab();
    a.poller.start();
    await vi.advanceTimersByTimeAsync(2 * MIN);
    b.poller.start();
    // B is the focused tab now; A stays visible.
    a.page.focused = false;
    await vi.advanceTimersByTimeAsync(2 * MIN);
    const [aStart, bStart] = [a.fetches.length, b.fetches.length];
    await vi.advanceTimersByTimeAsync(24 * 60 * MIN);
    const polls = a.fetches.length - aStart + b.fetches.length - bStart;
    // 288 intervals of 5 minutes in a day (give or take the one in progress at each end).
    expect(polls).toBeGreaterThanOrEqual(280);
    expect(polls).toBeLessThanOrEqual(290);
    a.poller.stop();
    b.poller.stop();
  });

  it('counts this tab fetched another way (the panel) move its next poll, so a panel opened every 20 minutes adds no poll', async () => {
    const share = new MemoryShare();
    const aShare = share.tab();
    const a = setup({ share: aShare });
    const b = setup({ share: share.tab() });
    a.poller.start();
    await vi.advanceTimersByTimeAsync(2 * MIN);
    b.poller.start();
    await vi.advanceTimersByTimeAsync(2 * MIN);
    const [aStart, bStart] = [a.fetches.length, b.fetches.length];
    for (let minute = 0; minute < 24 * 60; minute += 20) {
      // A's panel loads the tab list (its counts come with it) and shares them, as noteCounts does.
      const at = Date.now();
      aShare.publish({ counts: { trade: 1 }, at });
      a.poller.noteFetched(at);
      await vi.advanceTimersByTimeAsync(20 * MIN);
    }
    const polls = a.fetches.length - aStart + b.fetches.length - bStart;
    // A day is 288 intervals of 5 minutes; the 72 panel loads stand in for some of them.
    expect(polls).toBeLessThanOrEqual(288);
    expect(polls).toBeGreaterThanOrEqual(288 - 72 - 2);
    a.poller.stop();
    b.poller.stop();
  });
});
