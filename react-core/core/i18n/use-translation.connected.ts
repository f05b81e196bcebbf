import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { isCatalogReady, lastArrived, loadCatalog, pageTextsRevision, translate, type CatalogRef, type Translator } from './catalogs';
import { prefs } from '../store/prefs';
import type { LanguageCode } from './languages';
import { useHydration } from '../element/context';

export interface Translation<K extends string> {
  t: Translator<K>;
  lang: LanguageCode;
  /** False while the language's catalog is on its way (the view may keep its space blank). */
  ready: boolean;
}

/**
 * The namespace's texts in the page's language; a missing catalog is fetched from an effect.
 * `t` keeps its identity until the language or the catalog changes, so memoised parts (a
 * market list's rows, a dropdown's links) do not re-render for a new function on every render.
 */
export function useTranslation<K extends string>(catalog: CatalogRef<K>): Translation<K> {
  const { lang: pageLang } = useSnapshot(prefs);
  // The hydration pass translates in the server's language, whatever another element set since.
  const lang = useHydration()?.lang ?? pageLang;
  // Reading its own namespace's entry subscribes to it alone (valtio re-renders for what a render
  // read): another namespace's texts arriving leave this view as it is.
  const arrived = useSnapshot(lastArrived)[catalog.name];
  // Texts a page registered (registerTexts) replace the shown ones at once.
  const pageTexts = useSnapshot(pageTextsRevision).count;
  const ready = isCatalogReady(catalog.name, lang);
  useEffect(() => {
    if (!ready) void loadCatalog(catalog.name, lang);
  }, [catalog.name, lang, ready]);
  // `arrived` and `pageTexts` are dependencies on purpose: when the catalog or a page's texts
  // arrive, a new `t` makes memoised readers render them.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const t = useMemo<Translator<K>>(() => (key, vars) => translate(catalog.name, lang, key, vars), [catalog.name, lang, arrived, pageTexts]);
  return { t, lang, ready };
}
