import { loadCatalog, registerNamespace, type CatalogLoader } from '../../core/i18n/catalogs';
import type { LanguageCode } from '../../core/i18n/languages';

/**
 * The account layer's texts (wallet, orders and account entries, personal centre, logout): one
 * lazy chunk per language (intl/<lang>.json). Entry labels from account.entries.ts are keys here.
 */
export const ACCOUNT_NAMESPACE = 'account';

registerNamespace(ACCOUNT_NAMESPACE, import.meta.glob('./intl/*.json', { import: 'default' }) as Record<string, CatalogLoader>);

/**
 * Unlike the footer, nothing is fetched at import: a visitor never sees these texts. The header
 * calls this once it knows the user is logged in, so the menus' labels arrive with the data.
 */
export function preloadAccountTexts(lang: LanguageCode): Promise<void> {
  return loadCatalog(ACCOUNT_NAMESPACE, lang);
}
