import { loadCatalogFile } from 'virtual:exch-catalogs';
import { registerNamespace } from './catalogs';
import type { LanguageCode } from './languages';

/**
 * Registers a namespace whose texts are the served JSON files `<folder>/<lang>.json` (see
 * scripts/vite-catalogs.mjs): no per-language loader map ships in the script.
 */
export function registerCatalogFiles(namespace: string, folder = namespace): void {
  registerNamespace(namespace, (lang: LanguageCode) => loadCatalogFile(`${folder}/${lang}.json`));
}
