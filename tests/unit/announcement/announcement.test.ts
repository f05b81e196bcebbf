import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DISMISSED_MAX, dismiss } from '../../../react-core/announcement/announcement.store';
import { marqueeSeconds } from '../../../react-core/announcement/use-marquee';
import { isDismissed, readDismissed, resetDismissedHere } from '../../../react-core/announcement/announcement.rules';
import { STORAGE_KEY } from '../../../react-core/core/util/storage-keys';

/** A Storage stand-in; `full` makes every write throw as a full quota does. */
function installStorage(full = false) {
  const data = new Map<string, string>();
  const storage = {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (full) throw new DOMException('quota', 'QuotaExceededError');
      data.set(k, v);
    },
    removeItem: (k: string) => data.delete(k),
    clear: () => data.clear(),
    key: () => null,
    length: 0,
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  return data;
}

describe('announcement dismissal (spec §4)', () => {
  beforeEach(() => resetDismissedHere());
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });

  it('adds the id to the stored list, keeps the others, and a new page still sees it', () => {
    const data = installStorage();
    data.set(STORAGE_KEY.announcementDismissed, JSON.stringify(['old-1', 42, null, 'old-2']));
    expect(isDismissed('index-1')).toBe(false);
    expect(dismiss('index-1')).toBe(true);
    expect(JSON.parse(data.get(STORAGE_KEY.announcementDismissed)!)).toEqual(['old-1', 'old-2', 'index-1']);
    resetDismissedHere(); // a reload: only storage remembers
    expect(isDismissed('index-1')).toBe(true);
  });

  it('keeps the newest ids only', () => {
    installStorage();
    for (let i = 0; i < DISMISSED_MAX + 10; i++) dismiss(`n-${i}`);
    const list = readDismissed();
    expect(list).toContain(`n-${DISMISSED_MAX + 9}`);
    resetDismissedHere();
    expect(readDismissed()).toHaveLength(DISMISSED_MAX);
  });

  it('a full localStorage, a corrupt value or none at all: dismissed for this page, nothing throws', () => {
    const data = installStorage(true);
    data.set(STORAGE_KEY.announcementDismissed, '{not json');
    expect(dismiss('index-2')).toBe(false);
    expect(isDismissed('index-2')).toBe(true);
    delete (globalThis as { localStorage?: unknown }).localStorage;
    Object.defineProperty(globalThis, 'localStorage', {
      get: () => {
        throw new Error('denied');
      },
      configurable: true,
    });
    expect(() => dismiss('index-3')).not.toThrow();
    expect(isDismissed('index-3')).toBe(true);
  });

  it('marquee duration is width/200*3 seconds', () => {
    expect(marqueeSeconds(600)).toBe(9);
    expect(marqueeSeconds(1000)).toBe(15);
    expect(marqueeSeconds(-5)).toBe(0);
  });
});
