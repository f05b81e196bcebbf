import { loadCatalog } from '../core/i18n/catalogs';
import { registerCatalogFiles } from '../core/i18n/catalog-files';
import { prefs } from '../core/store/prefs';
import { LEGAL_SITES, type LegalSite } from '../core/region/regions';

/**
 * The footer's texts. Legal notices and company names are a namespace per site
 * (`footer-legal/<site>`), so a page fetches its own site's, not all eleven.
 */
export const FOOTER_NAMESPACE = 'footer';

/** The namespace of a footer site's legal texts (registered below, at load, never while rendering). */
export function footerLegalNamespace(site: LegalSite): string {
  return `footer-legal/${site}`;
}

registerCatalogFiles(FOOTER_NAMESPACE);
for (const site of LEGAL_SITES) registerCatalogFiles(footerLegalNamespace(site));

// The page language is known before any element renders (<html lang>): fetch its texts now, in
// parallel with React mounting, rather than from the first render.
void loadCatalog(FOOTER_NAMESPACE, prefs.lang);
