import type { NavItem } from '../header.types';
import { request } from '../../core/api/client';
import { CACHE_NAME, readCache, readPaintableCache, writeCache } from '../../core/cache/cache';
import { DEFAULT_LANGUAGE, type LanguageCode } from '../../core/i18n/languages';
import { EMPTY_COMPLIANCE, type Compliance } from '../../core/site/compliance';
import { isRecord } from '../../core/util/coerce';
import { warnOnce } from '../../core/util/warn';
import { validateMenu, type MenuContext, type MenuPlatform } from './menu.mappers';
import { headerMenuRequest } from '../../core/api/requests';
import { registerReset } from '../../core/util/resets';
import { createResource, type Resource } from '../../core/resource/resource';
import { FRESHNESS } from '../../core/resource/freshness';
import { pageEnv } from '../../core/resource/page-env';

/**
 * Where the header menu comes from, best first (spec §4 Menu data, §5 cache rule, §7, §8):
 * 1. the page's own menu (the element's `menu` property): server data wins when present, and a
 *    page-provided menu is never overwritten by a fetch (Carbon's lesson), so nothing is fetched;
 * 2. GET headerMenuListV2, retried 3 times at 1000 ms;
 * 3. the last good answer cached for this language;
 * 4. the bundled last-known-good menu of this language (a lazy chunk, fetched only here);
 * 5. nothing.
 */

/** Spec §7/§9: the menu call is retried 3 times (so at most 4 requests), 1000 ms apart. */
export const MENU_RETRIES = 3;
export const MENU_RETRY_DELAY_MS = 1000;

/** `rendered`: the menu server-rendered HTML came with (use-header-menu.ts), until the page's own load. */
export type MenuSource = 'page' | 'server' | 'cache' | 'bundled' | 'empty' | 'rendered';

export interface MenuResult {
  items: NavItem[];
  source: MenuSource;
}

export interface LoadHeaderMenuOptions {
  /** The `api-base` attribute ('' = same origin). */
  base?: string;
  lang: LanguageCode;
  compliance: Compliance;
  /** The element's `menu` property: raw server shape (`{ list }` or the list). */
  pageMenu?: unknown;
  /** 'web' for the header (default). */
  platform?: MenuPlatform;
  /**
   * Where the server list comes from when it is needed: the page's one deduplicated request
   * (`requestServerMenu`, started before the compliance menu arrived, so the two overlap).
   * Default: a request of its own.
   */
  requestList?: () => Promise<unknown[] | null>;
  /** Stops retrying (and aborts the request in flight) when the element goes away. */
  signal?: AbortSignal;
  /** Test seams. */
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  warn?: MenuContext['warn'];
}

/** One cache entry per API base; readCache/writeCache keep it per language (spec §5). */
export function menuCacheKey(base = ''): string {
  return CACHE_NAME.menu(base);
}

const defaultSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The raw list, cached as the server sent it: validation runs on every read, so a compliance
 *  change since the answer was stored still hides what it should. */
const asList = (value: unknown): unknown[] | null => (Array.isArray(value) ? value : null);

/**
 * GET headerMenu with retries. Returns the raw `list`, or null once every attempt failed or
 * answered without a list (spec §5: "a menu response must contain a list array").
 */
export async function fetchMenuList(options: LoadHeaderMenuOptions): Promise<unknown[] | null> {
  const sleep = options.sleep ?? defaultSleep;
  const warn = options.warn ?? warnOnce;
  let lastError = '';
  for (let attempt = 0; attempt <= MENU_RETRIES; attempt += 1) {
    if (options.signal?.aborted) return null;
    if (attempt > 0) await sleep(MENU_RETRY_DELAY_MS);
    if (options.signal?.aborted) return null;
    const menu = headerMenuRequest(options.lang);
    const result = await request(menu.path, {
      base: options.base,
      query: menu.query,
      fetchImpl: options.fetchImpl,
      signal: options.signal,
    });
    if (result.ok) {
      const list = isRecord(result.data) ? asList(result.data.list) : null;
      if (list) return list;
      lastError = 'Invalid response format';
      warn('header-menu.invalid-response', 'header menu: Invalid response format', result.data);
    } else {
      lastError = result.message;
    }
  }
  // Spec §8: a failed fallback menu request logs a warning; the caller falls back further.
  warn('header-menu.fetch-failed', `header menu: request failed after ${MENU_RETRIES} retries: ${lastError}`);
  return null;
}

/**
 * The server's list for a language, one cached resource per api base and language (spec §7: one
 * menu request per language, however many headers and renders; core/resource): asked for from
 * effects or before an element mounts, kept fresh while a header shows it (a menu changed on the
 * server replaces the one shown, in place), asked again after a failure.
 */
const serverLists = new Map<string, Resource<unknown[]>>();

function serverList(base: string, lang: LanguageCode): Resource<unknown[]> {
  const key = `${base}|${lang}`;
  let list = serverLists.get(key);
  if (!list) {
    list = createResource<unknown[]>({
      async fetch() {
        const answer = await fetchMenuList({ base, lang, compliance: EMPTY_COMPLIANCE });
        return answer ? { ok: true, value: answer, raw: answer } : { ok: false };
      },
      freshness: FRESHNESS.site,
      env: pageEnv,
    });
    serverLists.set(key, list);
  }
  return list;
}

/** The server's list, asked for if nothing fresh is there; null once every attempt failed. */
export function requestServerMenu(base: string, lang: LanguageCode): Promise<unknown[] | null> {
  const list = serverList(base, lang);
  return list.ensure().then(() => list.get().value ?? null);
}

/** The server's list for a language if its request has answered (null while it has not, or failed). */
export function answeredServerMenu(base: string, lang: LanguageCode): unknown[] | null {
  return serverLists.get(`${base}|${lang}`)?.get().value ?? null;
}

/**
 * Keeps the language's list fresh while a header shows it; `onChange` hears each new list a
 * revalidation brings (an unchanged answer brings none). Returns the unwatch.
 */
export function watchServerMenu(base: string, lang: LanguageCode, onChange: () => void): () => void {
  const list = serverList(base, lang);
  let last = list.get().value;
  const offs = [
    list.watch(),
    list.subscribe(({ value }) => {
      if (value === undefined || value === last) return;
      last = value;
      onChange();
    }),
  ];
  return () => offs.forEach((off) => off());
}

/** Caches a server list that validated to a menu (spec §5 cache rule: the last good answer per language). */
export function rememberServerMenu(base: string | undefined, lang: LanguageCode, list: readonly unknown[]): void {
  writeCache(menuCacheKey(base), lang, list);
}

/** For tests: forget the requests made. */
export function resetServerMenus(): void {
  for (const list of serverLists.values()) list.reset();
  serverLists.clear();
}

/**
 * A repeat visit's menu (issue 29): the list cached for this language when the first paint may
 * show it (the spec §5 rule), unvalidated; the menu request then waits for the chrome's paint.
 */
export function paintableCachedMenu(base: string | undefined, lang: LanguageCode): unknown[] | null {
  return readPaintableCache(menuCacheKey(base), lang, asList) ?? null;
}

/** The menu cached for this language, validated now; null when there is none worth showing. */
export function readCachedMenu(options: Pick<LoadHeaderMenuOptions, 'base' | 'lang' | 'compliance' | 'platform' | 'warn'>): NavItem[] | null {
  const list = readCache(menuCacheKey(options.base), options.lang, asList);
  if (!list) return null;
  const items = validateMenu(list, context(options));
  return items.length > 0 ? items : null;
}

// One lazy chunk per language: a page pays for a bundled menu only when the API and the cache
// both let it down, and then only for its own language.
const BUNDLED = import.meta.glob('./bundled/*.json', { import: 'default' }) as Record<string, () => Promise<unknown>>;

/** The bundled menu's raw data (`{ list }`) of a language (English when it has none). */
export async function loadBundledMenuData(lang: LanguageCode): Promise<unknown> {
  const loader = BUNDLED[`./bundled/${lang}.json`] ?? BUNDLED[`./bundled/${DEFAULT_LANGUAGE}.json`];
  return loader ? loader() : null;
}

function context(options: Pick<LoadHeaderMenuOptions, 'lang' | 'compliance' | 'platform' | 'warn'>): MenuContext {
  return { lang: options.lang, platform: options.platform ?? 'web', compliance: options.compliance, warn: options.warn };
}

export async function loadHeaderMenu(options: LoadHeaderMenuOptions): Promise<MenuResult> {
  const ctx = context(options);
  const warn = options.warn ?? warnOnce;

  if (options.pageMenu !== undefined && options.pageMenu !== null) {
    const items = validateMenu(options.pageMenu, ctx);
    if (items.length > 0) return { items, source: 'page' };
    // Spec §4: "if empty, a fallback remote request is made".
    warn('header-menu.page-empty', 'header menu: the page-provided menu is empty or invalid; fetching it');
  }

  const list = await (options.requestList ? options.requestList() : fetchMenuList(options));
  if (list) {
    const items = validateMenu(list, ctx);
    if (items.length > 0) {
      rememberServerMenu(options.base, options.lang, list);
      return { items, source: 'server' };
    }
  }

  const cached = readCachedMenu(options);
  if (cached) return { items: cached, source: 'cache' };

  try {
    const items = validateMenu(await loadBundledMenuData(options.lang), ctx);
    if (items.length > 0) return { items, source: 'bundled' };
  } catch (error) {
    warn('header-menu.bundled-failed', 'header menu: the bundled menu could not be loaded', error);
  }
  return { items: [], source: 'empty' };
}

registerReset(resetServerMenus);
