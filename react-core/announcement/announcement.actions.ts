import { writeStored } from '../core/util/storage';
import { STORAGE_KEY } from '../core/util/storage-keys';
import { warnOnce } from '../core/util/warn';
import { isPageKey, noteDismissedHere, pageKeyFor, readDismissed, readLastShown, wantedPage, type NoticeSlot, type PageKey } from './announcement.rules';

/**
 * The announcement bar's rules that its view applies (spec §3 Announcement, §4 Announcement bar),
 * without React: dismissing a notice (kept in localStorage), remembering the notice shown per
 * page, and the marquee's duration. What the element needs before its view (the page key,
 * whether a notice is expected) is announcement.rules.ts.
 */
/** pageKeyFor (announcement.rules.ts), warning once when the `page` attribute names no page key (the view's reading). */
export function pageKeyOfView(currentPath: string, override: string | null | undefined): PageKey | null {
  const wanted = wantedPage(override);
  if (wanted && !isPageKey(wanted)) {
    warnOnce(`announcement-page:${wanted}`, `Unknown announcement page "${override}": use index or wallet. Using the page path instead.`);
  }
  return pageKeyFor(currentPath, override);
}

/** Older ids beyond this are forgotten (notices are short-lived). */
export const DISMISSED_MAX = 50;

/** Adds the id to the stored list; returns whether it was stored (false: dismissed for this page only). */
export function dismiss(contentId: string): boolean {
  noteDismissedHere(contentId);
  const list = readDismissed().filter((id) => id !== contentId);
  list.push(contentId);
  return writeStored(STORAGE_KEY.announcementDismissed, JSON.stringify(list.slice(-DISMISSED_MAX)));
}

/** Spec §4: an overflowing text scrolls as a marquee lasting about width/200*3 seconds. */
export function marqueeSeconds(textWidth: number): number {
  return (Math.max(0, textWidth) / 200) * 3;
}

/** Remembers (or, with null, forgets) the notice shown in a slot; other slots stay. */
export function rememberShownNotice(slot: NoticeSlot, contentId: string | null): void {
  const last = readLastShown();
  if ((last[slot] ?? null) === contentId) return;
  if (contentId) last[slot] = contentId;
  else delete last[slot];
  writeStored(STORAGE_KEY.announcementLast, JSON.stringify(last));
}
