import { proxy, ref } from 'valtio/vanilla';
import { fetchMapped } from '../api/client';
import { readCache, writeCache, pickValid } from '../cache/cache';
import { DEFAULT_COMMON_DATA, mapCommonData, type CommonData } from '../site/common-data';
import { EMPTY_COMPLIANCE, mapCompliance, type Compliance } from '../site/compliance';
import type { LanguageCode } from '../i18n/languages';
import { commonDataRequest, complianceRequest } from '../api/requests';
import { fiatChoiceMark, syncFiatFromServer } from './prefs';

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

function checkCommon(value: unknown): CommonData | null {
  return typeof value === 'object' && value !== null ? mapCommonData(value) : null;
}

/** Starts (once) the load of common data and compliance for a site; resolves when both settle. */
export function loadSiteData(base: string, region: number, lang: LanguageCode): Promise<void> {
  const key = siteDataKey(base, region, lang);
  const running = inflight.get(key);
  if (running) return running;
  const cacheKey = `common.${base}.${region}`;
  const cached = readCache(cacheKey, lang, checkCommon);
  // An entry seeded from server-rendered HTML stays shown while the live answer loads (a
  // hydrated header or footer must not fall back to its reserved box).
  if (siteData.entries[key]?.status !== 'ready') {
    siteData.entries[key] = {
      status: 'loading',
      common: cached ?? DEFAULT_COMMON_DATA,
      compliance: ref(EMPTY_COMPLIANCE),
      fromServer: false,
    };
  }
  const common = commonDataRequest(region, lang);
  const compliance = complianceRequest(region);
  // The answer names the fiat of the cookie sent now; a choice made meanwhile must win over it.
  const mark = fiatChoiceMark();
  const job = Promise.all([
    fetchMapped(common.path, (d) => (typeof d === 'object' && d !== null ? d : null), null as unknown, { base, query: common.query }),
    fetchMapped(compliance.path, (d) => (typeof d === 'object' && d !== null ? mapCompliance(d) : null), EMPTY_COMPLIANCE, {
      base,
      query: compliance.query,
    }),
  ]).then(([common, compliance]) => {
    const fresh = common.fresh ? mapCommonData(common.value) : null;
    if (fresh) {
      writeCache(cacheKey, lang, common.value);
      // Spec §4 Menu data: once per answer (not per element mounting), the fiat follows the server's.
      syncFiatFromServer(fresh.currFiat, mark);
    }
    siteData.entries[key] = {
      status: 'ready',
      common: pickValid(fresh, cached, DEFAULT_COMMON_DATA),
      compliance: ref(compliance.value),
      fromServer: common.fresh,
    };
  });
  inflight.set(key, job);
  return job;
}

/**
 * The site data a server rendered with (raw API shapes, untrusted: mapped like an answer), as a
 * ready entry; absent data means the spec's defaults, as the server used.
 */
export function serverSiteEntry(site: { common?: unknown; compliance?: unknown } | undefined, loggedIn?: boolean): SiteDataEntry {
  const common = checkCommon(site?.common) ?? DEFAULT_COMMON_DATA;
  return {
    status: 'ready',
    common: loggedIn === undefined ? common : { ...common, isLogin: loggedIn },
    compliance: ref(typeof site?.compliance === 'object' && site.compliance !== null ? mapCompliance(site.compliance) : EMPTY_COMPLIANCE),
    fromServer: false,
  };
}

/** Seeds a site's entry from server-rendered HTML before hydration; a loaded entry stays. */
export function seedSiteData(base: string, region: number, lang: LanguageCode, entry: SiteDataEntry): void {
  const key = siteDataKey(base, region, lang);
  if (!siteData.entries[key]) siteData.entries[key] = entry;
}

/** For tests: forget loads in flight so the next call fetches again. */
export function resetSiteData(): void {
  inflight.clear();
  siteData.entries = {};
}
