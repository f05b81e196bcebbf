import { registerNamespace, type CatalogLoader } from '../core/i18n/catalogs';

/**
 * The texts of the bell, the panel, `<exch-reminder>` and `<exch-announcement>`: one lazy chunk
 * per language (intl/<lang>.json), fetched when one of them first renders.
 */
export const NOTIFICATIONS_NAMESPACE = 'notifications';

registerNamespace(NOTIFICATIONS_NAMESPACE, import.meta.glob('./intl/*.json', { import: 'default' }) as Record<string, CatalogLoader>);
