import { loadCatalogFile } from 'virtual:exch-catalogs';
import { registerNamespace, seedCatalog } from './catalogs';
import { firstPaintTextsPath, legalNamespace, type FirstPaintNamespace } from './first-paint';
import { pageTextsSite } from '../api/preload';
import type { LegalSite } from '../region/regions';
import type { LanguageCode } from './languages';
import { asRecord } from '../util/coerce';

/**
 * Registers a namespace whose texts are the served JSON files `<folder>/<lang>.json` (see
 * scripts/vite-catalogs.mjs): no per-language loader map ships in the script.
 */
export function registerCatalogFiles(namespace: string, folder = namespace): void {
  registerNamespace(namespace, (lang: LanguageCode) => loadCatalogFile(`${folder}/${lang}.json`));
}

const bundles = new Map<string, Promise<Record<string, unknown>>>();

/** One site's first-paint texts in a language, fetched once (the boot script may have started it). */
function loadFirstPaintTexts(site: LegalSite, lang: LanguageCode): Promise<Record<string, unknown>> {
  const path = firstPaintTextsPath(site, lang);
  let bundle = bundles.get(path);
  if (!bundle) {
    bundle = loadCatalogFile(path).then(asRecord);
    // A failed file may be asked for again (the catalogs fall back to English meanwhile).
    bundle.catch(() => bundles.delete(path));
    bundles.set(path, bundle);
  }
  return bundle;
}

/**
 * A namespace of the first paint: its texts come from the site's first-paint file. The shared
 * namespaces read the file of the page's site (the one the boot script started; the global
 * site's without it), a legal namespace its own site's.
 */
export function registerFirstPaintCatalog(namespace: FirstPaintNamespace): void {
  registerNamespace(namespace, (lang) =>
    loadFirstPaintTexts(pageTextsSite(), lang).then((bundle) => {
      // The file holds every first-paint namespace: the ones already registered are ready with
      // this one (the header's settings entries with the header, not a render later).
      for (const [other, value] of Object.entries(bundle)) if (other !== namespace) seedCatalog(other, lang, value);
      return bundle[namespace];
    }),
  );
}

export function registerLegalCatalog(site: LegalSite): void {
  const namespace = legalNamespace(site);
  registerNamespace(namespace, (lang) => loadFirstPaintTexts(site, lang).then((bundle) => bundle[namespace]));
}
