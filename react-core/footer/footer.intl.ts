import { registerNamespace, type Catalog, type CatalogLoader } from '../core/i18n/catalogs';
import en from './intl/en.json';

/** English ships with the footer; every other language is its own lazy chunk. */
export const FOOTER_NAMESPACE = 'footer';

registerNamespace(
  FOOTER_NAMESPACE,
  en as Catalog,
  import.meta.glob<Catalog>(['./intl/*.json', '!./intl/en.json'], { import: 'default' }) as Record<string, CatalogLoader>,
);
