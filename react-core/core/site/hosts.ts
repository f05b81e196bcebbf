/** Hosts outside this site that the chrome links to, written once. */
export const MAIN_SITE_URL = 'https://www.exch.com';
/** The Turkish local-language exchange (spec §2 Buying crypto, §4 Turkey modal). */
export const TURKEY_EXCHANGE_URL = 'https://www.exch.tr';
/** The support request page, per support language (spec §2 Global Services). */
const SUPPORT_REQUEST_URL = {
  'zh-cn': 'https://support.exch.com/hc/zh-cn/requests/new',
  'zh-tw': 'https://support.exch.com/hc/zh-tw/requests/new',
  en: 'https://support.exch.com/hc/en-us/requests/new',
} as const;

/**
 * The support request page in Chinese (simplified or traditional) or English (spec §2). On the
 * customer-service host itself (common data `is_service_host`) it is a path on that host, so
 * the request stays on the host the user is signed in to rather than crossing to another.
 */
export function supportRequestHref(lang: string, onServiceHost: boolean): string {
  const url = lang === 'zh' ? SUPPORT_REQUEST_URL['zh-cn'] : lang === 'zh-tw' ? SUPPORT_REQUEST_URL['zh-tw'] : SUPPORT_REQUEST_URL.en;
  return onServiceHost ? new URL(url).pathname : url;
}
/** The testnet site: the demo-trade badge links there; testnet pages link back to MAIN_SITE_URL. */
export const TESTNET_URL = 'https://testnet.exch.com';
