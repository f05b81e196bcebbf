import { describe, expect, it } from 'vitest';
import {
  accountEntries,
  orderEntries,
  REFERRAL_REWARD,
  RESTRICTED_ENTRY_IDS,
  showDeposit,
  showSwitchAccount,
  walletEntries,
} from '../../../../react-core/header/account/account.rules';
import { REGIONS } from '../../../../react-core/core/region/regions';
import { VISITOR } from '../../../../react-core/core/site/user-info';
import { EMPTY_CROSS_MARGIN, NO_FUTURES_OPEN } from '../../../../react-core/header/account/account.store';
import { byId, ids, personaCtx } from './fixtures';
import en from '../../../../react-core/header/account/intl/en.json';

const hrefs = (entries: { href: string }[]) => entries.map((e) => e.href);
const RESTRICTED = REGIONS.filter((r) => r.restrictedEntries).map((r) => r.id);

describe('wallet entries (spec §2 Funds)', () => {
  it('the global site lists every Funds path for a user with cross margin', () => {
    const w = walletEntries(personaCtx('user'));
    expect(hrefs(w)).toEqual([
      '/myaccount/myfunds',
      '/myaccount/myfunds/spot',
      '/myaccount/myfunds/futures',
      '/myaccount/myfunds/margin',
      '/myaccount/myfunds/cross_margin',
      '/myaccount/myfunds/quantitative',
      '/myaccount/funds/bot-account',
      '/myaccount/myfunds/payment',
      '/myaccount/funds/alpha',
      '/myaccount/funds/finance/launch_pool',
      '/myaccount/funds/finance/staking',
      '/myaccount/deposit/USDT',
      '/myaccount/deposit_gatecode',
      '/myaccount/withdraw/USDT',
      '/myaccount/withdraw_internal/USDT',
      '/myaccount/deposit_fiat',
      '/myaccount/withdraw_fiat',
      '/myaccount/mypurselog',
      '/myaccount/account_statement',
      '/myaccount/myavailableproof',
      '/gt',
    ]);
  });

  it('every label is a key of the account namespace', () => {
    for (const persona of ['user', 'vip', 'sub', 'whitelist', 'unified'] as const) {
      for (const region of REGIONS) {
        const ctx = personaCtx(persona, { region: region.id });
        for (const e of [...walletEntries(ctx), ...orderEntries(ctx), ...accountEntries(ctx)]) expect(en).toHaveProperty([e.label]);
      }
    }
  });

  it('shows Unified Account instead of Spot Account once upgraded (first_open false, spec §4)', () => {
    expect(byId(walletEntries(personaCtx('unified')), 'unifiedAccount')).toMatchObject({ label: 'wallet.unifiedAccount', href: '/myaccount/myfunds/spot' });
    expect(byId(walletEntries(personaCtx('unified')), 'spotAccount')).toBeUndefined();
    expect(byId(walletEntries(personaCtx('vip')), 'spotAccount')).toMatchObject({ label: 'wallet.spotAccount' });
    expect(byId(walletEntries(personaCtx('vip')), 'unifiedAccount')).toBeUndefined();
  });

  it('shows the cross-margin account only for crossMarginUid 0 or 1 (spec §4)', () => {
    expect(ids(walletEntries(personaCtx('vip')))).toContain('crossMarginAccount'); // uid 1
    expect(ids(walletEntries(personaCtx('sub')))).not.toContain('crossMarginAccount'); // uid 2
    expect(ids(walletEntries({ ...personaCtx('sub'), crossMargin: { ...EMPTY_CROSS_MARGIN, crossMarginUid: 0 } }))).toContain('crossMarginAccount');
    expect(ids(walletEntries({ ...personaCtx('vip'), crossMargin: EMPTY_CROSS_MARGIN }))).not.toContain('crossMarginAccount');
  });

  it('an Italy-limited user (isItalyLimit) gets the restricted sites’ account and earn hiding on the global site (spec §6)', () => {
    const limited = personaCtx('vip', { italyLimit: true });
    const all = [...walletEntries(limited), ...orderEntries(limited), ...accountEntries(limited)];
    for (const id of RESTRICTED_ENTRY_IDS) expect(ids(all), id).not.toContain(id);
    const free = personaCtx('vip');
    const shown = ids([...walletEntries(free), ...orderEntries(free), ...accountEntries(free)]);
    expect(shown.filter((id) => RESTRICTED_ENTRY_IDS.has(id)).length, 'the same user without the limit sees them').toBeGreaterThan(3);
    // What the restricted sites keep, the limited user keeps too.
    expect(ids(walletEntries(limited))).toContain('spotAccount');
  });

  it('hides the Alpha account under compliance button_alpha_hidden (spec §6)', () => {
    expect(ids(walletEntries(personaCtx('vip', { compliance: ['button_alpha_hidden'] })))).not.toContain('alphaAccount');
    expect(ids(walletEntries(personaCtx('vip', { compliance: [] })))).toContain('alphaAccount');
  });

  it('compliance codes hide the matching accounts', () => {
    const w = ids(walletEntries(personaCtx('user', { compliance: ['derivatives', 'margin_trade', 'gatepay', 'deposit'] })));
    for (const id of ['futuresAccount', 'marginAccount', 'crossMarginAccount', 'paymentAccount', 'deposit', 'depositGateCode']) expect(w).not.toContain(id);
    expect(w).toEqual(expect.arrayContaining(['spotAccount', 'withdraw', 'depositFiat']));
  });

  it('Japan: fiat deposit and withdrawal in JPY; no crypto deposit (compliance `deposit`)', () => {
    const w = walletEntries(personaCtx('user', { region: 83 }));
    expect(byId(w, 'depositFiat')?.href).toBe('/myaccount/deposit_fiat/JPY');
    expect(byId(w, 'withdrawFiat')?.href).toBe('/myaccount/withdraw_fiat/JPY');
    expect(byId(w, 'deposit')).toBeUndefined();
    expect(byId(walletEntries(personaCtx('user', { region: 177 })), 'depositFiat')?.href).toBe('/myaccount/deposit_fiat');
  });

  for (const region of RESTRICTED) {
    it(`restricted site ${region} leaves out the earn, bot, Alpha and GT entries`, () => {
      const ctx = personaCtx('vip', { region, compliance: [] });
      const all = ids([...walletEntries(ctx), ...orderEntries(ctx), ...accountEntries(ctx)]);
      for (const id of RESTRICTED_ENTRY_IDS) expect(all).not.toContain(id);
      expect(all).toEqual(expect.arrayContaining(['overview', 'spotAccount', 'withdraw', 'spotOrders', 'profile', 'security', 'couponCenter']));
    });
  }

  it('unrestricted sub-sites (Turkey, Bahamas) keep them', () => {
    for (const region of [177, 14]) {
      const ctx = personaCtx('vip', { region, compliance: [] });
      expect(ids(walletEntries(ctx))).toEqual(expect.arrayContaining(['botAccount', 'stakingAccount', 'alphaAccount', 'gt']));
    }
  });

  it('prefixes every path with the language', () => {
    const ctx = personaCtx('user', { lang: 'de' });
    for (const e of [...walletEntries(ctx), ...orderEntries(ctx), ...accountEntries(ctx)]) expect(e.href.startsWith('/de/')).toBe(true);
  });
});

describe('order entries (spec §2 Orders)', () => {
  it('vip (USDT and BTC futures open): both prefixed futures entries, every Orders path', () => {
    const o = orderEntries(personaCtx('vip'));
    expect(hrefs(o)).toEqual([
      '/myaccount/myorders',
      '/myaccount/futures_trade?type=usdt',
      '/myaccount/futures_trade?type=btc',
      '/myaccount/futures_delivery/order_history',
      '/myaccount/margin',
      '/myaccount/cross_margin',
      '/p2p/orders',
      '/myaccount/convert',
      '/myaccount/finance/lock_earn',
      '/myaccount/payment_bills',
      '/myaccount/order/alpha/record',
    ]);
    expect(byId(o, 'futuresOrdersUsdt')).toMatchObject({ label: 'orders.futuresSettle', labelVars: { settle: 'USDT' } });
    expect(byId(o, 'futuresOrdersBtc')).toMatchObject({ label: 'orders.futuresSettle', labelVars: { settle: 'BTC' } });
    expect(en['orders.futuresSettle'].replace('{settle}', 'USDT')).toBe('USDT Futures Orders');
  });

  it('user (USDT only): the USDT prefix alone', () => {
    const o = orderEntries(personaCtx('user'));
    expect(ids(o)).toContain('futuresOrdersUsdt');
    expect(ids(o)).not.toContain('futuresOrdersBtc');
    expect(ids(o)).not.toContain('futuresOrders');
  });

  it('whitelist (no contract open): one unprefixed entry to the futures order history', () => {
    const o = orderEntries(personaCtx('whitelist'));
    expect(byId(o, 'futuresOrders')).toEqual({ id: 'futuresOrders', label: 'orders.futures', href: '/myaccount/futures_trade/order_history' });
    expect(ids(o).filter((id) => id.startsWith('futuresOrders'))).toEqual(['futuresOrders']);
    expect(ids(orderEntries({ ...personaCtx('vip'), futuresOpen: NO_FUTURES_OPEN }))).toContain('futuresOrders');
  });

  it('cross-margin orders only for crossMarginUid 0 or 1', () => {
    expect(ids(orderEntries(personaCtx('user')))).toContain('crossMarginOrders');
    expect(ids(orderEntries(personaCtx('unified')))).not.toContain('crossMarginOrders');
  });

  it('Alpha orders hidden by button_alpha_hidden; C2C orders by fiat_trade; futures by derivatives', () => {
    const o = ids(orderEntries(personaCtx('vip', { compliance: ['button_alpha_hidden', 'fiat_trade', 'derivatives'] })));
    expect(o).not.toContain('alphaOrders');
    expect(o).not.toContain('p2pOrders');
    expect(o.some((id) => id.startsWith('futuresOrders') || id === 'deliveryOrders')).toBe(false);
    expect(o).toContain('spotOrders');
  });

  it('US: the compliance menu removes derivatives, margin, P2P and Alpha orders', () => {
    const o = ids(orderEntries(personaCtx('vip', { region: 232 })));
    expect(o).toEqual(['spotOrders', 'convertOrders', 'paymentBills']);
  });

  it('hiddenSpotOrder drops spot orders; hiddenMultipleOrder keeps spot orders alone', () => {
    expect(ids(orderEntries(personaCtx('vip', { hidden: ['spotOrder'] })))).not.toContain('spotOrders');
    expect(ids(orderEntries(personaCtx('vip', { hidden: ['multipleOrder'] })))).toEqual(['spotOrders']);
    expect(orderEntries(personaCtx('vip', { hidden: ['multipleOrder', 'spotOrder'] }))).toEqual([]);
  });
});

describe('account entries (spec §2 Account)', () => {
  it('global user: every Account path, the coupon centre under /myaccount', () => {
    expect(hrefs(accountEntries(personaCtx('user')))).toEqual([
      '/myaccount/profile',
      '/myaccount/kyc_home',
      '/myaccount/security-setting',
      '/myaccount/profile/api-key/manage',
      '/referral',
      '/myaccount/coupon_center',
      '/myaccount/point_manage',
      '/reminder',
      '/fee',
      '/myaccount/tickets',
      '/groupchat/service?platform=web',
    ]);
    expect(REFERRAL_REWARD).toBe('20 USDT');
  });

  it('the site prefix (spec §2) goes before every entry', () => {
    for (const entry of accountEntries({ ...personaCtx('user', { lang: 'de' }), sitePrefix: '/eu' }))
      expect(entry.href.startsWith('/eu/de/'), entry.href).toBe(true);
  });

  it('support on a phone (common data is_phone): the service chat’s H5 page', () => {
    expect(byId(accountEntries({ ...personaCtx('user'), isPhone: true }), 'support')?.href).toBe('/groupchat/service?platform=h5');
  });

  it('US: the coupon centre lives under /profile/ (spec §2)', () => {
    expect(byId(accountEntries(personaCtx('user', { region: 232 })), 'couponCenter')?.href).toBe('/myaccount/profile/coupon_center');
  });

  it('sub-account management: whitelisted, not a sub-account, on a site that allows it (spec §6)', () => {
    expect(byId(accountEntries(personaCtx('whitelist')), 'subAccounts')?.href).toBe('/myaccount/sub_account_manage');
    expect(byId(accountEntries(personaCtx('user')), 'subAccounts')).toBeUndefined(); // not whitelisted
    const subWhitelisted = { ...personaCtx('sub'), user: { ...personaCtx('sub').user, whiteListShow: true } };
    expect(byId(accountEntries(subWhitelisted), 'subAccounts')).toBeUndefined(); // a sub-account
    for (const region of REGIONS) {
      const shown = Boolean(byId(accountEntries(personaCtx('whitelist', { region: region.id })), 'subAccounts'));
      expect(shown, region.name).toBe(region.subAccountManagement);
    }
    expect(
      REGIONS.filter((r) => !r.subAccountManagement)
        .map((r) => r.id)
        .sort(),
    ).toEqual([106, 181, 232, 83].sort());
  });

  it('testnet: every profile link disabled and no KYC entry (spec §6)', () => {
    const a = accountEntries(personaCtx('user', { testnet: true }));
    expect(a.length).toBeGreaterThan(0);
    expect(a.every((e) => e.disabled === true)).toBe(true);
    expect(ids(a)).not.toContain('kyc');
    expect(accountEntries(personaCtx('user')).some((e) => e.disabled)).toBe(false);
  });

  it('hiddenNotification removes the notifications link', () => {
    expect(ids(accountEntries(personaCtx('user', { hidden: ['notification'] })))).not.toContain('notifications');
  });
});

describe('Deposit and Switch Account (spec §6)', () => {
  it('Deposit: main and US sites only, unless the compliance menu has `deposit`', () => {
    for (const region of REGIONS) {
      expect(showDeposit(personaCtx('user', { region: region.id, compliance: [] })), region.name).toBe(region.id === 0 || region.id === 232);
    }
    expect(showDeposit(personaCtx('user', { compliance: ['deposit'] }))).toBe(false);
    expect(showDeposit(personaCtx('user', { testnet: true }))).toBe(false);
    expect(showDeposit({ ...personaCtx('user'), user: VISITOR })).toBe(false);
  });

  it('Switch Account: main site only; a sub-account only with the is_switch_tag cookie', () => {
    const none = () => undefined;
    const tagged = (name: string) => (name === 'is_switch_tag' ? '1' : undefined);
    for (const persona of ['user', 'vip', 'whitelist', 'unified'] as const) expect(showSwitchAccount(personaCtx(persona), none)).toBe(true);
    expect(showSwitchAccount(personaCtx('sub'), none)).toBe(false);
    expect(showSwitchAccount(personaCtx('sub'), tagged)).toBe(true);
    for (const region of REGIONS.filter((r) => r.id !== 0)) expect(showSwitchAccount(personaCtx('user', { region: region.id }), tagged)).toBe(false);
    expect(showSwitchAccount(personaCtx('user', { testnet: true }), tagged)).toBe(false);
    expect(showSwitchAccount({ ...personaCtx('user'), user: VISITOR }, tagged)).toBe(false);
  });
});
