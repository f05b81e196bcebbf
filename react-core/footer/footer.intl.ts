import { loadCatalog, registerNamespace, type CatalogLoader } from '../core/i18n/catalogs';
import { prefs } from '../core/store/prefs';

/** The footer's texts: one lazy chunk per language (intl/<lang>.json). */
export const FOOTER_NAMESPACE = 'footer';

registerNamespace(FOOTER_NAMESPACE, import.meta.glob('./intl/*.json', { import: 'default' }) as Record<string, CatalogLoader>);

// The page language is known before any element renders (<html lang>): fetch its texts now, in
// parallel with React mounting, rather than from the first render.
void loadCatalog(FOOTER_NAMESPACE, prefs.lang);
