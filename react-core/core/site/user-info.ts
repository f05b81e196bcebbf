import { asBoolean, asNumber, asRecord, asString, cleanText } from '../util/coerce';
import { DEFAULT_FIAT, normalizeFiat } from './fiat';
import { VISITOR, type UserInfo } from './visitor';

export { VISITOR, type UserInfo } from './visitor';

/** A number the answer really gave; null when it is missing or not a number (unknown, not 0). */
function finiteOrNull(value: unknown): number | null {
  const n = value === null || value === undefined || value === '' ? NaN : asNumber(value, NaN);
  return Number.isFinite(n) ? n : null;
}

const clampPercent = (n: number) => Math.min(100, Math.max(0, n));

/** Any JSON in, a UserInfo out; `tier` (spec §3: "a separate tier value") overrides tier_level. */
export function mapUserInfo(data: unknown, tierOverride?: unknown): UserInfo {
  const d = asRecord(data);
  const isLogin = asBoolean(d.isLogin ?? d.is_login);
  if (!isLogin) return VISITOR;
  const uid = asString(d.uid);
  const tier = Math.max(0, Math.floor(asNumber(tierOverride ?? d.tier, asNumber(d.tier_level))));
  return {
    uid: /^\d{1,20}$/.test(uid) ? uid : '',
    tierLevel: tier,
    nickname: cleanText(asString(d.nickname), 64),
    avatar: asString(d.user_avatar),
    userNick: cleanText(asString(d.user_nick), 64),
    tierNextProgress: clampPercent(asNumber(d.tier_next_progress)),
    tierNextUsdt: asNumber(d.tier_next_usdt),
    tierNextFiat: asNumber(d.tier_next_fiat),
    tierNextGtMin: asNumber(d.tier_next_gt_min),
    tierNextGtOnly: asNumber(d.tier_next_gt_only),
    tierNextAssetOnlyUsd: asNumber(d.tier_next_asset_only_usd),
    tierAllTradeUsdt: asNumber(d.tier_all_trade_usdt),
    tierAllTradeJpy: asNumber(d.tier_all_trade_jpy),
    totalUsd: asNumber(d.total_usd),
    currFiat: normalizeFiat(d.curr_fiat) ?? DEFAULT_FIAT,
    kycStatus: d.kyc_status === undefined || d.kyc_status === null ? -1 : asNumber(d.kyc_status, -1),
    safeLevel: finiteOrNull(d.safe_level),
    isLogin: true,
    isSubAccount: asBoolean(d.is_sub_account) || asNumber(d.is_sub) === 1,
    whiteListShow: asBoolean(d.white_list_show),
    isTrial: asBoolean(d.is_trial),
  };
}
