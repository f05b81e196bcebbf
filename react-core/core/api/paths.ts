/**
 * Every HTTP path the chrome calls, written once, one export each so a bundle keeps only the
 * paths its code uses: import as a namespace, `import * as PATHS from '.../api/paths'`. The mock
 * exchange API (demo/mock-api) serves exactly these (endpoints.ts), and the README lists them.
 * Paths the spec names (§7) are kept verbatim; the ones it leaves unnamed are ours and are marked
 * `(ours)`. The market search's paths are in paths.markets.ts: only its lazy chunks call them, and
 * a module shared with the first paint travels in its chunk whole (vite.config.ts).
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
