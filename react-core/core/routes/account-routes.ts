/**
 * Builders for the logged-in paths of spec §2 (Account, Funds, Orders), written once. A module of
 * their own so the one-script entry carries none of them: only the account chunks import it.
 * Import as a namespace: `import * as ACCOUNT_ROUTES from '.../account-routes'`.
 */

// Account
export const profile = () => '/myaccount/profile';
export const kyc = () => '/myaccount/kyc_home';
export const security = () => '/myaccount/security-setting';
export const apiKeys = () => '/myaccount/profile/api-key/manage';
export const subAccounts = () => '/myaccount/sub_account_manage';
export const tickets = () => '/myaccount/tickets';
export const couponCenter = (underProfile: boolean) => (underProfile ? '/myaccount/profile/coupon_center' : '/myaccount/coupon_center');
export const points = () => '/myaccount/point_manage';

// Funds
export const funds = (sub?: 'spot' | 'futures' | 'margin' | 'quantitative' | 'payment' | 'cross_margin') =>
  sub ? `/myaccount/myfunds/${sub}` : '/myaccount/myfunds';
export const deposit = (coin = 'USDT') => `/myaccount/deposit/${coin}`;
export const depositGateCode = () => '/myaccount/deposit_gatecode';
export const withdraw = (coin = 'USDT') => `/myaccount/withdraw/${coin}`;
export const withdrawInternal = (coin = 'USDT') => `/myaccount/withdraw_internal/${coin}`;
export const fundsAlpha = () => '/myaccount/funds/alpha';
export const fundsBot = () => '/myaccount/funds/bot-account';
export const fundsLaunchPool = () => '/myaccount/funds/finance/launch_pool';
export const fundsStaking = () => '/myaccount/funds/finance/staking';
export const purseLog = () => '/myaccount/mypurselog';
export const accountStatement = () => '/myaccount/account_statement';
export const availableProof = () => '/myaccount/myavailableproof';

// Orders
export const spotOrders = () => '/myaccount/myorders';
export const futuresOrders = (type: 'usdt' | 'btc') => `/myaccount/futures_trade?type=${type}`;
export const futuresOrderHistory = () => '/myaccount/futures_trade/order_history';
export const deliveryOrderHistory = () => '/myaccount/futures_delivery/order_history';
export const p2pOrders = () => '/p2p/orders';
export const marginOrders = () => '/myaccount/margin';
export const paymentBills = () => '/myaccount/payment_bills';
export const convertOrders = () => '/myaccount/convert';
export const lockEarnOrders = () => '/myaccount/finance/lock_earn';
export const crossMarginOrders = () => '/myaccount/cross_margin';
export const alphaOrders = () => '/myaccount/order/alpha/record';
