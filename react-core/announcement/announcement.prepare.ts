import { prefs } from '../core/store/prefs';
import type { ChromeOptions } from '../core/element/attributes';
import type { HostInputs } from '../core/element/element-definition';
import { isDismissed, pageKeyFor, type PageKey } from './announcement.rules';
import { announcementKey, announcements, loadAnnouncement, loadBulletin } from './announcement.store';
import { loadAnnouncementTexts } from './announcement.intl';

/**
 * What the bar's first client render reads (LoadViewData): the notice of the page key (or, when
 * it has none to show, the full-site bulletin) and the bar's texts. It ships in the view's chunk (announcement.connected.tsx re-exports it), which the
 * element loads alongside.
 */
export function loadAnnouncementData(options: Pick<ChromeOptions, 'currentPath' | 'lang' | 'apiBase'>, { raw }: Pick<HostInputs, 'raw'>): Promise<unknown> {
  const page = pageKeyFor(options.currentPath, raw.page ?? null);
  const lang = options.lang ?? prefs.lang;
  const base = options.apiBase;
  const bulletin = loadBulletin(base);
  // The page's own notice first; the bulletin is waited for only when that leaves the bar empty.
  const notice = page ? loadAnnouncement(base, page, lang).then(() => (hasPageNotice(base, page) ? undefined : bulletin)) : bulletin;
  return Promise.all([notice, loadAnnouncementTexts(lang)]);
}

function hasPageNotice(base: string, page: PageKey): boolean {
  const notice = announcements.entries[announcementKey(base, page)]?.notices[page];
  return notice !== undefined && !isDismissed(notice.contentId);
}
