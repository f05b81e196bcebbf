import { proxy, ref } from 'valtio/vanilla';
import { fetchMapped } from '../api/client';
import { CACHE_NAME, readCache, readPaintableEntry, removeCache, writeCache } from '../cache/cache';
import { DEFAULT_COMMON_DATA, mapCommonData, type CommonData } from '../site/common-data';
import { EMPTY_COMPLIANCE, mapCompliance, type Compliance } from '../site/compliance';
import type { LanguageCode } from '../i18n/languages';
import { commonDataRequest, complianceRequest, type RequestDescriptor } from '../api/requests';
import { fiatChoiceMark, syncFiatFromServer } from './prefs';
import { isObjectLike } from '../util/coerce';
import { registerReset } from '../util/resets';
import { createResource, type Resource, type ResourceAnswer, type ResourceState } from '../resource/resource';
import { FRESHNESS } from '../resource/freshness';
import { pageEnv } from '../resource/page-env';

/**
 * Site data shared by every element: common data and the compliance menu, one entry per
 * (api base, region, language), each answer a cached resource (core/resource): loaded once,
 * painted from the spec §5 cache on a repeat visit, kept fresh while an element shows it (the
 * freshness rule of core/resource/freshness.ts), retried with backoff after a failure. Failures
 * leave the spec's defaults (or the stale cache) on screen.
 */
export interface SiteDataEntry {
  status: 'loading' | 'ready';
  common: CommonData;
  compliance: Compliance;
  /**
   * Whether the common data is the server's word (a live answer, server-rendered state, or a
   * cached answer of a visitor): false while it failed and the defaults show, so its login
   * state means nothing (the session is asked instead: use-header-login.connected.ts).
   */
  fromServer: boolean;
}

export const siteData = proxy<{ entries: Record<string, SiteDataEntry> }>({
  entries: {},
});

export function siteDataKey(base: string, region: number, lang: LanguageCode): string {
  return `${base}|${region}|${lang}`;
}

function checkCommon(value: unknown): CommonData | null {
  return isObjectLike(value) ? mapCommonData(value) : null;
}

function checkCompliance(value: unknown): Compliance | null {
  return isObjectLike(value) ? mapCompliance(value) : null;
}

interface SiteResources {
  common: Resource<CommonData>;
  compliance: Resource<Compliance>;
  /** Its spec §5 cache entry of common data (a logged-in user's, while one is). */
  commonCacheKey: string;
}

const sites = new Map<string, SiteResources>();
/** What server-rendered HTML came with, per key: the first value shown there (hydration-state.ts). */
const serverSeeds = new Map<string, SiteDataEntry>();

async function fetchAnswer<V>(base: string, { path, query }: RequestDescriptor, map: (raw: unknown) => V): Promise<ResourceAnswer<V>> {
  const { value, fresh } = await fetchMapped(path, (d) => (isObjectLike(d) ? d : null), null as object | null, { base, query });
  return fresh && value ? { ok: true, value: map(value), raw: value } : { ok: false };
}

/**
 * A repeat visit (issue 29): both answers cached for this language, and the common data says
 * nobody was logged in (a logged-in state is never painted from the cache alone: that entry is
 * stored `paint: false`, and such a page waits for the live answer). Both or neither.
 */
function paintableSiteData(base: string, region: number, lang: LanguageCode) {
  const common = readPaintableEntry(CACHE_NAME.common(base, region), lang, (raw) => checkCommon(raw)?.isLogin === false);
  const compliance = common && readPaintableEntry(CACHE_NAME.compliance(base, region), lang, (raw) => checkCompliance(raw) !== null);
  return common && compliance ? { common, compliance } : null;
}

/** Never the cached login state (see paintableSiteData): the defaults' visitor until an answer. */
const withoutLogin = (common: CommonData | undefined): CommonData => (common ? { ...common, isLogin: false } : DEFAULT_COMMON_DATA);

function createSiteResources(base: string, region: number, lang: LanguageCode): SiteResources {
  const key = siteDataKey(base, region, lang);
  const commonKey = CACHE_NAME.common(base, region);
  const complianceKey = CACHE_NAME.compliance(base, region);
  const server = serverSeeds.get(key);
  const paintable = server ? null : paintableSiteData(base, region, lang);
  const common = createResource<CommonData>({
    async fetch() {
      // The answer names the fiat of the cookie sent now; a choice made meanwhile must win over it.
      const mark = fiatChoiceMark();
      const answer = await fetchAnswer(base, commonDataRequest(region, lang), mapCommonData);
      // Spec §4 Menu data: once per answer (not per element mounting), the fiat follows the server's.
      if (answer.ok) syncFiatFromServer(answer.value.currFiat, mark);
      return answer;
    },
    seed: () =>
      server
        ? { value: server.common, at: 0 }
        : paintable
          ? { value: mapCommonData(paintable.common.data), raw: paintable.common.data, at: paintable.common.savedAt }
          : undefined,
    // Spec §8: the stale cache (without its login state), then the default.
    fallback: () => withoutLogin(readCache(commonKey, lang, checkCommon)),
    persist: (raw, value, at) => writeCache(commonKey, lang, raw, at, { paint: !value.isLogin }),
    freshness: FRESHNESS.site,
    env: pageEnv,
  });
  const compliance = createResource<Compliance>({
    fetch: () => fetchAnswer(base, complianceRequest(region), mapCompliance),
    seed: () =>
      server
        ? { value: server.compliance, at: 0 }
        : paintable
          ? { value: mapCompliance(paintable.compliance.data), raw: paintable.compliance.data, at: paintable.compliance.savedAt }
          : undefined,
    fallback: () => readCache(complianceKey, lang, checkCompliance) ?? EMPTY_COMPLIANCE,
    persist: (raw, _value, at) => writeCache(complianceKey, lang, raw, at),
    freshness: FRESHNESS.site,
    env: pageEnv,
  });
  const resources: SiteResources = { common, compliance, commonCacheKey: commonKey };
  const publish = () => {
    const entry = entryOf(common.get(), compliance.get(), () => readCache(commonKey, lang, checkCommon), server);
    // ref(): the values are replaced whole, never edited, so valtio need not deep-proxy them.
    if (entry) siteData.entries[key] = { ...entry, compliance: ref(entry.compliance) };
  };
  common.subscribe(publish);
  compliance.subscribe(publish);
  return resources;
}

/**
 * The entry the elements read: ready once both answers settled; meanwhile a server-rendered
 * entry stays shown (a hydrated header or footer must not fall back to its reserved box), else
 * the cached common data without its login state, or the defaults.
 */
function entryOf(
  common: ResourceState<CommonData>,
  compliance: ResourceState<Compliance>,
  cachedCommon: () => CommonData | undefined,
  server: SiteDataEntry | undefined,
): SiteDataEntry | null {
  if (common.status === 'idle' && compliance.status === 'idle') return null;
  const settled = common.status === 'ready' && (compliance.status === 'ready' || compliance.status === 'error');
  if (!settled) {
    if (server) return server;
    return { status: 'loading', common: withoutLogin(common.value ?? cachedCommon()), compliance: EMPTY_COMPLIANCE, fromServer: false };
  }
  return {
    status: 'ready',
    common: common.value ?? DEFAULT_COMMON_DATA,
    compliance: compliance.value ?? EMPTY_COMPLIANCE,
    fromServer: common.source === 'server' || (common.source === 'seed' && (server?.fromServer ?? true)),
  };
}

function resourcesOf(base: string, region: number, lang: LanguageCode): SiteResources {
  const key = siteDataKey(base, region, lang);
  let resources = sites.get(key);
  if (!resources) {
    resources = createSiteResources(base, region, lang);
    sites.set(key, resources);
  }
  return resources;
}

/**
 * Starts the load of common data and compliance for a site if nothing fresh is there (any
 * number of elements share it); resolves when both settle. On a repeat visit whose cache may be
 * painted from, it resolves at once with the cached data and asks the server after the chrome's
 * first paint; a changed answer then replaces it.
 */
export function loadSiteData(base: string, region: number, lang: LanguageCode): Promise<void> {
  const resources = resourcesOf(base, region, lang);
  return Promise.all([resources.common.ensure(), resources.compliance.ensure()]).then(() => undefined);
}

/** A site's common data as a resource (hydration-state.ts asks it for the live word on login). */
export const siteCommonData = (base: string, region: number, lang: LanguageCode): Resource<CommonData> => resourcesOf(base, region, lang).common;

/**
 * Keeps a site's data fresh while an element shows it (the freshness rule: shown again after
 * 5 minutes hidden, every 30 minutes, retries after failures). Returns the unwatch.
 */
export function watchSiteData(base: string, region: number, lang: LanguageCode): () => void {
  const { common, compliance } = resourcesOf(base, region, lang);
  const offs = [common.watch(), compliance.watch()];
  return () => offs.forEach((off) => off());
}

/**
 * Asks every site's common data again now (who is logged in changed: a login or logout in
 * another tab, a session the server ended); what did not change stays as it is.
 */
export function revalidateSiteData(): Promise<void> {
  return Promise.all([...sites.values()].map(({ common }) => common.revalidate())).then(() => undefined);
}

/**
 * A session ended: the common data that may still show that user is asked again (an answer on
 * its way is joined). One that already says nobody is logged in, a live answer that came after
 * the end (a tab shown again asks for both at once, and the server ended the session before
 * either), stays: asking again would tell nothing new. One that failed is asked again too.
 */
export function revalidateLoggedInSiteData(): Promise<void> {
  const showingLogin = [...sites.values()].filter(({ common }) => {
    const state = common.get();
    return state.fetching || state.failed || state.source !== 'server' || state.value?.isLogin !== false;
  });
  return Promise.all(showingLogin.map(({ common }) => common.revalidate())).then(() => undefined);
}

/** A session ended: what common data said of that user is not kept for the next visit. */
export function forgetLoggedInSiteData(): void {
  for (const { common, commonCacheKey } of sites.values()) if (common.get().value?.isLogin) removeCache(commonCacheKey);
}

/** Seeds a site's entry from server-rendered HTML before hydration; a loaded entry stays. */
export function seedSiteData(base: string, region: number, lang: LanguageCode, entry: SiteDataEntry): void {
  const key = siteDataKey(base, region, lang);
  if (siteData.entries[key]) return;
  serverSeeds.set(key, entry);
  siteData.entries[key] = entry;
}

/** For tests: forget loads in flight so the next call fetches again. */
export function resetSiteData(): void {
  for (const { common, compliance } of sites.values()) {
    common.reset();
    compliance.reset();
  }
  sites.clear();
  serverSeeds.clear();
  siteData.entries = {};
}

registerReset(resetSiteData);
