import { prefs } from '../core/store/prefs';
import type { ChromeOptions } from '../core/element/attributes';
import type { HostInputs } from '../core/element/element-definition';
import { pageKeyFor } from './announcement.page';
import { loadAnnouncement } from './announcement.store';
import { loadAnnouncementTexts } from './announcement.intl';

/**
 * What the bar's first client render reads (LoadViewData): the notice of the page key and the
 * bar's texts. It ships in the view's chunk (announcement.connected.tsx re-exports it), which the
 * element loads alongside.
 */
export function loadAnnouncementData(options: Pick<ChromeOptions, 'currentPath' | 'lang' | 'apiBase'>, { raw }: Pick<HostInputs, 'raw'>): Promise<unknown> {
  const page = pageKeyFor(options.currentPath, raw.page ?? null);
  if (!page) return Promise.resolve();
  const lang = options.lang ?? prefs.lang;
  return Promise.all([loadAnnouncement(options.apiBase, page, lang), loadAnnouncementTexts(lang)]);
}
