import { loadCatalog } from '../../core/i18n/catalogs';
import { registerCatalogFiles } from '../../core/i18n/catalog-files';
import type { LanguageCode } from '../../core/i18n/languages';

/**
 * The account layer's texts (wallet, orders and account entries, personal centre, logout),
 * fetched per language (sources: intl/<lang>.json). Entry labels from account.entries.ts are keys here.
 */
export const ACCOUNT_NAMESPACE = 'account';

registerCatalogFiles(ACCOUNT_NAMESPACE);

/**
 * Unlike the footer, nothing is fetched at import: a visitor never sees these texts. The header
 * calls this once it knows the user is logged in, so the menus' labels arrive with the data.
 */
export function preloadAccountTexts(lang: LanguageCode): Promise<void> {
  return loadCatalog(ACCOUNT_NAMESPACE, lang);
}
