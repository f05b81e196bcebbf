/**
 * Builders for every path of spec §2, written once. They return app paths without the language
 * prefix; `withLanguage` (links.ts) adds it where the spec says so. Import them as a namespace,
 * `import * as ROUTES from '.../routes'`: the bundler then keeps only the builders a page uses.
 * A first paint imports a narrower namespace, so its chunk carries no more than its own links:
 * the footer site-routes.ts, the header header-routes.ts (both re-exported here).
 */
import { DEFAULT_PAIR, trade } from './site-routes';

export * from './header-routes';

const pair = (base: string, quote: string) => `${base.toUpperCase()}_${quote.toUpperCase()}`;

export const DEFAULT_SETTLE = 'USDT';

// Trading (spec §2 prefixes: /trade for spot pairs, /futures for futures)
export const FUTURES_PREFIX = '/futures';
export const tradePair = (base: string, quote: string) => trade(pair(base, quote));
export const futures = (settle: string = DEFAULT_SETTLE, contract: string = DEFAULT_PAIR) => `${FUTURES_PREFIX}/${settle}/${contract}`;
export const delivery = (contractName: string) => `/futures-delivery/USDT/${contractName}`;
export const preMarket = () => '/pre-market';
export const preMarketCurrency = (currency: string) => `/pre-market/${currency.toUpperCase()}`;
export const pilot = (seoPath: string) => `/pilot/${seoPath}`;
export const options = (currency: string) => `/options/${currency}`;
/** An option contract on its underlying's page (spec §2 /options/{currency}): the contract preselected. */
export const optionsContract = (underlying: string, contract: string) => `${options(underlying)}?contract=${encodeURIComponent(contract)}`;

// Derivatives
export const futuresPoints = () => '/futures/points';
export const futuresGuide = () => '/futures/trading-guide-for-beginners';
export const optionsHome = () => '/options/BTC_USDT';
export const unifiedAccount = () => '/unified-trading-account';
export const copyTrading = () => '/copytrading';
export const bots = () => '/crypto-trading-bots';
export const convert = () => '/convert';
export const premint = () => '/premint';
export const alphaToken = (chain: string, address: string) => `/alpha/${chain}-${address}`;

// Buying crypto
export const crypto = () => '/crypto';
export const buySellCrypto = () => '/buy-sell-crypto';
export const card = () => '/card';
export const c2cLoan = () => '/c2cloan/cny';
export const sale = () => '/sale';

// Earn
export const simpleEarn = () => '/simple-earn';
export const autoInvestment = () => '/auto-investment?source=earn';
export const dualCurrency = () => '/dual-currency-investment';
export const softStaking = () => '/soft-staking';
export const cryptoLoan = () => '/cryptoloan';
export const lendingCenter = () => '/crypto-lending-center';
export const vipWealth = () => '/vip-wealth';
export const privateWealth = () => '/private-wealth';
export const quantFund = () => '/institution/quant-fund';
export const staking = (coin?: string) => (coin ? `/staking/${coin}` : '/staking');
export const candyDrop = () => '/candy-drop';
export const launchpool = () => '/launchpool';
export const hodlerAirdrop = () => '/hodler-airdrop';
export const launchpad = () => '/launchpad';
export const alphaPointAirdrop = () => '/alpha-point/airdrop';

// Community and info
export const post = () => '/post';
export const live = () => '/live';
export const news = () => '/news';
export const blog = () => '/blog';
export const proofOfReserves = () => '/proof-of-reserves';
export const rewardsHubEvents = () => '/rewards_hub/events';
export const broker = () => '/broker';
export const assetManagement = () => '/asset-management/institution/asset-landing';
export const nextup = () => '/nextup';
export const competitionCenter = () => '/competition/center/trading';
/** Spec §2 Other pages: the community. */
export const community = () => '/community';
/** Spec §2 Other pages: a post of the community feed. */
export const postStatus = (mid: string) => `/post/status/${encodeURIComponent(mid)}`;
export const questionnaire = () => '/questionnaire';

// Shared by public and account pages
export const reminder = (sidebar?: string) => (sidebar ? `/reminder?sidebar=${encodeURIComponent(sidebar)}` : '/reminder');
