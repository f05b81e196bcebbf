import { useEffect, useMemo, useReducer, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import {
  announcementKey,
  announcements,
  dismiss,
  loadAnnouncement,
  loadBulletin,
  pageKeyOfView,
  rememberShownNotice,
  watchAnnouncement,
  watchBulletin,
} from './announcement.store';
import { isHostReserved, useChrome, useMarkReady } from '../core/element/context';
import { useOwnStyles } from '../core/element/use-own-styles';
import { useTranslation } from '../core/i18n/use-translation.connected';
import { safeHref, withSitePrefix } from '../core/routes/links';
import { BREAKPOINTS } from '../core/layout/breakpoints';
import { useMediaQuery } from '../core/layout/use-media-query';
import { ANNOUNCEMENT_TEXTS } from './announcement.intl';
import { hasVisibleText, renderSafeHtml } from '../core/html/safe-html';
import { isDismissed, slotOf } from './announcement.rules';
import { useIsClient } from '../core/layout/use-is-client';
import { useNow } from '../core/layout/use-now';
import { isLiveAt, nextScheduleBoundary } from './schedule.rules';
import type { Announcement } from './announcement.mappers';
import type { Bulletin } from './bulletin.mappers';
import { AnnouncementView } from './announcement';
import announcementCss from './announcement.css?inline';
import { STORAGE_KEY } from '../core/util/storage-keys';

/** The sheet the view adopts (the server render links the same, announcement.server.ts). */
export const ANNOUNCEMENT_VIEW_STYLES: readonly string[] = [announcementCss];

// What its first render reads, loaded by the element before it mounts (announcement.definition.ts:
// its texts, and its first-paint needs' loaders in announcement.loader.ts).
export { loadPageNotice, loadBulletinIfNeeded } from './announcement.loader';
export { loadAnnouncementTexts } from './announcement.intl';

/**
 * `<exch-announcement>`'s view (a lazy chunk): fetches the notice of the page key (GET
 * /api/web/v1/site/announcement?page_keys&lang, ours: the spec leaves the path unnamed) and
 * the full-site bulletin (GET fullsiteBulletin, spec §7), and shows the page's notice unless its
 * content_id was dismissed, else the bulletin unless it was. Dismissal is remembered in localStorage, and a
 * dismissal in another tab hides it here too.
 */
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

export default function AnnouncementConnected() {
  const { options, raw, emit, setHostState, hydration, host, sitePrefix } = useChrome();
  const base = options.apiBase;
  const page = pageKeyOfView(options.currentPath, raw.page);
  const slot = slotOf(page);
  const { t, lang, ready } = useTranslation(ANNOUNCEMENT_TEXTS);
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const phone = useMediaQuery(BREAKPOINTS.announcementPhone);
  const reducedMotion = useMediaQuery(REDUCED_MOTION);
  // Always rendered (empty without a notice) so the stylesheet is adopted on mount.
  const root = useOwnStyles<HTMLDivElement>(announcementCss);

  // Loaded once, kept fresh while the bar is on the page (core/resource/freshness.ts).
  useEffect(() => {
    if (!page) return undefined;
    void loadAnnouncement(base, page, lang);
    return watchAnnouncement(base, page, lang);
  }, [base, page, lang]);
  useEffect(() => {
    void loadBulletin(base);
    return watchBulletin(base);
  }, [base]);
  // The server rendered the shell without a notice (it cannot know the dismissals): the
  // hydration pass shows none either, whatever has arrived by then; the re-render after shows it.
  const snap = useSnapshot(announcements);
  const loaded = snap.entries[page ? announcementKey(base, page) : ''];
  const entry = hydration ? undefined : loaded;
  const bulletinEntry = hydration ? undefined : snap.bulletins[base];

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY.announcementDismissed) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Did the host hold the bar's space for an expected notice (decided as it connected, from the
  // stored rule, and only before the page's first paint)? Then the bar renders in that space;
  // otherwise it opens over the page, which nothing then pushes down. Read once, on the client.
  // After server HTML, that is read once the hydration pass is done.
  const client = useIsClient();
  const [expected, setExpected] = useState(() => client && isHostReserved(host));
  const hydrated = hydration !== null;
  useEffect(() => {
    if (hydrated) return;
    const wasExpected = isHostReserved(host);
    setExpected((now) => now || wasExpected);
    // Once, on the first render after the hydration pass (or never, without server HTML).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated]);
  const scheduledNotice = page ? (entry?.notices[page] as Announcement | undefined) : undefined;
  const scheduledBulletin = bulletinEntry?.bulletin ?? null;
  // A notice shows from its start to its end: the clock is read again at the next of them.
  const now = useNow((at) => nextScheduleBoundary([scheduledNotice?.schedule, scheduledBulletin?.schedule], at));
  const pageNotice = scheduledNotice && isLiveAt(scheduledNotice.schedule, now) ? scheduledNotice : undefined;
  const pageContent = useMemo(() => (pageNotice ? renderSafeHtml(pageNotice.content, lang) : []), [pageNotice, lang]);
  const pageShown = Boolean(pageNotice && hasVisibleText(pageContent) && !isDismissed(pageNotice.contentId));
  // The page's own notice, else the full-site bulletin (same dismissal rule, bulletin.mappers.ts).
  // Else means once the page's notice has answered: a bulletin that came first would show, then
  // give way to the notice (a flash of the wrong notice, and a shift of the bar's text).
  const pageAnswered = !page || (entry?.answered ?? false);
  const bulletin = scheduledBulletin && isLiveAt(scheduledBulletin.schedule, now) ? scheduledBulletin : null;
  const bulletinShown = !pageShown && pageAnswered && bulletin !== null && !isDismissed(bulletin.contentId);
  const notice = pageShown ? pageNotice! : bulletinShown ? bulletin! : null;
  const content: ReactNode = pageShown ? pageContent : bulletinShown ? <BulletinText bulletin={bulletin!} /> : null;
  // Decided once the page's notice is known to show, or every source has answered.
  const decided = pageShown || (pageAnswered && (bulletinEntry?.answered ?? false));
  // First useful paint: the bar, or knowing there is none.
  useMarkReady(ready && decided);
  const shown = Boolean(ready && notice);
  const shownId = shown && notice ? notice.contentId : null;
  // What shows now is what the next visit expects; with nothing to show, the held space goes.
  useEffect(() => {
    if (!decided || !ready) return;
    rememberShownNotice(slot, shownId);
    if (!shownId) setHostState('reserved', false);
  }, [slot, decided, ready, shownId, setHostState]);
  const href = shown && notice ? withSitePrefix(safeHref(notice.link, lang), sitePrefix) : null;
  return (
    <div ref={root} className={`ann-root${expected ? '' : ' is-overlay'}`}>
      {shown && notice && (
        <AnnouncementView
          t={t}
          content={content}
          href={href ?? ''}
          external={!!href && /^https?:/i.test(href)}
          contentId={notice.contentId}
          level={bulletinShown ? bulletin!.level : 'info'}
          marquee={phone && !reducedMotion}
          onDismiss={() => {
            dismiss(notice.contentId);
            emit('exch-announcement-dismiss', { contentId: notice.contentId, page: slot, source: bulletinShown ? 'bulletin' : 'page' });
            refresh();
          }}
        />
      )}
    </div>
  );
}

/** A bulletin's title and text, as text (it is not HTML). */
function BulletinText({ bulletin }: { bulletin: Bulletin }) {
  return (
    <>
      {bulletin.title && <strong className="ann-title">{bulletin.title}</strong>}
      {bulletin.title && bulletin.content ? ' ' : ''}
      {bulletin.content}
    </>
  );
}
