import { withLanguage } from '../../core/routes/links';
import * as ROUTES from '../../core/routes/routes';
import type { LanguageCode } from '../../core/i18n/languages';
import type { RiseColor } from '../../core/store/prefs';
import type { Site } from '../../core/region/regions';
import { DELIVERY_TAB, MARKET_QUERY } from '../market-search.data';
import type { AnyMarketRow, MarketList, TabArea, TabMenu, TabMenus } from '../market-search.types';

/**
 * What a market panel shows for a selection, as pure functions of the store's data (no React,
 * no DOM): the sections of a nav item, the tab menus of a section, the rows of a sub-tab, the
 * View All link and the rise colours.
 */

/** The panel's top-level tabs (spec §2 hover panels: trade, memebox, pilot, preMarket, futures, options). */
export type SectionId = 'spot' | 'alpha' | 'pilot' | 'preMarket' | 'futures' | 'options';

export type MarketPanelNavKey = 'trade_head' | 'derivatives';

/** Spec §2 Screens and modals: trade_head has spot, memebox, pilot and pre-market; derivatives futures and options. */
export const NAV_SECTIONS: Readonly<Record<MarketPanelNavKey, readonly SectionId[]>> = {
  trade_head: ['spot', 'alpha', 'pilot', 'preMarket'],
  derivatives: ['futures', 'options'],
};

/**
 * The tab-menu area of a section (spec §7 common/tabs). Pre-market has none. The OPTIONS menu's
 * sub-tabs are the underlyings: each lists its option contracts (options/markets?market=).
 */
export const SECTION_AREA: Readonly<Record<SectionId, TabArea | null>> = {
  spot: 'SPOT',
  alpha: 'MEMEBOX',
  pilot: 'PILOT',
  preMarket: null,
  futures: 'CONTRACT',
  options: 'OPTIONS',
};

/**
 * The futures tab that stands for the whole futures list when the server sent no CONTRACT menu
 * (its code is the list's own exchange type).
 */
export const ALL_FUTURES_TAB = MARKET_QUERY.futuresExchangeType;

/**
 * The market tabs of a section, each with its sub-tabs (never empty, see tabs.mappers.ts).
 * Futures always end with a Delivery tab (spec §2: "futures tab with a delivery list"), added
 * when the server's CONTRACT menu has none; without any CONTRACT menu once the menus settled
 * (a failed answer), an "all futures" tab comes first, so Delivery is never the default. While
 * the menus load there are no tabs (the whole list shows). Pre-market lists its rows without
 * tabs; options show the OPTIONS menu (spec §7: its sub-tabs are the underlyings, each listing its
 * contracts), and without it (loading, failed) the underlyings themselves.
 */
export function marketTabsOf(section: SectionId, menus: TabMenus, titles: { delivery: string; futures: string }, settled: boolean): readonly TabMenu[] {
  const area = SECTION_AREA[section];
  const tabs = area ? menus[area] : [];
  if (section !== 'futures' || tabs.some((tab) => isDeliveryTab(tab.market))) return tabs;
  if (tabs.length === 0 && !settled) return tabs;
  const delivery = { market: DELIVERY_TAB, title: titles.delivery };
  const all = { market: ALL_FUTURES_TAB, title: titles.futures };
  return [...(tabs.length > 0 ? tabs : [{ ...all, sub: [all] }]), { ...delivery, sub: [delivery] }];
}

/**
 * The Favourites tab (issue 27): first in a section when the section has starred rows; it lists
 * them, whatever the sub-tab. A section without tabs of its own (options, pre-market) then gets
 * an All tab beside it. Neither is ever the default: spec §4's first tab stays the first one.
 */
export const FAVOURITES_TAB = '__favourites';
export const ALL_TAB = '__all';

export function withFavouritesTab(tabs: readonly TabMenu[], titles: { favourites: string; all: string }): readonly TabMenu[] {
  // A tab without sub-tabs has itself as its one sub-tab (TabMenu).
  const tab = (market: string, title: string): TabMenu => ({ market, title, sub: [{ market, title }] });
  const favourites = tab(FAVOURITES_TAB, titles.favourites);
  return tabs.length > 0 ? [favourites, ...tabs] : [favourites, tab(ALL_TAB, titles.all)];
}

export function isDeliveryTab(market: string | null | undefined): boolean {
  return market === DELIVERY_TAB;
}

/** The user's picks; null means "the first", so a pick that a new menu lacks falls back to it. */
export interface TabSelection {
  tab: string | null;
  sub: string | null;
}

export interface ResolvedSelection {
  tab: TabMenu | null;
  sub: string | null;
}

/**
 * Spec §4: the first tab and sub-tab unless the user picked one that the menu still has. The
 * Favourites and All tabs are never "the first": without the user's pick, the first market tab.
 */
export function resolveSelection(tabs: readonly TabMenu[], pick: TabSelection): ResolvedSelection {
  const markets = tabs.filter((t) => t.market !== FAVOURITES_TAB && t.market !== ALL_TAB);
  const tab = tabs.find((t) => t.market === pick.tab) ?? markets[0] ?? tabs.find((t) => t.market === ALL_TAB) ?? null;
  if (!tab) return { tab: null, sub: null };
  const sub = tab.sub.find((s) => s.market === pick.sub) ?? tab.sub[0];
  return { tab, sub: sub?.market ?? null };
}

/** The list a section reads for a selection (the store entry to pass to `listOf`). */
export type SectionList =
  | { kind: 'spot' | 'pilot' | 'futures' | 'delivery' | 'options' | 'preMarket' }
  | { kind: 'alpha'; chain: string }
  | { kind: 'optionsMarkets'; underlying: string };

export function listForSelection(section: SectionId, selection: ResolvedSelection): SectionList {
  // The Favourites and All tabs read the section's whole list (every chain, perpetual futures).
  if (selection.tab?.market === FAVOURITES_TAB || selection.tab?.market === ALL_TAB) return listForSelection(section, { tab: null, sub: null });
  switch (section) {
    case 'futures':
      return { kind: isDeliveryTab(selection.tab?.market) ? 'delivery' : 'futures' };
    case 'alpha':
      // A MEMEBOX sub-tab is a chain; ALPHA_ALLCHAIN (or no menu at all) is every chain.
      return { kind: 'alpha', chain: selection.sub ?? MARKET_QUERY.alphaAllChains };
    case 'options':
      // An OPTIONS sub-tab is an underlying: its contracts; no menu: the underlyings.
      return selection.sub ? { kind: 'optionsMarkets', underlying: selection.sub } : { kind: 'options' };
    default:
      return { kind: section };
  }
}

/**
 * The rows of a sub-tab, in the server's order. Lists grouped by sub-tab (spot tab list, futures
 * categories, pilot cate) show the group; a list without a menu (the tab menus failed) shows
 * every row; delivery, options, pre-market and each alpha chain are whole lists.
 */
export function rowsForSelection<R extends AnyMarketRow>(list: SectionList, entry: MarketList<R>, selection: ResolvedSelection): readonly R[] {
  const grouped = list.kind === 'spot' || list.kind === 'futures' || list.kind === 'pilot';
  if (!grouped || !selection.sub || selection.sub === ALL_FUTURES_TAB) return entry.rows;
  return entry.byTab.get(selection.sub) ?? NO_ROWS;
}

const NO_ROWS: readonly never[] = Object.freeze([]);

/**
 * The View All link of a section (spec §2: spot to the site's default pair, futures to
 * /futures/USDT/BTC_USDT; the others to their own spec pages: /alpha, the first pilot market
 * (the pilot list's `firstData`), /pre-market, /options/BTC_USDT), language-prefixed.
 */
export function viewAllHref(
  section: SectionId,
  links: { spot: string; futures: string },
  lang: LanguageCode,
  pilotFirst: { href: string } | null,
  /** The options underlying shown (an OPTIONS sub-tab): its page. */
  underlying: string | null = null,
): string {
  switch (section) {
    case 'spot':
      return links.spot;
    case 'futures':
      return links.futures;
    case 'alpha':
      return withLanguage(lang, ROUTES.alpha());
    case 'pilot':
      return pilotFirst?.href ?? links.spot;
    case 'preMarket':
      return withLanguage(lang, ROUTES.preMarket());
    case 'options':
      return withLanguage(lang, underlying && /^[A-Z0-9]{1,20}_[A-Z0-9]{1,10}$/.test(underlying) ? ROUTES.options(underlying) : ROUTES.optionsHome());
  }
}

/** Spec §4, §9: the user's rise colour, except where the site forces green-for-rise (the US). */
export function riseColorOf(site: Pick<Site, 'forcedMarketDisplay'>, riseColor: RiseColor): RiseColor {
  return site.forcedMarketDisplay ? 'risegreen' : riseColor;
}

/** A row's change as shown: `+2.35%`, `-0.81%`, or `--` when unknown. */
export function changeText(percent: number | null): string {
  if (percent === null) return '--';
  const fixed = Math.abs(percent).toFixed(2);
  return `${percent >= 0 ? '+' : '-'}${fixed}%`;
}

const COMPACT = new Map<LanguageCode, Intl.NumberFormat>();

/** A volume as printed by the server, shortened for a row (1.23M); '' stays ''. */
export function volumeText(volume: string, lang: LanguageCode): string {
  if (!volume) return '';
  const n = Number(volume);
  if (!Number.isFinite(n)) return '';
  let format = COMPACT.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 2 });
    COMPACT.set(lang, format);
  }
  return format.format(n);
}
