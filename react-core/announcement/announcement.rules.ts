import { readStoredJson } from '../core/util/storage';
import { stripLanguagePrefix } from '../core/routes/links';
import { LANGUAGE_CODES } from '../core/i18n/languages';
import { STORAGE_KEY } from '../core/util/storage-keys';
import { registerReset } from '../core/util/resets';
import { isRecord } from '../core/util/coerce';

/**
 * What `<exch-announcement>` needs before its view (spec §3 Announcement, §4 Announcement bar):
 * the page key, and whether a notice is expected there (the one shown last time, not dismissed
 * since), so the bar's space is reserved from the start. It ships with the element's definition;
 * the rest of the bar's rules load with its view (dismissing and remembering: announcement.store.ts;
 * the marquee: use-marquee.ts).
 */
/** What a notice id may look like (the answer's content_id; dismissed ids in storage). */
export const NOTICE_ID = /^[\w.:-]{1,128}$/;

export const PAGE_KEYS = ['index', 'wallet'] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

/**
 * Where a bar stands: a page key's page, or any other page ('site'), where only the full-site
 * bulletin shows. What a visit showed is remembered per slot (the next visit's reserved space).
 */
export type NoticeSlot = PageKey | 'site';
export const slotOf = (page: PageKey | null): NoticeSlot => page ?? 'site';

/** The `page` attribute as compared with the page keys. */
export const wantedPage = (override: string | null | undefined) => (override ?? '').trim().toLowerCase();
export const isPageKey = (value: string): value is PageKey => (PAGE_KEYS as readonly string[]).includes(value);

/**
 * `page` attribute when valid; else from the path: the home path is `index`, pages under
 * /myaccount are `wallet` (a language prefix is ignored); other pages have no notice. Silent: the
 * boot script and the element's reserve read it before the view, which warns about an invalid
 * attribute (pageKeyOfView, announcement.store.ts), so the warning's text ships with the view alone.
 */
export function pageKeyFor(currentPath: string, override: string | null | undefined): PageKey | null {
  const wanted = wantedPage(override);
  if (isPageKey(wanted)) return wanted;
  const path = stripLanguagePrefix((currentPath || '/').split(/[?#]/)[0] ?? '/', LANGUAGE_CODES);
  if (path === '/' || path === '') return 'index';
  if (/^\/myaccount(\/|$)/.test(path)) return 'wallet';
  return null;
}

/** Dismissals of this page, kept even when localStorage cannot store them (full, disabled). */
const dismissedHere = new Set<string>();

/** Records a dismissal for this page (also when it could not be stored: dismiss, announcement.store.ts). */
export function noteDismissedHere(contentId: string): void {
  dismissedHere.add(contentId);
}

export function readDismissed(): string[] {
  const stored = readStoredJson(STORAGE_KEY.announcementDismissed);
  const list = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string' && NOTICE_ID.test(id)) : [];
  return [...new Set([...list, ...dismissedHere])];
}

export function isDismissed(contentId: string): boolean {
  return dismissedHere.has(contentId) || readDismissed().includes(contentId);
}

/** For tests. */
export function resetDismissedHere(): void {
  dismissedHere.clear();
}

/** The notice last shown per slot (so its bar's space is reserved on the next visit). */
export function readLastShown(): Partial<Record<NoticeSlot, string>> {
  const stored = readStoredJson(STORAGE_KEY.announcementLast);
  const out: Partial<Record<NoticeSlot, string>> = {};
  if (!isRecord(stored)) return out;
  for (const key of [...PAGE_KEYS, 'site'] as const) {
    const id = stored[key];
    if (typeof id === 'string' && NOTICE_ID.test(id)) out[key] = id;
  }
  return out;
}

/** Whether a notice is expected in the slot: one was shown there last time and not dismissed since. */
export function isNoticeExpected(slot: NoticeSlot): boolean {
  const id = readLastShown()[slot];
  return id !== undefined && !isDismissed(id);
}

registerReset(resetDismissedHere);
