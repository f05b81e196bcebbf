/**
 * Every HTTP path the chrome calls, written once. The mock exchange API (demo/mock-api) serves
 * exactly these, and the README lists them. Paths the spec names (§7) are kept verbatim; the
 * ones the spec leaves unnamed are ours and are marked `(ours)`.
 */
export const ENDPOINTS = {
  // Notifications (spec §7, herald)
  reminderTabs: '/apiw/v2/herald/renew/tab',
  reminderRecords: '/apiw/v2/herald/renew/record',
  reminderMarkRead: '/apiw/v2/herald/msg/read',
  unreadCount: '/apiw/v2/herald/msg/unread/num',

  // Site data (spec §7)
  headerMenu: '/api/web/v1/site/headerMenuListV2',
  buyCryptoFiatList: '/api/web/v1/site/buyCryptoFiatList',
  fiatMarketRates: '/api/web/v1/site/currFiatMarketRates',
  fullsiteBulletin: '/api/web/v1/site/fullsiteBulletin',
  /** (ours) common site data: lang_list, fiat_list, flags, curr_fiat ... */
  commonData: '/api/web/v1/site/commonData',
  /** (ours) compliance check: menu_list and business_list of hidden entries */
  complianceMenu: '/api/web/v1/site/complianceMenu',
  /** (ours) announcements keyed by page key (index, wallet) */
  announcement: '/api/web/v1/site/announcement',

  // Account (spec §7)
  crossMarginInfo: '/apiweb/v1/spot/cross_margin/info',
  unifiedAccountMode: '/apiw/v2/unified/account_mode',
  /** (ours) the logged-in user's info; `data.isLogin` false for visitors */
  userInfo: '/api/web/v1/usercenter/userInfo',
  /** (ours) futures account info */
  futuresAccountInfo: '/apiw/v2/futures/account_info',
  logoutThisDevice: '/logout',
  logout: '/api/web/v1/usercenter/logout',
  /** (ours) logout from every device */
  logoutAll: '/api/web/v1/usercenter/logoutAll',

  // Markets (spec §7)
  marketTabs: '/apiw/v2/common/tabs',
  spotMarkets: '/apiw/v2/market/spots',
  futuresMarkets: '/apiw/v2/market/futures',
  deliveryContracts: '/apiw/v2/delivery/usdt/contracts',
  preMarketCurrencies: '/apiw/v2/pre-market/service/currencies/simple-info',
  pilotMarkets: '/apiw/v2/pilot/markets',
  optionsUnderlying: '/apiw/v2/options/underlying',
  /** (ours) options markets for one underlying: query market */
  optionsMarkets: '/apiw/v2/options/markets',
  alphaCurrencies: '/apiw/v2/alpha/currencies',
  alphaSearch: '/apiw/v2/alpha/markets_by_keywords',
  /** (ours) alpha token list: query lang, site, chain */
  alphaTokens: '/apiw/v2/alpha/tokens',
  /** (ours) alpha token search: query keywords */
  alphaTokenSearch: '/apiw/v2/alpha/tokens/search',
} as const;

export type EndpointName = keyof typeof ENDPOINTS;

/** The CSRF header every mutating call sends, and the cookie its value is read from (spec §7). */
export const CSRF_HEADER = 'csrftoken';
export const CSRF_COOKIE = 'csrftoken';
/** Value sent when the cookie is absent (spec §7: "default 1"). */
export const CSRF_DEFAULT = '1';

/** Envelope code of a successful answer (spec §7: "success when response code is 200"). */
export const API_OK = 200;
