import { loadCatalog } from '../core/i18n/catalogs';
import { registerCatalogFiles } from '../core/i18n/catalog-files';
import { prefs } from '../core/store/prefs';

/**
 * The footer's texts. Legal notices and company names are a namespace per site
 * (`footer-legal/<site>`), so a page fetches its own site's, not all eleven.
 */
export const FOOTER_NAMESPACE = 'footer';

registerCatalogFiles(FOOTER_NAMESPACE);

/** The namespace of a footer site's legal texts (site key, or `testnet`), registered on demand. */
export function footerLegalNamespace(site: string): string {
  const name = `footer-legal/${site}`;
  registerCatalogFiles(name);
  return name;
}

// The page language is known before any element renders (<html lang>): fetch its texts now, in
// parallel with React mounting, rather than from the first render.
void loadCatalog(FOOTER_NAMESPACE, prefs.lang);
