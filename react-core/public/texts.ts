import { registerPageTexts } from '../core/i18n/catalogs';
import { ADDABLE_LANGUAGE, addLanguage, isLanguageCode, normalizeLanguage, resetAddedLanguages, type LanguageCode } from '../core/i18n/languages';
import { isRecord } from '../core/util/coerce';
import { registerReset } from '../core/util/resets';
import { warnOnce } from '../core/util/warn';
import type { HeaderKey } from '../header/header.intl';
import type { AccountKey } from '../header/account/account.intl';
import type { FooterKey } from '../footer/footer.intl';
import type { AnnouncementKey } from '../announcement/announcement.intl';
import type { ReminderKey } from '../reminder/reminder.intl';
import type { NotificationsKey } from '../notifications/notifications.intl';
import type { SettingsEntryKey, SettingsKey } from '../settings/settings.intl';
import type { MarketSearchKey } from '../market-search/market-search.intl';

/**
 * Texts a site adjusts without a release (Shoelace's `registerTranslation`, GOV.UK Frontend's
 * `i18n` options): a partial catalog per feature, merged over the chrome's own (each feature's
 * texts load lazily; the page's win whether they were registered before or after). Keys are the
 * English catalogs' (`react-core/<feature>/intl/en.json`), so a misspelt key is a type error.
 */
export interface ChromeTextKeys {
  header: HeaderKey;
  'settings-entry': SettingsEntryKey;
  settings: SettingsKey;
  account: AccountKey;
  notifications: NotificationsKey;
  'market-search': MarketSearchKey;
  /** The footer's links and, per site, its legal notices and company name. */
  footer: FooterKey;
  announcement: AnnouncementKey;
  reminder: ReminderKey;
}

/** A partial catalog: per feature, some of its keys with the page's texts (`{placeholders}` as in English). */
export type ChromeTexts = { readonly [N in keyof ChromeTextKeys]?: Readonly<Partial<Record<ChromeTextKeys[N], string>>> };

export interface RegisterTextsOptions {
  /** For a language the chrome does not ship: written right to left. */
  rtl?: boolean;
}

const FEATURES: ReadonlySet<string> = new Set<keyof ChromeTextKeys>([
  'header',
  'settings-entry',
  'settings',
  'account',
  'notifications',
  'market-search',
  'footer',
  'announcement',
  'reminder',
]);

/**
 * Merges `texts` over the chrome's texts in `lang`, at once on every element. A `lang` the chrome
 * does not ship (`pl`, `pt-br`) is added: the `lang` attribute and `setLanguage` accept it from
 * then on, and what the page did not translate shows in English. Unknown features and non-string
 * texts warn once and are left out.
 */
export function registerTexts(lang: LanguageCode | (string & {}), texts: ChromeTexts, options: RegisterTextsOptions = {}): void {
  const code = languageOf(lang, options);
  if (!code) return;
  if (!isRecord(texts)) return warnOnce(`registerTexts:${code}`, `registerTexts(${code}): texts must be an object of features`);
  for (const [feature, catalog] of Object.entries(texts)) {
    if (!FEATURES.has(feature) || !isRecord(catalog)) {
      warnOnce(`registerTexts:${feature}`, `registerTexts(${code}): unknown feature "${feature}" (${[...FEATURES].join(', ')})`);
      continue;
    }
    const strings = Object.fromEntries(Object.entries(catalog).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    registerPageTexts(feature, code, strings);
  }
}

function languageOf(lang: string, options: RegisterTextsOptions): LanguageCode | undefined {
  const known = normalizeLanguage(lang);
  if (known) return known;
  const code = typeof lang === 'string' ? lang.trim().toLowerCase().replace(/_/g, '-') : '';
  if (!ADDABLE_LANGUAGE.test(code)) {
    warnOnce(`registerTexts:${String(lang)}`, `registerTexts: "${String(lang)}" is not a language tag (such as pl or pt-br)`);
    return undefined;
  }
  addLanguage(code, options.rtl);
  return isLanguageCode(code) ? code : undefined;
}

registerReset(resetAddedLanguages);
