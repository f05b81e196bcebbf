import type { NavItem } from '../header.types';
import { normalizePath, tradeKind } from '../../core/routes/active-path';
import { FUTURES_COMPETITION_PREFIX } from '../../core/routes/header-routes';

/** Whether an item's link opens in a new tab (spec §3 Nav item `target`, else its link type). */
export function opensNewTab(item: Pick<NavItem, 'target' | 'external'>): boolean {
  return (item.target ?? (item.external ? '_blank' : '_self')) === '_blank';
}

/**
 * The futures competition entry (spec §2 /competition/f1rb/{event}, §9 "the futures competition
 * entry uses 992 px"): the item that links to a competition's page, whatever the menu calls it
 * (the main site's server menu carries it as an image item). It shows from 992 px up only
 * (BREAKPOINTS.futuresCompetition): not in the drawer of a narrower screen.
 */
export function isFuturesCompetition(item: Pick<NavItem, 'href'>): boolean {
  const path = normalizePath(item.href);
  return path !== null && path.startsWith(FUTURES_COMPETITION_PREFIX) && path.length > FUTURES_COMPETITION_PREFIX.length;
}

/** Which top-level nav entry holds the current page (spec §2 Active-item rule; the path rules are core/routes/active-path.ts). */

function someLink(item: NavItem, test: (path: string) => boolean): boolean {
  const path = normalizePath(item.href);
  if (path !== null && test(path)) return true;
  return item.children.some((child) => someLink(child, test));
}

/**
 * The id of the top-level item that holds the current page, or null. First pass: an exact path
 * match of the item or any descendant (language prefix, query and trailing slash ignored). When
 * nothing matches and the page is a trade page, the first top-level item linking to a trade page
 * of the same kind wins, so 'Trade' stays lit on /trade/ETH_USDT though the menu links BTC_USDT.
 */
export function activeTopLevel(items: readonly NavItem[], currentPath: string): string | null {
  const current = normalizePath(currentPath);
  if (!current) return null;
  const exact = items.find((item) => someLink(item, (path) => path === current));
  if (exact) return exact.id;
  const kind = tradeKind(current);
  if (!kind) return null;
  return items.find((item) => someLink(item, (path) => tradeKind(path) === kind))?.id ?? null;
}
