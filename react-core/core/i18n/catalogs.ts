import { proxy } from 'valtio/vanilla';
import { DEFAULT_LANGUAGE, isBuiltInLanguage, type LanguageCode } from './languages';
import { isObjectLike } from '../util/coerce';
import { registerReset } from '../util/resets';

/**
 * Catalogs per feature (namespace) and language, every one fetched when first needed (English
 * too: a German page should not carry the English texts in its first-paint script). The served
 * files fill a language's missing keys with English at build time; a file that cannot be loaded
 * falls back to English, and a key missing everywhere shows as itself.
 */
export type Catalog = Readonly<Record<string, string>>;
/**
 * Loads one language of a namespace (catalog-files.ts fetches the served JSON files). Every
 * namespace ships every UI language (the build checks each has every key, tests/unit/core).
 */
export type LanguageLoader = (lang: LanguageCode) => Promise<unknown>;

interface Namespace {
  load: LanguageLoader;
  loaded: Map<LanguageCode, Catalog>;
  pending: Map<LanguageCode, Promise<void>>;
}

const namespaces = new Map<string, Namespace>();
/**
 * Catalogs seeded before their namespace was registered (server state read before the view's
 * code has loaded): registration puts them in place, so the module's own first load finds them.
 */
const earlySeeds = new Map<string, [LanguageCode, unknown][]>();

/**
 * Per namespace, the language whose catalog arrived last, set on each arrival (a language loads
 * once, so each arrival changes it), so the views that read it re-render. Per namespace, not one
 * page-wide signal: after the first paint the panels' texts arrive one namespace at a time, and
 * each used to re-render every translated view on the page (the footer's hundred links four
 * times over, on a logged-in phone page at 4x CPU).
 */
export const lastArrived = proxy<Record<string, LanguageCode>>({});

/**
 * Texts a page registered (`registerTexts`), by namespace and language: they win over the
 * loaded catalogs whenever they were registered, before or after those load. `pageTextsRevision`
 * changes with each registration, so translated views render them at once.
 */
const pageTexts = new Map<string, Map<string, Record<string, string>>>();
export const pageTextsRevision = proxy({ count: 0 });

/** A site's legal notices are the footer's keys, served per site: the page overrides them as the footer's. */
const pageTextsNamespace = (name: string) => (name.startsWith('footer-legal/') ? 'footer' : name);

/** Merges a page's texts for one namespace and language over what it registered before. */
export function registerPageTexts(name: string, lang: string, texts: Readonly<Record<string, string>>): void {
  const byLang = pageTexts.get(name) ?? new Map<string, Record<string, string>>();
  pageTexts.set(name, byLang);
  byLang.set(lang, { ...byLang.get(lang), ...texts });
  pageTextsRevision.count += 1;
}

/** For tests: forgets the page's texts. */
export function resetPageTexts(): void {
  pageTexts.clear();
}

registerReset(resetPageTexts);

export function registerNamespace(name: string, load: LanguageLoader): void {
  if (namespaces.has(name)) return;
  namespaces.set(name, { load, loaded: new Map(), pending: new Map() });
  for (const [lang, value] of earlySeeds.get(name) ?? []) seedCatalog(name, lang, value);
}

function toCatalog(value: unknown): Catalog {
  const out: Record<string, string> = {};
  if (isObjectLike(value)) {
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text;
  }
  return out;
}

export function isCatalogReady(name: string, lang: LanguageCode): boolean {
  const ns = namespaces.get(name);
  return !ns || ns.loaded.has(lang);
}

/** Loads a language once; a failed load falls back to English (and English to the keys). */
export function loadCatalog(name: string, lang: LanguageCode): Promise<void> {
  const ns = namespaces.get(name);
  if (!ns) return Promise.resolve();
  if (ns.loaded.has(lang)) return Promise.resolve();
  const existing = ns.pending.get(lang);
  if (existing) return existing;
  // A language the page added has no files: its catalog is English, under the page's texts.
  if (!isBuiltInLanguage(lang)) {
    const added = loadCatalog(name, DEFAULT_LANGUAGE).then(() => {
      ns.loaded.set(lang, ns.loaded.get(DEFAULT_LANGUAGE) ?? {});
      lastArrived[name] = lang;
    });
    ns.pending.set(
      lang,
      added.finally(() => ns.pending.delete(lang)),
    );
    return added;
  }
  const job = ns
    .load(lang)
    .then((value) => {
      ns.loaded.set(lang, toCatalog(value));
    })
    .catch(async (error: unknown) => {
      console.warn(`[exch-chrome] could not load the ${lang} ${name} texts`, error);
      if (lang !== DEFAULT_LANGUAGE) await loadCatalog(name, DEFAULT_LANGUAGE);
      ns.loaded.set(lang, ns.loaded.get(DEFAULT_LANGUAGE) ?? {});
    })
    .finally(() => {
      ns.pending.delete(lang);
      lastArrived[name] = lang;
    });
  ns.pending.set(lang, job);
  return job;
}

/**
 * Loads `lang` for every namespace in use (loaded or loading in any language), so a language
 * switched in place can show every part complete at once. Never rejects (see loadCatalog).
 */
export function loadCatalogsInUse(lang: LanguageCode): Promise<void> {
  const inUse = [...namespaces].filter(([, ns]) => ns.loaded.size > 0 || ns.pending.size > 0).map(([name]) => name);
  return Promise.all(inUse.map((name) => loadCatalog(name, lang))).then(() => undefined);
}

export type Vars = Record<string, string | number>;

/**
 * A namespace with the type of its keys (React Aria's typed string formatter): each feature's
 * `<feature>.intl.ts` declares one from its English catalog (`keyof typeof en`), so a missing
 * or misspelt key is a compile error wherever its translator is called.
 */
export interface CatalogRef<K extends string> {
  readonly name: string;
  /** Type carrier only. */
  readonly keys?: K;
}

/** The one translator type: a key of the namespace, and values for its `{placeholders}`. */
export type Translator<K extends string> = (key: K, vars?: Vars) => string;

export function catalogRef<K extends string>(name: string): CatalogRef<K> {
  return { name };
}

function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The one translate: the language's text, else the key. Pure (it runs while rendering): the
 * served catalogs already carry English for every key a language lacks (scripts/vite-catalogs.mjs),
 * and a catalog that failed to load was replaced by English in loadCatalog.
 */
export function translate(name: string, lang: LanguageCode, key: string, vars?: Vars): string {
  const text = pageTexts.get(pageTextsNamespace(name))?.get(lang)?.[key] ?? namespaces.get(name)?.loaded.get(lang)?.[key];
  return interpolate(text ?? key, vars);
}

/**
 * Puts in place a catalog that arrived with server-rendered HTML (core/element/server-state.ts),
 * so the hydration pass translates exactly as the server did, without a fetch. A catalog already
 * loaded stays (same texts). A namespace not registered yet (its module has not loaded) gets it
 * when it registers, before the module asks for its first load.
 */
export function seedCatalog(name: string, lang: LanguageCode, value: unknown): void {
  const ns = namespaces.get(name);
  if (!ns) {
    earlySeeds.set(name, [...(earlySeeds.get(name) ?? []), [lang, value]]);
    return;
  }
  if (ns.loaded.has(lang)) return;
  ns.loaded.set(lang, toCatalog(value));
  lastArrived[name] = lang;
}

/** A loaded catalog as it is (the server renderer serialises the ones it rendered with). */
export function loadedCatalog(name: string, lang: LanguageCode): Catalog | undefined {
  return namespaces.get(name)?.loaded.get(lang);
}
