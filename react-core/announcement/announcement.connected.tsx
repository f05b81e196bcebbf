import { useEffect, useMemo, useReducer, useState } from 'react';
import { useSnapshot } from 'valtio';
import { announcementKey, announcements, loadAnnouncement } from './announcement.store';
import { useChrome, useMarkReady } from '../core/element/context';
import { useOwnStyles } from '../core/element/use-own-styles';
import { useTranslation } from '../core/i18n/use-translation';
import { safeHref } from '../core/routes/links';
import { BREAKPOINTS } from '../core/layout/breakpoints';
import { useMediaQuery } from '../core/layout/use-media-query';
import { ANNOUNCEMENT_TEXTS } from './announcement.intl';
import { hasVisibleText, renderSafeHtml } from '../core/html/safe-html';
import { isDismissed, isNoticeExpected, pageKeyOfView } from './announcement.page';
import { dismiss, rememberShownNotice } from './announcement.rules';
import { useIsClient } from '../core/layout/use-is-client';
import type { Announcement } from './announcement.mappers';
import { AnnouncementView } from './announcement';
import announcementCss from './announcement.css?inline';
import { STORAGE_KEY } from '../core/util/storage-keys';

// The data its first render reads, loaded by the element before it mounts (announcement.prepare.ts).
export { loadAnnouncementData } from './announcement.prepare';

/**
 * `<exch-announcement>`'s view (a lazy chunk): fetches the notice of the page key (GET
 * /api/web/v1/site/announcement?page_keys&lang, ours: the spec leaves the path unnamed) and
 * shows it unless its content_id was dismissed. Dismissal is remembered in localStorage, and a
 * dismissal in another tab hides it here too.
 */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export default function AnnouncementConnected() {
  const { options, raw, emit, setHostState, hydration } = useChrome();
  const base = options.apiBase;
  const page = pageKeyOfView(options.currentPath, raw.page);
  const { t, lang, ready } = useTranslation(ANNOUNCEMENT_TEXTS);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const phone = useMediaQuery(BREAKPOINTS.announcementPhone);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // Always rendered (empty without a notice) so the stylesheet is adopted on mount.
  const root = useOwnStyles<HTMLDivElement>(announcementCss);

  useEffect(() => {
    if (page) void loadAnnouncement(base, page, lang);
  }, [base, page, lang]);
  // The server rendered the shell without a notice (it cannot know the dismissals): the
  // hydration pass shows none either, whatever has arrived by then; the re-render after shows it.
  const loaded = useSnapshot(announcements).entries[page ? announcementKey(base, page) : ''];
  const entry = hydration ? undefined : loaded;
  const answered = entry?.answered ?? false;

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY.announcementDismissed) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Was the bar's space held for an expected notice (the element decided as it connected, from
  // the same stored rule)? Then the bar renders in that space; otherwise it opens over the page,
  // which nothing then pushes down. Read once, on the client.
  // After server HTML, that is read once the hydration pass is done.
  const client = useIsClient();
  const [expected, setExpected] = useState(() => client && isNoticeExpected(page));
  const hydrated = hydration !== null;
  useEffect(() => {
    if (!hydrated) setExpected((now) => now || isNoticeExpected(page));
    // Once, on the first render after the hydration pass (or never, without server HTML).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  const notice = page ? (entry?.notices[page] as Announcement | undefined) : undefined;
  const content = useMemo(() => (notice ? renderSafeHtml(notice.content, lang) : []), [notice, lang]);
  // First useful paint: the bar, or knowing there is none.
  useMarkReady(ready && (!page || answered));
  const shown = Boolean(ready && page && notice && hasVisibleText(content) && !isDismissed(notice.contentId));
  const shownId = shown && notice ? notice.contentId : null;
  // What shows now is what the next visit expects; with nothing to show, the held space goes.
  useEffect(() => {
    if (!page || !answered || !ready) return;
    rememberShownNotice(page, shownId);
    if (!shownId) setHostState('reserved', false);
  }, [page, answered, ready, shownId, setHostState]);
  const href = shown && notice ? safeHref(notice.link, lang) : null;
  return (
    <div ref={root} className={`ann-root${expected ? '' : ' is-overlay'}`}>
      {shown && notice && page && (
        <AnnouncementView
          t={t} content={content} href={href ?? ''} external={!!href && /^https?:/i.test(href)} contentId={notice.contentId}
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
