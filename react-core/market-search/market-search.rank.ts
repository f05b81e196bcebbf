import type { SearchableRow, SearchKeys } from './market-search.types';

/**
 * Client-side market search (spec §5): case-insensitive, trimmed, literal (no regular
 * expression is built from the keyword, so '.', '*', '(' ... match themselves), and an empty
 * keyword gives the list back unchanged. Matching rows are ranked:
 *   0 base equals the keyword, 1 base starts with it, 2 quote equals it, 3 base contains it,
 *   4 quote contains it, 5 one of the kind's search texts (name or pair, and the per-kind
 *   filters of spec §5: options' pair without underscore, pilot's show_pair or address,
 *   pre-market's market or currency, pay-with's fiat code) contains it;
 * and keep the list's order within a rank. The keys were lower-cased once when the data loaded
 * (`SearchKeys`), so a keystroke costs one pass over the rows and no allocation per row.
 */

/**
 * The alias rule of spec §5 ("a special alias rule exists for one token"): a keyword that is
 * exactly `XBT` (any case, trimmed) searches as `BTC`. XBT is the ISO 4217-style code some
 * venues list bitcoin under; a trader typing it means BTC, and no market here is called XBT.
 * Only the whole keyword is aliased: `XB` or `XBTC` search as typed.
 */
export const SEARCH_ALIASES: Readonly<Record<string, string>> = Object.freeze({ xbt: 'btc' });

export const NO_MATCH = -1;

/** The keyword as ranking compares it: trimmed, lower-cased, aliased. */
export function normalizeKeyword(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const keyword = raw.trim().toLowerCase();
  return Object.hasOwn(SEARCH_ALIASES, keyword) ? (SEARCH_ALIASES[keyword] as string) : keyword;
}

/** The rank (0 best .. 5) of a row's keys for a normalised, non-empty keyword; NO_MATCH when none. */
export function rankOf(keys: SearchKeys, keyword: string): number {
  const { base, quote, text } = keys;
  if (base === keyword) return 0;
  if (base.startsWith(keyword)) return 1;
  if (quote === keyword) return 2;
  if (base.includes(keyword)) return 3;
  if (quote.includes(keyword)) return 4;
  for (let i = 0; i < text.length; i += 1) if ((text[i] as string).includes(keyword)) return 5;
  return NO_MATCH;
}

const RANKS = 6;

/**
 * The rows matching `rawKeyword`, best rank first, in list order within a rank. An empty (or
 * blank) keyword returns `rows` itself: the default list, unchanged.
 */
export function rankRows<R extends SearchableRow>(rows: readonly R[], rawKeyword: unknown): readonly R[] {
  const keyword = normalizeKeyword(rawKeyword);
  if (keyword === '') return rows;
  const buckets: R[][] = Array.from({ length: RANKS }, () => []);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i] as R;
    const rank = rankOf(row.keys, keyword);
    if (rank !== NO_MATCH) (buckets[rank] as R[]).push(row);
  }
  return buckets.flat();
}
