/** The badge of the referral entries (spec §9: "the referral badge shows 20 USDT"). */
export const REFERRAL_REWARD = '20 USDT';
