// What a page fetched of the built page script (dist/, built by `npm test` before the browser
// tests run), read through each chunk's source map: for the contract tests of what a page loads.
import { expect } from '@open-wc/testing';
import { loadedResources } from './resources';

/** The page script's files this page has fetched so far (paths under /dist/). */
export function fetchedChunks(): string[] {
  return loadedResources()
    .map((entry) => entry.path)
    .filter((path) => path.startsWith('/dist/') && path.endsWith('.js'));
}

/** The source modules a built chunk holds (its source map's `sources`). */
export async function sourcesOf(path: string): Promise<string[]> {
  const response = await fetch(`${path}.map`);
  expect(response.ok, `${path}.map`).to.equal(true);
  return ((await response.json()) as { sources: string[] }).sources;
}

/** Every file a first paint may fetch (dist/first-paint.json: the script and all it preloads), as /dist/ paths. */
export async function firstPaintFiles(): Promise<Set<string>> {
  const manifest = (await (await fetch('/dist/first-paint.json')).json()) as { boot: string; preload: Record<string, unknown> };
  const files = new Set<string>([manifest.boot]);
  const collect = (value: unknown): void => {
    if (typeof value === 'string') files.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(manifest.preload);
  return new Set([...files].map((file) => `/dist/${file}`));
}

/** Of some built files (paths relative to dist/), the /dist/ path of the one holding a source module. */
export async function chunkHolding(files: readonly string[], module: string): Promise<string> {
  for (const file of files) if ((await sourcesOf(`/dist/${file}`)).some((source) => source.endsWith(module))) return `/dist/${file}`;
  throw new Error(`no file of ${files.join(', ')} holds ${module}`);
}
