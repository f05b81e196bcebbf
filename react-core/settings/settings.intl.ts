import { catalogRef, loadCatalog } from '../core/i18n/catalogs';
import { registerCatalogFiles, registerFirstPaintCatalog } from '../core/i18n/catalog-files';
import type { LanguageCode } from '../core/i18n/languages';
import type { FirstPaintNamespace } from '../core/i18n/first-paint';
import type en from './intl/en.json';
import type entryEn from './intl/entry/en.json';
import type { MobileSettingsType } from './settings-visibility.rules';

/**
 * The settings' texts, in two namespaces: the entries' three labels (`settings-entry`,
 * intl/entry/<lang>.json) travel in the site's first-paint texts file with the header's; the
 * dialogs' and panel's texts (`settings`, intl/<lang>.json) come with their code, at idle or on
 * intent.
 */
export type SettingsKey = keyof typeof en;
export const SETTINGS_TEXTS = catalogRef<SettingsKey>('settings');
export type SettingsEntryKey = keyof typeof entryEn;
export const SETTINGS_ENTRY_TEXTS = catalogRef<SettingsEntryKey>('settings-entry' satisfies FirstPaintNamespace);

registerCatalogFiles(SETTINGS_TEXTS.name);
registerFirstPaintCatalog('settings-entry');

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
