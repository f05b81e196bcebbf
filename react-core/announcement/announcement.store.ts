import { proxy } from 'valtio/vanilla';
import { fetchMapped } from '../core/api/client';
import type { LanguageCode } from '../core/i18n/languages';
import { mapAnnouncementMap, type Announcement } from './announcement.mappers';
import type { PageKey } from './announcement.page';
import { announcementRequest, bulletinRequest } from '../core/api/requests';
import { mapBulletin, type Bulletin } from './bulletin.mappers';

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

export function loadAnnouncement(base: string, page: PageKey, lang: LanguageCode): Promise<void> {
  const loadKey = `${base}|${page}|${lang}`;
  let job = loads.get(loadKey);
  if (job) return job;
  const key = announcementKey(base, page);
  const { path, query } = announcementRequest(page, lang);
  job = fetchMapped(path, mapAnnouncementMap, {}, { base, query }).then(({ value, fresh }) => {
    const previous = announcements.entries[key];
    // A failed answer keeps what is shown (e.g. the notice in the previous language).
    announcements.entries[key] = { answered: true, notices: fresh || !previous ? value : previous.notices };
  });
  loads.set(loadKey, job);
  return job;
}

const bulletinLoads = new Map<string, Promise<void>>();

/** The full-site bulletin, once per api base (it has no language of its own in the spec's call). */
export function loadBulletin(base: string): Promise<void> {
  let job = bulletinLoads.get(base);
  if (job) return job;
  const { path, query } = bulletinRequest();
  const now = Math.floor(Date.now() / 1000);
  job = fetchMapped(path, (data) => mapBulletin(data, now), null, { base, query }).then(({ value }) => {
    announcements.bulletins[base] = { answered: true, bulletin: value };
  });
  bulletinLoads.set(base, job);
  return job;
}

/** For tests: forget every load. */
export function resetAnnouncements(): void {
  loads.clear();
  bulletinLoads.clear();
  announcements.entries = {};
  announcements.bulletins = {};
}
