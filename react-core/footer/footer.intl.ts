import { catalogRef, type CatalogRef } from '../core/i18n/catalogs';
import { registerFirstPaintCatalog, registerLegalCatalog } from '../core/i18n/catalog-files';
import { legalNamespace } from '../core/i18n/first-paint';
import { LEGAL_SITES, type LegalSite } from '../core/region/regions';
import type en from './intl/en.json';

/**
 * The footer's texts. Legal notices and company names are a namespace per site
 * (`footer-legal/<site>`); both travel in the page's first-paint texts file, which carries the
 * page's own site's notices, not all eleven (core/i18n/first-paint.ts).
 */
export type FooterKey = keyof typeof en;
export const FOOTER_TEXTS = catalogRef<FooterKey>('footer');

/** Each site's legal notices and company name: keys of the same English catalog. */
const LEGAL_TEXTS = new Map<LegalSite, CatalogRef<FooterKey>>(LEGAL_SITES.map((site) => [site, catalogRef<FooterKey>(legalNamespace(site))]));

/** The namespace of a footer site's legal texts (registered below, at load, never while rendering). */
export function footerLegalTexts(site: LegalSite): CatalogRef<FooterKey> {
  return LEGAL_TEXTS.get(site) as CatalogRef<FooterKey>;
}

registerFirstPaintCatalog('footer');
for (const site of LEGAL_SITES) registerLegalCatalog(site);
// The texts load before a footer's first render, with its table (prepareFooter, footer.definition.ts).
