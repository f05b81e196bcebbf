import { proxy } from 'valtio/vanilla';
import { fetchMapped } from '../core/api/client';
import type { LanguageCode } from '../core/i18n/languages';
import { mapAnnouncementMap, type Announcement } from './announcement.mappers';
import type { PageKey } from './announcement.rules';
import { announcementRequest, bulletinRequest } from '../core/api/requests';
import { mapBulletin, type Bulletin } from './bulletin.mappers';
import { CACHE_NAME, NO_LANGUAGE as BULLETIN_CACHE_LANG, readPaintableCache, removeCache, sameAsCached, writeCache } from '../core/cache/cache';
import { afterChromePaint } from '../core/layout/paint-gate';
import { isRecord } from '../core/util/coerce';
import { registerReset } from '../core/util/resets';

const asRecord = (data: unknown) => (isRecord(data) ? data : null);

/**
 * The notices of each page key, shared by every `<exch-announcement>` of the page and loaded once
 * per api base, page key and language (a deduplicated store action, called from effects).
 */
export interface AnnouncementEntry {
  /** False until the first answer (or failure) for this page key. */
  answered: boolean;
  notices: Partial<Record<PageKey, Announcement>>;
}

/** The full-site bulletin per api base: null when there is none (or no valid answer). */
export interface BulletinEntry {
  answered: boolean;
  bulletin: Bulletin | null;
}

export const announcements = proxy<{ entries: Record<string, AnnouncementEntry>; bulletins: Record<string, BulletinEntry> }>({
  entries: {},
  bulletins: {},
});

export const announcementKey = (base: string, page: PageKey) => `${base}|${page}`;

const loads = new Map<string, Promise<void>>();
/** Bumped by a reset: an answer to a request made before it is dropped (tests reset between pages). */
let generation = 0;

/**
 * The notices of a page key. On a repeat visit whose cached answer (spec §5 rule: non-empty, same
 * language) may be painted from, the entry is ready at once and the server is asked after the
 * chrome's paint; an answer that differs replaces it.
 */
export function loadAnnouncement(base: string, page: PageKey, lang: LanguageCode): Promise<void> {
  const loadKey = `${base}|${page}|${lang}`;
  let job = loads.get(loadKey);
  if (job) return job;
  const key = announcementKey(base, page);
  const cacheKey = CACHE_NAME.notice(base, page);
  const { path, query } = announcementRequest(page, lang);
  const cached = readPaintableCache(cacheKey, lang, (data) => (Object.keys(mapAnnouncementMap(data)).length > 0 ? data : null));
  if (cached) announcements.entries[key] = { answered: true, notices: mapAnnouncementMap(cached) };
  const made = generation;
  const ask = () =>
    fetchMapped(path, asRecord, null, { base, query }).then(({ value, fresh }) => {
      if (made !== generation) return;
      const notices = fresh ? mapAnnouncementMap(value) : {};
      const unchanged = cached && fresh && sameAsCached(cacheKey, lang, value);
      if (fresh && Object.keys(notices).length > 0) writeCache(cacheKey, lang, value);
      else if (fresh) removeCache(cacheKey);
      if (unchanged) return;
      const previous = announcements.entries[key];
      // A failed answer keeps what is shown (e.g. the notice in the previous language).
      announcements.entries[key] = { answered: true, notices: fresh || !previous ? notices : previous.notices };
    });
  job = cached ? Promise.resolve() : ask();
  if (cached) void afterChromePaint().then(ask);
  loads.set(loadKey, job);
  return job;
}

const bulletinLoads = new Map<string, Promise<void>>();

/**
 * The full-site bulletin, once per api base (it has no language of its own in the spec's call).
 * A repeat visit paints a cached live bulletin and asks after the paint, like the notices.
 */
export function loadBulletin(base: string): Promise<void> {
  let job = bulletinLoads.get(base);
  if (job) return job;
  const { path, query } = bulletinRequest();
  const cacheKey = CACHE_NAME.bulletin(base);
  const now = () => Math.floor(Date.now() / 1000);
  const cached = readPaintableCache(cacheKey, BULLETIN_CACHE_LANG, (data) => (mapBulletin(data, now()) ? data : null));
  if (cached) announcements.bulletins[base] = { answered: true, bulletin: mapBulletin(cached, now()) };
  const made = generation;
  const ask = () =>
    fetchMapped(path, asRecord, null, { base, query }).then(({ value, fresh, failure }) => {
      if (made !== generation) return;
      const bulletin = fresh ? mapBulletin(value, now()) : null;
      const unchanged = cached && fresh && sameAsCached(cacheKey, BULLETIN_CACHE_LANG, value);
      if (bulletin) writeCache(cacheKey, BULLETIN_CACHE_LANG, value);
      // The server answered with no live bulletin (null included): none next time either. A
      // failed request keeps the entry for a later visit, and shows none now, as before.
      else if (fresh || failure?.kind === 'malformed') removeCache(cacheKey);
      // A revalidation that failed keeps the painted bulletin.
      if (unchanged || (cached && !fresh && failure?.kind !== 'malformed')) return;
      announcements.bulletins[base] = { answered: true, bulletin };
    });
  job = cached ? Promise.resolve() : ask();
  if (cached) void afterChromePaint().then(ask);
  bulletinLoads.set(base, job);
  return job;
}

/** For tests: forget every load. */
export function resetAnnouncements(): void {
  generation += 1;
  loads.clear();
  bulletinLoads.clear();
  announcements.entries = {};
  announcements.bulletins = {};
}

registerReset(resetAnnouncements);
