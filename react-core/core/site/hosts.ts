/** Hosts outside this site that the chrome links to, written once. */
export const MAIN_SITE_URL = 'https://www.exch.com';
/** The Turkish local-language exchange (spec §2 Buying crypto, §4 Turkey modal). */
export const TURKEY_EXCHANGE_URL = 'https://www.exch.tr';
/** The support request page, per support language (spec §2 Global Services). */
export const SUPPORT_REQUEST_URL = {
  'zh-cn': 'https://support.exch.com/hc/zh-cn/requests/new',
  'zh-tw': 'https://support.exch.com/hc/zh-tw/requests/new',
  en: 'https://support.exch.com/hc/en-us/requests/new',
} as const;
/** The testnet site: the demo-trade badge links there; testnet pages link back to MAIN_SITE_URL. */
export const TESTNET_URL = 'https://testnet.exch.com';
