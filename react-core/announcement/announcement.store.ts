import { proxy } from 'valtio/vanilla';
import { fetchMapped } from '../core/api/client';
import type { LanguageCode } from '../core/i18n/languages';
import { mapAnnouncementMap, type Announcement } from './announcement.mappers';
import type { PageKey } from './announcement.page';
import { announcementRequest } from '../core/api/requests';

/**
 * The notices of each page key, shared by every `<exch-announcement>` of the page and loaded once
 * per api base, page key and language (a deduplicated store action, called from effects).
 */
export interface AnnouncementEntry {
  /** False until the first answer (or failure) for this page key. */
  answered: boolean;
  notices: Partial<Record<PageKey, Announcement>>;
}

export const announcements = proxy<{ entries: Record<string, AnnouncementEntry> }>({ entries: {} });

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

/** For tests: forget every load. */
export function resetAnnouncements(): void {
  loads.clear();
  announcements.entries = {};
}
