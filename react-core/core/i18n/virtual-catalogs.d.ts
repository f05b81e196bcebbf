/** Provided by scripts/vite-catalogs.mjs (build, dev server, browser tests and Vitest). */
declare module 'virtual:exch-catalogs' {
  export function loadCatalogFile(path: string): Promise<unknown>;
}

/** Written by the boot build (vite.config.ts) from the elements build's manifest. */
declare const __EXCH_BUILD__: {
  /** Per region id: its site's legal-texts site, footer and whether it uses the server menu. */
  sites: Record<number, BootSite>;
  /** The same of the testnet, which is one whatever the region (regions.ts, resolveSite). */
  testnet: BootSite;
  defaultRegion: number;
  elements: string;
  /**
   * `siteMenu`: a sub-site header's built-in navigation and the routes it links to (beyond
   * `header`); `serverState`: the validation of server HTML's state block and what seeds the
   * stores from it (a page with server-rendered elements).
   */
  preload: { elements: string[]; header: string[]; announcement: string[]; siteMenu: string[]; serverState: string[]; footers: Record<string, string[]> };
  texts: string;
  /** The package's version (a second, different copy of the script on a page is not started). */
  version: string;
  /** Per preloaded file: its Subresource Integrity hash (`sha256-…`). */
  integrity: Record<string, string>;
  /** The first paint's font strikes, warmed at idle (core/layout/font-warmup.ts). */
  fonts: import('../layout/font-warmup').FontStrikes;
};

interface BootSite {
  legal: import('../region/regions').LegalSite;
  serverMenu: boolean;
  footer: import('../region/regions').FooterVariant;
}
