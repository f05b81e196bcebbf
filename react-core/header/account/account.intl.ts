import { catalogRef, loadCatalog } from '../../core/i18n/catalogs';
import { registerCatalogFiles } from '../../core/i18n/catalog-files';
import type { LanguageCode } from '../../core/i18n/languages';
import type en from './intl/en.json';

/**
 * The account layer's texts (wallet, orders and account entries, personal centre, logout),
 * fetched per language (sources: intl/<lang>.json). Entry labels from account.rules.ts are keys here.
 */
export type AccountKey = keyof typeof en;
export const ACCOUNT_TEXTS = catalogRef<AccountKey>('account');

registerCatalogFiles(ACCOUNT_TEXTS.name);

/**
 * Unlike the footer, nothing is fetched at import: a visitor never sees these texts. The header
 * calls this once it knows the user is logged in, so the menus' labels arrive with the data.
 */
export function preloadAccountTexts(lang: LanguageCode): Promise<void> {
  return loadCatalog(ACCOUNT_TEXTS.name, lang);
}
