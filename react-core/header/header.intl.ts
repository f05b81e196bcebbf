import { catalogRef, loadCatalog } from '../core/i18n/catalogs';
import { registerFirstPaintCatalog } from '../core/i18n/catalog-files';
import type en from './intl/en.json';
import type { LanguageCode } from '../core/i18n/languages';

/** The header's own texts (menus come from the server); keys typed from the English catalog. */
export type HeaderKey = keyof typeof en;
export const HEADER_TEXTS = catalogRef<HeaderKey>('header');

// Served in the page's first-paint texts file (core/i18n/first-paint.ts).
registerFirstPaintCatalog('header');
/** Loads the header's texts in a language (once; see catalogs.ts). */
export const loadHeaderTexts = (lang: LanguageCode) => loadCatalog(HEADER_TEXTS.name, lang);
