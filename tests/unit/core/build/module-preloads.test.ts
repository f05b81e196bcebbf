// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
// @ts-expect-error: a plain .mjs build script, typed by use
import { PRELOAD_HELPER_KEY, lazyChunkPreloads, preloadsFor } from '../../../../scripts/vite-lazy-preload.mjs';
import { MODULE_PRELOADS_KEY, preloadModules, registerModulePreloads } from '../../../../react-core/core/build/module-preloads';

type Chunks = Record<string, { imports: string[] }>;

const CHUNKS: Chunks = {
  'chunks/elements.js': { imports: [] },
  'chunks/header-parts.js': { imports: ['chunks/elements.js'] },
  'chunks/bell.js': { imports: ['chunks/elements.js', 'chunks/header-parts.js', 'chunks/user.js'] },
  'chunks/user.js': { imports: ['chunks/elements.js', 'chunks/header-parts.js'] },
  'chunks/panel.js': { imports: ['chunks/elements.js', 'chunks/user.js', 'chunks/messages.js'] },
  'chunks/messages.js': { imports: ['chunks/elements.js', 'chunks/time.js'] },
  'chunks/time.js': { imports: ['chunks/elements.js'] },
};

interface RenderedChunk {
  fileName: string;
  dynamicImports: string[];
}
type RenderChunk = (code: string, chunk: RenderedChunk, options: unknown, meta: { chunks: Chunks }) => { code: string; map: unknown } | null;
const render = lazyChunkPreloads().renderChunk as RenderChunk;

describe('lazy chunk preloads (build)', () => {
  it('starts every file a lazy chunk needs beyond what its importer has, at any depth', () => {
    expect(preloadsFor(CHUNKS, 'chunks/header-parts.js', 'chunks/bell.js')).toEqual(['chunks/user.js']);
    // The panel's imports' imports (time.js behind messages.js) come at once, not a level later.
    expect(preloadsFor(CHUNKS, 'chunks/bell.js', 'chunks/panel.js').sort()).toEqual(['chunks/messages.js', 'chunks/time.js']);
    expect(preloadsFor(CHUNKS, 'chunks/elements.js', 'chunks/header-parts.js')).toEqual([]);
  });

  it('never lists the target itself or a file its importer already loaded (property)', () => {
    const files = Object.keys(CHUNKS);
    fc.assert(
      fc.property(fc.constantFrom(...files), fc.constantFrom(...files), (importer, target) => {
        const list: string[] = preloadsFor(CHUNKS, importer, target);
        expect(list).not.toContain(target);
        expect(list).not.toContain(importer);
        for (const file of list) expect(preloadsFor(CHUNKS, importer, file)).not.toContain(importer);
        expect(new Set(list).size).toBe(list.length);
      }),
    );
  });

  it('rewrites a dynamic import to start its files with it, relative to the importer', () => {
    const code = 'export const open = () => import("./panel.js").then((m) => m.default);\nconst same = () => import("./header-parts.js");';
    const out = render(code, { fileName: 'chunks/bell.js', dynamicImports: ['chunks/panel.js', 'chunks/header-parts.js'] }, {}, { chunks: CHUNKS });
    expect(out?.code).toContain(`(globalThis[Symbol.for("${PRELOAD_HELPER_KEY}")]?.(["./messages.js","./time.js"],import.meta.url),import("./panel.js"))`);
    // Nothing to add: left as it was.
    expect(out?.code).toContain('const same = () => import("./header-parts.js");');
    expect(out?.map).toBeTruthy();
    expect(render('import("./x.js")', { fileName: 'chunks/a.js', dynamicImports: [] }, {}, { chunks: CHUNKS })).toBeNull();
  });

  it('is looked up under the key the runtime registers', () => {
    expect(MODULE_PRELOADS_KEY).toBe(PRELOAD_HELPER_KEY);
  });
});

describe('preloadModules (runtime)', () => {
  it('adds one module preload per file, resolved against the chunk, once per page', () => {
    const base = 'https://cdn.example/exch/1.0.0/chunks/bell.js';
    preloadModules(['./messages.js', './time.js'], base);
    preloadModules(['./time.js', 'http://[bad'], base);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => (l as HTMLLinkElement).href);
    expect(links).toEqual(['https://cdn.example/exch/1.0.0/chunks/messages.js', 'https://cdn.example/exch/1.0.0/chunks/time.js']);
  });

  it('registers once: a second copy keeps the first helper', () => {
    const scope: Record<symbol, unknown> = {};
    const first = () => {};
    scope[Symbol.for(MODULE_PRELOADS_KEY)] = first;
    registerModulePreloads(scope);
    expect(scope[Symbol.for(MODULE_PRELOADS_KEY)]).toBe(first);
    const empty: Record<symbol, unknown> = {};
    registerModulePreloads(empty);
    expect(empty[Symbol.for(MODULE_PRELOADS_KEY)]).toBe(preloadModules);
  });
});
