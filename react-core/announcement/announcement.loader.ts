import { prefs } from '../core/store/prefs';
import type { ChromeOptions } from '../core/element/attributes';
import type { HostInputs } from '../core/element/element-definition';
import { isDismissed, pageKeyFor, type PageKey } from './announcement.rules';
import { announcementKey, announcements, loadAnnouncement, loadBulletin } from './announcement.store';

/**
 * Its first-paint need `notice` (announcement.element.ts), for a client render: the notice of the
 * page key. It ships in the view's chunk (announcement.connected.tsx re-exports it), which the
 * element loads alongside.
 */
export function loadPageNotice(options: Pick<ChromeOptions, 'currentPath' | 'lang' | 'apiBase'>, { raw }: Pick<HostInputs, 'raw'>): Promise<unknown> {
  const page = pageKeyFor(options.currentPath, raw.page ?? null);
  return page ? loadAnnouncement(options.apiBase, page, options.lang ?? prefs.lang) : Promise.resolve();
}

/**
 * Its first-paint need `bulletin`: the full-site bulletin, asked at once, and waited for only when
 * the page's own notice (the same shared load as loadPageNotice) leaves the bar empty.
 */
export function loadBulletinIfNeeded(options: Pick<ChromeOptions, 'currentPath' | 'lang' | 'apiBase'>, inputs: Pick<HostInputs, 'raw'>): Promise<unknown> {
  const base = options.apiBase;
  const page = pageKeyFor(options.currentPath, inputs.raw.page ?? null);
  const bulletin = loadBulletin(base);
  return page ? loadPageNotice(options, inputs).then(() => (hasPageNotice(base, page) ? undefined : bulletin)) : bulletin;
}

function hasPageNotice(base: string, page: PageKey): boolean {
  const notice = announcements.entries[announcementKey(base, page)]?.notices[page];
  return notice !== undefined && !isDismissed(notice.contentId);
}
