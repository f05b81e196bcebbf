/**
 * The chrome's UI texts as JSON files fetched at run time, instead of one JS chunk per language
 * behind an import map: the map of 14 loaders per feature would sit in the first-paint script,
 * and the footer's legal notices (one region's of eleven per page) can ship per region.
 *
 * Sources stay one file per feature and language (`<feature>/intl/<lang>.json`, what
 * translators edit and tests check). This plugin derives the served files:
 *   <namespace>/<lang>.json                  e.g. header/de.json
 *   footer/<lang>.json                       the footer without legal notices and company names
 *   footer-legal/<site>/<lang>.json          one site's notices and company name
 * and gives the code `virtual:exch-catalogs` with `loadCatalogFile(path)`:
 *   build: files emitted under `i18n/`, fetched relative to the bundle (any origin or path);
 *   dev server and browser tests: served from `/__exch_i18n/` by a middleware;
 *   SSR / Vitest: read from the derived data in memory.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
export const NAMESPACES = {
  footer: 'react-core/footer/intl',
  header: 'react-core/header/intl',
  account: 'react-core/header/account/intl',
  notices: 'react-core/header/notices/intl',
  notifications: 'react-core/notifications/intl',
  announcement: 'react-core/announcement/intl',
  reminder: 'react-core/reminder/intl',
  settings: 'react-core/settings/intl',
  'settings-entry': 'react-core/settings/intl/entry',
  'market-search': 'react-core/market-search/intl',
};
// The legal-key rule, the list of sites and the first-paint file layout come from the sources
// (the region table, footer-legal.rules.ts, core/i18n/first-paint.ts), not from here.
const { LEGAL_SITES, isLegalKey, legalKeysOf, FIRST_PAINT_NAMESPACES, firstPaintTextsPath, legalNamespace } = {
  ...(await tsImport(join(root, 'react-core/core/region/regions.ts'), import.meta.url)),
  ...(await tsImport(join(root, 'react-core/footer/footer-legal.rules.ts'), import.meta.url)),
  ...(await tsImport(join(root, 'react-core/core/i18n/first-paint.ts'), import.meta.url)),
};

/** Every served file: path → JSON object. */
export function catalogFiles() {
  const files = new Map();
  /** lang → the first-paint namespaces' catalogs (the footer's with its legal keys). */
  const firstPaint = new Map();
  for (const [ns, dir] of Object.entries(NAMESPACES)) {
    const english = JSON.parse(readFileSync(join(root, dir, 'en.json'), 'utf8'));
    for (const file of readdirSync(join(root, dir)).filter((f) => f.endsWith('.json'))) {
      const lang = file.slice(0, -'.json'.length);
      // A key a language lacks is served in English, so the page never has to fetch English too.
      const catalog = { ...english, ...JSON.parse(readFileSync(join(root, dir, file), 'utf8')) };
      if (FIRST_PAINT_NAMESPACES.includes(ns)) {
        if (!firstPaint.has(lang)) firstPaint.set(lang, {});
        firstPaint.get(lang)[ns] = catalog;
      } else {
        files.set(`${ns}/${lang}.json`, catalog);
      }
    }
  }
  // One file per site and language: the shared first-paint namespaces, the footer without legal
  // notices, and the site's own notices and company name.
  for (const [lang, catalogs] of firstPaint) {
    const footer = catalogs.footer ?? {};
    const shared = {
      ...catalogs,
      footer: Object.fromEntries(Object.entries(footer).filter(([k]) => !isLegalKey(k))),
    };
    for (const site of LEGAL_SITES) {
      const legal = Object.fromEntries(legalKeysOf(site, Object.keys(footer)).map((k) => [k, footer[k]]));
      files.set(firstPaintTextsPath(site, lang), { ...shared, [legalNamespace(site)]: legal });
    }
  }
  return files;
}

const VIRTUAL = 'virtual:exch-catalogs';
const RESOLVED = '\0exch-catalogs';
const DEV_PREFIX = '/__exch_i18n/';

const FILE_MODULE = '\0exch-catalog-file:';
/** The id prefix of the bundler build's text modules (its chunk names: vite.config.ts). */
export const CATALOG_FILE_MODULE = FILE_MODULE;

/**
 * `exchCatalogs()`: the one script's texts (JSON files fetched relative to the bundle, see above).
 * `exchCatalogs({ modules: true })`: the bundler build's (dist/npm, what `import 'exch-chrome'`
 * and `exch-chrome/react` load in a React team's own build). There the texts are JavaScript
 * modules behind `import()`, one per served file: a consumer's bundler (Vite, webpack in
 * Next.js) follows every `import()` into its own output, so the texts end up in the app's build
 * with the app's file names, whatever its asset rules (a JSON file found at run time relative to
 * `import.meta.url` is never copied there, and a small one is inlined as a `data:` URL).
 */
export function exchCatalogs({ modules = false } = {}) {
  let command = 'serve';
  return {
    name: 'exch-catalogs',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      if (id === VIRTUAL) return RESOLVED;
      return modules && id.startsWith(FILE_MODULE) ? id : undefined;
    },
    load(id, options) {
      if (modules && id.startsWith(FILE_MODULE)) {
        // The id has no `.json` (Vite's JSON plugin would parse this module as JSON).
        const path = `${id.slice(FILE_MODULE.length)}.json`;
        const catalog = catalogFiles().get(path);
        if (!catalog) throw new Error(`no catalog ${path}`);
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(catalog))});\n`;
      }
      if (id !== RESOLVED) return undefined;
      if (modules) {
        const loaders = [...catalogFiles().keys()].map(
          (path) => `  ${JSON.stringify(path)}: () => import(${JSON.stringify(FILE_MODULE + path.replace(/\.json$/, ''))}),`,
        );
        return (
          `const files = {\n${loaders.join('\n')}\n};\n` +
          `export async function loadCatalogFile(path) {\n` +
          `  const load = Object.hasOwn(files, path) ? files[path] : undefined;\n` +
          `  if (!load) throw new Error('no catalog ' + path);\n` +
          `  return (await load()).default;\n}\n`
        );
      }
      const ssr = Boolean(options?.ssr) || (typeof process !== 'undefined' && process.env.VITEST);
      if (ssr) {
        const data = JSON.stringify(Object.fromEntries(catalogFiles()));
        return `const files = ${data};\nexport async function loadCatalogFile(path) {\n  if (!(path in files)) throw new Error('no catalog ' + path);\n  return files[path];\n}\n`;
      }
      // A file the boot script already asked for (elements/boot.ts) is taken from its registry.
      const preload = JSON.stringify(join(root, 'react-core/core/api/preload.ts'));
      const fetcher =
        `import { takePreloaded } from ${preload};\n` +
        `async function get(url) {\n` +
        `  const early = takePreloaded(url);\n` +
        `  const answer = early ? await early : null;\n` +
        `  if (answer && answer.ok) return JSON.parse(answer.text);\n` +
        `  const response = await fetch(url, { credentials: 'omit' });\n` +
        `  if (!response.ok) throw new Error('HTTP ' + response.status + ' for ' + url);\n` +
        `  return response.json();\n}\n`;
      if (command === 'serve') {
        return `${fetcher}export function loadCatalogFile(path) {\n  return get(${JSON.stringify(DEV_PREFIX)} + path);\n}\n`;
      }
      // Build: one emitted file anchors the folder; the bundler writes its URL relative to the
      // chunk that holds this module, so the texts resolve from wherever the script is served.
      const anchor = this.emitFile({ type: 'asset', fileName: 'i18n/namespaces.json', source: JSON.stringify(Object.keys(NAMESPACES)) });
      return `${fetcher}const base = new URL('./', import.meta.ROLLUP_FILE_URL_${anchor});\nexport function loadCatalogFile(path) {\n  return get(new URL(path, base).href);\n}\n`;
    },
    generateBundle() {
      if (modules) return;
      for (const [path, catalog] of catalogFiles()) {
        this.emitFile({ type: 'asset', fileName: `i18n/${path}`, source: JSON.stringify(catalog) });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0];
        if (!url.startsWith(DEV_PREFIX)) return next();
        const catalog = catalogFiles().get(decodeURIComponent(url.slice(DEV_PREFIX.length)));
        if (!catalog) {
          res.statusCode = 404;
          res.end('{}');
          return;
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Access-Control-Allow-Origin', '*');
        res.end(JSON.stringify(catalog));
      });
    },
  };
}
