import { createContext, useContext, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { loadSiteData, siteData, siteDataKey, watchSiteData, type SiteDataEntry } from './site-data';
import { DEFAULT_COMMON_DATA } from '../site/common-data';
import { EMPTY_COMPLIANCE } from '../site/compliance';
import type { LanguageCode } from '../i18n/languages';
import type { HydrationInputs } from '../element/context';

const LOADING: SiteDataEntry = { status: 'loading', common: DEFAULT_COMMON_DATA, compliance: EMPTY_COMPLIANCE, fromServer: false };

/**
 * The element's site data, as its ChromeRoot resolved it once (useElementSiteData): every part of
 * an element reads it here, with nothing to pass. A context of its own, apart from the chrome's,
 * so a new answer re-renders the parts that read site data and no other.
 */
export const SiteDataContext = createContext<SiteDataEntry | null>(null);

/** Common data and compliance for the element's site, in the language its views show. */
export function useSiteData(): SiteDataEntry {
  const value = useContext(SiteDataContext);
  if (!value) throw new Error('useSiteData() must be used inside a chrome element');
  return value;
}

/**
 * What ChromeRoot resolves once per element: common data and compliance for (api base, region,
 * language), loaded (shared and deduplicated across elements) and kept fresh while the element is
 * on the page (core/resource/freshness.ts). The fiat sync of spec §4 happens in loadSiteData,
 * once per answer.
 *
 * When the language (or site) changes after a first answer, the last answer stays until the new
 * one arrives, so a header or footer switched to another language in place keeps showing
 * (its texts are already loaded: core/i18n/switch-language.ts) instead of going back to its
 * reserved box. On a server and in the hydration pass: what the server rendered with, whatever
 * the page has by now.
 */
export function useElementSiteData(base: string, region: number, lang: LanguageCode, hydration: HydrationInputs | null): SiteDataEntry {
  const key = siteDataKey(base, region, lang);
  const snap = useSnapshot(siteData);
  const [shownKey, setShownKey] = useState(key);
  useEffect(() => {
    void loadSiteData(base, region, lang);
    return watchSiteData(base, region, lang);
  }, [base, region, lang]);
  const entry = snap.entries[key] as SiteDataEntry | undefined;
  const settled = entry?.status === 'ready';
  useEffect(() => {
    if (settled) setShownKey(key);
  }, [settled, key]);
  if (hydration) return hydration.site;
  if (settled) return entry;
  return (snap.entries[shownKey] as SiteDataEntry | undefined)?.status === 'ready' ? (snap.entries[shownKey] as SiteDataEntry) : (entry ?? LOADING);
}
