// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CACHE_NAME,
  CACHE_TTL_MS,
  isCachePaintable,
  isNonEmptyData,
  pickValid,
  readCache,
  readPaintableCache,
  removeCache,
  sameAsCached,
  writeCache,
} from '../../../../react-core/core/cache/cache';

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

describe('paint from the cache (issue 29)', () => {
  beforeEach(() => localStorage.clear());
  const asRecord = (v: unknown) => (typeof v === 'object' && v !== null && !Array.isArray(v) ? v : null);

  it('paints from an entry unless it was stored as not paintable (a logged-in answer)', () => {
    writeCache('common', 'en', { is_login: 0 }, 1000);
    expect(isCachePaintable('common', 'en', 2000)).toBe(true);
    expect(readPaintableCache('common', 'en', asRecord, 2000)).toEqual({ is_login: 0 });
    writeCache('common', 'en', { is_login: 1 }, 1000, { paint: false });
    expect(isCachePaintable('common', 'en', 2000)).toBe(false);
    expect(readPaintableCache('common', 'en', asRecord, 2000)).toBeUndefined();
    // Still the stale cache a failed answer falls back to (spec §8).
    expect(readCache('common', 'en', asRecord, 2000)).toEqual({ is_login: 1 });
  });

  it('never paints what the spec §5 rule refuses, whatever is stored (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.string(), fc.integer({ min: 0, max: 3 * CACHE_TTL_MS }), (stored, lang, age) => {
        localStorage.setItem(`exch.cache.${CACHE_NAME.menu('')}`, JSON.stringify(stored));
        const env = stored as { lang?: unknown; savedAt?: unknown; data?: unknown; paint?: unknown } | null;
        const paintable = isCachePaintable(CACHE_NAME.menu(''), lang, age);
        if (paintable) {
          expect(env?.lang).toBe(lang);
          expect(typeof env?.savedAt === 'number' && age - env.savedAt <= CACHE_TTL_MS).toBe(true);
          expect(isNonEmptyData(env?.data)).toBe(true);
          expect(env?.paint).not.toBe(false);
        }
      }),
    );
  });

  it('tells an unchanged answer apart and forgets an entry', () => {
    writeCache('notice', 'en', { index: { id: 1 } }, 1000);
    expect(sameAsCached('notice', 'en', { index: { id: 1 } }, 2000)).toBe(true);
    expect(sameAsCached('notice', 'en', { index: { id: 2 } }, 2000)).toBe(false);
    expect(sameAsCached('notice', 'de', { index: { id: 1 } }, 2000)).toBe(false);
    removeCache('notice');
    expect(readCache('notice', 'en', asRecord, 2000)).toBeUndefined();
  });
});
