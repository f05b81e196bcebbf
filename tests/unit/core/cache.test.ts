// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { CACHE_TTL_MS, isNonEmptyData, pickValid, readCache, writeCache } from '../../../react-core/core/cache/cache';

const asList = (v: unknown) => (Array.isArray(v) ? (v as string[]) : null);

describe('cache rule (spec §5)', () => {
  beforeEach(() => localStorage.clear());

  it('returns data stored for the same language', () => {
    writeCache('menu', 'en', ['a'], 1000);
    expect(readCache('menu', 'en', asList, 2000)).toEqual(['a']);
  });

  it('ignores data stored for another language, empty data, the wrong shape and stale entries', () => {
    writeCache('menu', 'en', ['a'], 1000);
    expect(readCache('menu', 'de', asList, 2000)).toBeUndefined();
    writeCache('empty', 'en', [], 1000);
    expect(readCache('empty', 'en', asList, 2000)).toBeUndefined();
    writeCache('obj', 'en', { a: 1 }, 1000);
    expect(readCache('obj', 'en', asList, 2000)).toBeUndefined();
    expect(readCache('menu', 'en', asList, 1000 + CACHE_TTL_MS + 1)).toBeUndefined();
  });

  it('survives corrupt storage', () => {
    localStorage.setItem('exch.cache.menu', '{not json');
    expect(readCache('menu', 'en', asList)).toBeUndefined();
    localStorage.setItem('exch.cache.menu', 'null');
    expect(readCache('menu', 'en', asList)).toBeUndefined();
  });

  it('falls back from invalid fresh data to the old cache, then to the default', () => {
    expect(pickValid(['new'], ['old'], ['default'])).toEqual(['new']);
    expect(pickValid([], ['old'], ['default'])).toEqual(['old']);
    expect(pickValid(null, undefined, ['default'])).toEqual(['default']);
    expect(isNonEmptyData({})).toBe(false);
    expect(isNonEmptyData({ a: 1 })).toBe(true);
  });
});
