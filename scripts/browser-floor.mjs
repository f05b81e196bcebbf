// The oldest browsers the chrome supports (docs/browsers.md): the one place the builds and the
// checks take their target from. Dependency-free: vite.config.ts, the dev server of the browser
// tests and scripts/check-floor.mjs import it.

/** The floor: the first version of each browser where the chrome renders complete and works. */
export const BROWSER_FLOOR = Object.freeze({ chrome: 100, edge: 100, firefox: 115, safari: 15.4, ios: 15.4 });

/** The floor as a Vite/esbuild target list (`['chrome100', 'edge100', 'firefox115', 'safari15.4', 'ios15.4']`). */
export const BUILD_TARGET = Object.entries(BROWSER_FLOOR).map(([browser, version]) => `${browser}${version}`);
