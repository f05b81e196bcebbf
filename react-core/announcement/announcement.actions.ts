import { writeStored } from '../core/util/storage';
import { STORAGE_KEY } from '../core/util/storage-keys';
import { noteDismissedHere, readDismissed, readLastShown, type NoticeSlot } from './announcement.rules';

/**
 * The announcement bar's rules that its view applies (spec §3 Announcement, §4 Announcement bar),
 * without React: dismissing a notice (kept in localStorage), remembering the notice shown per
 * page, and the marquee's duration. What the element needs before its view (the page key,
 * whether a notice is expected) is announcement.rules.ts.
 */
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
