import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loadSiteData, siteData, siteDataKey, type SiteDataEntry } from './site-data';
import { DEFAULT_COMMON_DATA } from '../site/common-data';
import { EMPTY_COMPLIANCE } from '../site/compliance';
import type { LanguageCode } from '../i18n/languages';
import { useHydration } from '../element/context';

const LOADING: SiteDataEntry = { status: 'loading', common: DEFAULT_COMMON_DATA, compliance: EMPTY_COMPLIANCE, fromServer: false };

/**
 * Common data and compliance for the element's site; starts the (shared, deduplicated) load.
 * The fiat sync of spec §4 happens in loadSiteData, once per answer.
 *
 * When the language (or site) changes after a first answer, the last answer stays until the new
 * one arrives, so a header or footer switched to another language in place keeps showing
 * (its texts are already loaded: core/i18n/switch-language.ts) instead of going back to its
 * reserved box.
 */
export function useSiteData(base: string, region: number, lang: LanguageCode): SiteDataEntry {
  const key = siteDataKey(base, region, lang);
  const snap = useSnapshot(siteData);
  const [shownKey, setShownKey] = useState(key);
  useEffect(() => {
    void loadSiteData(base, region, lang);
  }, [base, region, lang]);
  const entry = snap.entries[key] as SiteDataEntry | undefined;
  const settled = entry?.status === 'ready';
  useEffect(() => {
    if (settled) setShownKey(key);
  }, [settled, key]);
  // Server render and hydration pass: what the server rendered with, whatever the page has by now.
  const hydration = useHydration();
  if (hydration) return hydration.site;
  if (settled) return entry;
  return (snap.entries[shownKey] as SiteDataEntry | undefined)?.status === 'ready' ? (snap.entries[shownKey] as SiteDataEntry) : (entry ?? LOADING);
}
