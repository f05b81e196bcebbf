import { proxy, ref } from 'valtio/vanilla';
import { fetchMapped } from '../api/client';
import { CACHE_NAME, readCache, readPaintableCache, sameAsCached, writeCache } from '../cache/cache';
import { afterChromePaint } from '../layout/paint-gate';
import { DEFAULT_COMMON_DATA, mapCommonData, type CommonData } from '../site/common-data';
import { EMPTY_COMPLIANCE, mapCompliance, type Compliance } from '../site/compliance';
import type { LanguageCode } from '../i18n/languages';
import { commonDataRequest, complianceRequest } from '../api/requests';
import { fiatChoiceMark, syncFiatFromServer } from './prefs';
import { isObjectLike } from '../util/coerce';
import { registerReset } from '../util/resets';

/**
 * Site data shared by every element: common data and the compliance menu, one entry
 * per (api base, region, language). Loads are deduplicated; failures leave the spec's defaults.
 */
export interface SiteDataEntry {
  status: 'loading' | 'ready';
  common: CommonData;
  compliance: Compliance;
  /** Whether the API answered; false means the defaults are showing. */
  fromServer: boolean;
}

export const siteData = proxy<{ entries: Record<string, SiteDataEntry> }>({
  entries: {},
});

export function siteDataKey(base: string, region: number, lang: LanguageCode): string {
  return `${base}|${region}|${lang}`;
}

const inflight = new Map<string, Promise<void>>();
/** Bumped by a reset: an answer to a request made before it is dropped (tests reset between pages). */
let generation = 0;

function checkCommon(value: unknown): CommonData | null {
  return isObjectLike(value) ? mapCommonData(value) : null;
}

function checkCompliance(value: unknown): Compliance | null {
  return isObjectLike(value) ? mapCompliance(value) : null;
}

/**
 * A repeat visit (issue 29): both answers cached for this language, and the common data says
 * nobody was logged in (a logged-in state is never painted from the cache alone: that entry
 * is stored `paint: false`, and such a page waits for the live answer).
 */
function paintableSiteData(base: string, region: number, lang: LanguageCode): { common: CommonData; compliance: Compliance } | null {
  const common = readPaintableCache(CACHE_NAME.common(base, region), lang, checkCommon);
  const compliance = common && !common.isLogin ? readPaintableCache(CACHE_NAME.compliance(base, region), lang, checkCompliance) : undefined;
  return common && compliance ? { common, compliance } : null;
}

/**
 * Starts (once) the load of common data and compliance for a site; resolves when both settle.
 * On a repeat visit whose cache may be painted from, it resolves at once with the cached data
 * and asks the server after the chrome's first paint; a changed answer then replaces it.
 */
export function loadSiteData(base: string, region: number, lang: LanguageCode): Promise<void> {
  const key = siteDataKey(base, region, lang);
  const running = inflight.get(key);
  if (running) return running;
  const commonKey = CACHE_NAME.common(base, region);
  const complianceKey = CACHE_NAME.compliance(base, region);
  const cached = readCache(commonKey, lang, checkCommon);
  const current = siteData.entries[key];
  const paintable = current?.status === 'ready' ? null : paintableSiteData(base, region, lang);
  if (paintable) {
    siteData.entries[key] = { status: 'ready', common: paintable.common, compliance: ref(paintable.compliance), fromServer: false };
  } else if (current?.status !== 'ready') {
    // An entry seeded from server-rendered HTML stays shown while the live answer loads (a
    // hydrated header or footer must not fall back to its reserved box).
    siteData.entries[key] = {
      status: 'loading',
      // Never the cached login state (see paintableSiteData): the defaults' visitor until the answer.
      common: cached ? { ...cached, isLogin: false } : DEFAULT_COMMON_DATA,
      compliance: ref(EMPTY_COMPLIANCE),
      fromServer: false,
    };
  }
  const common = commonDataRequest(region, lang);
  const compliance = complianceRequest(region);
  const made = generation;
  const fetchBoth = () => {
    // The answer names the fiat of the cookie sent now; a choice made meanwhile must win over it.
    const mark = fiatChoiceMark();
    return Promise.all([
      fetchMapped(common.path, (d) => (isObjectLike(d) ? d : null), null as unknown, { base, query: common.query }),
      fetchMapped(compliance.path, (d) => (isObjectLike(d) ? d : null), null as unknown, { base, query: compliance.query }),
    ]).then(([commonAnswer, complianceAnswer]) => {
      if (made !== generation) return;
      const fresh = commonAnswer.fresh ? mapCommonData(commonAnswer.value) : null;
      const freshCompliance = complianceAnswer.fresh ? checkCompliance(complianceAnswer.value) : null;
      // The revalidation of what was painted from the cache: the same answers change nothing on screen.
      const unchanged =
        paintable && fresh && freshCompliance && sameAsCached(commonKey, lang, commonAnswer.value) && sameAsCached(complianceKey, lang, complianceAnswer.value);
      if (fresh) {
        writeCache(commonKey, lang, commonAnswer.value, Date.now(), { paint: !fresh.isLogin });
        // Spec §4 Menu data: once per answer (not per element mounting), the fiat follows the server's.
        syncFiatFromServer(fresh.currFiat, mark);
      }
      if (freshCompliance) writeCache(complianceKey, lang, complianceAnswer.value);
      if (unchanged) return;
      siteData.entries[key] = {
        status: 'ready',
        common: fresh ?? (cached ? { ...cached, isLogin: false } : DEFAULT_COMMON_DATA),
        // Spec §8: a failed answer gives the stale cache, then the default.
        compliance: ref(freshCompliance ?? readCache(complianceKey, lang, checkCompliance) ?? EMPTY_COMPLIANCE),
        fromServer: commonAnswer.fresh,
      };
    });
  };
  const job = paintable ? Promise.resolve() : fetchBoth();
  if (paintable) void afterChromePaint().then(fetchBoth);
  inflight.set(key, job);
  return job;
}

/** Seeds a site's entry from server-rendered HTML before hydration; a loaded entry stays. */
export function seedSiteData(base: string, region: number, lang: LanguageCode, entry: SiteDataEntry): void {
  const key = siteDataKey(base, region, lang);
  if (!siteData.entries[key]) siteData.entries[key] = entry;
}

/** For tests: forget loads in flight so the next call fetches again. */
export function resetSiteData(): void {
  generation += 1;
  inflight.clear();
  siteData.entries = {};
}

registerReset(resetSiteData);
