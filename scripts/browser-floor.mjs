// The oldest browsers the chrome supports (docs/browsers.md): the one place the builds and the
// checks take their target from. Dependency-free: vite.config.ts, the dev server of the browser
// tests and scripts/check-floor.mjs import it.

/**
 * The floor: the first version of each browser where the chrome renders complete and works, by
 * keyboard too. Chrome and Edge by the `inert` attribute (102), which keeps closed panels and the
 * page behind the drawer out of reach; Firefox by its oldest supported ESR; Safari by the oldest
 * engine the tests run (WPE WebKit 2.38 is Safari 16.0's), and because for Safari 15 the build
 * would turn every private class member into a WeakMap (0.55 KB gzip of every first paint).
 */
export const BROWSER_FLOOR = Object.freeze({ chrome: 102, edge: 102, firefox: 115, safari: 16, ios: 16 });

/** The floor as a Vite/esbuild target list (`['chrome102', 'edge102', 'firefox115', 'safari16', 'ios16']`). */
export const BUILD_TARGET = Object.entries(BROWSER_FLOOR).map(([browser, version]) => `${browser}${version}`);

/**
 * The page script (dist/exch-chrome.js) runs in every browser with ES modules, `import()` and
 * `import.meta` (Chrome 64, Firefox 67, Safari 11.1), so that below the floor it can decide to
 * start nothing, quietly, instead of failing to parse (elements/boot.ts). Edge before 79 (Edge
 * Legacy) has modules without `import()`: there it is a SyntaxError in the console, nothing more.
 */
export const PAGE_SCRIPT_FLOOR = Object.freeze({ chrome: 64, edge: 79, firefox: 67, safari: 11.1, ios: 11.3 });

/** The page script's build target. */
export const PAGE_SCRIPT_TARGET = Object.entries(PAGE_SCRIPT_FLOOR).map(([browser, version]) => `${browser}${version}`);
