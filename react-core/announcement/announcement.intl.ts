import { catalogRef } from '../core/i18n/catalogs';
import { registerFirstPaintCatalog } from '../core/i18n/catalog-files';
import type en from './intl/en.json';

/** The announcement bar's own texts (its label, details link and dismiss button). */
export type AnnouncementKey = keyof typeof en;
export const ANNOUNCEMENT_TEXTS = catalogRef<AnnouncementKey>('announcement');

// Served in the page's first-paint texts file (core/i18n/first-paint.ts).
registerFirstPaintCatalog('announcement');
