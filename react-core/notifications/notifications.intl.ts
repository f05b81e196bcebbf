import { registerCatalogFiles } from '../core/i18n/catalog-files';

/**
 * The texts of the bell, the panel, `<exch-reminder>` and `<exch-announcement>`, fetched per
 * language (sources: intl/<lang>.json) when one of them first renders.
 */
export const NOTIFICATIONS_NAMESPACE = 'notifications';

registerCatalogFiles(NOTIFICATIONS_NAMESPACE);
