import { proxy } from 'valtio/vanilla';
import { fetchMapped, request } from '../core/api/client';
import type { LanguageCode } from '../core/i18n/languages';
import { mapAnnouncementMap, type Announcement } from './announcement.mappers';
import { isPageKey, noteDismissedHere, pageKeyFor, readDismissed, readLastShown, wantedPage, type NoticeSlot, type PageKey } from './announcement.rules';
import { announcementRequest, bulletinRequest, type RequestDescriptor } from '../core/api/requests';
import { mapBulletin, type Bulletin } from './bulletin.mappers';
import { CACHE_NAME, NO_LANGUAGE as BULLETIN_CACHE_LANG, readPaintableEntry, removeCache, writeCache } from '../core/cache/cache';
import { isRecord } from '../core/util/coerce';
import { registerReset } from '../core/util/resets';
import { createResource, type Resource, type ResourceAnswer, type ResourceState } from '../core/resource/resource';
import { FRESHNESS } from '../core/resource/freshness';
import { pageEnv } from '../core/resource/page-env';
import { writeStored } from '../core/util/storage';
import { STORAGE_KEY } from '../core/util/storage-keys';
import { warnOnce } from '../core/util/warn';

/**
 * The notices of each page key and the full-site bulletin, shared by every `<exch-announcement>`
 * of the page: each a cached resource (core/resource), loaded once per api base, page key and
 * language, painted from the spec §5 cache on a repeat visit, kept fresh while a bar shows it;
 * and the reader's choices its view writes (spec §4 Announcement bar): dismissing a notice (kept
 * in localStorage) and remembering the notice shown per page. What the element needs before its
 * view (the page key, whether a notice is expected) is announcement.rules.ts.
 */
export interface AnnouncementEntry {
  /** False until the first answer (or failure) for this page key. */
  answered: boolean;
  notices: Partial<Record<PageKey, Announcement>>;
}

/** The full-site bulletin per api base: null when there is none (or no valid answer). */
export interface BulletinEntry {
  answered: boolean;
  bulletin: Bulletin | null;
}

export const announcements = proxy<{ entries: Record<string, AnnouncementEntry>; bulletins: Record<string, BulletinEntry> }>({
  entries: {},
  bulletins: {},
});

export const announcementKey = (base: string, page: PageKey) => `${base}|${page}`;

type Notices = Partial<Record<PageKey, Announcement>>;

const noticeResources = new Map<string, Resource<Notices>>();
const bulletinResources = new Map<string, Resource<Bulletin | null>>();

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function ask<V>(base: string, { path, query }: RequestDescriptor, map: (raw: Record<string, unknown>) => V): Promise<ResourceAnswer<V>> {
  const { value, fresh, failure } = await fetchMapped(path, (data) => (isRecord(data) ? data : null), null, { base, query });
  if (fresh && value) return { ok: true, value: map(value), raw: value };
  return { ok: false, reason: failure?.kind };
}

function noticeResource(base: string, page: PageKey, lang: LanguageCode): Resource<Notices> {
  const loadKey = `${base}|${page}|${lang}`;
  let resource = noticeResources.get(loadKey);
  if (resource) return resource;
  const key = announcementKey(base, page);
  const cacheKey = CACHE_NAME.notice(base, page);
  resource = createResource<Notices>({
    fetch: () => ask(base, announcementRequest(page, lang), mapAnnouncementMap),
    seed() {
      const cached = readPaintableEntry(cacheKey, lang, (data) => Object.keys(mapAnnouncementMap(data)).length > 0);
      return cached && { value: mapAnnouncementMap(cached.data), raw: cached.data, at: cached.savedAt, fresh: cached.fromServerHtml };
    },
    // Spec §8: no valid answer, no notice (a failure keeps one already shown: see publish).
    fallback: () => ({}),
    persist(raw, notices, at) {
      // An answer without a notice: none next time either.
      if (Object.keys(notices).length > 0) writeCache(cacheKey, lang, raw, at);
      else removeCache(cacheKey);
    },
    freshness: FRESHNESS.site,
    env: pageEnv,
  });
  const publish = (state: ResourceState<Notices>) => {
    if (state.status !== 'ready') return;
    const previous = announcements.entries[key];
    // A failed answer keeps what is shown (e.g. the notice in the previous language).
    if (state.source === 'fallback' && previous) {
      if (!previous.answered) previous.answered = true;
      return;
    }
    announcements.entries[key] = { answered: true, notices: state.value ?? {} };
  };
  resource.subscribe(publish);
  noticeResources.set(loadKey, resource);
  return resource;
}

function bulletinResource(base: string): Resource<Bulletin | null> {
  let resource = bulletinResources.get(base);
  if (resource) return resource;
  const cacheKey = CACHE_NAME.bulletin(base);
  resource = createResource<Bulletin | null>({
    async fetch() {
      const { path, query } = bulletinRequest();
      const result = await request(path, { base, query });
      // `data: null` (or anything that is no bulletin) is the answer "none", not a failure.
      return result.ok ? { ok: true, value: mapBulletin(result.data, nowSeconds()), raw: result.data } : { ok: false, reason: result.kind };
    },
    seed() {
      const cached = readPaintableEntry(cacheKey, BULLETIN_CACHE_LANG, (data) => mapBulletin(data, nowSeconds()) !== null);
      return cached && { value: mapBulletin(cached.data, nowSeconds()), raw: cached.data, at: cached.savedAt };
    },
    fallback: () => null,
    persist(raw, bulletin, at) {
      // The server answered with no bulletin (or one that has ended): none next time either.
      if (bulletin) writeCache(cacheKey, BULLETIN_CACHE_LANG, raw, at);
      else removeCache(cacheKey);
    },
    freshness: FRESHNESS.site,
    env: pageEnv,
  });
  resource.subscribe((state) => {
    if (state.status !== 'ready') return;
    const previous = announcements.bulletins[base];
    // A failed revalidation keeps the bulletin shown.
    if (state.source === 'fallback' && previous?.answered) return;
    announcements.bulletins[base] = { answered: true, bulletin: state.value ?? null };
  });
  bulletinResources.set(base, resource);
  return resource;
}

/**
 * The notices of a page key. On a repeat visit whose cached answer (spec §5 rule: non-empty, same
 * language) may be painted from, the entry is ready at once and the server is asked after the
 * chrome's paint; an answer that differs replaces it.
 */
export function loadAnnouncement(base: string, page: PageKey, lang: LanguageCode): Promise<void> {
  return noticeResource(base, page, lang).ensure();
}

/**
 * The full-site bulletin, once per api base (it has no language of its own in the spec's call).
 * A repeat visit paints a cached bulletin and asks after the paint, like the notices.
 */
export function loadBulletin(base: string): Promise<void> {
  return bulletinResource(base).ensure();
}

/** Keeps a page key's notices fresh while a bar shows them. Returns the unwatch. */
export function watchAnnouncement(base: string, page: PageKey, lang: LanguageCode): () => void {
  return noticeResource(base, page, lang).watch();
}

/** Keeps the bulletin fresh while a bar may show it. Returns the unwatch. */
export function watchBulletin(base: string): () => void {
  return bulletinResource(base).watch();
}

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

/** Remembers (or, with null, forgets) the notice shown in a slot; other slots stay. */
export function rememberShownNotice(slot: NoticeSlot, contentId: string | null): void {
  const last = readLastShown();
  if ((last[slot] ?? null) === contentId) return;
  if (contentId) last[slot] = contentId;
  else delete last[slot];
  writeStored(STORAGE_KEY.announcementLast, JSON.stringify(last));
}

/** For tests: forget every load. */
export function resetAnnouncements(): void {
  for (const resource of [...noticeResources.values(), ...bulletinResources.values()]) resource.reset();
  noticeResources.clear();
  bulletinResources.clear();
  announcements.entries = {};
  announcements.bulletins = {};
}

registerReset(resetAnnouncements);
