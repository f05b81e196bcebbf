import { catalogRef, loadCatalog } from '../core/i18n/catalogs';
import { registerCatalogFiles } from '../core/i18n/catalog-files';
import { prefs } from '../core/store/prefs';
import type { LanguageCode } from '../core/i18n/languages';
import type en from './intl/en.json';
import type entryEn from './intl/entry/en.json';
import type { MobileSettingsType } from './settings.rules';

/**
 * The settings' texts, in two namespaces so the header's first paint fetches only the entries'
 * three labels (`settings-entry`, intl/entry/<lang>.json); the dialogs' and panel's texts
 * (`settings`, intl/<lang>.json) come with their code, on first open or intent.
 */
export type SettingsKey = keyof typeof en;
export const SETTINGS_TEXTS = catalogRef<SettingsKey>('settings');
export type SettingsEntryKey = keyof typeof entryEn;
export const SETTINGS_ENTRY_TEXTS = catalogRef<SettingsEntryKey>('settings-entry');

registerCatalogFiles(SETTINGS_TEXTS.name);
registerCatalogFiles(SETTINGS_ENTRY_TEXTS.name);

// The entries render with the header: fetch their labels at once, in the page's language.
void loadCatalog(SETTINGS_ENTRY_TEXTS.name, prefs.lang);

/** The dialogs' texts; the preload functions call it beside the chunk's import. */
export function preloadSettingsTexts(lang: LanguageCode): Promise<void> {
  return loadCatalog(SETTINGS_TEXTS.name, lang);
}

/** The mobile settings modal's title per type (spec §2), also the drawer rows' labels. */
export const MOBILE_TITLE: Record<MobileSettingsType, SettingsKey> = {
  lang: 'mobile.lang',
  rate: 'mobile.rate',
  riseTime: 'mobile.riseTime',
  riseColor: 'mobile.riseColor',
};
