import { proxy, ref } from 'valtio/vanilla';
import { fetchMapped } from '../../core/api/client';
import { loadSession, onSessionEnd, session } from '../../core/store/session';
import { asBoolean, asNumber, asRecord, isRecord, oneOf } from '../../core/util/coerce';
import * as ACCOUNT_PATHS from '../../core/api/account-paths';
import { registerReset } from '../../core/util/resets';

/**
 * The logged-in user's account data the header's menus read (spec §3 Account info, Portfolio
 * margin info; §4 Unified account): mappers (any JSON in, a valid value out) and the one store
 * that holds them for the page.
 */

// ---------------------------------------------------------------------------------------------
// Unified account mode (GET unifiedAccountMode, spec §3 "Account info")

export const ACCOUNT_MODES = ['classic', 'single_currency', 'multi_currency'] as const;
export type AccountMode = (typeof ACCOUNT_MODES)[number];

export interface UnifiedAccountSettings {
  options: boolean;
  usdtFutures: boolean;
  spotHedge: boolean;
  useFunding: boolean;
}

export interface UnifiedAccountInfo {
  mode: AccountMode;
  supportUnified: boolean;
  /** False once the account was upgraded: menus then say Unified Account (spec §4). */
  firstOpen: boolean;
  autoBorrow: boolean;
  autoRepay: boolean;
  settings: UnifiedAccountSettings;
}

/** Spec §3 defaults, also what a failed call leaves (spec §8 "falls back to the default"). */
export const DEFAULT_UNIFIED_ACCOUNT: UnifiedAccountInfo = Object.freeze({
  mode: 'classic',
  supportUnified: false,
  firstOpen: true,
  autoBorrow: false,
  autoRepay: false,
  settings: Object.freeze({ options: false, usdtFutures: false, spotHedge: false, useFunding: false }),
});

export function mapUnifiedAccount(data: unknown): UnifiedAccountInfo {
  const d = asRecord(data);
  const s = asRecord(d.settings);
  const def = DEFAULT_UNIFIED_ACCOUNT;
  return {
    mode: oneOf(ACCOUNT_MODES, d.mode) ?? def.mode,
    supportUnified: asBoolean(d.support_unified, def.supportUnified),
    firstOpen: asBoolean(d.first_open, def.firstOpen),
    autoBorrow: asBoolean(d.auto_borrow, def.autoBorrow),
    autoRepay: asBoolean(d.auto_repay, def.autoRepay),
    settings: {
      options: asBoolean(s.options, def.settings.options),
      usdtFutures: asBoolean(s.usdt_futures, def.settings.usdtFutures),
      spotHedge: asBoolean(s.spot_hedge, def.settings.spotHedge),
      useFunding: asBoolean(s.use_funding, def.settings.useFunding),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Portfolio (cross) margin info (GET crossMarginInfo, spec §3, §7)

export interface CrossMarginInfo {
  userTier: number;
  userSpotBalance: number;
  /**
   * Null when unknown. Not 0: 0 is one of the two values that show the cross-margin entry
   * (spec §4), so an empty answer must not read as 0.
   */
  crossMarginUid: number | null;
}

export const EMPTY_CROSS_MARGIN: CrossMarginInfo = Object.freeze({ userTier: 0, userSpotBalance: 0, crossMarginUid: null });

/** Spec §7: "an array is treated as empty" (the server answers `[]` for visitors). */
export function mapCrossMarginInfo(data: unknown): CrossMarginInfo {
  if (!isRecord(data)) return EMPTY_CROSS_MARGIN;
  const uid = asNumber(data.crossMarginUid, NaN);
  return {
    userTier: Math.max(0, Math.floor(asNumber(data.userTier))),
    userSpotBalance: asNumber(data.userSpotBalance),
    crossMarginUid: Number.isInteger(uid) ? uid : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Futures account info (GET futuresAccountInfo, ours)

/** Which settle currencies have an opened futures account: futures order labels gain the prefix. */
export interface FuturesOpen {
  usdt: boolean;
  btc: boolean;
}

export const NO_FUTURES_OPEN: FuturesOpen = Object.freeze({ usdt: false, btc: false });

export function mapFuturesOpen(data: unknown): FuturesOpen {
  const d = asRecord(data);
  return { usdt: asBoolean(asRecord(d.usdt).opened), btc: asBoolean(asRecord(d.btc).opened) };
}

// ---------------------------------------------------------------------------------------------
// The store

export interface AccountState {
  /** idle: nothing asked (or a visitor); ready: every call settled (failures left defaults). */
  status: 'idle' | 'loading' | 'ready';
  mode: UnifiedAccountInfo;
  crossMargin: CrossMarginInfo;
  futuresOpen: FuturesOpen;
}

/** Shared by every element on the page, like the session it belongs to. */
export const accountStore = proxy<AccountState>({
  status: 'idle',
  // ref(): the values are replaced whole, never mutated, so valtio need not deep-proxy them.
  mode: ref(DEFAULT_UNIFIED_ACCOUNT),
  crossMargin: ref(EMPTY_CROSS_MARGIN),
  futuresOpen: ref(NO_FUTURES_OPEN),
});

let load: Promise<void> | undefined;

/**
 * Loads the account data once per page, and only for a logged-in user: it waits for the
 * (shared, deduplicated) session load first, so the header may call it on mount. A visitor
 * makes no account call and the store stays idle; a later call (after a login) tries again.
 */
export function loadAccount(base: string): Promise<void> {
  if (load) return load;
  // The session said visitor (a logout, a session that ended): nothing to load, nothing to ask.
  if (session.status === 'ready' && !session.user.isLogin) return Promise.resolve();
  const job = loadSession(base).then(async () => {
    // A reset (logout, a test) while the session was loading: a newer load owns the store now,
    // and this one must not write to it (a late 'loading' would hide the account entries for good).
    if (load !== job) return;
    if (!session.user.isLogin) {
      load = undefined;
      return;
    }
    accountStore.status = 'loading';
    const options = { base };
    const [mode, crossMargin, futures] = await Promise.all([
      fetchMapped(ACCOUNT_PATHS.unifiedAccountMode, mapUnifiedAccount, DEFAULT_UNIFIED_ACCOUNT, options),
      fetchMapped(ACCOUNT_PATHS.crossMarginInfo, mapCrossMarginInfo, EMPTY_CROSS_MARGIN, options),
      fetchMapped(ACCOUNT_PATHS.futuresAccountInfo, mapFuturesOpen, NO_FUTURES_OPEN, options),
    ]);
    // A logout while the calls were out wins: do not bring a logged-out user's data back.
    if (load !== job) return;
    accountStore.mode = ref(mode.value);
    accountStore.crossMargin = ref(crossMargin.value);
    accountStore.futuresOpen = ref(futures.value);
    accountStore.status = 'ready';
  });
  load = job;
  return job;
}

/** After logout (and for tests): back to the defaults; the next loadAccount fetches again. */
export function resetAccount(): void {
  load = undefined;
  accountStore.status = 'idle';
  accountStore.mode = ref(DEFAULT_UNIFIED_ACCOUNT);
  accountStore.crossMargin = ref(EMPTY_CROSS_MARGIN);
  accountStore.futuresOpen = ref(NO_FUTURES_OPEN);
}

registerReset(resetAccount);
// The user's account data goes with their session.
onSessionEnd(resetAccount);
