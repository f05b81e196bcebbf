import { defineConfig, type Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
// @ts-expect-error: a plain .mjs build script, typed by use
import { catalogFiles } from '../../scripts/vite-catalogs.mjs';

/**
 * The floor's build: a plain Vite app bundle, `bench/floor/dist/floor.js`. The bench builds it
 * before every run with FLOOR_LANG (the page language) and FLOOR_SITE (the region's site key),
 * like an app built per locale: that language's UI texts are in the bundle, so the page fetches
 * only what it shows (menu, common data, compliance, announcement), all at start.
 */
const root = resolve(import.meta.dirname, '../..');
const LANG = process.env.FLOOR_LANG || 'en';
const SITE = process.env.FLOOR_SITE || 'global';

/** Each section's CSS: the chrome's own stylesheets, scoped to the section's container. */
const SECTIONS: Record<string, string[]> = {
  'floor-header': ['react-core/core/element/base.css', 'react-core/header/header.css', 'react-core/header/drawer/drawer.css'],
  'floor-announcement': ['react-core/core/element/base.css', 'react-core/announcement/announcement.css'],
  'floor-footer': ['react-core/core/element/base.css', 'react-core/footer/footer.css'],
};

/**
 * The chrome's CSS is written for a shadow root (`:host`, short class names such as `.logo` in
 * both header and footer). A React team would scope it at build time (CSS modules or the like);
 * here: CSS nesting under the container's id, `:host` becoming the container (`&`), and
 * @keyframes (not allowed inside a style rule) hoisted out.
 */
function scope(id: string, css: string): string {
  const keyframes: string[] = [];
  let rest = '';
  let i = 0;
  while (i < css.length) {
    const at = css.indexOf('@keyframes', i);
    if (at < 0) {
      rest += css.slice(i);
      break;
    }
    rest += css.slice(i, at);
    let depth = 0;
    let j = css.indexOf('{', at);
    for (; j < css.length; j += 1) {
      if (css[j] === '{') depth += 1;
      else if (css[j] === '}' && --depth === 0) break;
    }
    keyframes.push(css.slice(at, j + 1));
    i = j + 1;
  }
  const body = rest.replace(/:host\(([^)]*)\)/g, '&$1').replace(/:host\b/g, '&');
  return `${keyframes.join('\n')}\n#${id}{\n${body}\n}\n`;
}

function floorAssets(): Plugin {
  const ids = { texts: 'virtual:floor-texts', css: 'virtual:floor-css' };
  return {
    name: 'floor-assets',
    resolveId: (id) => (id === ids.texts || id === ids.css ? `\0${id}` : undefined),
    load(id) {
      if (id === `\0${ids.css}`) {
        const css = Object.entries(SECTIONS)
          .map(([section, files]) => scope(section, files.map((f) => readFileSync(resolve(root, f), 'utf8')).join('\n')))
          .join('\n');
        return `export default ${JSON.stringify(css)};`;
      }
      if (id === `\0${ids.texts}`) {
        const files: Map<string, Record<string, Record<string, string>>> = catalogFiles();
        // The page's first-paint texts file (the served files already carry English for missing keys).
        const bundle = files.get(`first-paint/${SITE}/${LANG}.json`) ?? {};
        const texts = {
          lang: LANG,
          header: bundle.header ?? {},
          footer: { ...bundle.footer, ...bundle[`footer-legal/${SITE}`] },
          announcement: bundle.announcement ?? {},
        };
        return `export default ${JSON.stringify(texts)};`;
      }
      return undefined;
    },
  };
}

/**
 * The floor is a visitor page: the drawer's logged-in operation menu (a lazy import of the
 * chrome's account area, with its JSON texts) is replaced by nothing. Without this, the bundler
 * moves the modules the entry shares with that chunk into extra common chunks the first paint
 * would wait for.
 */
function visitorOnly(): Plugin {
  const STUB = '\0floor-no-account-area';
  return {
    name: 'floor-visitor-only',
    enforce: 'pre',
    resolveId: (id, importer) => (id === '../account/account-area.connected' && importer?.endsWith('/header/drawer/drawer.tsx') ? STUB : undefined),
    load: (id) => (id === STUB ? 'export function OperationsMenu() { return null; }' : undefined),
  };
}

/**
 * The chrome's text loader (`virtual:exch-catalogs`), which the menu's mapper reaches for its
 * `title_key` lookups: the floor's texts are in its bundle (virtual:floor-texts) and it loads no
 * catalog, so the loader is one that says so if anything ever asks it.
 */
function noCatalogLoads(): Plugin {
  const ID = '\0floor-no-catalog-loads';
  return {
    name: 'floor-no-catalog-loads',
    resolveId: (id) => (id === 'virtual:exch-catalogs' ? ID : undefined),
    load: (id) =>
      id === ID ? "export async function loadCatalogFile(path) { throw new Error('the floor bundles its texts; no catalog ' + path); }" : undefined,
  };
}

export default defineConfig({
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warn',
  base: './',
  plugins: [floorAssets(), visitorOnly(), noCatalogLoads()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    target: 'es2022',
    // An app build (not library mode) with main.tsx as its entry: one bundle for the first paint;
    // what a user sees only later (the QR code, social glyphs) stays a lazy chunk that imports
    // what it shares from the entry, as in any React app.
    modulePreload: false,
    rolldownOptions: {
      input: resolve(import.meta.dirname, 'main.tsx'),
      preserveEntrySignatures: false,
      output: {
        minify: true,
        entryFileNames: 'floor.js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
});
