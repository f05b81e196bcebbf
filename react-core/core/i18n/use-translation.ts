import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { catalogVersion, isCatalogReady, loadCatalog, translate, type CatalogRef, type Translator } from './catalogs';
import { prefs } from '../store/prefs';
import type { LanguageCode } from './languages';

export interface Translation<K extends string> {
  t: Translator<K>;
  lang: LanguageCode;
  /** False while the language's catalog is on its way (the view may keep its space blank). */
  ready: boolean;
}

/** The namespace's texts in the page's language; a missing catalog is fetched from an effect. */
export function useTranslation<K extends string>(catalog: CatalogRef<K>): Translation<K> {
  const { lang } = useSnapshot(prefs);
  useSnapshot(catalogVersion);
  const ready = isCatalogReady(catalog.name, lang);
  useEffect(() => {
    if (!ready) void loadCatalog(catalog.name, lang);
  }, [catalog.name, lang, ready]);
  return { t: (key, vars) => translate(catalog.name, lang, key, vars), lang, ready };
}
