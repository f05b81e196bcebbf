import { legalCompanySite, type LegalSite } from '../core/region/regions';

/**
 * Which footer texts are legal notices and company names, shipped per site instead of with the
 * footer's texts (a page fetches its own site's, not all eleven). Used by the footer (to route a
 * key to the right catalog) and by the build (scripts/vite-catalogs.mjs, to split the files);
 * the list of sites is the region table's (`LEGAL_SITES`).
 */
export function isLegalKey(key: string): boolean {
  return key.startsWith('legal.') || key.startsWith('company.');
}

/** The keys of a catalog that belong to a site: its notices and the company name it shows. Read by scripts/vite-catalogs.mjs. @public */
export function legalKeysOf(site: LegalSite, keys: readonly string[]): string[] {
  const company = `company.${legalCompanySite(site)}`;
  return keys.filter((k) => k === company || k === `legal.${site}` || k.startsWith(`legal.${site}.`));
}
