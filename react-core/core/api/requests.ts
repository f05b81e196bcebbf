import type { LanguageCode } from '../i18n/languages';
import type { Query } from './url';
import type { EndpointPath } from './endpoints';
import * as PATHS from './paths';

/**
 * The requests of a page's first paint, as path and query, written once: the stores that make
 * them and the boot script that starts them early (elements/boot.ts) both build them here, so
 * their URLs match to the byte.
 */
export interface RequestDescriptor<P extends EndpointPath = EndpointPath> {
  path: P;
  query: Query;
}

const describe = <P extends EndpointPath>(path: P, query: Query): RequestDescriptor<P> => ({ path, query });

/** The exchange's server codes for the Chinese locales (cn, tw); every other code is the UI code. */
export function serverLanguage(lang: LanguageCode): string {
  if (lang === 'zh') return 'cn';
  if (lang === 'zh-tw') return 'tw';
  return lang;
}

export const commonDataRequest = (region: number, lang: LanguageCode) => describe(PATHS.commonData, { sub_website_id: region, lang });

export const complianceRequest = (region: number) => describe(PATHS.complianceMenu, { sub_website_id: region });

/** Spec §7: headerMenuListV2 with lang={serverLang}. */
export const headerMenuRequest = (lang: LanguageCode) => describe(PATHS.headerMenu, { lang: serverLanguage(lang) });

export const announcementRequest = (page: string, lang: LanguageCode) => describe(PATHS.announcement, { page_keys: page, lang });

/** Spec §7: fullsiteBulletin, no query (the announcement bar's notice on a page without its own). */
export const bulletinRequest = () => describe(PATHS.fullsiteBulletin, {});
