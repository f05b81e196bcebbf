/**
 * The markets' HTTP paths (spec §7): the market search's lists, Pay-with's fiat list and the
 * fiat exchange rates (the settings' exchange-rate tab, the personal centre's amounts), written
 * once, one export each, as in paths.ts: import as a namespace, `import * as MARKET_PATHS from
 * '.../api/markets.paths'`. Apart from paths.ts, which every page's first paint carries, because
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
/** (ours) options markets for one underlying: query market */
export const optionsMarkets = '/apiw/v2/options/markets';
export const alphaCurrencies = '/apiw/v2/alpha/currencies';
export const alphaSearch = '/apiw/v2/alpha/markets_by_keywords';
/** (ours) alpha token list: query lang, site, chain */
export const alphaTokens = '/apiw/v2/alpha/tokens';
/** (ours) alpha token search: query keywords */
export const alphaTokenSearch = '/apiw/v2/alpha/tokens/search';
