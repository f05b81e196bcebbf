import { proxy } from 'valtio/vanilla';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

/**
 * Catalogs per feature (namespace) and language, every one fetched when first needed (English
 * too: a German page should not carry the English texts in its first-paint script). The served
 * files fill a language's missing keys with English at build time; a file that cannot be loaded
 * falls back to English, and a key missing everywhere shows as itself.
 */
export type Catalog = Readonly<Record<string, string>>;
export type CatalogLoader = () => Promise<unknown>;
/** Loads one language of a namespace (catalog-files.ts fetches the served JSON files). */
export type LanguageLoader = (lang: LanguageCode) => Promise<unknown>;

interface Namespace {
  /** Whether the namespace ships this language. */
  has: (lang: LanguageCode) => boolean;
  load: (lang: LanguageCode) => Promise<unknown>;
  loaded: Map<LanguageCode, Catalog>;
  pending: Map<LanguageCode, Promise<void>>;
}

const namespaces = new Map<string, Namespace>();

/** Bumped when a catalog arrives, so views that read it re-render. */
export const catalogVersion = proxy({ n: 0 });

/**
 * `loaders` is a function of the language (every UI language shipped; see catalog-files.ts), or
 * a map keyed by file path (`{ './intl/de.json': () => ... }`) for a namespace with only some.
 */
export function registerNamespace(name: string, loaders: LanguageLoader | Record<string, CatalogLoader>): void {
  if (namespaces.has(name)) return;
  const byLang = (lang: LanguageCode) =>
    typeof loaders === 'function' ? undefined : Object.entries(loaders).find(([path]) => path.endsWith(`/${lang}.json`))?.[1];
  namespaces.set(name, {
    has: (lang) => typeof loaders === 'function' || byLang(lang) !== undefined,
    load: (lang) => (typeof loaders === 'function' ? loaders(lang) : (byLang(lang) as CatalogLoader)()),
    loaded: new Map(),
    pending: new Map(),
  });
}

function loaderFor(ns: Namespace, lang: LanguageCode): (() => Promise<unknown>) | undefined {
  return ns.has(lang) ? () => ns.load(lang) : undefined;
}

/** The language whose catalog stands in for `lang` (English when `lang` has none). */
function effective(ns: Namespace, lang: LanguageCode): LanguageCode {
  return loaderFor(ns, lang) ? lang : DEFAULT_LANGUAGE;
}

function toCatalog(value: unknown): Catalog {
  const out: Record<string, string> = {};
  if (typeof value === 'object' && value !== null) {
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text;
  }
  return out;
}

export function isCatalogReady(name: string, lang: LanguageCode): boolean {
  const ns = namespaces.get(name);
  return !ns || ns.loaded.has(effective(ns, lang));
}

/** Loads a language once; a failed load falls back to English (and English to the keys). */
export function loadCatalog(name: string, lang: LanguageCode): Promise<void> {
  const ns = namespaces.get(name);
  if (!ns) return Promise.resolve();
  const code = effective(ns, lang);
  if (ns.loaded.has(code)) return Promise.resolve();
  const existing = ns.pending.get(code);
  if (existing) return existing;
  const loader = loaderFor(ns, code);
  if (!loader) return Promise.resolve();
  const job = loader()
    .then((value) => {
      ns.loaded.set(code, toCatalog(value));
    })
    .catch(async (error: unknown) => {
      console.warn(`[exch-chrome] could not load the ${code} ${name} texts`, error);
      if (code !== DEFAULT_LANGUAGE) await loadCatalog(name, DEFAULT_LANGUAGE);
      ns.loaded.set(code, ns.loaded.get(DEFAULT_LANGUAGE) ?? {});
    })
    .finally(() => {
      ns.pending.delete(code);
      catalogVersion.n += 1;
    });
  ns.pending.set(code, job);
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
  const ns = namespaces.get(name);
  const text = ns?.loaded.get(effective(ns, lang))?.[key];
  return interpolate(text ?? key, vars);
}

/**
 * Puts in place a catalog that arrived with server-rendered HTML (core/element/server-state.ts),
 * so the hydration pass translates exactly as the server did, without a fetch. A catalog already
 * loaded stays (same texts); an unregistered namespace is ignored (nothing would read it).
 */
export function seedCatalog(name: string, lang: LanguageCode, value: unknown): void {
  const ns = namespaces.get(name);
  if (!ns) return;
  const code = effective(ns, lang);
  if (ns.loaded.has(code)) return;
  ns.loaded.set(code, toCatalog(value));
  catalogVersion.n += 1;
}

/** A loaded catalog as it is (the server renderer serialises the ones it rendered with). */
export function loadedCatalog(name: string, lang: LanguageCode): Catalog | undefined {
  const ns = namespaces.get(name);
  return ns?.loaded.get(effective(ns, lang));
}
