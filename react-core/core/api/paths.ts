/**
 * Every HTTP path the chrome calls, written once, one export each so a bundle keeps only the
 * paths its code uses: import as a namespace, `import * as PATHS from '.../api/paths'`. The mock
 * exchange API (demo/mock-api) serves exactly these, and the README lists them. Paths the spec
 * names (§7) are kept verbatim; the ones it leaves unnamed are ours and are marked `(ours)`.
 */
// Notifications (spec §7, herald)
export const reminderTabs = '/apiw/v2/herald/renew/tab';
export const reminderRecords = '/apiw/v2/herald/renew/record';
export const reminderMarkRead = '/apiw/v2/herald/msg/read';
export const unreadCount = '/apiw/v2/herald/msg/unread/num';

// Site data (spec §7)
export const headerMenu = '/api/web/v1/site/headerMenuListV2';
export const buyCryptoFiatList = '/api/web/v1/site/buyCryptoFiatList';
export const fiatMarketRates = '/api/web/v1/site/currFiatMarketRates';
export const fullsiteBulletin = '/api/web/v1/site/fullsiteBulletin';
/** (ours) common site data: lang_list, fiat_list, flags, curr_fiat ... */
export const commonData = '/api/web/v1/site/commonData';
/** (ours) compliance check: menu_list and business_list of hidden entries */
export const complianceMenu = '/api/web/v1/site/complianceMenu';
/** (ours) announcements keyed by page key (index, wallet) */
export const announcement = '/api/web/v1/site/announcement';

// Account (spec §7)
export const crossMarginInfo = '/apiweb/v1/spot/cross_margin/info';
export const unifiedAccountMode = '/apiw/v2/unified/account_mode';
/** (ours) the logged-in user's info; `data.isLogin` false for visitors */
export const userInfo = '/api/web/v1/usercenter/userInfo';
/** (ours) futures account info */
export const futuresAccountInfo = '/apiw/v2/futures/account_info';
export const logoutThisDevice = '/logout';
export const logout = '/api/web/v1/usercenter/logout';
/** (ours) logout from every device */
export const logoutAll = '/api/web/v1/usercenter/logoutAll';

// Markets (spec §7)
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
