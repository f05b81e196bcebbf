import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { loadSiteData, siteData, siteDataKey, type SiteDataEntry } from './site-data';
import { DEFAULT_COMMON_DATA } from '../site/common-data';
import { EMPTY_COMPLIANCE } from '../site/compliance';
import type { LanguageCode } from '../i18n/languages';

const LOADING: SiteDataEntry = { status: 'loading', common: DEFAULT_COMMON_DATA, compliance: EMPTY_COMPLIANCE, fromServer: false };

/**
 * Common data and compliance for the element's site; starts the (shared, deduplicated) load.
 * The fiat sync of spec §4 happens in loadSiteData, once per answer.
 */
export function useSiteData(base: string, region: number, lang: LanguageCode): SiteDataEntry {
  const key = siteDataKey(base, region, lang);
  const snap = useSnapshot(siteData);
  useEffect(() => {
    void loadSiteData(base, region, lang);
  }, [base, region, lang]);
  const entry = (snap.entries[key] as SiteDataEntry | undefined) ?? LOADING;
  return entry;
}
