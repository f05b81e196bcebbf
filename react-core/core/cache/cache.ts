import { readStoredJson, writeStored } from '../util/storage';
import { STORAGE_KEY } from '../util/storage-keys';

/**
 * The spec §5 cache rule: cached data is valid only if it has the expected non-empty shape and
 * was stored for the current language; processed data that is invalid falls back to the old
 * cache, then to the default. Entries also expire (spec §9 "cache default 60": minutes here).
 */
export const CACHE_TTL_MS = 60 * 60 * 1000;

interface Envelope {
  lang: string;
  savedAt: number;
  data: unknown;
}

/** Non-empty array, or an object with at least one key. */
export function isNonEmptyData(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

/**
 * `check` narrows the stored value to T (or null when it does not fit). Returns the cached value
 * only when it fits, is non-empty, was stored for `lang`, and is younger than the TTL.
 */
export function readCache<T>(
  key: string,
  lang: string,
  check: (value: unknown) => T | null,
  now = Date.now(),
): T | undefined {
  const raw = readStoredJson(STORAGE_KEY.cachePrefix + key);
  if (typeof raw !== 'object' || raw === null) return undefined;
  const env = raw as Partial<Envelope>;
  if (env.lang !== lang || typeof env.savedAt !== 'number' || now - env.savedAt > CACHE_TTL_MS) return undefined;
  if (!isNonEmptyData(env.data)) return undefined;
  const value = check(env.data);
  return value === null || !isNonEmptyData(value) ? undefined : value;
}

export function writeCache(key: string, lang: string, data: unknown, now = Date.now()): void {
  if (!isNonEmptyData(data)) return;
  const env: Envelope = { lang, savedAt: now, data };
  writeStored(STORAGE_KEY.cachePrefix + key, JSON.stringify(env));
}

/** Fresh data when valid, else the previous cache, else the default. */
export function pickValid<T>(fresh: T | null | undefined, cached: T | undefined, fallback: T): T {
  if (fresh !== null && fresh !== undefined && isNonEmptyData(fresh)) return fresh;
  if (cached !== undefined) return cached;
  return fallback;
}
