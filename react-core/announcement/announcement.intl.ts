import { catalogRef, loadCatalog } from '../core/i18n/catalogs';
import type { LanguageCode } from '../core/i18n/languages';
import { registerFirstPaintCatalog } from '../core/i18n/catalog-files';
import type en from './intl/en.json';

/** The announcement bar's own texts (its label, details link and dismiss button). */
export type AnnouncementKey = keyof typeof en;
export const ANNOUNCEMENT_TEXTS = catalogRef<AnnouncementKey>('announcement');

// Served in the page's first-paint texts file (core/i18n/first-paint.ts).
registerFirstPaintCatalog('announcement');

/** Loads the bar's texts in a language (once; see catalogs.ts). */
export const loadAnnouncementTexts = (lang: LanguageCode) => loadCatalog(ANNOUNCEMENT_TEXTS.name, lang);
