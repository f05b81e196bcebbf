import { asArray, asBoolean, asNumber, asRecord, asString, cleanText, isRecord } from '../util/coerce';
import { DEFAULT_FIAT, normalizeFiat } from './fiat';
import { LANGUAGES, type LanguageCode } from '../i18n/languages';

/** The limit and toast flags of spec §3 "Common site data". */
export const SITE_FLAGS = [
  'isUKLimit',
  'isItalyLimit',
  'isBrazilToast',
  'isNlLimit',
  'isHKUser',
  'isLTWToast',
  'isUzbekistanToast',
  'isWithdrawOnlyUser',
  'isBlockedCountry',
  'isShowComplianceTips',
] as const;
export type SiteFlag = (typeof SITE_FLAGS)[number];

export interface FiatOption {
  fiat: string;
  symbol: string;
}

export interface LanguageOption {
  code: LanguageCode;
  name: string;
}

export interface CommonData {
  fiatList: FiatOption[];
  langList: LanguageOption[];
  langPrefix: string;
  currFiat: string;
  defaultBuyCryptoFiat: string;
  defaultP2PFiat: string;
  subWebsiteId: number;
  isLogin: boolean;
  isServiceHost: boolean;
  isPhone: boolean;
  isCopper: boolean;
  currencyCount: number;
  userLandingPageCountry: string;
  flags: Record<SiteFlag, boolean>;
  kycToast: boolean;
  limitCountryUserStatus: number;
}

const NO_FLAGS = Object.fromEntries(SITE_FLAGS.map((f) => [f, false])) as Record<SiteFlag, boolean>;

/** The spec's defaults (§3, §8): what the chrome shows when common data is missing or broken. */
export const DEFAULT_COMMON_DATA: CommonData = {
  fiatList: [{ fiat: DEFAULT_FIAT, symbol: '$' }],
  langList: LANGUAGES.map((l) => ({ code: l.code, name: l.native })),
  langPrefix: '',
  currFiat: DEFAULT_FIAT,
  defaultBuyCryptoFiat: DEFAULT_FIAT,
  defaultP2PFiat: DEFAULT_FIAT,
  subWebsiteId: 0,
  isLogin: false,
  isServiceHost: false,
  isPhone: false,
  isCopper: false,
  currencyCount: 2700,
  userLandingPageCountry: '',
  flags: NO_FLAGS,
  kycToast: false,
  limitCountryUserStatus: 0,
};

function mapFiatList(value: unknown): FiatOption[] {
  const seen = new Set<string>();
  const list: FiatOption[] = [];
  for (const item of asArray(value)) {
    const row = asRecord(item);
    const fiat = normalizeFiat(row.fiat);
    if (!fiat || seen.has(fiat)) continue;
    seen.add(fiat);
    list.push({ fiat, symbol: cleanText(asString(row.symbol), 8) });
  }
  return list;
}

/** lang_list maps code to name; only languages the chrome has catalogs for are offered. */
function mapLangList(value: unknown): LanguageOption[] {
  if (!isRecord(value)) return [];
  const list: LanguageOption[] = [];
  for (const lang of LANGUAGES) {
    if (!(lang.code in value)) continue;
    const name = cleanText(asString(value[lang.code]));
    list.push({ code: lang.code, name: name && name.length <= 40 ? name : lang.native });
  }
  return list;
}

/** Any JSON in, a complete CommonData out: missing or wrong-typed fields take the defaults. */
export function mapCommonData(data: unknown): CommonData {
  const d = asRecord(data);
  const flags = { ...NO_FLAGS };
  for (const flag of SITE_FLAGS) flags[flag] = asBoolean(d[flag]);
  const fiatList = mapFiatList(d.fiat_list);
  const langList = mapLangList(d.lang_list);
  const prefix = asString(d.lang_prefix);
  return {
    fiatList: fiatList.length ? fiatList : DEFAULT_COMMON_DATA.fiatList,
    langList: langList.length ? langList : DEFAULT_COMMON_DATA.langList,
    // Spec §2 "language or site prefix": up to three path segments (`/de`, `/eu`, `/eu/de`).
    langPrefix: /^(\/[A-Za-z0-9_-]{1,32}){0,3}$/.test(prefix) ? prefix : '',
    currFiat: normalizeFiat(d.curr_fiat) ?? DEFAULT_FIAT,
    defaultBuyCryptoFiat: normalizeFiat(d.defaultBuyCryptoFiat) ?? DEFAULT_FIAT,
    defaultP2PFiat: normalizeFiat(d.defaultP2PFiat) ?? DEFAULT_FIAT,
    subWebsiteId: asNumber(d.sub_website_id, 0),
    isLogin: asBoolean(d.is_login),
    isServiceHost: asBoolean(d.is_service_host),
    isPhone: asBoolean(d.is_phone),
    isCopper: asBoolean(d.is_copper),
    currencyCount: Math.max(0, Math.floor(asNumber(d.currency_count, 2700))),
    userLandingPageCountry: asString(d.userLandingPageCountry).slice(0, 8),
    flags,
    kycToast: asBoolean(d.kyc_toast),
    limitCountryUserStatus: asNumber(d.limitCountryUserStatus, 0),
  };
}
