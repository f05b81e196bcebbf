import { useEffect, useMemo, useReducer } from 'react';
import { useSnapshot } from 'valtio';
import { announcementKey, announcements, loadAnnouncement } from './announcement.store';
import { useChrome, useMarkReady } from '../core/element/context';
import { useOwnStyles } from '../core/element/use-own-styles';
import { useTranslation } from '../core/i18n/use-translation';
import { safeHref } from '../core/routes/links';
import { BREAKPOINTS } from '../core/layout/breakpoints';
import { useMediaQuery } from '../core/layout/use-media-query';
import { ANNOUNCEMENT_TEXTS } from './announcement.intl';
import { sanitizeHtml } from '../notifications/sanitize';
import { dismiss, isDismissed, pageKeyFor } from './announcement.rules';
import type { Announcement } from './announcement.mappers';
import { AnnouncementView } from './announcement';
import announcementCss from './announcement.css?inline';
import { STORAGE_KEY } from '../core/util/storage-keys';

/**
 * `<exch-announcement>`'s view (a lazy chunk): fetches the notice of the page key (GET
 * /api/web/v1/site/announcement?page_keys&lang, ours: the spec leaves the path unnamed) and
 * shows it unless its content_id was dismissed. Dismissal is remembered in localStorage, and a
 * dismissal in another tab hides it here too.
 */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export default function AnnouncementConnected() {
  const { options, raw, emit } = useChrome();
  const base = options.apiBase;
  const page = pageKeyFor(options.currentPath, raw.page);
  const { t, lang, ready } = useTranslation(ANNOUNCEMENT_TEXTS);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const phone = useMediaQuery(BREAKPOINTS.announcementPhone);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // Always rendered (empty without a notice) so the stylesheet is adopted on mount.
  const root = useOwnStyles<HTMLDivElement>(announcementCss);

  useEffect(() => {
    if (page) void loadAnnouncement(base, page, lang);
  }, [base, page, lang]);
  const entry = useSnapshot(announcements).entries[page ? announcementKey(base, page) : ''];
  const answered = entry?.answered ?? false;

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY.announcementDismissed) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const notice = page ? (entry?.notices[page] as Announcement | undefined) : undefined;
  const html = useMemo(() => (notice ? sanitizeHtml(notice.content, lang) : ''), [notice, lang]);
  // First useful paint: the bar, or knowing there is none.
  useMarkReady(ready && (!page || answered));
  const shown = ready && page && notice && html.trim() && !isDismissed(notice.contentId);
  const href = shown ? safeHref(notice.link, lang) : null;
  return (
    <div ref={root} className="ann-root">
      {shown && (
        <AnnouncementView
          t={t} html={html} href={href ?? ''} external={!!href && /^https?:/i.test(href)} contentId={notice.contentId}
          marquee={phone && !reducedMotion}
          onDismiss={() => {
            dismiss(notice.contentId);
            emit('exch-announcement-dismiss', { contentId: notice.contentId, page });
            refresh();
          }}
        />
      )}
    </div>
  );
}
