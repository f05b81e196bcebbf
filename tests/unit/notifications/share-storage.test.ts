// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createUnreadShare } from '../../../react-core/notifications/unread-share';

describe('cross-tab share without BroadcastChannel (storage events)', () => {
  const original = globalThis.BroadcastChannel;
  afterEach(() => {
    globalThis.BroadcastChannel = original;
    localStorage.clear();
  });

  it('publishes to localStorage and hears other tabs through storage events', () => {
    // @ts-expect-error: a browser without BroadcastChannel
    delete globalThis.BroadcastChannel;
    const share = createUnreadShare('s|1');
    const got: unknown[] = [];
    share.subscribe((v) => got.push(v));
    share.publish({ counts: { trade: 1 }, at: 100 });
    expect(JSON.parse(localStorage.getItem('exch.unread.s|1')!)).toEqual({ counts: { trade: 1 }, at: 100 });
    // Another tab writes: this tab gets a storage event (never for its own writes).
    window.dispatchEvent(new StorageEvent('storage', { key: 'exch.unread.s|1', newValue: JSON.stringify({ counts: { trade: 0 }, at: 200 }) }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'exch.unread.s|1', newValue: '{broken' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: JSON.stringify({ counts: { x: 1 }, at: 300 }) }));
    expect(got).toEqual([{ counts: { trade: 0 }, at: 200 }]);
    expect(share.read()).toEqual({ counts: { trade: 0 }, at: 200 });
    share.close();
    window.dispatchEvent(new StorageEvent('storage', { key: 'exch.unread.s|1', newValue: JSON.stringify({ counts: { trade: 5 }, at: 400 }) }));
    expect(got).toHaveLength(1);
  });
});
