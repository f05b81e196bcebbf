// @vitest-environment happy-dom
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FEED_BACKOFF_MS,
  FEED_LINGER_MS,
  acquireFeed,
  backoffMs,
  feedSocketOpen,
  feedStats,
  feedUrl,
  parseMessage,
  parseTick,
  receive,
  resetLiveFeed,
  subscribeTick,
  tickOf,
} from '../../../react-core/market-search/data/live-feed';
import { GARBLED_MESSAGES, feedMarkets, nextBatch } from '../../../demo/mock-api/feed';

/** A WebSocket that only records what the feed does with it. */
class FakeSocket extends EventTarget {
  static made: FakeSocket[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSocket.made.push(this);
  }
  close() {
    this.closed = true;
  }
}

describe('live feed: parsing', () => {
  it('any message in: null or a list, never a throw; any tick in: a valid id, a plain decimal price, a bounded change', () => {
    fc.assert(
      fc.property(fc.anything(), fc.jsonValue(), (any, json) => {
        for (const text of [any, JSON.stringify(json)]) {
          const data = parseMessage(text);
          if (data !== null) expect(Array.isArray(data)).toBe(true);
        }
        const tick = parseTick(any);
        if (tick) {
          expect(tick.price).toMatch(/^\d+(\.\d+)?$/);
          if (tick.changePercent !== null) expect(Math.abs(tick.changePercent)).toBeLessThanOrEqual(100_000);
        }
      }),
    );
    expect(parseTick({ id: 'spot:BTC_USDT', price: '96012.35', change: -0.81 })).toEqual({ id: 'spot:BTC_USDT', price: '96012.35', changePercent: -0.81 });
    expect(parseTick({ id: 'spot:BTC_USDT', price: '<img src=x>' })).toBeNull();
    expect(parseTick({ id: 'javascript:alert(1)', price: '1' })).toBeNull();
  });

  it('the mock’s batches are all valid; its garbled messages all dropped, counted, never thrown', () => {
    resetLiveFeed();
    const markets = feedMarkets();
    expect(markets.length).toBeGreaterThan(200);
    const batch = nextBatch(markets, Math.random);
    expect(batch).toHaveLength(20);
    for (const tick of batch) expect(parseTick(tick), JSON.stringify(tick)).not.toBeNull();
    for (const text of GARBLED_MESSAGES) receive(text);
    expect(feedStats.ticks).toBe(0);
    expect(feedStats.dropped).toBeGreaterThanOrEqual(GARBLED_MESSAGES.length);
  });

  it('the URL: market-feed-url (http becomes ws), else /ws/v1/market at the api base’s origin', () => {
    expect(feedUrl(null, '', 'https://www.exch.com/trade')).toBe('wss://www.exch.com/ws/v1/market');
    expect(feedUrl('', 'http://127.0.0.1:5174', 'http://localhost:5173/')).toBe('ws://127.0.0.1:5174/ws/v1/market');
    expect(feedUrl('https://feed.example/stream', '', 'http://localhost/')).toBe('wss://feed.example/stream');
    expect(feedUrl('javascript:alert(1)', '', 'http://localhost/')).toBeNull();
  });

  it('backoff: full jitter between half and all of the doubled base, capped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.double({ min: 0, max: 0.999999, noNaN: true }), (attempt, r) => {
        const ceiling = Math.min(FEED_BACKOFF_MS.max, FEED_BACKOFF_MS.base * 2 ** attempt);
        const wait = backoffMs(attempt, () => r);
        expect(wait).toBeGreaterThanOrEqual(Math.floor(ceiling / 2));
        expect(wait).toBeLessThanOrEqual(ceiling);
      }),
    );
  });
});

describe('live feed: one socket, held while a panel is open', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    vi.stubGlobal('WebSocket', FakeSocket);
    resetLiveFeed();
  });
  afterEach(() => {
    resetLiveFeed();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('opens on the first hold only, once for any number of holders, and closes a while after the last release', () => {
    expect(FakeSocket.made).toHaveLength(0);
    const a = acquireFeed('ws://x/ws/v1/market');
    const b = acquireFeed('ws://x/ws/v1/market');
    expect(FakeSocket.made).toHaveLength(1);
    a();
    b();
    vi.advanceTimersByTime(FEED_LINGER_MS - 1);
    expect(feedSocketOpen()).toBe(true);
    const c = acquireFeed('ws://x/ws/v1/market');
    vi.advanceTimersByTime(FEED_LINGER_MS * 2);
    expect(FakeSocket.made[0]!.closed, 'held again before the linger ended').toBe(false);
    c();
    vi.advanceTimersByTime(FEED_LINGER_MS);
    expect(FakeSocket.made[0]!.closed).toBe(true);
    expect(FakeSocket.made).toHaveLength(1);
  });

  it('closes while the page is hidden, and opens again when it shows with a panel still open', () => {
    const release = acquireFeed('ws://x/ws/v1/market');
    const visibility = (state: 'hidden' | 'visible') => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    visibility('hidden');
    expect(FakeSocket.made[0]!.closed).toBe(true);
    expect(feedSocketOpen()).toBe(false);
    vi.advanceTimersByTime(FEED_BACKOFF_MS.max);
    expect(FakeSocket.made, 'no reconnection while hidden').toHaveLength(1);
    visibility('visible');
    expect(FakeSocket.made).toHaveLength(2);
    release();
  });

  it('reconnects with backoff after the socket closes, while held', () => {
    const release = acquireFeed('ws://x/ws/v1/market');
    FakeSocket.made[0]!.dispatchEvent(new Event('close'));
    expect(feedStats.status).toBe('down');
    vi.advanceTimersByTime(FEED_BACKOFF_MS.base);
    expect(FakeSocket.made).toHaveLength(2);
    release();
  });

  it('ticks reach only the rows that listen, once per frame, with their direction', () => {
    const seen: string[] = [];
    const off = subscribeTick('spot:BTC_USDT', () => seen.push(tickOf('spot:BTC_USDT')!.price));
    receive(
      JSON.stringify({
        type: 'ticks',
        data: [
          { id: 'spot:BTC_USDT', price: '100', change: 1 },
          { id: 'spot:ETH_USDT', price: '5', change: 2 },
        ],
      }),
    );
    receive(JSON.stringify({ type: 'ticks', data: [{ id: 'spot:BTC_USDT', price: '101', change: 1.5 }] }));
    expect(seen, 'nothing before the frame').toEqual([]);
    vi.advanceTimersByTime(20);
    expect(seen, 'one notification per frame, with the latest price').toEqual(['101']);
    receive(JSON.stringify({ type: 'ticks', data: [{ id: 'spot:BTC_USDT', price: '99.5' }] }));
    vi.advanceTimersByTime(20);
    expect(tickOf('spot:BTC_USDT')).toMatchObject({ price: '99.5', direction: 'down', changePercent: 1.5, serial: 2 });
    off();
  });

  it('the ticks go with the socket once the last panel closed: a panel opened later shows its list’s prices, not old live ones', () => {
    const release = acquireFeed('ws://x/ws/v1/market');
    receive(JSON.stringify({ type: 'ticks', data: [{ id: 'spot:BTC_USDT', price: '100', change: 1 }] }));
    vi.advanceTimersByTime(20);
    expect(tickOf('spot:BTC_USDT')?.price).toBe('100');
    release();
    vi.advanceTimersByTime(FEED_LINGER_MS - 1);
    expect(tickOf('spot:BTC_USDT')?.price, 'kept while the socket lingers (a panel may open again at once)').toBe('100');
    vi.advanceTimersByTime(1);
    expect(FakeSocket.made[0]!.closed).toBe(true);
    expect(tickOf('spot:BTC_USDT')).toBeUndefined();
  });
});
