import { LANGUAGE_CODES, type LanguageCode } from '../core/i18n/languages';
import { REGIONS } from '../core/region/regions';
import type { ServerTag } from './render';

/**
 * The pre-rendered snippets in dist/snippets (written by `npm run snippets`, scripts/snippets.mjs):
 * one folder per site (the region table's keys, and `testnet`) and language, each with the
 * visitor header, the footer and the announcement shell, rendered from the bundled data.
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

/** File name per element. */
export const SNIPPET_FILES: Readonly<Record<ServerTag, string>> = {
  'exch-header': 'header.html',
  'exch-footer': 'footer.html',
  'exch-announcement': 'announcement.html',
};

/** A snippet's path relative to dist/: `snippets/<site>/<lang>/<element>.html`. */
export function snippetPath(site: SnippetSite, lang: LanguageCode, tag: ServerTag): string {
  return `snippets/${site.key}/${lang}/${SNIPPET_FILES[tag]}`;
}
