import type { LegalSite } from '../region/regions';
import type { LanguageCode } from './languages';

/**
 * The texts every page's first paint needs (the header's with its settings entries', the
 * footer's, the announcement's and the site's legal notices) are served as ONE file per site and language, so a page fetches its
 * first-paint texts in one request that the boot script starts at once. The build
 * (scripts/vite-catalogs.mjs) writes the files from these names; the catalogs read them back.
 */
export const FIRST_PAINT_NAMESPACES = ['header', 'settings-entry', 'footer', 'announcement'] as const;
export type FirstPaintNamespace = (typeof FIRST_PAINT_NAMESPACES)[number];

/** The namespace of one site's legal notices and company name. */
export function legalNamespace(site: LegalSite): string {
  return `footer-legal/${site}`;
}

/** The served file of a site's first-paint texts in a language (relative to the texts folder). */
export function firstPaintTextsPath(site: LegalSite, lang: LanguageCode): string {
  return `first-paint/${site}/${lang}.json`;
}
