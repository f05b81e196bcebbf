import { asRecord, cleanText, isRecord, stringOf } from '../core/util/coerce';
import { NOTICE_ID, PAGE_KEYS, type PageKey } from './announcement.rules';
import { scheduleOf, type Schedule } from './schedule.rules';

/** The announcement answer (spec §3 Announcement) → notices; any JSON in, valid notices out. */
export interface Announcement {
  contentId: string;
  /** Untrusted HTML: sanitise before rendering. */
  content: string;
  /** Untrusted link ('' for none): through safeHref before use. */
  link: string;
  /** When it shows (`start_time`, `end_time`, ours; absent: always): schedule.rules.ts. */
  schedule: Schedule;
}

export function mapAnnouncement(raw: unknown): Announcement | null {
  if (!isRecord(raw)) return null;
  const id = typeof raw.content_id === 'number' && Number.isSafeInteger(raw.content_id) ? String(raw.content_id) : raw.content_id;
  if (typeof id !== 'string' || !NOTICE_ID.test(id)) return null;
  const content = cleanText(raw.content, 5000);
  if (!content) return null;
  return { contentId: id, content, link: stringOf(raw.link, 2000), schedule: scheduleOf(raw.start_time, raw.end_time) };
}

/** The answer's map (page key → notice), keeping the known keys with a usable notice. */
export function mapAnnouncementMap(data: unknown): Partial<Record<PageKey, Announcement>> {
  const d = asRecord(data);
  const out: Partial<Record<PageKey, Announcement>> = {};
  for (const key of PAGE_KEYS) {
    const notice = Object.hasOwn(d, key) ? mapAnnouncement(d[key]) : null;
    if (notice) out[key] = notice;
  }
  return out;
}
