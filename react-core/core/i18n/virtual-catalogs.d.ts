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
   * Each chrome tag (react-core/chrome-elements.ts): its view chunk's name in `preload.views`
   * (its feature), if it has one, its first-paint needs (its declaration's `firstPaint`,
   * `FirstPaintNeed`s: elements/boot.ts reads them as such), its snippet's file name (the inline
   * flavour; a server-rendered element) and whether that snippet is a visitor's (`visitorSnippet`).
   */
  tags: Record<string, { view?: string; needs: readonly string[]; snippet?: string; visitor?: boolean }>;
  /**
   * `views`: each element's view chunk, by feature (`header`, `announcement`); `siteMenu`: a
   * sub-site header's built-in navigation and the routes it links to (beyond the header's view);
   * `serverState`: the validation of server HTML's state block and what seeds the stores from it
   * (a page with server-rendered elements).
   */
  preload: { elements: string[]; views: Record<string, string[]>; siteMenu: string[]; serverState: string[]; footers: Record<string, string[]> };
  texts: string;
  /** The package's version (a second, different copy of the script on a page is not started). */
  version: string;
  /** Per preloaded file: its Subresource Integrity hash (`sha256-…`). */
  integrity: Record<string, string>;
  /** The attributes whose value leaves a snippet's markup as it is (ChromeAttributeSpec.keepsSnippet, shared and own). */
  snippetNeutral: readonly string[];
  /** The cookie a dark theme chosen by the user leaves (`theme=2`, COOKIE.theme and THEME_WIRE.dark): its pages are not prepainted. */
  darkThemeCookie: string;
  /** The first paint's font strikes, warmed at idle (core/layout/font-warmup.ts). */
  fonts: import('../layout/font-warmup').FontStrikes;
};

interface BootSite {
  /** Its snippet folder (dist/snippets/<key>/). */
  key: string;
  legal: import('../region/regions').LegalSite;
  serverMenu: boolean;
  footer: import('../region/regions').FooterVariant;
}
