import { ref } from 'valtio/vanilla';
import { seedCatalog } from '../i18n/catalogs';
import { DEFAULT_COMMON_DATA, mapCommonData } from '../site/common-data';
import { EMPTY_COMPLIANCE, mapCompliance } from '../site/compliance';
import { setLanguage } from '../store/prefs';
import { seedSiteData, siteCommonData, type SiteDataEntry } from '../store/site-data';
import { isObjectLike } from '../util/coerce';
import { CACHE_NAME, isCachePaintable, writeServerHtmlAnswer } from '../cache/cache';
import { buildUrl } from '../api/url';
import { peekPreloaded } from '../api/preload';
import { commonDataRequest } from '../api/requests';
import { saysVisitor } from '../api/visitor-answer';
import type { ChromeOptions } from './attributes';
import type { HydrationInputs } from './context';
import { readServerState, type ServerState } from './server-state';

/**
 * What a server render's state block (server-state.ts) becomes on the client. Only server HTML
 * needs it, so it is the chunk a page loads beside the state's validation (hydration.ts), never
 * part of a client-rendered page's first paint.
 */

/**
 * The site data a server rendered with (raw API shapes, untrusted: mapped like an answer), as a
 * ready entry; absent data means the spec's defaults, as the server used.
 */
export function serverSiteEntry(site: ServerState['site'], loggedIn?: boolean): SiteDataEntry {
  const common = (isObjectLike(site?.common) ? mapCommonData(site.common) : null) ?? DEFAULT_COMMON_DATA;
  return {
    status: 'ready',
    common: loggedIn === undefined ? common : { ...common, isLogin: loggedIn },
    compliance: ref(isObjectLike(site?.compliance) ? mapCompliance(site.compliance) : EMPTY_COMPLIANCE),
    // What the server rendered is its word on who is logged in (absent data: the visitor it
    // rendered, docs/server-rendering.md); the page's own answers follow after hydration.
    fromServer: true,
  };
}

/**
 * The notices a server fetched for the page (server/fetch.ts) go where the announcement reads a
 * repeat visit's notice from (the spec §5 cache, per page key and language): the bar shows right
 * after hydration, from the server's answer, and asks the API again only when it is stale.
 */
function seedNotices(base: string, state: ServerState): void {
  for (const [page, notice] of Object.entries(state.notices ?? {})) {
    // A page key is a short word (index, wallet: the announcement maps only those it knows).
    if (/^[a-z]{1,16}$/.test(page) && isObjectLike(notice)) writeServerHtmlAnswer(CACHE_NAME.notice(base, page), state.lang, { [page]: notice });
  }
}

/** The hydration pass's inputs (context.tsx): the server's, its site data mapped. */
export function hydrationInputsOf(state: ServerState): HydrationInputs {
  return { lang: state.lang, currentPath: state.currentPath, year: state.year, menu: state.menu, site: serverSiteEntry(state.site, state.loggedIn) };
}

function seedTexts(state: ServerState): void {
  for (const [namespace, catalog] of Object.entries(state.texts)) seedCatalog(namespace, state.lang, catalog);
}

/**
 * Only the texts of a shadow root's state block (a painted snippet's while the session is not
 * known): the build's texts in the snippet's language, right for whoever the session turns out to
 * be, so a login's render over the snippet needs no texts file either. Nothing else is seeded:
 * the rest of the state is a visitor's.
 */
export function seedTextsOf(shadow: ShadowRoot): void {
  const state = readServerState(shadow);
  if (state) seedTexts(state);
}

/**
 * Reads a server-rendered shadow root's state block. A valid one seeds the page's stores before
 * the element loads its view, so the views stay complete after the hydration pass (no fall back
 * to a reserved box while the page's own loads run) and the texts need no fetch (namespaces the
 * view's modules register later find theirs in place, catalogs.ts). The language is the
 * server's (an element's `lang` attribute sets it anyway); texts and site data never replace
 * what the page already has. Returns the hydration pass's inputs, or null for server HTML this
 * client cannot hydrate (no state, another version's, edited): that is rendered over.
 */
export function hydrationOf(shadow: ShadowRoot, options: Pick<ChromeOptions, 'apiBase' | 'region'>): HydrationInputs | null {
  const state = readServerState(shadow);
  if (!state) return null;
  const inputs = hydrationInputsOf(state);
  setLanguage(state.lang);
  seedTexts(state);
  seedSiteData(options.apiBase, options.region, state.lang, inputs.site);
  seedNotices(options.apiBase, state);
  return inputs;
}

/**
 * Whether the live session is a login's under server HTML (a visitor's: hydration.ts asks only for
 * HTML that shows what only a visitor sees) whose state does not say who is logged in (a build's
 * static snippet, rendered before anyone asked). Asked after the state seeded the stores
 * (hydrationOf), so a failed answer leaves the server's visitor, as before. A visitor is told at once by a repeat visit's paintable cache (a login is never cached for
 * painting, cache.ts: the page script's prepaint reads it the same way), else by the answer to the
 * page script's request, read without taking it: no store work before the hydration it decides
 * (the stores take that response after the paint, as on any server-rendered page; taking it
 * before held a phone's hydration back by 30 to 70 ms in the bench). Only a login's answer, or
 * no early request (the `./react` components, HTML inserted later), goes through the stores.
 */
export async function loginUnderState(shadow: ShadowRoot, options: Pick<ChromeOptions, 'apiBase' | 'region'>): Promise<boolean> {
  const state = readServerState(shadow);
  if (!state || state.loggedIn !== undefined) return false;
  const { apiBase: base, region } = options;
  if (isCachePaintable(CACHE_NAME.common(base, region), state.lang)) return false;
  const { path, query } = commonDataRequest(region, state.lang);
  const early = peekPreloaded(buildUrl(base, path, query));
  if (early && (await saysVisitor(early))) return false;
  // Asked now, before the chrome's paint (joining the page script's request if it made one; the
  // seed's own revalidation after the paint is then not asked again), so the stores hold the
  // answer for the render over a login needs. A failed answer says no login.
  const common = siteCommonData(base, region, state.lang);
  await common.ensure();
  const live = () => common.get().source === 'server' && !common.get().failed;
  if (!live()) await common.revalidate();
  return live() && common.get().value?.isLogin === true;
}
