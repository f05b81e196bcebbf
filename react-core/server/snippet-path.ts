/**
 * Where a pre-rendered snippet lives, relative to the build's folder (dist/): the layout the
 * snippets are written in (snippets.ts `snippetPath`, scripts/snippets.mjs) and the one the page
 * script fetches them from to paint before the code (elements/boot.ts). Its own module, with no
 * imports, so the page script takes only this.
 */
export const snippetLocation = (siteKey: string, lang: string, file: string): string => `snippets/${siteKey}/${lang}/${file}`;
