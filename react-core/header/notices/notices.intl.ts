import { catalogRef } from '../../core/i18n/catalogs';
import { registerCatalogFiles } from '../../core/i18n/catalog-files';
import type en from './intl/en.json';

/**
 * The texts of the notices common data's flags ask for (site-notice.tsx), fetched per language
 * when a page has one to show: a page without a flag never loads them.
 */
export type NoticeKey = keyof typeof en;
export const NOTICE_TEXTS = catalogRef<NoticeKey>('notices');

registerCatalogFiles(NOTICE_TEXTS.name);
