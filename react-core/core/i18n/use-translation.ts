import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { catalogVersion, isCatalogReady, loadCatalog, translate, type Vars } from './catalogs';
import { prefs } from '../store/prefs';
import type { LanguageCode } from './languages';

export interface Translation {
  t: (key: string, vars?: Vars) => string;
  lang: LanguageCode;
  /** False while the language's catalog is on its way (the view may keep its space blank). */
  ready: boolean;
}

export function useTranslation(namespace: string): Translation {
  const { lang } = useSnapshot(prefs);
  useSnapshot(catalogVersion);
  const ready = isCatalogReady(namespace, lang);
  useEffect(() => {
    if (!ready) void loadCatalog(namespace, lang);
  }, [namespace, lang, ready]);
  return { t: (key, vars) => translate(namespace, lang, key, vars), lang, ready };
}
