import { LANGUAGE_CODES, type LanguageCode } from '../core/i18n/languages';
import { REGIONS } from '../core/region/regions';
import { SERVER_ELEMENTS, type ServerTag } from '../chrome-elements';
import type { ServerStyles } from './render';
import { snippetLocation } from './snippet-path';

/**
 * The pre-rendered snippets in dist/snippets (written by `npm run snippets`, scripts/snippets.mjs):
 * one folder per site (the region table's keys, and `testnet`) and language, each with the
 * visitor header, the footer and the announcement shell, rendered from the bundled data, in two
 * flavours: stylesheets linked (`header.html`) and inline (`header.inline.html`, see render.tsx
 * ServerStyles).
 */
export interface SnippetSite {
  /** Folder name: the region's key (`global`, `uk`, ...) or `testnet`. */
  key: string;
  /** The attributes that select the site. */
  attributes: Record<string, string | boolean>;
}

export const SNIPPET_SITES: readonly SnippetSite[] = [
  ...REGIONS.map((region): SnippetSite => ({ key: region.key, attributes: { region: String(region.id) } })),
  { key: 'testnet', attributes: { testnet: true } },
];

export const SNIPPET_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;

/** File name per element a server renders: its feature's (the linked flavour; the inline one adds `.inline` before `.html`). */
export const SNIPPET_FILES = Object.fromEntries(SERVER_ELEMENTS.map(({ spec, feature }) => [spec.tag, `${feature}.html`])) as Readonly<
  Record<ServerTag, string>
>;

export const SNIPPET_STYLES: readonly ServerStyles[] = ['link', 'inline'];

/** A snippet's file name in its site and language folder (`header.html`, `header.inline.html`). */
export function snippetFile(tag: ServerTag, styles: ServerStyles = 'link'): string {
  return styles === 'inline' ? SNIPPET_FILES[tag].replace(/\.html$/, '.inline.html') : SNIPPET_FILES[tag];
}

/** A snippet's path relative to dist/: `snippets/<site>/<lang>/<element>.html` (`<element>.inline.html` with inline styles). */
export function snippetPath(site: SnippetSite, lang: LanguageCode, tag: ServerTag, styles: ServerStyles = 'link'): string {
  return snippetLocation(site.key, lang, snippetFile(tag, styles));
}
