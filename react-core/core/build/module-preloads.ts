import { IN_APP_BUNDLE } from './build-kind';

/**
 * The runtime half of scripts/vite-lazy-preload.mjs: the one script's build rewrites each lazy
 * `import('./chunk.js')` to first call this with the files that chunk needs and the importer has
 * not loaded, so they are fetched in parallel with the chunk instead of one level per round trip.
 * Registered under a global (the build's rewritten code looks it up there; a unit test keeps the
 * key equal to the build's `PRELOAD_HELPER_KEY`).
 */
export const MODULE_PRELOADS_KEY = 'exch-chrome.preload-modules';

const started = new Set<string>();

/** Adds one `<link rel=modulepreload>` per file not asked for yet (resolved against `base`). Never throws. */
export function preloadModules(files: readonly string[], base: string): void {
  if (typeof document === 'undefined') return;
  for (const file of files) {
    let href: string;
    try {
      href = new URL(file, base).href;
    } catch {
      continue;
    }
    if (started.has(href)) continue;
    started.add(href);
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

type PreloadScope = { [key: symbol]: typeof preloadModules | undefined };

/**
 * Makes the helper available to the rewritten imports (once per page: a second copy of the
 * elements keeps the first one's). An app's own bundler preloads its chunks itself: nothing to do there.
 */
export function registerModulePreloads(scope: object = globalThis): void {
  if (IN_APP_BUNDLE) return;
  const key = Symbol.for(MODULE_PRELOADS_KEY);
  (scope as PreloadScope)[key] ??= preloadModules;
}
