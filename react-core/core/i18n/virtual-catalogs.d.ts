/** Provided by scripts/vite-catalogs.mjs (build, dev server, browser tests and Vitest). */
declare module 'virtual:exch-catalogs' {
  export function loadCatalogFile(path: string): Promise<unknown>;
}
