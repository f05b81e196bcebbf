import { LANGUAGE_CODES } from '../i18n/languages';
import { stripLanguagePrefix } from './links';

/**
 * Which link belongs to the current page (spec §2 Active-item rule, §4 "the active row is
 * highlighted when it matches the market in the current route"), for the header's navigation
 * and the market rows alike. Pure functions of strings: the element passes its `current-path`.
 */

/** The trade pages of the rule, by the path segment that names them. */
export type TradeKind = 'spot' | 'futures' | 'pilot';
const TRADE_SEGMENTS: ReadonlyArray<[string, TradeKind]> = [
  ['/trade/', 'spot'],
  ['/futures/', 'futures'],
  ['/pilot/', 'pilot'],
];

/**
 * A same-site path without query, hash, language prefix or trailing slash; null for links that
 * leave the site (absolute URLs) or are not paths at all.
 */
export function normalizePath(href: string | null | undefined): string | null {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  let path = href.replace(/[?#].*$/, '');
  try {
    path = decodeURI(path);
  } catch {
    /* a malformed escape: compare as written */
  }
  path = stripLanguagePrefix(path, LANGUAGE_CODES);
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/';
}

/** The trade kind of a path ('/zh/futures/USDT/BTC_USDT' -> futures), or null. */
export function tradeKind(path: string): TradeKind | null {
  for (const [segment, kind] of TRADE_SEGMENTS) if (`${path}/`.includes(segment)) return kind;
  return null;
}

/** The market of the last route segment, split on underscore and upper-cased: ['BTC', 'USDT']. */
function marketParts(path: string): string[] {
  const last = path.split('/').pop() ?? '';
  return last ? last.split('_').map((part) => part.toUpperCase()) : [];
}

/**
 * Spec §2: a trade entry (a nav link or a market row) is active when the current path is a trade
 * page of the same kind (/trade/ spot, /futures/ futures, /pilot/ pilot) and the market of its
 * last segment, split on underscore, matches the entry's. Case and query are ignored, so
 * '/trade/BTC_USDT?tab=isolated_margin' is active on '/de/trade/btc_usdt'.
 */
export function isActiveTradeItem(href: string | null | undefined, currentPath: string): boolean {
  const item = normalizePath(href);
  const current = normalizePath(currentPath);
  if (!item || !current) return false;
  const kind = tradeKind(current);
  if (!kind || tradeKind(item) !== kind) return false;
  const a = marketParts(item);
  const b = marketParts(current);
  return a.length > 0 && a.length === b.length && a.every((part, i) => part !== '' && part === b[i]);
}
