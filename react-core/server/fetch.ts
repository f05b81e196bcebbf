/**
 * `exch-chrome/server`'s own first-paint calls (spec §7: "internal calls add internal headers and
 * a server base URL"): what a server that renders the chrome per request needs, fetched with the
 * chrome's own client (the same paths, queries, envelope rules and 4 s timeout as the browser's)
 * from a server-side API base, with the caller's headers (an internal token, the user's cookie).
 * Web-standard only (fetch, AbortController, URL): it runs in Node, Deno, Bun and edge workers.
 *
 * Every part is optional in what it returns: a call that fails, times out or answers something
 * that is not the expected shape leaves its part out, and renderChromeElement then uses the spec's
 * fallbacks (§8): the defaults of common data, nothing hidden, the bundled menu of the language, no
 * notice. The menu is asked once (the browser retries 3 times at 1 s; a page's server render
 * should not wait that long: the bundled menu stands in, and the page's own load follows).
 */
import { request } from '../core/api/client';
import { announcementRequest, commonDataRequest, complianceRequest, headerMenuRequest, type RequestDescriptor } from '../core/api/requests';
import { HTTP_TIMEOUT_MS } from '../core/api/client';
import { DEFAULT_LANGUAGE, normalizeLanguage, type LanguageCode } from '../core/i18n/languages';
import { isObjectLike, isRecord } from '../core/util/coerce';
import { pageKeyFor, type PageKey } from '../announcement/announcement.rules';
import { SERVER_ELEMENTS, SERVER_TAGS, type ServerTag } from '../chrome-elements';
import type { FirstPaintNeed } from '../core/element/element-spec';
import type { ChromeServerData } from './render';

export interface ChromeServerFetchOptions {
  /** The API as the server reaches it (an internal host): `http://api.internal:8080`. */
  apiBase: string;
  /** Headers every call carries (an internal token, the visitor's `cookie` to know who is logged in). */
  headers?: Readonly<Record<string, string>>;
  /** The element's `region` (sub-site id; default 0). */
  region?: number;
  /** The element's `lang` (default en). */
  lang?: string;
  /** The page's path (`current-path`): its notice's page key (`index` on the home path, `wallet` under /myaccount). */
  currentPath?: string;
  /**
   * The tags the page renders: what their first paint needs is fetched, and nothing else (their
   * declarations' first-paint needs, react-core/chrome-elements.ts): `['exch-footer']` asks for
   * common data and compliance only. Default: every tag a server renders.
   */
  tags?: readonly ServerTag[];
  /** What to fetch, by part (overrides `tags`). */
  parts?: readonly ServerPart[];
  /** Per call (default the client's 4000 ms, spec §7). */
  timeoutMs?: number;
  /** The server's fetch (default the global one). */
  fetchImpl?: typeof fetch;
}

export type ServerPart = 'commonData' | 'compliance' | 'menu' | 'notice';

/** What fetchChromeServerData found, as renderChromeElement's `data` takes it. */
export type FetchedServerData = Pick<ChromeServerData, ServerPart>;

/** Every element's first paint reads its site's data. */
const SITE_PARTS: readonly ServerPart[] = ['commonData', 'compliance'];

/**
 * The part of the server's data each first-paint need (element-spec.ts `FirstPaintNeed`) is, or
 * null when the server build already holds it (the footer tables and the sub-sites' navigation
 * are bundled) or renders without it (the bulletin fills the bar on the client only).
 */
const SERVER_PART_OF_NEED: Readonly<Record<FirstPaintNeed, ServerPart | null>> = {
  'footer-table': null,
  'site-menu': null,
  'server-menu': 'menu',
  notice: 'notice',
  bulletin: null,
};

/** The parts the first paint of `tags` reads, from their declarations. */
export function serverPartsOf(tags: readonly ServerTag[]): ServerPart[] {
  const needs = SERVER_ELEMENTS.filter((element) => tags.includes(element.spec.tag)).flatMap((element): readonly FirstPaintNeed[] => element.firstPaint);
  const parts = needs.map((need) => SERVER_PART_OF_NEED[need]).filter((part): part is ServerPart => part !== null);
  return [...new Set([...SITE_PARTS, ...parts])];
}

async function dataOf(descriptor: RequestDescriptor, options: ChromeServerFetchOptions, valid: (data: unknown) => boolean): Promise<unknown> {
  const result = await request(descriptor.path, {
    base: options.apiBase,
    query: descriptor.query,
    headers: options.headers,
    noCredentials: true,
    timeoutMs: options.timeoutMs ?? HTTP_TIMEOUT_MS,
    fetchImpl: options.fetchImpl,
  });
  return result.ok && valid(result.data) ? result.data : undefined;
}

/**
 * Fetches, in parallel, the first paint's data of the page's tags: common data and the
 * compliance menu (every element), the header menu and the page's notice (by default all). Resolves with what answered (never rejects);
 * pass it to renderChromeElement as `data`.
 */
export async function fetchChromeServerData(options: ChromeServerFetchOptions): Promise<FetchedServerData> {
  const region = Number.isInteger(options.region) ? (options.region as number) : 0;
  const lang: LanguageCode = normalizeLanguage(options.lang) ?? DEFAULT_LANGUAGE;
  const parts = new Set(options.parts ?? serverPartsOf(options.tags ?? SERVER_TAGS));
  const page: PageKey | null = pageKeyFor(options.currentPath ?? '/', null);
  const list = (data: unknown) => isRecord(data) && Array.isArray(data.list);
  const [commonData, compliance, menu, notice] = await Promise.all([
    parts.has('commonData') ? dataOf(commonDataRequest(region, lang), options, isObjectLike) : undefined,
    parts.has('compliance') ? dataOf(complianceRequest(region), options, isObjectLike) : undefined,
    parts.has('menu') ? dataOf(headerMenuRequest(lang), options, list) : undefined,
    parts.has('notice') && page !== null ? dataOf(announcementRequest(page, lang), options, isRecord) : undefined,
  ]);
  const found: FetchedServerData = {};
  if (commonData !== undefined) found.commonData = commonData;
  if (compliance !== undefined) found.compliance = compliance;
  if (menu !== undefined) found.menu = menu;
  if (notice !== undefined) found.notice = notice;
  return found;
}
