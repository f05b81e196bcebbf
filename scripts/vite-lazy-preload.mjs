/**
 * Lazy chunks without waterfalls, for the one script's build (vite.config.ts, default mode).
 *
 * Vite adds module preloads for dynamic imports in an app build, not in library mode (its
 * `getInsertPreload` checks `!config.build.lib`): there a lazy chunk's own static imports are
 * found only once the chunk has arrived and been parsed, one round trip per level (the
 * notification panel took four). This plugin gives every `import('./chunk.js')` in the output
 * the list of files that chunk needs and the importing chunk has not loaded yet (its static
 * import closure, minus the importer's), and starts them together with the import:
 *
 *   (globalThis[Symbol.for('exch-chrome.preload-modules')]?.(["./a.js","./b.js"], import.meta.url), import("./chunk.js"))
 *
 * The helper is registered by the elements' entry (react-core/core/build/module-preloads.ts),
 * which every chunk of this build imports, so it is there before any lazy import runs; without it
 * (`?.`) the import behaves as before. It runs in `renderChunk`, where the chunk graph is known
 * (`meta.chunks`, with hash placeholders that the bundler replaces everywhere afterwards) and
 * before minification, and returns a source map, so the maps stay right.
 */
import MagicString from 'magic-string';
import { posix } from 'node:path';

/** The global the runtime helper is registered under (one source: the helper's module reads it from here too). */
export const PRELOAD_HELPER_KEY = 'exch-chrome.preload-modules';

const DYNAMIC_IMPORT = /\bimport\((["'`])(\.{1,2}\/[^"'`]+)\1\)/g;

/** A chunk's file and everything it imports statically, transitively. */
function staticClosure(chunks, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks[fileName]?.imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

/**
 * The files to start with `import(target)` from `importer`: what the target needs that the
 * importer's own closure does not hold, without the target (the import fetches it).
 */
export function preloadsFor(chunks, importer, target) {
  const loaded = staticClosure(chunks, importer);
  return [...staticClosure(chunks, target)].filter((file) => file !== target && !loaded.has(file));
}

export function lazyChunkPreloads() {
  return {
    name: 'exch-lazy-chunk-preloads',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (!chunk.dynamicImports.length || !meta?.chunks) return null;
      const dir = posix.dirname(chunk.fileName);
      const relative = (file) => {
        const path = posix.relative(dir, file);
        return path.startsWith('.') ? path : `./${path}`;
      };
      const out = new MagicString(code);
      let changed = false;
      for (const match of code.matchAll(DYNAMIC_IMPORT)) {
        const target = posix.join(dir, match[2]);
        if (!meta.chunks[target]) continue;
        const files = preloadsFor(meta.chunks, chunk.fileName, target);
        if (!files.length) continue;
        const list = JSON.stringify(files.map(relative));
        out.prependLeft(match.index, `(globalThis[Symbol.for(${JSON.stringify(PRELOAD_HELPER_KEY)})]?.(${list},import.meta.url),`);
        out.appendRight(match.index + match[0].length, ')');
        changed = true;
      }
      return changed ? { code: out.toString(), map: out.generateMap({ hires: 'boundary' }) } : null;
    },
  };
}
