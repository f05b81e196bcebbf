import { proxy } from 'valtio/vanilla';
import { DEFAULT_LANGUAGE, type LanguageCode } from './languages';

/**
 * Catalogs per feature (namespace) and language. English ships in the entry so every key has a
 * fallback at first paint; other languages are lazy chunks loaded the first time they are needed.
 */
export type Catalog = Readonly<Record<string, string>>;
export type CatalogLoader = () => Promise<unknown>;

interface Namespace {
  en: Catalog;
  /** Keyed by the loader's file path; resolved by language code. */
  loaders: Record<string, CatalogLoader>;
  loaded: Map<LanguageCode, Catalog>;
  pending: Map<LanguageCode, Promise<void>>;
}

const namespaces = new Map<string, Namespace>();

/** Bumped when a catalog arrives, so views that read it re-render. */
export const catalogVersion = proxy({ n: 0 });

/**
 * `loaders` is `import.meta.glob('./intl/*.json', { import: 'default' })` minus English: the
 * bundler turns each file into its own chunk, fetched relative to the script.
 */
export function registerNamespace(name: string, en: Catalog, loaders: Record<string, CatalogLoader>): void {
  if (namespaces.has(name)) return;
  namespaces.set(name, { en, loaders, loaded: new Map([[DEFAULT_LANGUAGE, en]]), pending: new Map() });
}

function loaderFor(ns: Namespace, lang: LanguageCode): CatalogLoader | undefined {
  const entry = Object.entries(ns.loaders).find(([path]) => path.endsWith(`/${lang}.json`));
  return entry?.[1];
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
  return !ns || ns.loaded.has(lang) || !loaderFor(ns, lang);
}

/** Loads a language once; a failed load leaves English in place (per-key fallback). */
export function loadCatalog(name: string, lang: LanguageCode): Promise<void> {
  const ns = namespaces.get(name);
  if (!ns || ns.loaded.has(lang)) return Promise.resolve();
  const existing = ns.pending.get(lang);
  if (existing) return existing;
  const loader = loaderFor(ns, lang);
  if (!loader) return Promise.resolve();
  const job = loader()
    .then((value) => {
      ns.loaded.set(lang, toCatalog(value));
    })
    .catch((error: unknown) => {
      console.warn(`[exch-chrome] could not load the ${lang} ${name} texts; showing English`, error);
      ns.loaded.set(lang, ns.en);
    })
    .finally(() => {
      ns.pending.delete(lang);
      catalogVersion.n += 1;
    });
  ns.pending.set(lang, job);
  return job;
}

export type Vars = Record<string, string | number>;

function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The one translate: the language's text, else English, else the key itself. */
export function translate(name: string, lang: LanguageCode, key: string, vars?: Vars): string {
  const ns = namespaces.get(name);
  const text = ns?.loaded.get(lang)?.[key] ?? ns?.en[key] ?? key;
  return interpolate(text, vars);
}

export function hasTranslation(name: string, lang: LanguageCode, key: string): boolean {
  return namespaces.get(name)?.loaded.get(lang)?.[key] !== undefined;
}
