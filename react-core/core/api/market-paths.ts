/**
 * The markets' HTTP paths (spec §7): the market search's lists, Pay-with's fiat list and the
 * fiat exchange rates (the settings' exchange-rate tab, the personal centre's amounts), written
 * once, one export each, as in paths.ts: import as a namespace, `import * as MARKET_PATHS from
 * '.../api/market-paths'`. Apart from paths.ts, which every page's first paint carries, because
 * only lazy parts call them.
 */
export const buyCryptoFiatList = '/api/web/v1/site/buyCryptoFiatList';
export const fiatMarketRates = '/api/web/v1/site/currFiatMarketRates';
export const marketTabs = '/apiw/v2/common/tabs';
export const spotMarkets = '/apiw/v2/market/spots';
export const futuresMarkets = '/apiw/v2/market/futures';
export const deliveryContracts = '/apiw/v2/delivery/usdt/contracts';
export const preMarketCurrencies = '/apiw/v2/pre-market/service/currencies/simple-info';
export const pilotMarkets = '/apiw/v2/pilot/markets';
export const optionsUnderlying = '/apiw/v2/options/underlying';
/** (ours) spec §7's options market list: one underlying's contracts, query market */
export const optionsMarkets = '/apiw/v2/options/markets';
/**
 * Spec §7's alpha rows, by chain; also the spec's unnamed "alpha token list with lang, site
 * params and chain": the same rows (a chain's default list), so the chrome calls this one alone.
 */
export const alphaCurrencies = '/apiw/v2/alpha/currencies';
/** Spec §7's alpha search; also the spec's unnamed "alpha token search by keywords" (the same answer). */
export const alphaSearch = '/apiw/v2/alpha/markets_by_keywords';
