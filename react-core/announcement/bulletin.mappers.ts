import { cleanText, isRecord, stringOf } from '../core/util/coerce';
import { hasEnded, scheduleOf, type Schedule } from './schedule.rules';
import { NOTICE_ID } from './announcement.rules';

/**
 * The full-site bulletin (spec §7: GET /api/web/v1/site/fullsiteBulletin, answer "data"; its
 * fields are ours: id, title, content, link, level, start_time, end_time). The announcement bar
 * shows it on a page that has no notice of its own, with the same dismissal rule: its dismissal
 * id is `bulletin:{id}`, so it never collides with a page notice's content_id.
 */
export interface Bulletin {
  contentId: string;
  /** Plain text (rendered as text, never as HTML). */
  title: string;
  content: string;
  /** Untrusted link ('' for none): through safeHref before use. */
  link: string;
  level: 'info' | 'warning';
  /** When it shows (the bar follows the clock: schedule.rules.ts). */
  schedule: Schedule;
}

export const BULLETIN_ID_PREFIX = 'bulletin:';
const TITLE_MAX = 200;
const CONTENT_MAX = 2000;

/** The bar shows one line: display text with each run of spaces (line breaks included) as one. */
const line = (value: unknown, max: number) => cleanText(value, max).replace(/\s+/g, ' ');

/**
 * Any JSON in: a bulletin with an id and some text that has not ended at `nowSeconds` (one that
 * starts later is kept with its schedule, and shows from its start), or null.
 */
export function mapBulletin(data: unknown, nowSeconds: number): Bulletin | null {
  if (!isRecord(data)) return null;
  const rawId = typeof data.id === 'number' && Number.isSafeInteger(data.id) ? String(data.id) : data.id;
  if (typeof rawId !== 'string') return null;
  const contentId = `${BULLETIN_ID_PREFIX}${rawId}`;
  if (!NOTICE_ID.test(contentId)) return null;
  const title = line(data.title, TITLE_MAX);
  const content = line(data.content, CONTENT_MAX);
  if (!title && !content) return null;
  const schedule = scheduleOf(data.start_time, data.end_time);
  if (hasEnded(schedule, nowSeconds * 1000)) return null;
  return {
    contentId,
    title,
    content,
    link: stringOf(data.link, 2000),
    level: data.level === 'warning' ? 'warning' : 'info',
    schedule,
  };
}
