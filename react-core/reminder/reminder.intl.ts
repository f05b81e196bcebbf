import { catalogRef } from '../core/i18n/catalogs';
import { registerCatalogFiles } from '../core/i18n/catalog-files';
import type en from './intl/en.json';

/** The notification page's own texts (title, login prompt, category list label). */
export type ReminderKey = keyof typeof en;
export const REMINDER_TEXTS = catalogRef<ReminderKey>('reminder');

registerCatalogFiles(REMINDER_TEXTS.name);
