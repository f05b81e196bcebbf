import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  dotState,
  notificationStore,
  registerDotHost,
  resetNotificationStore,
  setCategoryCount,
  setNotificationDot,
  setUnreadCounts,
  setUnreadFailed,
} from '../../../react-core/notifications/notifications.store';
import { resetWarnings } from '../../../react-core/core/util/warn';

/** An element stand-in: an EventTarget that is in the page. */
const host = () => Object.assign(new EventTarget(), { isConnected: true }) as unknown as HTMLElement;
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('shared notification store', () => {
  beforeEach(() => {
    resetNotificationStore();
    resetWarnings();
  });
  afterEach(() => vi.restoreAllMocks());

  it('the dot is the sum of the categories; a read lowers it; 99+ above 99', () => {
    setUnreadCounts({ trade: 4, system: 2, p2p: 0 });
    expect(dotState(notificationStore)).toEqual({ show: true, count: 6, text: '6' });
    setCategoryCount('trade', 0);
    expect(dotState(notificationStore)).toEqual({ show: true, count: 2, text: '2' });
    setUnreadCounts({ trade: 150 });
    expect(dotState(notificationStore).text).toBe('99+');
    setUnreadFailed();
    expect(dotState(notificationStore)).toEqual({ show: false, count: 0, text: '' });
  });

  it('the page can set the dot directly; the next server answer replaces it', () => {
    setUnreadCounts({ trade: 1 });
    setNotificationDot({ count: 250 });
    expect(dotState(notificationStore)).toEqual({ show: true, count: 250, text: '99+' });
    setNotificationDot({ shouldShow: true });
    expect(dotState(notificationStore)).toEqual({ show: true, count: null, text: '' });
    setNotificationDot({ shouldShow: false });
    expect(dotState(notificationStore).show).toBe(false);
    setNotificationDot({ count: 0 });
    expect(dotState(notificationStore).show).toBe(false);
    setNotificationDot({ count: 0, shouldShow: true });
    expect(dotState(notificationStore).show).toBe(false);
    setNotificationDot({ count: 5, shouldShow: false });
    expect(dotState(notificationStore).show).toBe(false);
    setUnreadCounts({ trade: 3 });
    expect(dotState(notificationStore)).toEqual({ show: true, count: 3, text: '3' });
  });

  it('an invalid set-dot detail is ignored with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setUnreadCounts({ trade: 3 });
    for (const bad of [null, 'x', { count: -1 }, { count: 'many' }, { shouldShow: 'yes' }, []]) setNotificationDot(bad);
    expect(dotState(notificationStore).count).toBe(3);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('any set-dot detail leaves a valid dot, never a throw', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue({ maxDepth: 3 }),
          fc.record({ count: fc.jsonValue({ maxDepth: 1 }), shouldShow: fc.jsonValue({ maxDepth: 1 }) }, { requiredKeys: [] }),
        ),
        (detail) => {
          resetNotificationStore();
          setUnreadCounts({ trade: 3 });
          setNotificationDot(detail);
          const dot = dotState(notificationStore);
          expect(typeof dot.show).toBe('boolean');
          expect(dot.count === null || (Number.isInteger(dot.count) && dot.count >= 0)).toBe(true);
          expect(dot.text === '' || dot.text === '99+' || /^[1-9]\d?$/.test(dot.text)).toBe(true);
          if (!dot.show) expect(dot.text).toBe('');
          if (dot.show && dot.count !== null) expect(dot.count).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('exch-notification-dot is sent once per change, with shouldShow false when every category is 0', async () => {
    const el = host();
    const details: unknown[] = [];
    el.addEventListener('exch-notification-dot', (e) => details.push((e as CustomEvent).detail));
    const off = registerDotHost(el);
    await flush();
    expect(details).toEqual([]); // nothing known yet
    setUnreadCounts({ trade: 2, system: 1 });
    setUnreadCounts({ trade: 2, system: 1 });
    setCategoryCount('trade', 0);
    setCategoryCount('system', 0);
    await flush();
    expect(details).toEqual([
      { shouldShow: true, count: 3 },
      { shouldShow: true, count: 1 },
      { shouldShow: false, count: 0 },
    ]);
    off();
  });

  it('with several elements the event comes from the first one still in the page', async () => {
    const [a, b] = [host(), host()];
    const from: string[] = [];
    a.addEventListener('exch-notification-dot', () => from.push('a'));
    b.addEventListener('exch-notification-dot', () => from.push('b'));
    const offA = registerDotHost(a);
    const offB = registerDotHost(b);
    setUnreadCounts({ trade: 1 });
    offA();
    setUnreadCounts({ trade: 2 });
    expect(from).toEqual(['a', 'b']);
    offB();
  });
});
