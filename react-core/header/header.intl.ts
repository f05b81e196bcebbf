import { loadCatalog, registerNamespace, type CatalogLoader } from '../core/i18n/catalogs';
import { prefs } from '../core/store/prefs';

/** The header's own texts (menus come from the server): one lazy chunk per language. */
export const HEADER_NAMESPACE = 'header';

registerNamespace(HEADER_NAMESPACE, import.meta.glob('./intl/*.json', { import: 'default' }) as Record<string, CatalogLoader>);
void loadCatalog(HEADER_NAMESPACE, prefs.lang);
