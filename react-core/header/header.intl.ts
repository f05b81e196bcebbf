import { loadCatalog } from '../core/i18n/catalogs';
import { registerCatalogFiles } from '../core/i18n/catalog-files';
import { prefs } from '../core/store/prefs';

/** The header's own texts (menus come from the server). */
export const HEADER_NAMESPACE = 'header';

registerCatalogFiles(HEADER_NAMESPACE);
void loadCatalog(HEADER_NAMESPACE, prefs.lang);
