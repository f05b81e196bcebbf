import { defineConfig, type Plugin } from 'vite';
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
// @ts-expect-error: a plain .mjs build script, typed by use
import { CATALOG_FILE_MODULE, exchCatalogs } from './scripts/vite-catalogs.mjs';
import { GLOBAL_REGION_ID, REGIONS, legalSiteOf, resolveSite, type Site } from './react-core/core/region/regions';
// @ts-expect-error: a plain .mjs build script, typed by use
import { firstPaintModules } from './scripts/first-paint-modules.mjs';
// @ts-expect-error: a plain .mjs build script, typed by use
import { lazyChunkPreloads } from './scripts/vite-lazy-preload.mjs';
import { COMPILE_HINT } from './react-core/core/build/compile-hint';
import { COOKIE } from './react-core/core/cookies/cookies';
import { THEME_WIRE } from './react-core/core/store/prefs';
import { CHROME_ATTRIBUTES, type ChromeAttributeSpec } from './react-core/core/element/attributes';
import { CHROME_ELEMENTS, type ServerTag } from './react-core/chrome-elements';
import { SNIPPET_SITES, snippetFile } from './react-core/server/snippets';
import { fontStrikesOfCss, type FontStrikes } from './react-core/core/layout/font-warmup';
// @ts-expect-error: a plain .mjs build script, typed by use
import { BUILD_TARGET, PAGE_SCRIPT_TARGET } from './scripts/browser-floor.mjs';

/**
 * Three library builds (stack facts: Vite 8 library mode code-splits with relative chunk paths,
 * so the script works from any origin or path), run in this order by `npm run build`:
 * - default: `dist/chunks/elements-[hash].js` (defines every element), the shared `core` chunk
 *   and the lazy chunks (small shared ones copied into their users), the texts under
 *   `dist/i18n/`, and `.vite/manifest.json`;
 * - `--mode boot`: `dist/exch-chrome.js`, the one script a page loads (elements/boot.ts): tiny,
 *   self-contained, it starts every first-paint request and preloads the files named in the
 *   manifest, then imports the elements; `dist/first-paint.json` and `dist/integrity.json`;
 * - `--mode npm`: `dist/npm/`, what a React team's own bundler imports (`exch-chrome` and
 *   `exch-chrome/react`): see bundlerBuild();
 * - `--mode server`: `dist/server.js`, the Node renderer (`exch-chrome/server`, react-core/server),
 *   and `dist/react/server.js`, the `./react` components' server build (react-core/react/server.tsx):
 *   an SSR build, so dependencies stay imports (react, react-dom and valtio from the server's
 *   node_modules) and the texts are read from the bundle, not fetched.
 */

const ELEMENTS_ENTRY = 'elements/index.ts';

const FIRST_PAINT_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|valtio|proxy-compare|js-cookie)[\\/]|rolldown[\\/]runtime/;
const fromRoot = (path: string) => resolve(import.meta.dirname, path);
const sourceOf = (id: string) => id.split('?')[0] ?? id;
const PACKAGE = JSON.parse(readFileSync(fromRoot('package.json'), 'utf8')) as {
  version: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
/**
 * The views the boot script preloads when their element is on the page (each element
 * declaration's `view`, react-core/chrome-elements.ts), by feature, each with the chunk (group)
 * that holds it and what it alone reaches.
 */
const PRELOADED_VIEWS = CHROME_ELEMENTS.flatMap((element) =>
  'view' in element ? [{ feature: element.feature, module: `react-core/${element.feature}/${element.view}`, group: `${element.feature}-parts` }] : [],
);
/** A sub-site's built-in navigation is a chunk (header/menu/site-menu.store.ts); the boot preloads it on such a page. */
const SITE_MENU_MODULE = 'react-core/header/menu/site-menu.ts';
/** Every route builder (core/routes/routes.ts); the first paints import narrower namespaces. */
const ROUTES_MODULE = 'react-core/core/routes/routes.ts';
/** Server HTML's state, validated and seeding the stores, is a chunk (core/element/hydration-state.ts); the boot preloads it on a page with some. */
const SERVER_STATE_MODULE = 'react-core/core/element/hydration-state.ts';
/** Each footer variant's table is a chunk (footer.data.ts); the boot preloads the page's. */
const FOOTER_VARIANT_DIR = 'react-core/footer/variants';
const footerVariantKey = (variant: string) => `${FOOTER_VARIANT_DIR}/${variant}.ts`;

/**
 * The chunks the compile hint goes on (core/build/compile-hint.ts): the code the boot script
 * preloads for a first paint (bootManifest). Not the footers' tables and the route builders it
 * also preloads: data, whose top-level code V8 compiles at once anyway, so a hint there would be
 * bytes for nothing.
 */
const COMPILED_ON_LOAD_MODULES = new Set([ELEMENTS_ENTRY, ...PRELOADED_VIEWS.map((view) => view.module), SITE_MENU_MODULE, SERVER_STATE_MODULE].map(fromRoot));
const compileHintFor = (chunk: { moduleIds: readonly string[] }) =>
  chunk.moduleIds.some((id) => COMPILED_ON_LOAD_MODULES.has(sourceOf(id))) ? COMPILE_HINT : '';

/** What a set of entries reaches statically, without the entries themselves. */
function reachedFrom(entries: readonly string[]): Set<string> {
  const files = entries.map(fromRoot);
  const reached = new Set<string>();
  for (const file of files) for (const module of firstPaintModules(file) as Set<string>) reached.add(module);
  for (const file of files) reached.delete(file);
  return reached;
}

const variantFiles = readdirSync(fromRoot(FOOTER_VARIANT_DIR))
  .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
  .map((f) => `${FOOTER_VARIANT_DIR}/${f}`);
/**
 * What every first paint needs, whatever the page's elements: the elements' entry itself, what it
 * reaches and the footer tables' helpers. Each preloaded view goes with what it alone reaches.
 */
const coreModules = new Set([fromRoot(ELEMENTS_ENTRY), ...reachedFrom([ELEMENTS_ENTRY, ...variantFiles])]);
const viewModules = (view: string) => [fromRoot(view), ...reachedFrom([view])].filter((m) => !coreModules.has(m));
/** Each preloaded view's modules, in the list's order: a module two views reach goes with the first. */
const PRELOADED_VIEW_SETS = PRELOADED_VIEWS.reduce<Array<{ group: string; modules: Set<string> }>>(
  (sets, view) => [...sets, { group: view.group, modules: new Set(viewModules(view.module).filter((m) => !sets.some((set) => set.modules.has(m)))) }],
  [],
);
const A11Y_DIR = fromRoot('react-core/core/a11y/');
const inSet = (set: ReadonlySet<string>) => (id: string) => set.has(sourceOf(id)) && !id.endsWith('.json');
const CORE_DIR = fromRoot('react-core/core/');
/**
 * The features whose lazy modules ship as one chunk each, in the order they claim a module they
 * share (a group also takes what its modules import and no earlier group took): what a visitor's
 * header preloads first (settings, market search), the logged-in parts last, so a visitor's chunks
 * never hold account or notification code.
 */
const LAZY_FEATURES = (
  [
    ['settings', 'react-core/settings/'],
    ['market-search', 'react-core/market-search/'],
    ['notifications', 'react-core/notifications/'],
    ['account', 'react-core/header/account/'],
  ] as const
).map(([name, dir]) => ({ name, dir: fromRoot(dir) }));
const UI_DIR = fromRoot('react-core/core/ui/');
/** Each lazy feature's source text, read once (Node's recursive listing). */
const FEATURE_SOURCES = LAZY_FEATURES.map(({ name, dir }) => ({
  name,
  text: readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(resolve(dir, file), 'utf8'))
    .join('\n'),
}));
/**
 * Each shared view of core/ui (`<name>.tsx` and its `<name>.css`) that one lazy feature alone uses
 * goes into that feature's chunk, not the lazy core's: a settings user then does not fetch the
 * market search's field. (Read from the features' imports; one used by two features stays in the
 * lazy core.)
 */
const UI_HOME = new Map(
  readdirSync(UI_DIR)
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => file.replace(/\.tsx$/, ''))
    .map((name) => {
      const users = FEATURE_SOURCES.filter(({ text }) => text.includes(`core/ui/${name}'`));
      return [name, users.length === 1 ? users[0]!.name : null] as const;
    }),
);
/** The lazy feature a core/ui module goes with (see UI_HOME), or null. */
const uiHomeOf = (id: string): string | null => {
  const source = sourceOf(id);
  if (!source.startsWith(UI_DIR)) return null;
  return (
    UI_HOME.get(
      source
        .slice(UI_DIR.length)
        .replace(/^\//, '')
        .replace(/\.(tsx|css)$/, ''),
    ) ?? null
  );
};
const FIRST_PAINT_SETS = [coreModules, ...PRELOADED_VIEW_SETS.map((set) => set.modules)];
/** The first paint's stylesheets: what the boot's font warm-up reads its strikes from (core/layout/font-warmup.ts). */
const FIRST_PAINT_CSS = FIRST_PAINT_SETS.flatMap((set) => [...set]).filter((file) => file.endsWith('.css'));
const isLazyModule = (id: string) => !id.endsWith('.json') && !FIRST_PAINT_SETS.some((set) => set.has(sourceOf(id)));

/**
 * What a page needs before any element can render, as ONE chunk: the elements' entry with React,
 * valtio, js-cookie and every module statically reachable from it and the footer tables
 * (scripts/first-paint-modules.mjs); every lazy chunk imports the shared modules from it (the
 * entry may export more than it declares: `preserveEntrySignatures: 'allow-extension'`). Then
 * the header's view with what it alone reaches, and the announcement's, one chunk each (later
 * chunks that share a module import it from there). A first paint is then four files the boot
 * script preloads at once (each request it starts costs the main thread a few milliseconds on a
 * phone), instead of a dozen small common chunks. Every file has a hashed name, so two copies of
 * the page script (`?v=2`) still share one instance of each module.
 *
 * After the first paint, one chunk per feature (LAZY_FEATURES) and one for the core modules two
 * of them share, not one per module: the bundler's own split made about 30 files for a logged-in
 * header's idle preloads, and over HTTP/1.1 (six connections per origin) each wave of six cost a
 * round trip, so the last ones, and the account's own calls queued behind them, landed a second
 * after complete, under the user's first tap. Each feature loads whole on its first trigger (the
 * idle preload, a hover, a click), which the idle preloads fetch anyway.
 */
const CHUNK_GROUPS = [
  { name: 'elements', test: (id: string) => FIRST_PAINT_LIBRARIES.test(id) || inSet(coreModules)(id) },
  ...PRELOADED_VIEW_SETS.map(({ group, modules }) => ({ name: group, test: inSet(modules) })),
  // The accessibility behaviours several lazy chunks share (the modal dialog, tabs, tab stops: the
  // settings, the search modal, the logout confirm, the notification tabs) as one chunk: every
  // lazy import's preload list (scripts/vite-lazy-preload.mjs), first-paint chunks included, then
  // names one file instead of one per module.
  { name: 'a11y', test: (id: string) => sourceOf(id).startsWith(A11Y_DIR), minShareCount: 2 },
  // The route builders of the pages the chrome links to after its first paint (the sub-sites'
  // menus, market search, the account area): a chunk of their own, so a sub-site's first paint
  // (its built-in menu) takes them without the rest of the lazy core.
  { name: 'routes', test: (id: string) => sourceOf(id) === fromRoot(ROUTES_MODULE) },
  { name: 'lazy-core', test: (id: string) => isLazyModule(id) && sourceOf(id).startsWith(CORE_DIR) && uiHomeOf(id) === null, minShareCount: 2 },
  ...LAZY_FEATURES.map(({ name, dir }) => ({ name, test: (id: string) => isLazyModule(id) && (sourceOf(id).startsWith(dir) || uiHomeOf(id) === name) })),
];

interface ManifestChunk {
  file: string;
  /** The chunk's name (a group's name for a group chunk). */
  name?: string;
  imports?: string[];
}

/** A manifest entry's file and every file it imports statically, in load order. */
function closure(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((k) => closure(manifest, k, seen)), chunk.file];
}

/**
 * What the boot script needs to know of the elements build (see elements/boot.ts). Also written
 * to `dist/first-paint.json`: the size check reads it, and a server may use it to send
 * `<link rel=modulepreload>` tags with the page.
 */
/** The testnet's snippet folder (react-core/server/snippets.ts SNIPPET_SITES; the regions' are their keys). */
const TESTNET_SNIPPETS = SNIPPET_SITES.find((site) => site.attributes.testnet)?.key;

function bootManifest(): string {
  const path = resolve(import.meta.dirname, 'dist/.vite/manifest.json');
  if (!existsSync(path)) throw new Error('vite --mode boot needs the elements build first (npm run build)');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const elements = closure(manifest, ELEMENTS_ENTRY);
  const entry = manifest[ELEMENTS_ENTRY];
  if (!entry) throw new Error(`${ELEMENTS_ENTRY} is missing from the elements build's manifest`);
  // A view inside its group's chunk has no manifest entry of its own: its chunk is the group's.
  // Neither found would leave the boot preloading nothing for that element: fail the build.
  const chunkKeyOf = ({ module, group }: { module: string; group: string }) => {
    const key = module in manifest ? module : Object.keys(manifest).find((k) => manifest[k]?.name === group);
    if (!key) throw new Error(`neither ${module} nor its group ${group} is in the elements build's manifest`);
    return key;
  };
  const views = Object.fromEntries(PRELOADED_VIEWS.map((view) => [view.feature, closure(manifest, chunkKeyOf(view)).filter((f) => !elements.includes(f))]));
  // The files a chunk of its own adds to what the page already loads. A module that is not a
  // chunk would leave the boot preloading nothing for it: fail the build.
  const ownChunk = (module: string, ...loaded: (readonly string[] | undefined)[]) => {
    if (!(module in manifest)) throw new Error(`${module} is not a chunk of the elements build`);
    return closure(manifest, module).filter((f) => !loaded.some((files) => files?.includes(f)));
  };
  const siteMenu = ownChunk(SITE_MENU_MODULE, elements, views.header);
  // Each tag's view and needs (react-core/chrome-elements.ts), for the boot's NEEDS table.
  // ... and its snippet (the inline flavour: its CSS comes with it), which the boot paints before the code where asked (prepaint-start.ts).
  const tags = Object.fromEntries(
    CHROME_ELEMENTS.map((element) => [
      element.spec.tag,
      {
        view: 'view' in element ? element.feature : undefined,
        needs: element.firstPaint,
        snippet: element.server ? snippetFile(element.spec.tag as ServerTag, 'inline') : undefined,
        visitor: 'visitorSnippet' in element ? element.visitorSnippet : undefined,
      },
    ]),
  );
  const serverState = ownChunk(SERVER_STATE_MODULE, elements);
  const footers = Object.fromEntries(
    [...new Set(REGIONS.flatMap((r) => [resolveSite(r.id, false).footer, resolveSite(r.id, true).footer]))].map((variant) => [
      variant,
      ownChunk(footerVariantKey(variant), elements),
    ]),
  );
  // The region facts the boot needs, derived from the one table. The testnet's are the same
  // whatever the region (resolveSite lays one overlay over each): the boot carries them once,
  // and the build fails if the table ever makes them differ.
  const bootSite = (site: Site) => ({ legal: legalSiteOf(site), serverMenu: site.serverMenu, footer: site.footer });
  // The boot reads the server menu for every site but the testnet (Region.readsServerMenu): it
  // tells them apart by object, without a field per site.
  if (REGIONS.some((r) => !resolveSite(r.id, false).readsServerMenu) || resolveSite(GLOBAL_REGION_ID, true).readsServerMenu) {
    throw new Error('the boot script takes every site but the testnet to read the server menu');
  }
  const sites = Object.fromEntries(REGIONS.map((r) => [r.id, { ...bootSite(resolveSite(r.id, false)), key: r.key }]));
  const testnet = { ...bootSite(resolveSite(GLOBAL_REGION_ID, true)), key: TESTNET_SNIPPETS };
  if (REGIONS.some((r) => JSON.stringify({ ...bootSite(resolveSite(r.id, true)), key: TESTNET_SNIPPETS }) !== JSON.stringify(testnet))) {
    throw new Error('the testnet site differs by region: the boot script (elements/boot.ts) takes it to be one');
  }
  const preload = { elements, views, siteMenu, serverState, footers };
  // sha256 in the script (every page fetches it: the shortest hash SRI takes); integrity.json lists sha384.
  const integrity = Object.fromEntries(preloadedFiles(preload).map((file) => [file, sri('sha256', file)]));
  return JSON.stringify({
    tags,
    sites,
    testnet,
    defaultRegion: GLOBAL_REGION_ID,
    elements: `./${entry.file}`,
    preload,
    texts: 'i18n/',
    version: PACKAGE.version,
    integrity,
    fonts: firstPaintFonts(),
    snippetNeutral: [
      ...new Set(
        [...CHROME_ATTRIBUTES, ...CHROME_ELEMENTS.flatMap((element) => element.spec.attributes as readonly ChromeAttributeSpec[])]
          .filter((a) => a.keepsSnippet)
          .map((a) => a.attribute),
      ),
    ],
    darkThemeCookie: `${COOKIE.theme}=${THEME_WIRE.dark}`,
  });
}

/**
 * The first paint's font strikes: the sizes and weights its stylesheets declare, in the first
 * family of base.css's default stack (the boot warms them, core/layout/font-warmup.ts). That
 * family is `system-ui`, which every browser with idle callbacks has: the layout finds it first,
 * and the rest of the stack would be bytes in the boot script for nothing.
 */
function firstPaintFonts(): FontStrikes {
  const base = readFileSync(fromRoot('react-core/core/element/base.css'), 'utf8');
  const family = /--exch-font:\s*var\(--exch-font-family,\s*([^,;]+)[,)]/.exec(base)?.[1]?.trim();
  if (!family) throw new Error('base.css declares no default for --exch-font: the boot script could not warm its fonts');
  return { family, ...fontStrikesOfCss(FIRST_PAINT_CSS.map((file) => readFileSync(file, 'utf8'))) };
}

/** Every file named in the boot's preload lists. */
function preloadedFiles(preload: Record<string, string[] | Record<string, string[]>>): string[] {
  return [...new Set(Object.values(preload).flatMap((list) => (Array.isArray(list) ? list : Object.values(list).flat())))];
}

/** A Subresource Integrity value of a built file (path relative to dist/). */
function sri(algorithm: 'sha256' | 'sha384', file: string): string {
  return `${algorithm}-${createHash(algorithm)
    .update(readFileSync(fromRoot(`dist/${file}`)))
    .digest('base64')}`;
}

/**
 * The boot build is one file: anything split off the script (the prepaint's painter included)
 * would be a request after it, on every page's first paint: fail the build.
 */
function assertOneFile(bundle: Record<string, { type: string; fileName: string; isEntry?: boolean }>): void {
  const chunks = Object.values(bundle).filter((file) => file.type === 'chunk' && !file.isEntry);
  if (chunks.length) throw new Error(`the page script's build split off ${chunks.map((c) => c.fileName).join(', ')}: it must be one file`);
}

function writeFirstPaintManifest(build: string): Plugin {
  return {
    name: 'exch-first-paint-manifest',
    apply: 'build',
    /**
     * `dist/integrity.json`: the SRI hashes (sha384) of the one script, its optional stylesheet
     * and every file it preloads, for the page's `<script integrity>` and for a CDN's checks
     * (docs/cdn.md). Written once the script itself is on disk.
     */
    writeBundle() {
      const { preload } = JSON.parse(build) as { preload: Record<string, string[] | Record<string, string[]>> };
      const files = ['exch-chrome.js', 'exch-chrome.css', ...preloadedFiles(preload)];
      const integrity = Object.fromEntries(files.map((file) => [file, sri('sha384', file)]));
      writeFileSync(fromRoot('dist/integrity.json'), `${JSON.stringify({ version: PACKAGE.version, algorithm: 'sha384', files: integrity }, null, 2)}\n`);
    },
    generateBundle(_options, bundle) {
      const { preload, texts } = JSON.parse(build) as { preload: unknown; texts: string };
      assertOneFile(bundle);
      const source = `${JSON.stringify({ boot: 'exch-chrome.js', preload, texts }, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: 'first-paint.json', source });
    },
  };
}

/** The optional first-paint stylesheet (contract §2) ships as written. */
const copyReserveCss: Plugin = {
  name: 'exch-preload-css',
  apply: 'build',
  closeBundle() {
    mkdirSync('dist', { recursive: true });
    copyFileSync(resolve(import.meta.dirname, 'elements/exch-chrome.css'), resolve(import.meta.dirname, 'dist/exch-chrome.css'));
  },
};

/** The server renderer's build (see the file comment): not part of what a browser loads. */
function serverBuild() {
  return defineConfig({
    base: './',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      ssr: true,
      outDir: 'dist',
      emptyOutDir: false,
      target: 'node20',
      // The CSS it writes into server HTML and snippets is what a browser parses: lowered for the
      // browser floor as the browser build's (range media queries as min/max-width for Safari
      // before 16.4), and the same text, so a painted root's CSS is the elements' own
      // (react-core/core/element/painted-styles.ts).
      cssTarget: BUILD_TARGET,
      sourcemap: true,
      rolldownOptions: {
        // `exch-chrome/server` and the `./react` components' server build (package condition
        // `node`), sharing one copy of the views, texts and tables.
        input: {
          server: resolve(import.meta.dirname, 'react-core/server/index.ts'),
          'react/server': resolve(import.meta.dirname, 'react-core/react/server.tsx'),
        },
        output: { entryFileNames: '[name].js', chunkFileNames: 'server/[name]-[hash].js' },
      },
    },
    plugins: [exchCatalogs()],
  });
}

/** The package's own dependencies: a bundler build imports them from the app's node_modules. */
const DEPENDENCIES = [...Object.keys(PACKAGE.dependencies), ...Object.keys(PACKAGE.peerDependencies)];
const isDependency = (id: string) => DEPENDENCIES.some((name) => id === name || id.startsWith(`${name}/`));

/** The bundler build's entries (package.json `exports`). */
const BUNDLER_ENTRIES = { elements: ELEMENTS_ENTRY, react: 'react-core/react/index.ts' };

/**
 * The bundler build (`dist/npm/`): `import 'exch-chrome'` (elements.js, defines the elements)
 * and `exch-chrome/react` (react.js, the components) for a React team's own Vite, Next.js or
 * webpack build. Unlike the one script (self-contained, for pages with a script tag), it:
 * - is ONE build of both entries, so a page that mixes `<exch-*>` tags and components runs one
 *   copy of every store (the chunks are shared);
 * - imports React, react-dom, valtio and the other dependencies from the app (externals; React
 *   is a peer dependency), so the page has one React and one valtio;
 * - carries its texts as modules behind `import()` (exchCatalogs({ modules: true })), which the
 *   app's bundler copies into its own output;
 * - starts each entry with `"use client"`, so a React Server Component (Next.js App Router) can
 *   render the components: they render on the client (and as their empty host in Next's
 *   server pass), never in React's server-components build, which has no `createContext`;
 * - is not minified and keeps its `@__PURE__` annotations: the app's bundler minifies and
 *   tree-shakes it with the rest of the app.
 */
function bundlerBuild() {
  return defineConfig({
    base: './',
    build: {
      outDir: 'dist/npm',
      emptyOutDir: true,
      target: BUILD_TARGET,
      sourcemap: false,
      minify: false,
      lib: { entry: Object.fromEntries(Object.entries(BUNDLER_ENTRIES).map(([name, file]) => [name, fromRoot(file)])), formats: ['es'] },
      rolldownOptions: {
        external: isDependency,
        preserveEntrySignatures: 'strict',
        output: {
          minify: false,
          comments: true,
          banner: (chunk) => (chunk.isEntry ? '"use client";' : ''),
          entryFileNames: '[name].js',
          chunkFileNames: (chunk) => {
            const catalog = chunk.facadeModuleId?.startsWith(CATALOG_FILE_MODULE) ? chunk.facadeModuleId.slice(CATALOG_FILE_MODULE.length) : undefined;
            return catalog ? `i18n/${catalog}-[hash].js` : 'chunks/[name]-[hash].js';
          },
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
    plugins: [exchCatalogs({ modules: true })],
  });
}

export default defineConfig(({ mode }) => {
  if (mode === 'server') return serverBuild();
  if (mode === 'npm') return bundlerBuild();
  const boot = mode === 'boot';
  const define: Record<string, string> = { 'process.env.NODE_ENV': '"production"' };
  const build = boot ? bootManifest() : '';
  if (boot) define.__EXCH_BUILD__ = build;
  return {
    // Emitted files (the texts under i18n/) are addressed relative to the script, not the site root.
    base: './',
    // Library mode keeps `process.env.NODE_ENV` as is; without this nothing registers.
    define,
    build: {
      outDir: 'dist',
      // The boot build adds one file to the elements build's output.
      emptyOutDir: !boot,
      // The page script parses in every browser with modules, to start nothing below the floor.
      target: boot ? PAGE_SCRIPT_TARGET : BUILD_TARGET,
      sourcemap: true,
      manifest: !boot,
      lib: boot
        ? { entry: resolve(import.meta.dirname, 'elements/boot.ts'), formats: ['es'], fileName: () => 'exch-chrome.js' }
        : { entry: resolve(import.meta.dirname, ELEMENTS_ENTRY), formats: ['es'], fileName: () => 'chunks/elements-[hash].js' },
      rolldownOptions: {
        // The elements' entry is the first-paint chunk and exports the shared modules too (see
        // CHUNK_GROUPS); the boot's entry keeps its exports as written.
        preserveEntrySignatures: boot ? 'strict' : 'allow-extension',
        output: {
          minify: true,
          // The one script's chunks go to browsers as they are: the minifier kept the tree-shaking
          // annotations (`@__PURE__`, about 300 of them), bytes no browser reads (0.3 KB gzip of a
          // first paint). The bundler build (dist/npm) keeps them for the apps' bundlers.
          comments: { annotation: false },
          postBanner: boot ? COMPILE_HINT : compileHintFor,
          codeSplitting: boot ? undefined : { groups: CHUNK_GROUPS },
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
    plugins: boot ? [writeFirstPaintManifest(build)] : [exchCatalogs(), lazyChunkPreloads(), copyReserveCss],
  };
});
