/**
 * The account's HTTP paths (spec §7), written once, one export each, as in paths.ts: import as a
 * namespace, `import * as ACCOUNT_PATHS from '.../api/account-paths'`. Apart from paths.ts, which
 * every page's first paint carries, because only the header's session and its lazy account parts
 * call them.
 */
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
