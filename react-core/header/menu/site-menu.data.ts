import * as ROUTES from '../../core/routes/routes';
import type { Site } from '../../core/region/regions';
import type { HeaderKey } from '../header.intl';

/**
 * The built-in navigation of the sub-sites (spec §6: only the main site uses the server menu).
 * The same sections and entries as the server menu, with the spec's routes; a trade link uses
 * the site's default pair (region table, spec §2). `restricted` entries are hidden on the
 * restricted sites (spec §6: "many account and earn entries are hidden for UK, Italy, Hong Kong,
 * Singapore, US, Japan, UAE, EU and Australia"); an entry whose code is in the compliance menu
 * is hidden too (its code doubles as the compliance code, as in the server menu).
 */
export interface SiteNavContext {
  defaultPair: string;
}

export interface SiteNavDef {
  code: string;
  /** App path (the language prefix is added), or an http(s) URL. */
  href: (ctx: SiteNavContext) => string;
  restricted?: true;
  /** Only on sites whose region fact says so (spec §2 names a site for the route). */
  onlyWhere?: (site: Site) => boolean;
  layout?: 'horizontal';
  tag?: 'hot' | 'new';
  /** A badge after the title (spec §3 Nav item rightNode). */
  rightNode?: string;
  /** Spec §3 Nav item target; default this tab (a new tab for http(s) links). */
  target?: '_blank';
  children?: readonly SiteNavDef[];
}

const to = (route: () => string) => () => route();

/**
 * Every header route of spec §2 a sub-site can offer, in the server menu's sections. Routes with
 * a parameter (a pair, a contract, a pilot path, a currency) come from the market panels; the
 * download page, the notification page and the account paths from the header's own entries.
 */
export const SITE_NAV: readonly SiteNavDef[] = [
  {
    code: 'buy_coins_head',
    href: to(ROUTES.crypto),
    children: [
      { code: 'buy_crypto', href: to(ROUTES.crypto) },
      { code: 'express', href: () => ROUTES.buyFiatUsdt('USD') },
      { code: 'fiat_trade', href: () => ROUTES.p2pExpress(), tag: 'hot' },
      { code: 'third_party', href: to(ROUTES.buySellCrypto) },
      { code: 'card', href: to(ROUTES.card), tag: 'new' },
      { code: 'sale', href: to(ROUTES.sale), onlyWhere: (site) => site.salePage },
      { code: 'c2c_loan', href: to(ROUTES.c2cLoan), restricted: true },
    ],
  },
  { code: 'markets_head', href: () => ROUTES.price(), children: [{ code: 'market_overview', href: () => ROUTES.price() }] },
  {
    code: 'trade_head',
    href: ({ defaultPair }) => ROUTES.trade(defaultPair),
    children: [
      { code: 'spot_trade', href: ({ defaultPair }) => ROUTES.trade(defaultPair) },
      { code: 'margin_trade', href: ({ defaultPair }) => ROUTES.isolatedMargin(defaultPair) },
      { code: 'convert', href: to(ROUTES.convert) },
      { code: 'pre_market', href: to(ROUTES.preMarket), restricted: true, tag: 'new' },
      { code: 'premint', href: to(ROUTES.premint), restricted: true },
      { code: 'alpha', href: to(ROUTES.alpha), restricted: true },
      { code: 'trading_bots', href: to(ROUTES.bots), restricted: true },
      { code: 'copy_trading', href: to(ROUTES.copyTrading), restricted: true },
      { code: 'margin_etf_trade', href: to(ROUTES.etf), restricted: true },
    ],
  },
  {
    code: 'derivatives',
    href: () => ROUTES.futures(),
    children: [
      { code: 'futures', href: () => ROUTES.futures(), tag: 'hot' },
      { code: 'options', href: to(ROUTES.optionsHome) },
      { code: 'unified_account', href: to(ROUTES.unifiedAccount) },
      { code: 'futures_points', href: to(ROUTES.futuresPoints) },
      { code: 'futures_guide', href: to(ROUTES.futuresGuide) },
    ],
  },
  {
    code: 'earn_head',
    href: to(ROUTES.simpleEarn),
    layout: 'horizontal',
    children: [
      {
        code: 'earn_savings',
        href: to(ROUTES.simpleEarn),
        children: [
          { code: 'simple_earn', href: to(ROUTES.simpleEarn), restricted: true },
          { code: 'auto_invest', href: to(ROUTES.autoInvestment), restricted: true },
          { code: 'dual_investment', href: to(ROUTES.dualCurrency), restricted: true },
          { code: 'soft_staking', href: to(ROUTES.softStaking), restricted: true },
          { code: 'staking', href: () => ROUTES.staking(), restricted: true },
          { code: 'btc_staking', href: () => ROUTES.staking('BTC'), restricted: true },
          // `gusd-staking` is the compliance code of spec §6 as well.
          { code: 'gusd-staking', href: () => ROUTES.staking('GUSD'), restricted: true },
        ],
      },
      {
        code: 'earn_loans',
        href: to(ROUTES.cryptoLoan),
        children: [
          { code: 'crypto_loan', href: to(ROUTES.cryptoLoan), restricted: true },
          { code: 'lending_center', href: to(ROUTES.lendingCenter), restricted: true },
          { code: 'vip_wealth', href: to(ROUTES.vipWealth), restricted: true },
          { code: 'private_wealth', href: to(ROUTES.privateWealth), restricted: true },
          { code: 'quant_fund', href: to(ROUTES.quantFund), restricted: true },
        ],
      },
      {
        code: 'earn_launch',
        href: to(ROUTES.launchpool),
        children: [
          { code: 'launchpool', href: to(ROUTES.launchpool), restricted: true, tag: 'hot' },
          { code: 'launchpad', href: to(ROUTES.launchpad), restricted: true },
          { code: 'candy_drop', href: to(ROUTES.candyDrop), restricted: true },
          { code: 'hodler_airdrop', href: to(ROUTES.hodlerAirdrop), restricted: true },
          { code: 'alpha_point_airdrop', href: to(ROUTES.alphaPointAirdrop), restricted: true },
        ],
      },
    ],
  },
  {
    code: 'square_head',
    href: to(ROUTES.post),
    children: [
      { code: 'square', href: to(ROUTES.post) },
      { code: 'community', href: to(ROUTES.community) },
      { code: 'live', href: to(ROUTES.live) },
      { code: 'latest_news', href: to(ROUTES.news) },
      { code: 'announcements', href: to(ROUTES.announcements) },
      { code: 'blog', href: to(ROUTES.blog) },
      { code: 'learn', href: to(ROUTES.learn) },
      { code: 'calendar', href: to(ROUTES.calendar) },
    ],
  },
  {
    code: 'more_head',
    href: to(ROUTES.rewardsHub),
    layout: 'horizontal',
    children: [
      { code: 'vip_service', href: to(ROUTES.vip) },
      { code: 'institution', href: to(ROUTES.institution) },
      { code: 'asset_management', href: to(ROUTES.assetManagement), restricted: true },
      { code: 'gate_otc', href: to(ROUTES.otc) },
      { code: 'broker', href: to(ROUTES.broker), restricted: true },
      { code: 'referral', href: to(ROUTES.referral), restricted: true },
      { code: 'affiliate', href: to(ROUTES.affiliate), restricted: true },
      { code: 'rewards_hub', href: to(ROUTES.rewardsHub), restricted: true },
      { code: 'rewards_hub_events', href: to(ROUTES.rewardsHubEvents), restricted: true },
      { code: 'nextup', href: to(ROUTES.nextup), restricted: true },
      { code: 'competition', href: to(ROUTES.competitionCenter), restricted: true },
      { code: 'proof_of_reserves', href: to(ROUTES.proofOfReserves) },
      { code: 'partner', href: () => ROUTES.brandPartnerships() },
      { code: 'help_center', href: to(ROUTES.help) },
    ],
  },
];

/** The catalog keys of an entry's title and description. */
export const navTitleKey = (code: string) => `nav.${code}` as HeaderKey;
export const navDescKey = (code: string) => `nav.${code}.desc` as HeaderKey;
