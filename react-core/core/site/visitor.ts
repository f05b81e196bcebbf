import { DEFAULT_FIAT } from './fiat';

/**
 * The logged-in user (spec §3 User info), as the mapper in user-info.ts coerces it, and the
 * visitor default. Apart from the mapper so the session store carries no mapping code.
 */
export interface UserInfo {
  uid: string;
  tierLevel: number;
  nickname: string;
  avatar: string;
  userNick: string;
  tierNextProgress: number;
  tierNextUsdt: number;
  tierNextFiat: number;
  tierNextGtMin: number;
  tierNextGtOnly: number;
  tierNextAssetOnlyUsd: number;
  tierAllTradeUsdt: number;
  tierAllTradeJpy: number;
  totalUsd: number;
  currFiat: string;
  /** -1 (or absent) means no KYC icon (spec §5). */
  kycStatus: number;
  /** Null when the answer had no safe_level: no "Too weak" warning (spec §5). */
  safeLevel: number | null;
  isLogin: boolean;
  isSubAccount: boolean;
  whiteListShow: boolean;
  isTrial: boolean;
}

export const VISITOR: UserInfo = {
  uid: '',
  tierLevel: 0,
  nickname: '',
  avatar: '',
  userNick: '',
  tierNextProgress: 0,
  tierNextUsdt: 0,
  tierNextFiat: 0,
  tierNextGtMin: 0,
  tierNextGtOnly: 0,
  tierNextAssetOnlyUsd: 0,
  tierAllTradeUsdt: 0,
  tierAllTradeJpy: 0,
  totalUsd: 0,
  currFiat: DEFAULT_FIAT,
  kycStatus: -1,
  safeLevel: null,
  isLogin: false,
  isSubAccount: false,
  whiteListShow: false,
  isTrial: false,
};
