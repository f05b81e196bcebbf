import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  ACCOUNT_MODES,
  accountStore,
  DEFAULT_UNIFIED_ACCOUNT,
  EMPTY_CROSS_MARGIN,
  loadAccount,
  mapCrossMarginInfo,
  mapFuturesOpen,
  mapUnifiedAccount,
  NO_FUTURES_OPEN,
  resetAccount,
} from '../../../../react-core/header/account/account.store';
import { endSession, loadSession, resetSession, session } from '../../../../react-core/core/store/session';
import { ENDPOINTS } from '../../../../react-core/core/api/endpoints';
import { accountMode, crossMarginInfo, futuresAccountInfo } from '../../../../demo/mock-api/personas';
import { startMockApi, type Harness } from '../../mock-api/harness';

const anyJson = fc.jsonValue({ maxDepth: 4 });
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 }));

describe('account mappers: any JSON in, a valid value out, never a throw', () => {
  it('unified account mode', () => {
    const keys = ['mode', 'support_unified', 'first_open', 'auto_borrow', 'auto_repay', 'settings'];
    fc.assert(
      fc.property(fc.oneof(anyJson, shaped(keys), fc.record({ settings: shaped(['options', 'usdt_futures', 'spot_hedge', 'use_funding']) })), (data) => {
        const m = mapUnifiedAccount(data);
        expect(ACCOUNT_MODES).toContain(m.mode);
        for (const v of [m.supportUnified, m.firstOpen, m.autoBorrow, m.autoRepay, ...Object.values(m.settings)]) expect(typeof v).toBe('boolean');
        expect(Object.keys(m.settings).sort()).toEqual(['options', 'spotHedge', 'usdtFutures', 'useFunding']);
      }),
      { numRuns: 500 },
    );
  });

  it('unified account mode: the spec defaults for missing or wrong fields, the answer otherwise', () => {
    expect(mapUnifiedAccount(null)).toEqual(DEFAULT_UNIFIED_ACCOUNT);
    expect(DEFAULT_UNIFIED_ACCOUNT).toEqual({
      mode: 'classic',
      supportUnified: false,
      firstOpen: true,
      autoBorrow: false,
      autoRepay: false,
      settings: { options: false, usdtFutures: false, spotHedge: false, useFunding: false },
    });
    expect(mapUnifiedAccount({ mode: 'portfolio', first_open: 'maybe' })).toEqual(DEFAULT_UNIFIED_ACCOUNT);
    expect(mapUnifiedAccount(accountMode('unified'))).toEqual({
      mode: 'multi_currency',
      supportUnified: true,
      firstOpen: false,
      autoBorrow: true,
      autoRepay: true,
      settings: { options: true, usdtFutures: true, spotHedge: false, useFunding: true },
    });
    expect(mapUnifiedAccount({ mode: 'single_currency', first_open: 0 })).toMatchObject({ mode: 'single_currency', firstOpen: false });
  });

  it('cross-margin info', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, shaped(['userTier', 'userSpotBalance', 'crossMarginUid'])), (data) => {
        const c = mapCrossMarginInfo(data);
        expect(Number.isFinite(c.userTier) && c.userTier >= 0).toBe(true);
        expect(Number.isFinite(c.userSpotBalance)).toBe(true);
        expect(c.crossMarginUid === null || Number.isInteger(c.crossMarginUid)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('cross-margin info: an array is empty (spec §7), and empty never reads as uid 0', () => {
    expect(mapCrossMarginInfo([])).toEqual(EMPTY_CROSS_MARGIN);
    expect(mapCrossMarginInfo([{ crossMarginUid: 1 }])).toEqual(EMPTY_CROSS_MARGIN);
    expect(EMPTY_CROSS_MARGIN.crossMarginUid).toBeNull();
    expect(mapCrossMarginInfo({})).toEqual(EMPTY_CROSS_MARGIN);
    expect(mapCrossMarginInfo(crossMarginInfo('vip'))).toEqual({ userTier: 3, userSpotBalance: 287450.12, crossMarginUid: 1 });
    expect(mapCrossMarginInfo({ crossMarginUid: '0' }).crossMarginUid).toBe(0);
    expect(mapCrossMarginInfo({ crossMarginUid: 1.5 }).crossMarginUid).toBeNull();
  });

  it('futures account info', () => {
    fc.assert(
      fc.property(fc.oneof(anyJson, shaped(['usdt', 'btc']), fc.record({ usdt: shaped(['opened']), btc: shaped(['opened']) })), (data) => {
        const f = mapFuturesOpen(data);
        expect(typeof f.usdt).toBe('boolean');
        expect(typeof f.btc).toBe('boolean');
      }),
      { numRuns: 500 },
    );
    expect(mapFuturesOpen(futuresAccountInfo('vip'))).toEqual({ usdt: true, btc: true });
    expect(mapFuturesOpen(futuresAccountInfo('user'))).toEqual({ usdt: true, btc: false });
    expect(mapFuturesOpen(futuresAccountInfo('whitelist'))).toEqual(NO_FUTURES_OPEN);
    expect(mapFuturesOpen(null)).toEqual(NO_FUTURES_OPEN);
  });
});

describe('loadAccount against the mock API', () => {
  let mock: Harness;
  let cookie = '';
  const seen: string[] = [];

  beforeAll(async () => {
    // A `timeout` fault answers (normally) after 300 ms here: long enough to act while calls are out.
    mock = await startMockApi({ timeoutMs: 300 });
    const realFetch = globalThis.fetch;
    // Node's fetch has no cookie jar: send the persona cookie the browser would.
    vi.stubGlobal('fetch', (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      seen.push(new URL(url).pathname);
      return realFetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), cookie } });
    });
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await mock.close();
  });
  afterEach(() => {
    resetSession();
    resetAccount();
    seen.length = 0;
  });

  it('loads mode, cross margin and futures once for a logged-in user', async () => {
    cookie = 'mock_user=vip';
    await Promise.all([loadAccount(mock.base), loadAccount(mock.base)]);
    await loadAccount(mock.base);
    expect(accountStore.status).toBe('ready');
    expect(accountStore.mode).toEqual({ ...DEFAULT_UNIFIED_ACCOUNT, supportUnified: true });
    expect(accountStore.crossMargin.crossMarginUid).toBe(1);
    expect(accountStore.futuresOpen).toEqual({ usdt: true, btc: true });
    expect(seen.filter((p) => p === ENDPOINTS.unifiedAccountMode)).toHaveLength(1);
    expect(seen.filter((p) => p === ENDPOINTS.crossMarginInfo)).toHaveLength(1);
    expect(seen.filter((p) => p === ENDPOINTS.futuresAccountInfo)).toHaveLength(1);
    expect(seen.filter((p) => p === ENDPOINTS.userInfo)).toHaveLength(1);
  });

  it('the unified persona: multi-currency, upgraded (first_open false)', async () => {
    cookie = 'mock_user=unified';
    await loadAccount(mock.base);
    expect(accountStore.mode.mode).toBe('multi_currency');
    expect(accountStore.mode.firstOpen).toBe(false);
    expect(accountStore.crossMargin.crossMarginUid).toBe(2);
  });

  it('makes no account call for a visitor', async () => {
    cookie = 'mock_user=visitor';
    await loadAccount(mock.base);
    expect(accountStore.status).toBe('idle');
    expect(seen).toEqual([ENDPOINTS.userInfo]);
  });

  it('failures leave the defaults (spec §8)', async () => {
    cookie = 'mock_user=unified; mock_fault=' + encodeURIComponent('account_mode=500,cross_margin=malformed,account_info=null');
    await loadAccount(mock.base);
    expect(accountStore.status).toBe('ready');
    expect(accountStore.mode).toEqual(DEFAULT_UNIFIED_ACCOUNT);
    expect(accountStore.crossMargin).toEqual(EMPTY_CROSS_MARGIN);
    expect(accountStore.futuresOpen).toEqual(NO_FUTURES_OPEN);
  });

  it('wrong types from the server still give valid values', async () => {
    cookie = 'mock_user=vip; mock_fault=' + encodeURIComponent('account_mode=wrongtype,cross_margin=wrongtype,account_info=wrongtype');
    await loadAccount(mock.base);
    expect(ACCOUNT_MODES).toContain(accountStore.mode.mode);
    expect(accountStore.crossMargin.crossMarginUid).toBeNull();
    expect(accountStore.futuresOpen).toEqual(NO_FUTURES_OPEN);
  });

  it('a load reset while its session was loading never writes to the store again (a late "loading" would hide the entries)', async () => {
    // The first load waits on a slow session answer; a reset, then a new load that answers at once.
    cookie = 'mock_user=vip; mock_fault=userInfo=timeout';
    const stale = loadAccount(mock.base);
    await vi.waitFor(() => expect(seen).toContain(ENDPOINTS.userInfo));
    resetSession();
    resetAccount();
    cookie = 'mock_user=vip';
    await loadAccount(mock.base);
    expect(accountStore.status).toBe('ready');
    await stale;
    expect(accountStore.status, 'still ready once the stale load has run').toBe('ready');
  });

  it('a logout while the session answer is out keeps the visitor (its user does not come back)', async () => {
    cookie = 'mock_user=vip; mock_fault=userInfo=timeout';
    const pending = loadSession(mock.base);
    await vi.waitFor(() => expect(seen).toContain(ENDPOINTS.userInfo));
    endSession();
    await pending;
    expect(session.user.isLogin).toBe(false);
  });

  it('a logout while the calls are out does not bring the data back', async () => {
    cookie = 'mock_user=vip; mock_fault=account_info=timeout';
    const job = loadAccount(mock.base);
    // Let the session arrive and the account calls start, then log out.
    await vi.waitFor(() => expect(accountStore.status).toBe('loading'));
    endSession();
    resetAccount();
    await job;
    expect(session.user.isLogin).toBe(false);
    expect(accountStore.status).toBe('idle');
    expect(accountStore.futuresOpen).toEqual(NO_FUTURES_OPEN);
  });
});
