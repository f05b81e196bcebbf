import * as ROUTES from '../../core/routes/routes';
import * as ACCOUNT_ROUTES from '../../core/routes/account-routes';
import { withLanguage, withSitePrefix } from '../../core/routes/links';
import { COOKIE, readCookie } from '../../core/cookies/cookies';
import { ALPHA_COMPLIANCE_CODE, isHiddenByCompliance, type Compliance } from '../../core/site/compliance';
import { hasRestrictedEntries } from '../../core/site/restriction';
import type { HidingFlag, Site } from '../../core/region/regions';
import type { LanguageCode } from '../../core/i18n/languages';
import type { UserInfo } from '../../core/site/user-info';
import type { AccountEntry } from '../header.types';
import type { CrossMarginInfo, FuturesOpen, UnifiedAccountInfo } from './account.store';
import type { AccountKey } from './account.intl';

/**
 * The wallet, orders and personal-centre entry lists (spec §2 Funds, Orders, Account), as pure
 * functions of who is logged in, on which site, with which account data. Labels are keys of the
 * `account` namespace (account.intl.ts); hrefs carry the language prefix.
 */
export interface AccountEntriesContext {
  site: Site;
  lang: LanguageCode;
  user: UserInfo;
  mode: UnifiedAccountInfo;
  crossMargin: CrossMarginInfo;
  futuresOpen: FuturesOpen;
  compliance: Compliance;
  /** Common data's `isItalyLimit` (spec §6): the user gets the restricted sites' account and earn hiding, whatever the site. */
  italyLimit: boolean;
  /** Common data's `is_phone`: the service chat opens its phone page. */
  isPhone?: boolean;
  /** The site prefix (spec §2, core/routes/links.ts sitePrefixOf) before every entry's path. */
  sitePrefix?: string;
  isHidden: (flag: HidingFlag) => boolean;
}

/** The badge on the personal centre's referral entry (spec §9). */
export const REFERRAL_REWARD = '20 USDT';

/** Compliance code that hides the header's Deposit button (spec §6). */
import { DEPOSIT_COMPLIANCE_CODE } from './deposit.rules';

export { showDeposit } from './deposit.rules';

/**
 * Entries a restricted site (site.restrictedEntries: UK, Hong Kong, Singapore, US, Japan, UAE,
 * EU, Australia), and an Italy-limited user on any site (common data `isItalyLimit`), leaves out. The spec says only "many account and earn entries"; our choice is
 * the products those regulated sub-sites do not offer: earn and staking accounts and orders,
 * trading bots and quant funds, Alpha (on-chain tokens), GateCode deposits, the GT token page,
 * points and the referral programme. Core account pages (profile, KYC, security, API keys,
 * tickets, coupons, fees, notifications, support) and the plain spot/futures/margin funds stay;
 * those that a site's regulator removes come through its compliance menu instead.
 */
export const RESTRICTED_ENTRY_IDS: ReadonlySet<string> = new Set([
  'quantAccount',
  'botAccount',
  'launchpoolAccount',
  'stakingAccount',
  'alphaAccount',
  'depositGateCode',
  'gt',
  'earnOrders',
  'alphaOrders',
  'points',
  'referral',
]);

/** An entry before the rules: `compliance` names the compliance-menu code that hides it. */
interface EntryDef {
  id: string;
  label: AccountKey;
  labelVars?: Record<string, string>;
  path: string;
  compliance?: string;
  when?: boolean;
}

function finish(defs: readonly EntryDef[], ctx: AccountEntriesContext, disabled = false): AccountEntry[] {
  const out: AccountEntry[] = [];
  for (const def of defs) {
    if (def.when === false) continue;
    if (isHiddenByCompliance(ctx.compliance, def.compliance)) continue;
    if (hasRestrictedEntries(ctx.site, { isItalyLimit: ctx.italyLimit }) && RESTRICTED_ENTRY_IDS.has(def.id)) continue;
    const entry: AccountEntry = { id: def.id, label: def.label, href: withSitePrefix(withLanguage(ctx.lang, def.path), ctx.sitePrefix ?? '') };
    if (def.labelVars) entry.labelVars = def.labelVars;
    if (disabled) entry.disabled = true;
    out.push(entry);
  }
  return out;
}

/** Spec §4: the cross-margin entry is hidden unless crossMarginUid is 0 or 1. */
export function showCrossMargin(crossMargin: CrossMarginInfo): boolean {
  return crossMargin.crossMarginUid === 0 || crossMargin.crossMarginUid === 1;
}

/** Spec §4: once upgraded (first_open false) the spot account is the Unified Account. */
export function isUnifiedAccount(mode: UnifiedAccountInfo): boolean {
  return !mode.firstOpen;
}

/** Spec §2 Funds. Fiat deposit and withdrawal use the site's own fiat where it is not USD (Japan: /JPY). */
export function walletEntries(ctx: AccountEntriesContext): AccountEntry[] {
  const regionalFiat = ctx.site.currencyUnit === 'USD' ? undefined : ctx.site.currencyUnit;
  const unified = isUnifiedAccount(ctx.mode);
  return finish(
    [
      { id: 'overview', label: 'wallet.overview', path: ACCOUNT_ROUTES.funds() },
      unified
        ? { id: 'unifiedAccount', label: 'wallet.unifiedAccount', path: ACCOUNT_ROUTES.funds('spot') }
        : { id: 'spotAccount', label: 'wallet.spotAccount', path: ACCOUNT_ROUTES.funds('spot') },
      { id: 'futuresAccount', label: 'wallet.futuresAccount', path: ACCOUNT_ROUTES.funds('futures'), compliance: 'derivatives' },
      { id: 'marginAccount', label: 'wallet.marginAccount', path: ACCOUNT_ROUTES.funds('margin'), compliance: 'margin_trade' },
      {
        id: 'crossMarginAccount',
        label: 'wallet.crossMarginAccount',
        path: ACCOUNT_ROUTES.funds('cross_margin'),
        compliance: 'margin_trade',
        when: showCrossMargin(ctx.crossMargin),
      },
      { id: 'quantAccount', label: 'wallet.quantAccount', path: ACCOUNT_ROUTES.funds('quantitative') },
      { id: 'botAccount', label: 'wallet.botAccount', path: ACCOUNT_ROUTES.fundsBot() },
      { id: 'paymentAccount', label: 'wallet.paymentAccount', path: ACCOUNT_ROUTES.funds('payment'), compliance: 'gatepay' },
      { id: 'alphaAccount', label: 'wallet.alphaAccount', path: ACCOUNT_ROUTES.fundsAlpha(), compliance: ALPHA_COMPLIANCE_CODE },
      { id: 'launchpoolAccount', label: 'wallet.launchpoolAccount', path: ACCOUNT_ROUTES.fundsLaunchPool() },
      { id: 'stakingAccount', label: 'wallet.stakingAccount', path: ACCOUNT_ROUTES.fundsStaking() },
      // The compliance code that hides the Deposit button hides the crypto deposit entries too
      // (a site that may not take crypto deposits, such as Japan, still takes fiat).
      { id: 'deposit', label: 'wallet.deposit', path: ACCOUNT_ROUTES.deposit(), compliance: DEPOSIT_COMPLIANCE_CODE },
      { id: 'depositGateCode', label: 'wallet.depositGateCode', path: ACCOUNT_ROUTES.depositGateCode(), compliance: DEPOSIT_COMPLIANCE_CODE },
      { id: 'withdraw', label: 'wallet.withdraw', path: ACCOUNT_ROUTES.withdraw() },
      { id: 'withdrawInternal', label: 'wallet.withdrawInternal', path: ACCOUNT_ROUTES.withdrawInternal() },
      { id: 'depositFiat', label: 'wallet.depositFiat', path: ROUTES.depositFiat(regionalFiat) },
      { id: 'withdrawFiat', label: 'wallet.withdrawFiat', path: ROUTES.withdrawFiat(regionalFiat) },
      { id: 'fundingHistory', label: 'wallet.fundingHistory', path: ACCOUNT_ROUTES.purseLog() },
      { id: 'accountStatement', label: 'wallet.accountStatement', path: ACCOUNT_ROUTES.accountStatement() },
      { id: 'proofOfAssets', label: 'wallet.proofOfAssets', path: ACCOUNT_ROUTES.availableProof() },
      { id: 'gt', label: 'wallet.gt', path: ROUTES.gt() },
    ],
    ctx,
  );
}

/**
 * Spec §2 Orders. Futures orders (spec §4): one entry per settle currency with an opened
 * contract, labelled with its prefix ("USDT Futures orders") and linking to that type; with none
 * open, one unprefixed entry to the futures order history.
 * Flags: hiddenSpotOrder drops spot orders; hiddenMultipleOrder keeps spot orders alone (the
 * orders menu becomes a single entry). Both set: an empty list, and the header hides the menu.
 */
export function orderEntries(ctx: AccountEntriesContext): AccountEntry[] {
  const spot: EntryDef = {
    id: 'spotOrders',
    label: 'orders.spot',
    path: ACCOUNT_ROUTES.spotOrders(),
    compliance: 'spot_trade',
    when: !ctx.isHidden('spotOrder'),
  };
  if (ctx.isHidden('multipleOrder')) return finish([spot], ctx);
  const { usdt, btc } = ctx.futuresOpen;
  const futures: EntryDef[] =
    usdt || btc
      ? [
          {
            id: 'futuresOrdersUsdt',
            label: 'orders.futuresSettle',
            labelVars: { settle: 'USDT' },
            path: ACCOUNT_ROUTES.futuresOrders('usdt'),
            compliance: 'derivatives',
            when: usdt,
          },
          {
            id: 'futuresOrdersBtc',
            label: 'orders.futuresSettle',
            labelVars: { settle: 'BTC' },
            path: ACCOUNT_ROUTES.futuresOrders('btc'),
            compliance: 'derivatives',
            when: btc,
          },
        ]
      : [{ id: 'futuresOrders', label: 'orders.futures', path: ACCOUNT_ROUTES.futuresOrderHistory(), compliance: 'derivatives' }];
  return finish(
    [
      spot,
      ...futures,
      { id: 'deliveryOrders', label: 'orders.delivery', path: ACCOUNT_ROUTES.deliveryOrderHistory(), compliance: 'derivatives' },
      { id: 'marginOrders', label: 'orders.margin', path: ACCOUNT_ROUTES.marginOrders(), compliance: 'margin_trade' },
      {
        id: 'crossMarginOrders',
        label: 'orders.crossMargin',
        path: ACCOUNT_ROUTES.crossMarginOrders(),
        compliance: 'margin_trade',
        when: showCrossMargin(ctx.crossMargin),
      },
      // Spec §6: fiat_trade hides "the C2C orders entry".
      { id: 'p2pOrders', label: 'orders.p2p', path: ACCOUNT_ROUTES.p2pOrders(), compliance: 'fiat_trade' },
      { id: 'convertOrders', label: 'orders.convert', path: ACCOUNT_ROUTES.convertOrders() },
      { id: 'earnOrders', label: 'orders.earn', path: ACCOUNT_ROUTES.lockEarnOrders() },
      { id: 'paymentBills', label: 'orders.payment', path: ACCOUNT_ROUTES.paymentBills(), compliance: 'gatepay' },
      { id: 'alphaOrders', label: 'orders.alpha', path: ACCOUNT_ROUTES.alphaOrders(), compliance: ALPHA_COMPLIANCE_CODE },
    ],
    ctx,
  );
}

/** Spec §6: not a sub-account, whitelisted, and a site that allows it. */
export function showSubAccountManagement(ctx: Pick<AccountEntriesContext, 'site' | 'user'>): boolean {
  return ctx.site.subAccountManagement && ctx.user.whiteListShow && !ctx.user.isSubAccount;
}

/**
 * Spec §2 Account, for the personal centre. Testnet (spec §6): every profile link is disabled
 * (those pages live on the main site) and KYC is not requested, so its entry is left out.
 */
export function accountEntries(ctx: AccountEntriesContext): AccountEntry[] {
  const { site } = ctx;
  return finish(
    [
      { id: 'profile', label: 'account.profile', path: ACCOUNT_ROUTES.profile() },
      { id: 'kyc', label: 'account.kyc', path: ACCOUNT_ROUTES.kyc(), when: !site.testnet },
      { id: 'security', label: 'account.security', path: ACCOUNT_ROUTES.security() },
      { id: 'apiKeys', label: 'account.apiKeys', path: ACCOUNT_ROUTES.apiKeys() },
      { id: 'subAccounts', label: 'account.subAccounts', path: ACCOUNT_ROUTES.subAccounts(), when: showSubAccountManagement(ctx) },
      { id: 'referral', label: 'account.referral', path: ROUTES.referral() },
      { id: 'couponCenter', label: 'account.couponCenter', path: ACCOUNT_ROUTES.couponCenter(site.couponCenterUnderProfile) },
      { id: 'points', label: 'account.points', path: ACCOUNT_ROUTES.points() },
      { id: 'notifications', label: 'account.notifications', path: ROUTES.reminder(), when: !ctx.isHidden('notification') },
      { id: 'fees', label: 'account.fees', path: ROUTES.fee() },
      { id: 'tickets', label: 'account.tickets', path: ACCOUNT_ROUTES.tickets() },
      // Spec §3 common data is_phone: the service chat's phone (H5) page on a phone.
      { id: 'support', label: 'account.support', path: ROUTES.serviceChat(ctx.isPhone ? 'h5' : 'web') },
    ],
    ctx,
    site.testnet,
  );
}

/** Log out is offered unless the page hides it (`hidden-logout`) or the site is the testnet (spec §6). */
export function showLogout(ctx: Pick<AccountEntriesContext, 'site' | 'isHidden'>): boolean {
  return !ctx.isHidden('logout') && !ctx.site.testnet;
}

/**
 * Spec §6: Switch Account shows on the main site only; for a sub-account only when the cookie
 * is_switch_tag is set (to anything but empty). `cookies` reads a cookie (a seam for tests).
 */

export function showSwitchAccount(ctx: Pick<AccountEntriesContext, 'site' | 'user'>, cookies: (name: string) => string | undefined = readCookie): boolean {
  if (!ctx.user.isLogin || !ctx.site.switchAccount) return false;
  return !ctx.user.isSubAccount || Boolean(cookies(COOKIE.switchTag));
}
