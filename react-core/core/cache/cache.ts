import { readStoredJson, removeStored, writeStored } from '../util/storage';
import { CACHE_PREFIX } from '../util/storage-keys';
import { isObjectLike } from '../util/coerce';
import { registerReset } from '../util/resets';

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
  /**
   * False when a repeat visit may not paint from this entry before the live answer is in (common
   * data that says someone is logged in: the login state never comes from the cache alone).
   * Absent means it may.
   */
  paint?: false;
}

/** The language an entry without one (the bulletin) is stored under. */
export const NO_LANGUAGE = '*';

/** The cache entries a page's first paint reads, one name each (spec §5 rule per entry). */
export const CACHE_NAME = {
  /** GET commonData of a site (raw answer). */
  common: (base: string, region: number) => `common.${base}.${region}`,
  /** GET the compliance menu of a site (raw answer). */
  compliance: (base: string, region: number) => `compliance.${base}.${region}`,
  /** GET headerMenuListV2 (the raw `list`), per language. */
  menu: (base = '') => `header-menu.${base}`,
  /** GET the announcement of a page key (raw answer). */
  notice: (base: string, page: string) => `notice.${base}.${page}`,
  /** GET the full-site bulletin (raw answer), stored under NO_LANGUAGE. */
  bulletin: (base: string) => `bulletin.${base}`,
} as const;

function readEnvelope(key: string, lang: string, now: number): Envelope | undefined {
  const raw = readStoredJson(CACHE_PREFIX + key);
  if (!isObjectLike(raw)) return undefined;
  const env = raw as Partial<Envelope>;
  if (env.lang !== lang || typeof env.savedAt !== 'number' || now - env.savedAt > CACHE_TTL_MS) return undefined;
  return isNonEmptyData(env.data) ? (env as Envelope) : undefined;
}

/**
 * Whether a repeat visit paints from this entry and asks the server only after the paint (the
 * boot script's check, before it starts a request; the stores read the entry with
 * `readPaintableCache`). Cheap: no mapping, which the reader does.
 */
export function isCachePaintable(key: string, lang: string, now = Date.now()): boolean {
  const env = readEnvelope(key, lang, now);
  return env !== undefined && env.paint !== false;
}

/** Non-empty array, or an object with at least one key. */
export function isNonEmptyData(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return isObjectLike(value) && Object.keys(value).length > 0;
}

/**
 * `check` narrows the stored value to T (or null when it does not fit). Returns the cached value
 * only when it fits, is non-empty, was stored for `lang`, and is younger than the TTL.
 */
export function readCache<T>(key: string, lang: string, check: (value: unknown) => T | null, now = Date.now()): T | undefined {
  const env = readEnvelope(key, lang, now);
  if (!env) return undefined;
  const value = check(env.data);
  return value === null || !isNonEmptyData(value) ? undefined : value;
}

/**
 * A cached answer a repeat visit may paint from, with when it was stored: the raw data when it
 * passes `check` (a seed for a resource: core/resource/resource.ts), else undefined.
 */
export function readPaintableEntry(
  key: string,
  lang: string,
  check: (value: unknown) => boolean,
  now = Date.now(),
): { data: unknown; savedAt: number; fromServerHtml: boolean } | undefined {
  const env = readEnvelope(key, lang, now);
  if (!env || env.paint === false || !check(env.data)) return undefined;
  return { data: env.data, savedAt: env.savedAt, fromServerHtml: writtenFromServerHtml.has(key) };
}

/** `readCache`, for an entry a repeat visit may paint from (see `isCachePaintable`). */
export function readPaintableCache<T>(key: string, lang: string, check: (value: unknown) => T | null, now = Date.now()): T | undefined {
  return isCachePaintable(key, lang, now) ? readCache(key, lang, check, now) : undefined;
}

/** `paint: false`: a repeat visit must wait for the live answer before painting this (see Envelope). */
export function writeCache(key: string, lang: string, data: unknown, now = Date.now(), { paint = true }: { paint?: boolean } = {}): void {
  if (!isNonEmptyData(data)) return;
  const env: Envelope = paint ? { lang, savedAt: now, data } : { lang, savedAt: now, data, paint: false };
  writeStored(CACHE_PREFIX + key, JSON.stringify(env));
}

/**
 * Entries this page load's server HTML brought (core/element/hydration-state.ts): the server's
 * answer of this very load, fresh, where a repeat visit's entry is an earlier page's. Kept in
 * memory only: on the next page load the stored entry is an ordinary repeat visit's.
 */
const writtenFromServerHtml = new Set<string>();

/** `writeCache` for an answer the server fetched for this page load (see `writtenFromServerHtml`). */
export function writeServerHtmlAnswer(key: string, lang: string, data: unknown, now = Date.now()): void {
  writeCache(key, lang, data, now);
  writtenFromServerHtml.add(key);
}

registerReset(() => writtenFromServerHtml.clear());

/** Forgets an entry: a valid answer that now says "none" must not be painted on the next visit. */
export function removeCache(key: string): void {
  removeStored(CACHE_PREFIX + key);
}

/** Whether a fresh answer is the one cached (then nothing on screen needs to change). */
export function sameAsCached(key: string, lang: string, data: unknown, now = Date.now()): boolean {
  const env = readEnvelope(key, lang, now);
  if (!env) return false;
  try {
    return JSON.stringify(env.data) === JSON.stringify(data);
  } catch {
    return false;
  }
}

/** Fresh data when valid, else the previous cache, else the default. */
export function pickValid<T>(fresh: T | null | undefined, cached: T | undefined, fallback: T): T {
  if (fresh !== null && fresh !== undefined && isNonEmptyData(fresh)) return fresh;
  if (cached !== undefined) return cached;
  return fallback;
}
