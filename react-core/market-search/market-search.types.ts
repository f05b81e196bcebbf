/**
 * The rows the market panels, the Pay-with panel and the search modal render (spec §3 Market row
 * and its kinds), after validation: every string is plain text, every `href` is language-prefixed
 * and safe (http(s) or relative), every icon is a safe URL cache-busted by day (spec §9).
 */

export type MarketKind = 'spot' | 'alpha' | 'pilot' | 'preMarket' | 'futures' | 'delivery' | 'options' | 'payWith';

/** Spec §3: up when the change percent is >= 0 (or unknown), otherwise down. */
export type Trend = 'up' | 'down';

/** Spec §3 Market row `tags`: hot, or new (newly listed: a future opening time). */
export type MarketTag = 'hot' | 'new';

/**
 * The search keys of a row, lower-cased once when the data loads (never per keystroke; built by
 * `searchKeys` of market-rank.rules.ts). Ranking (spec §5) reads `base` and `quote`;
 * `haystack` joins them with the fields the row's kind is filtered on ("name or pair contains")
 * by a separator no field holds, so a keyword never matches across two fields.
 */
export interface SearchKeys {
  base: string;
  quote: string;
  haystack: string;
}

/** What the ranking and a list need from any row. */
export interface SearchableRow {
  /** Stable across reloads: `{kind}:{market}`. */
  id: string;
  kind: MarketKind;
  /** Language-prefixed and safe; never empty. */
  href: string;
  keys: SearchKeys;
}

export interface MarketRow extends SearchableRow {
  kind: Exclude<MarketKind, 'payWith'>;
  /** The wire code of the market: BTC_USDT, BTC_USDT_20261225, ... */
  market: string;
  /** For display: BTC/USDT. */
  pair: string;
  base: string;
  quote: string;
  /** Display name (the coin's or contract's name); '' when the server sent none. */
  name: string;
  /** Safe URL, cache-busted by day; '' when none. */
  icon: string;
  /** Last price as the server printed it (a decimal); '' when unknown. */
  price: string;
  /** Change in percent (2.5 = +2.5 %); null when unknown. */
  changePercent: number | null;
  trend: Trend;
  /** 24 h volume as printed by the server; '' when unknown. */
  volume: string;
  tags: readonly MarketTag[];
  isST: boolean;
  /** Maximum leverage multiple; 0 when the market has none. */
  leverage: number;
  /** Sub-tab codes the row is listed under (spot tab list, futures categories, pilot cate). */
  tabs: readonly string[];
}

/** Spec §3 Spot market row, mapped. */
export interface SpotRow extends MarketRow {
  kind: 'spot';
  prevPrice: string;
  enableCredit: boolean;
  crossLeverage: number;
  /** Unix seconds; null when unknown. */
  openingTime: number | null;
}

/** Spec §3 Futures contract, as a grouped entry with its link, categories and full name. */
export interface FuturesRow extends MarketRow {
  kind: 'futures';
  /** USDT or BTC. */
  settle: string;
  /** The contract without separator (BTCUSDT); the view adds its translated "Perpetual". */
  fullName: string;
}

/** Spec §3 Delivery contract. */
export interface DeliveryRow extends MarketRow {
  kind: 'delivery';
  /** base_quote */
  underlying: string;
  fullName: string;
  /** Unix seconds; null when unknown. */
  expireTime: number | null;
}

/** Spec §3 Options underlying. */
export interface OptionsRow extends MarketRow {
  kind: 'options';
}

export type PreMarketType = 'premint' | 'pre_market';

export interface PreMarketRow extends MarketRow {
  kind: 'preMarket';
  currency: string;
  type: PreMarketType;
  /** trading, upcoming, settling ... ('' when unknown). */
  status: string;
}

/** Rows of on-chain markets (spec §3 Alpha token row; pilot items carry the same fields). */
export interface OnchainRow extends MarketRow {
  chain: string;
  /** Safe URL, cache-busted by day; '' when none. */
  chainIcon: string;
  address: string;
  /** Spec §9: first 4 and last 4 characters when longer than 8. */
  shortAddress: string;
  /** SYMBOL/USDT as the server shows it. */
  showPair: string;
}

export interface PilotRow extends OnchainRow {
  kind: 'pilot';
  seoPath: string;
}

export interface AlphaRow extends OnchainRow {
  kind: 'alpha';
}

/** Spec §3 Pay-with currency. */
export interface PayWithRow extends SearchableRow {
  kind: 'payWith';
  fiat: string;
  bankTransfer: boolean;
  creditCard: boolean;
  p2p: boolean;
}

export type AnyMarketRow = SpotRow | FuturesRow | DeliveryRow | OptionsRow | PreMarketRow | PilotRow | AlphaRow;

/** Spec §3 Tab menu. */
export interface SubTab {
  market: string;
  title: string;
}

export interface TabMenu {
  market: string;
  title: string;
  /** Never empty: a tab without sub-tabs gets itself as its one sub-tab. */
  sub: readonly SubTab[];
}

/** The areas of `common/tabs?area=web_trade` (spec §7). */
export const TAB_AREAS = ['SPOT', 'CONTRACT', 'PILOT', 'OPTIONS', 'MEMEBOX'] as const;
export type TabArea = (typeof TAB_AREAS)[number];
export type TabMenus = Readonly<Record<TabArea, readonly TabMenu[]>>;

/**
 * The state of one list: `idle` before anything asked for it, `loading` until the first answer,
 * then `ready` (rows may be empty: the empty state) or `error` (the request failed; rows keep
 * what was shown before, or a documented default).
 */
export type ListStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface MarketList<R> {
  status: ListStatus;
  /** In the server's order. */
  rows: readonly R[];
  /** Rows per sub-tab code, each in the server's order. */
  byTab: ReadonlyMap<string, readonly R[]>;
  /** The first valid row (spec §3 Pilot item: "the first item is kept as firstData"). */
  firstData: R | null;
  /** When the rows shown were answered (ms since epoch); 0 before. */
  updatedAt: number;
}
