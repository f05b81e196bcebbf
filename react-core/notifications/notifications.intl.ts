import { catalogRef } from '../core/i18n/catalogs';
import { registerCatalogFiles } from '../core/i18n/catalog-files';
import type en from './intl/en.json';

/**
 * The texts of the bell, the panel and the message list (also shown by `<exch-reminder>`),
 * fetched per language (sources: intl/<lang>.json) when one of them first renders.
 */
export type NotificationsKey = keyof typeof en;
export const NOTIFICATIONS_TEXTS = catalogRef<NotificationsKey>('notifications');

registerCatalogFiles(NOTIFICATIONS_TEXTS.name);
