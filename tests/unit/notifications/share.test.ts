import { describe, expect, it, vi } from 'vitest';
import { createUnreadShare } from '../../../react-core/notifications/unread-share';

const waitFor = (check: () => boolean) => vi.waitFor(() => expect(check()).toBe(true));

describe('cross-tab share of the unread count (BroadcastChannel)', () => {
  it('a count published in one tab reaches the others, and stays readable', async () => {
    const tabA = createUnreadShare('test|1');
    const tabB = createUnreadShare('test|1');
    const elsewhere = createUnreadShare('test|2'); // another user or api base: not shared
    const got: unknown[] = [];
    const gotElsewhere: unknown[] = [];
    tabB.subscribe((v) => got.push(v));
    elsewhere.subscribe((v) => gotElsewhere.push(v));
    tabA.publish({ counts: { trade: 0, system: 2 }, at: 1000 });
    await waitFor(() => got.length === 1);
    expect(got[0]).toEqual({ counts: { trade: 0, system: 2 }, at: 1000 });
    expect(tabB.read()).toEqual({ counts: { trade: 0, system: 2 }, at: 1000 });
    expect(tabA.read()?.at).toBe(1000);
    // An older value arriving late does not replace a newer one. A channel delivers one sender's
    // messages in order, so once the newer value after it has arrived, the older one was seen
    // and dropped.
    tabA.publish({ counts: { trade: 9 }, at: 500 });
    expect(tabB.read()?.at).toBe(1000);
    tabA.publish({ counts: { trade: 1 }, at: 1500 });
    await waitFor(() => got.length >= 2);
    expect(got.map((v) => (v as { at: number }).at)).toEqual([1000, 1500]);
    expect(tabB.read()?.at).toBe(1500);
    expect(gotElsewhere).toEqual([]);
    for (const s of [tabA, tabB, elsewhere]) s.close();
  });

  it('garbage from another tab is ignored', async () => {
    const tab = createUnreadShare('test|3');
    const raw = new BroadcastChannel('exch-chrome:unread:test|3');
    const got: unknown[] = [];
    tab.subscribe((v) => got.push(v));
    raw.postMessage({ counts: 'lots', at: 'now' });
    raw.postMessage(null);
    raw.postMessage({ counts: { trade: 1 }, at: 2000 });
    await waitFor(() => got.length === 1);
    expect(got).toEqual([{ counts: { trade: 1 }, at: 2000 }]);
    raw.close();
    tab.close();
  });
});
