/**
 * The market-search constants of the spec, written once. Views, the loader and the tests import
 * them from here; CSS that repeats a pixel value must be checked against these in a test.
 */
export const MARKET_SEARCH = {
  // Spec §9 Market lists
  /** Height of a market list, px. */
  listHeight: 530,
  /** Height of one market row, px. */
  rowHeight: 58,
  /** Rows rendered beyond the visible ones by the virtualiser. */
  overscan: 9,
  /** The View All link and the scroll lock appear once the list scrolled this far, px. */
  viewAllScrollPx: 450,
  /** Debounce of the scroll handler that decides the above, ms. */
  scrollDebounceMs: 200,
  /** Placeholder rows while a list loads (also spec §4 Market panel). */
  placeholderRows: 10,
  /** Page size of the alpha and pre-market lists (spec §7 `limit=100`). */
  listLimit: 100,

  // Spec §9 Timing, §7
  /** The delivery list is not requested again within this time of its last request. */
  deliveryDedupeMs: 30_000,
  /** Futures (contract) lists refresh this often, also while the page is hidden. */
  contractRefreshMs: 600_000,
  /** Alpha token search debounce (spec §4 Alpha token search, §9 "Search debounce"). */
  alphaSearchDebounceMs: 1000,
} as const;

/** Query values of spec §7 for the market calls. */
export const MARKET_QUERY = {
  tabsArea: 'web_trade',
  spotExchangeType: 'ALL',
  futuresExchangeType: 'CONTRACT_ALL',
  pilotExchangeType: 'PILOT_ALL',
  /** `tab` of alpha/currencies; also the MEMEBOX sub-tab that means "every chain". */
  alphaAllChains: 'ALPHA_ALLCHAIN',
  firstPage: 1,
} as const;

/**
 * The CONTRACT sub-tab whose rows come from the delivery list rather than from the futures list
 * (spec §4: "a delivery sub-tab shows the delivery list, or nothing until loading is triggered").
 */
export const DELIVERY_TAB = 'DELIVERY';

/** Caps for server text: long enough for any real name, short enough to keep a row one line. */
export const TEXT_LIMITS = {
  code: 64,
  name: 120,
  title: 60,
  number: 40,
  address: 128,
  url: 2048,
} as const;

/**
 * The search modal's recent searches (kept in localStorage; the core has no storage-key table,
 * so the key is written here once). Keywords only: what the user typed, never a link.
 */
export const RECENT_SEARCHES = {
  storageKey: 'exch.marketSearch.recent',
  /** Kept and shown, most recent first. */
  max: 8,
  /** A longer keyword is not a market search; it is not kept. */
  maxLength: 40,
} as const;

/** The Pay-with panel (ours: the spec gives no size). */
export const PAY_WITH = {
  /** The fiat list scrolls past this height (about seven rows), px. */
  listHeight: 280,
} as const;
