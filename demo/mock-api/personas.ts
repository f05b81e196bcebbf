/**
 * Who is logged in, chosen by the cookie `mock_user`. Each persona carries a full user info
 * (spec §3 User info) plus the account data the header reads: unified account mode, portfolio
 * (cross) margin info and futures account info.
 */
import type {
  AnyUserInfoDto,
  CrossMarginInfoDto,
  FuturesAccountInfoDto,
  FuturesSettleAccountDto,
  UnifiedAccountModeDto,
  UserInfoDto,
} from '../../react-core/core/api/dto';
import { avatarImage } from './asset-urls';

export const PERSONA_IDS = ['visitor', 'user', 'vip', 'sub', 'whitelist', 'unified'] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];
export type LoggedInId = Exclude<PersonaId, 'visitor'>;

/** Absent, empty or unknown cookie values mean a visitor: a typo never logs anyone in. */
export function resolvePersona(cookie: string | undefined): PersonaId {
  const v = (cookie ?? '').trim().toLowerCase();
  return (PERSONA_IDS as readonly string[]).includes(v) ? (v as PersonaId) : 'visitor';
}

type BaseUser = Omit<UserInfoDto, 'curr_fiat'>;

const USERS: Record<LoggedInId, BaseUser> = {
  user: {
    isLogin: true,
    uid: 10000001,
    tier_level: 0,
    nickname: 'Satoshi_Fan',
    user_avatar: avatarImage('satoshi-fan'),
    user_nick: 'Satoshi_Fan',
    tier_next_progress: 35.6,
    tier_next_usdt: '643900.00',
    tier_next_fiat: '643900.00',
    tier_next_gt_min: '500',
    tier_next_gt_only: '1000',
    tier_next_asset_only_usd: '30000.00',
    tier_all_trade_usdt: '356100.00',
    tier_all_trade_jpy: '54071000.00',
    total_usd: '1234.56',
    kyc_status: 1,
    safe_level: 1,
    is_sub_account: false,
    is_sub: 0,
    white_list_show: false,
    is_trial: false,
  },
  vip: {
    isLogin: true,
    uid: 10000003,
    tier_level: 3,
    nickname: 'Whale_Avery',
    user_avatar: avatarImage('whale-avery'),
    user_nick: 'Whale_Avery',
    tier_next_progress: 62.4,
    tier_next_usdt: '18800000.00',
    tier_next_fiat: '18800000.00',
    tier_next_gt_min: '2000',
    tier_next_gt_only: '6000',
    tier_next_asset_only_usd: '500000.00',
    tier_all_trade_usdt: '31200000.00',
    tier_all_trade_jpy: '4737500000.00',
    total_usd: '287450.12',
    kyc_status: 1,
    safe_level: 3,
    is_sub_account: false,
    is_sub: 0,
    white_list_show: false,
    // VIP 3 held on a trial card (spec §6: "plus a trial card tag if on trial").
    is_trial: true,
  },
  sub: {
    isLogin: true,
    uid: 10000005,
    tier_level: 0,
    nickname: 'desk-bot-02',
    user_avatar: avatarImage('desk-bot-02'),
    user_nick: 'desk-bot-02',
    tier_next_progress: 4.2,
    tier_next_usdt: '958000.00',
    tier_next_fiat: '958000.00',
    tier_next_gt_min: '500',
    tier_next_gt_only: '1000',
    tier_next_asset_only_usd: '30000.00',
    tier_all_trade_usdt: '42000.00',
    tier_all_trade_jpy: '6377000.00',
    total_usd: '5020.00',
    kyc_status: 1,
    safe_level: 2,
    is_sub_account: true,
    is_sub: 1,
    white_list_show: false,
    is_trial: false,
  },
  whitelist: {
    isLogin: true,
    uid: 10000007,
    tier_level: 1,
    nickname: 'Nova_Capital',
    user_avatar: avatarImage('nova-capital'),
    user_nick: 'Nova_Capital',
    tier_next_progress: 18.9,
    tier_next_usdt: '4055000.00',
    tier_next_fiat: '4055000.00',
    tier_next_gt_min: '1000',
    tier_next_gt_only: '3000',
    tier_next_asset_only_usd: '100000.00',
    tier_all_trade_usdt: '945000.00',
    tier_all_trade_jpy: '143490000.00',
    total_usd: '64210.77',
    kyc_status: 1,
    safe_level: 2,
    is_sub_account: false,
    is_sub: 0,
    white_list_show: true,
    is_trial: false,
  },
  unified: {
    isLogin: true,
    uid: 10000009,
    tier_level: 2,
    nickname: 'Delta_Neutral',
    user_avatar: avatarImage('delta-neutral'),
    user_nick: 'Delta_Neutral',
    tier_next_progress: 47.1,
    tier_next_usdt: '10580000.00',
    tier_next_fiat: '10580000.00',
    tier_next_gt_min: '1500',
    tier_next_gt_only: '4500',
    tier_next_asset_only_usd: '250000.00',
    tier_all_trade_usdt: '9420000.00',
    tier_all_trade_jpy: '1430400000.00',
    total_usd: '120980.40',
    kyc_status: 1,
    safe_level: 3,
    is_sub_account: false,
    is_sub: 0,
    white_list_show: false,
    is_trial: false,
  },
};

export function userInfo(persona: PersonaId, currFiat: string): AnyUserInfoDto {
  if (persona === 'visitor') return { isLogin: false };
  return { ...USERS[persona], curr_fiat: currFiat };
}

/** The spec's default account info (§3), also the answer for visitors. */
const DEFAULT_MODE: UnifiedAccountModeDto = {
  mode: 'classic',
  support_unified: false,
  first_open: true,
  auto_borrow: false,
  auto_repay: false,
  settings: { options: false, usdt_futures: false, spot_hedge: false, use_funding: false },
};

const MODES: Partial<Record<PersonaId, Partial<UnifiedAccountModeDto>>> = {
  user: { support_unified: true },
  vip: { support_unified: true },
  whitelist: { support_unified: true },
  unified: {
    mode: 'multi_currency',
    support_unified: true,
    first_open: false,
    auto_borrow: true,
    auto_repay: true,
    settings: { options: true, usdt_futures: true, spot_hedge: false, use_funding: true },
  },
};

export function accountMode(persona: PersonaId): UnifiedAccountModeDto {
  const m = MODES[persona] ?? {};
  return { ...DEFAULT_MODE, ...m, settings: { ...DEFAULT_MODE.settings, ...m.settings } };
}

/**
 * Portfolio margin info. crossMarginUid 1 (user, vip) shows the cross-margin entry; 2 hides it.
 * Visitors get `[]`, which the spec says clients treat as empty.
 */
export function crossMarginInfo(persona: PersonaId): CrossMarginInfoDto | [] {
  if (persona === 'visitor') return [];
  const tier = USERS[persona].tier_level;
  return {
    userTier: tier,
    userSpotBalance: USERS[persona].total_usd,
    crossMarginUid: persona === 'user' || persona === 'vip' ? 1 : 2,
  };
}

const closed: FuturesSettleAccountDto = { opened: false, total: '0', unrealised_pnl: '0', position_mode: 'single' };
const open = (total: string, pnl: string, mode: 'single' | 'dual' = 'single'): FuturesSettleAccountDto => ({
  opened: true,
  total,
  unrealised_pnl: pnl,
  position_mode: mode,
});

const FUTURES: Record<LoggedInId, Omit<FuturesAccountInfoDto, 'uid'>> = {
  user: { usdt: open('420.15', '-12.30'), btc: closed, delivery_opened: false },
  vip: { usdt: open('152300.00', '4120.55', 'dual'), btc: open('1.2050', '0.0213'), delivery_opened: true },
  sub: { usdt: open('3000.00', '85.10'), btc: closed, delivery_opened: false },
  whitelist: { usdt: closed, btc: closed, delivery_opened: false },
  unified: { usdt: open('60500.00', '-820.44', 'dual'), btc: open('0.5000', '-0.0042'), delivery_opened: false },
};

/** Futures account info, or null for visitors (the route answers 401 for them). */
export function futuresAccountInfo(persona: PersonaId): FuturesAccountInfoDto | null {
  if (persona === 'visitor') return null;
  return { uid: USERS[persona].uid, ...FUTURES[persona] };
}
