import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../react-core/core/api/endpoints';
import { startMockApi, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startMockApi();
});
afterAll(() => h.close());

const as = (persona?: string): { cookies: Record<string, string> } => ({ cookies: persona === undefined ? {} : { mock_user: persona } });

const USER_FIELDS = [
  'uid',
  'tier_level',
  'nickname',
  'user_avatar',
  'user_nick',
  'tier_next_progress',
  'tier_next_usdt',
  'tier_next_fiat',
  'tier_next_gt_min',
  'tier_next_gt_only',
  'tier_next_asset_only_usd',
  'tier_all_trade_usdt',
  'tier_all_trade_jpy',
  'total_usd',
  'curr_fiat',
  'kyc_status',
  'safe_level',
  'isLogin',
  'is_sub_account',
  'white_list_show',
  'is_sub',
  'is_trial',
];

describe('persona cookie mock_user', () => {
  it.each([undefined, 'visitor', 'nobody'])('%s is a visitor: userInfo answers { isLogin: false }', async (p) => {
    expect(await h.data(ENDPOINTS.userInfo, as(p))).toEqual({ isLogin: false });
    expect((await h.data(ENDPOINTS.commonData, as(p))).is_login).toBe(false);
  });

  it.each(['user', 'vip', 'sub', 'whitelist', 'unified'])('%s has a full user info with a /mock-assets avatar', async (p) => {
    const u = await h.data(ENDPOINTS.userInfo, as(p));
    for (const f of USER_FIELDS) expect(u, f).toHaveProperty(f);
    expect(u.isLogin).toBe(true);
    expect(u.user_avatar).toMatch(/^\/mock-assets\/avatar\/.+\.svg$/);
    expect(u.curr_fiat).toBe('USD');
    expect((await h.data(ENDPOINTS.commonData, as(p))).is_login).toBe(true);
  });

  it('user: tier 0, KYC done, safe level 1', async () => {
    expect(await h.data(ENDPOINTS.userInfo, as('user'))).toMatchObject({
      tier_level: 0,
      kyc_status: 1,
      safe_level: 1,
      is_sub_account: false,
      is_sub: 0,
      white_list_show: false,
      is_trial: false,
    });
  });

  it('vip: tier 3 on a trial', async () => {
    expect(await h.data(ENDPOINTS.userInfo, as('vip'))).toMatchObject({ tier_level: 3, is_trial: true });
  });

  it('sub: a sub-account (is_sub_account true, is_sub 1)', async () => {
    expect(await h.data(ENDPOINTS.userInfo, as('sub'))).toMatchObject({ is_sub_account: true, is_sub: 1, white_list_show: false });
  });

  it('whitelist: whitelisted and not a sub-account', async () => {
    expect(await h.data(ENDPOINTS.userInfo, as('whitelist'))).toMatchObject({ white_list_show: true, is_sub_account: false });
  });

  it('user info follows the curr_fiat cookie', async () => {
    expect((await h.data(ENDPOINTS.userInfo, { cookies: { mock_user: 'user', curr_fiat: 'EUR' } })).curr_fiat).toBe('EUR');
  });

  it('unified: multi-currency mode, already upgraded', async () => {
    expect(await h.data(ENDPOINTS.unifiedAccountMode, as('unified'))).toMatchObject({ mode: 'multi_currency', support_unified: true, first_open: false });
  });

  it('visitors get the spec default account mode', async () => {
    expect(await h.data(ENDPOINTS.unifiedAccountMode, as())).toEqual({
      mode: 'classic',
      support_unified: false,
      first_open: true,
      auto_borrow: false,
      auto_repay: false,
      settings: { options: false, usdt_futures: false, spot_hedge: false, use_funding: false },
    });
  });

  it('cross margin: uid 1 for user and vip, 2 for the others, [] for visitors', async () => {
    for (const p of ['user', 'vip']) expect((await h.data(ENDPOINTS.crossMarginInfo, as(p))).crossMarginUid).toBe(1);
    for (const p of ['sub', 'whitelist', 'unified']) expect((await h.data(ENDPOINTS.crossMarginInfo, as(p))).crossMarginUid).toBe(2);
    expect(await h.data(ENDPOINTS.crossMarginInfo, as())).toEqual([]);
  });

  it('futures account info differs per persona', async () => {
    expect((await h.data(ENDPOINTS.futuresAccountInfo, as('vip'))).btc.opened).toBe(true);
    expect((await h.data(ENDPOINTS.futuresAccountInfo, as('whitelist'))).usdt.opened).toBe(false);
  });

  it.each(['reminderTabs', 'reminderRecords', 'unreadCount', 'futuresAccountInfo'] as const)(
    '%s answers HTTP 401 "login required" to visitors',
    async (name) => {
      const a = await h.call(ENDPOINTS[name]);
      expect(a.status).toBe(401);
      expect(a.json).toEqual({ code: 401, message: 'login required', data: null });
    },
  );

  it('mark-read also needs a login', async () => {
    expect((await h.call(ENDPOINTS.reminderMarkRead, { form: {} })).status).toBe(401);
  });
});
