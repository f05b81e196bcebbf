import { safeHref } from '../../core/routes/links';
import type { Region, Site, UpgradePlan } from '../../core/region/regions';
import { NO_CONVERSION } from '../../core/store/prefs';
import { DEFAULT_FIAT } from '../../core/site/fiat';
import type { LanguageCode } from '../../core/i18n/languages';
import type { UserInfo } from '../../core/site/user-info';
import type { AccountEntry } from '../header.types';
import type { AccountKey } from './account.intl';
import { formatNumber, formatPercentNumber } from '../../core/i18n/number-format';
import { statusIconOf, type StatusIcon } from '../../core/site/status-icon';

/**
 * What the personal centre shows (spec §1, §5, §6, §9), as a pure function of the user and the
 * site, so every rule is testable without a browser. Texts stay keys; numbers are formatted here.
 */

/** How long 'Copied successfully' stays after copying the UID (spec §9). */
export const COPY_FEEDBACK_MS = 500;

/** Spec §5: safe level at or below this shows the "Too weak" warning. */
export const WEAK_SAFE_LEVEL = 1;

/**
 * KYC icon by kyc_status, read as the spec's status enumeration (§3: 0 warning, 1 success,
 * 2 progress, 99 error; core/site/status-icon.ts); -1, absent or any other value shows no icon
 * (spec §5).
 */
export type KycBadge = StatusIcon;

export function kycBadge(kycStatus: number, site: Pick<Site, 'testnet'>): KycBadge | null {
  // Spec §6: the testnet does not ask for KYC.
  if (site.testnet || !Number.isFinite(kycStatus)) return null;
  return statusIconOf(kycStatus);
}

/**
 * Spec §6: the tier progress panel (the percent bar and the upgrade plans under it) is hidden
 * for Japan, and for UAE at tier 0. The facts live in the region table.
 */
export function showTierProgress(site: Pick<Site, 'tierProgress'>, tier: number): boolean {
  return site.tierProgress === 'always' || (site.tierProgress === 'aboveTier0' && tier > 0);
}

export interface UpgradePlanView {
  plan: UpgradePlan;
  /** Key of the account namespace ('plan.volume', ...): the site's wording of the plan. */
  key: AccountKey;
  vars: Record<string, string>;
}

export interface TierProgressView {
  nextTier: number;
  /** 0-100, for the bar's width and aria-valuenow. */
  percent: number;
  /** Formatted in the user's language ("35.6%"). */
  percentText: string;
  plans: UpgradePlanView[];
}

export interface PersonalCentreModel {
  /** Null when the page hides the identity block (hiddenPersonalInfo). */
  identity: {
    /** Empty when no nickname is known (the view shows its generic "User"). */
    name: string;
    /** The avatar's fallback: the name's first letter. */
    initial: string;
    /** Safe image URL, or null (fallback initial); null too under hiddenPersonalInfoAvatar. */
    avatar: string | null;
    showAvatar: boolean;
    uid: string;
    kyc: KycBadge | null;
  } | null;
  tier: number;
  /** Spec §6: tier > 0 shows the VIP badge and key image, plus a trial tag when on trial. */
  vip: { tier: number; trial: boolean } | null;
  progress: TierProgressView | null;
  volume: string;
  assets: string;
  weakSafety: boolean;
  entries: AccountEntry[];
}

export interface PersonalCentreInput {
  site: Site;
  lang: LanguageCode;
  user: UserInfo;
  entries: AccountEntry[];
  /**
   * The currency assets are shown in: the user's chosen fiat (displayCurrency),
   * else the site's unit. Defaults to the site's unit.
   */
  currency?: string;
  /** Units of that currency per 1 USD, when known; assets arrive in USD. */
  rate?: number;
  hideIdentity?: boolean;
  hideAvatar?: boolean;
}

/**
 * The currency a fiat value is shown in (the personal centre's assets): the chosen fiat while
 * the rate mode is open and one other than USD is chosen; otherwise the site's own unit (spec
 * §9: JPY for Japan, else USD). No conversion (an empty fiat) shows the site's unit too.
 */
export function displayCurrency(chosen: { fiat: string; fiatRateOpen: boolean }, site: Pick<Region, 'currencyUnit'>): string {
  return chosen.fiatRateOpen && chosen.fiat !== NO_CONVERSION && chosen.fiat !== DEFAULT_FIAT ? chosen.fiat : site.currencyUnit;
}

/**
 * Spec §9: volume and assets are shown in the site's currency unit (JPY for Japan, else USD): the
 * amount in the language's style, then the currency's code (one form for every language and
 * code, any fiat common data lists). Written without Intl.NumberFormat (core/i18n/number-format.ts).
 */
export function formatMoney(amount: number, currency: string, lang: LanguageCode): string {
  const digits = currency === 'JPY' ? 0 : 2;
  return `${formatNumber(amount, lang, { min: digits, max: digits })} ${currency}`;
}

export function formatAmount(amount: number, lang: LanguageCode): string {
  return formatNumber(amount, lang, { min: 0, max: 2 });
}

export function formatPercent(percent: number, lang: LanguageCode): string {
  return formatPercentNumber(percent, lang);
}

/** Each plan's text (account namespace), by what it asks of the user. */
const PLAN_KEYS: Readonly<Record<UpgradePlan, AccountKey>> = { 1: 'plan.volume', 2: 'plan.gt', 3: 'plan.assets' };

/**
 * The upgrade plans the site lists (spec §9), with their amounts: plan 1 the trading volume
 * still needed (tier_next_usdt), plan 2 GT holdings alone (tier_next_gt_only), plan 3 assets
 * alone (tier_next_asset_only_usd). The texts are the site's own (spec §3 "upgrade plan texts
 * exist per sub-website"): a plan is numbered by its place in the site's list, so the UK, AU and
 * US sites (no GT plan) read "Plan 1", "Plan 2" rather than "Plan 1", "Plan 3"; a site with one
 * plan (UAE) states it without a number.
 */
export function upgradePlans(site: Pick<Site, 'upgradePlans'>, user: UserInfo, lang: LanguageCode): UpgradePlanView[] {
  const single = site.upgradePlans.length === 1;
  return site.upgradePlans.map((plan, index): UpgradePlanView => {
    const n = String(index + 1);
    if (plan === 1) return { plan, key: single ? 'plan.volumeOnly' : PLAN_KEYS[1], vars: { n, amount: formatAmount(user.tierNextUsdt, lang) } };
    if (plan === 2) return { plan, key: PLAN_KEYS[2], vars: { n, quantity: formatAmount(user.tierNextGtOnly, lang) } };
    return { plan, key: PLAN_KEYS[3], vars: { n, amount: formatAmount(user.tierNextAssetOnlyUsd, lang) } };
  });
}

/** The server's avatar URL through the link-safety rule, kept only when it names an image. */
function avatarUrl(raw: string, lang: LanguageCode): string | null {
  const href = safeHref(raw, lang, false);
  return href && !/^[#?]/.test(href) ? href : null;
}

export function buildPersonalCentreModel(input: PersonalCentreInput): PersonalCentreModel {
  const { site, lang, user } = input;
  const tier = user.tierLevel;
  const name = user.nickname || user.userNick;
  const unit = site.currencyUnit;
  const volume = unit === 'JPY' ? user.tierAllTradeJpy : user.tierAllTradeUsdt;
  // Assets arrive in USD: shown in the chosen currency (or the site's unit) when its rate is
  // known, else honestly in USD.
  const currency = input.currency ?? unit;
  const rate = input.rate !== undefined && Number.isFinite(input.rate) && input.rate > 0 ? input.rate : undefined;
  const assets = currency === 'USD' || rate === undefined ? formatMoney(user.totalUsd, 'USD', lang) : formatMoney(user.totalUsd * rate, currency, lang);
  const showAvatar = !input.hideAvatar;
  return {
    identity: input.hideIdentity
      ? null
      : {
          name,
          initial: Array.from(name.trim())[0]?.toUpperCase() ?? '',
          avatar: showAvatar ? avatarUrl(user.avatar, lang) : null,
          showAvatar,
          uid: user.uid,
          kyc: kycBadge(user.kycStatus, site),
        },
    tier,
    vip: tier > 0 ? { tier, trial: user.isTrial } : null,
    progress: showTierProgress(site, tier)
      ? {
          nextTier: tier + 1,
          percent: user.tierNextProgress,
          percentText: formatPercent(user.tierNextProgress, lang),
          plans: upgradePlans(site, user, lang),
        }
      : null,
    volume: formatMoney(volume, unit, lang),
    assets,
    // An answer without safe_level says nothing about the account's safety: unknown is not weak.
    weakSafety: user.safeLevel !== null && user.safeLevel <= WEAK_SAFE_LEVEL,
    entries: input.entries,
  };
}
