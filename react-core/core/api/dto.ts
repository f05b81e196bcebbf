/**
 * Wire shapes of every endpoint in ./endpoints.ts: the `data` of each answer as the server sends
 * it (before any client-side mapping or validation). The mock exchange API (demo/mock-api) is
 * typed against these, so a shape change here breaks the mock's type check first.
 *
 * EndpointDtoMap (at the end) ties each ENDPOINTS name to its data type, for a typed client.
 *
 * Conventions of the wire (kept from the exchange's real API): money, prices and percents are
 * strings; counts, ids, tiers and timestamps (unix seconds) are numbers.
 */

import type { EndpointName } from './endpoints';

// ---------------------------------------------------------------------------------------------
// Envelope

/** Every answer: `{ code, message, data }`; success is `code === API_OK` (200). The protocol, documented. @public */
export interface ApiResponseDto<T> {
  code: number;
  message: string;
  data: T;
}

/** A failed answer (HTTP 401/403/405/500 from the mock): `data` is null. The protocol, documented. @public */
export interface ApiErrorDto {
  code: number;
  message: string;
  data: null;
}

// ---------------------------------------------------------------------------------------------
// Site data

/** One fiat of `fiat_list`. */
export interface FiatListItemDto {
  fiat: string;
  symbol: string;
}

/** One fiat's rate: units of the fiat per 1 USD. */
export interface FiatRateDto {
  rate: string;
  symbol: string;
}

/** GET fiatMarketRates (currFiatMarketRates): fiat code -> rate (also `commonData.curr_fiat_market_rates`). */
export type FiatMarketRatesDto = Record<string, FiatRateDto>;

/** Language code -> native name, for all 14 languages. */
export type LangListDto = Record<string, string>;

/** The spec's per-user limitation flags of the common data (§3 Common site data). */
export interface CommonDataFlagsDto {
  isUKLimit: boolean;
  isItalyLimit: boolean;
  isBrazilToast: boolean;
  isNlLimit: boolean;
  isHKUser: boolean;
  isLTWToast: boolean;
  isUzbekistanToast: boolean;
  isWithdrawOnlyUser: boolean;
  isBlockedCountry: boolean;
  isShowComplianceTips: boolean;
}

/** GET commonData (ours) `?sub_website_id=&lang=`: common site data. */
export interface CommonDataDto extends CommonDataFlagsDto {
  fiat_list: FiatListItemDto[];
  lang_list: LangListDto;
  /** '' for en, else '/{lang}' */
  lang_prefix: string;
  /** the cookie curr_fiat, else 'USD' */
  curr_fiat: string;
  defaultBuyCryptoFiat: string;
  defaultP2PFiat: string;
  curr_fiat_market_rates: FiatMarketRatesDto;
  sub_website_id: number;
  is_login: boolean;
  is_service_host: boolean;
  is_phone: boolean;
  is_copper: boolean;
  currency_count: number;
  /** ISO 3166 alpha-2 of the landing country ('' when unknown) */
  userLandingPageCountry: string;
  /** whether to show the "complete your KYC" toast */
  kyc_toast: boolean;
  /** 0 normal, 1 withdraw-only, 2 blocked country */
  limitCountryUserStatus: number;
}

/** GET complianceMenu (ours) `?sub_website_id=`: compliance codes whose entries are hidden. */
export interface ComplianceMenuDto {
  menu_list: string[];
  business_list: string[];
}

/** One pay-with fiat (spec §3 Pay-with currency). */
export interface PayWithFiatDto {
  fiat: string;
  bank_transfer: boolean;
  credit_card: boolean;
  p2p: boolean;
}

/** GET buyCryptoFiatList: `{ list }`. */
export interface BuyCryptoFiatListDto {
  list: PayWithFiatDto[];
}

/** A display tag on a menu item (spec §3 Tag). type: 1 custom image, 2 green background, 3 fire, 4 live image, 5 VIP. */
export interface MenuTagDto {
  type: 1 | 2 | 3 | 4 | 5;
  light_icon: string;
  dark_icon: string;
  /** compliance code: the tag hides when menu_list contains it ('' for none) */
  code: string;
  word: string;
}

/** One server menu item (spec §3 Server menu item); `children` nest the same shape. */
export interface ServerMenuItemDto {
  code: string;
  title: string;
  title_key: string;
  desc: string;
  desc_key: string;
  light_image: string;
  dark_image: string;
  light_icon: string;
  dark_icon: string;
  /** 1 internal (relative path, gets the language prefix), 2 external (https) */
  jump_type: 1 | 2;
  /** 1 hidden, 0 shown */
  hidden: 0 | 1;
  jump_url: string;
  /** 1 vertical, 2 horizontal */
  show_mode: 1 | 2;
  /** 1 all, 2 web, 3 H5 */
  platform_type: 1 | 2 | 3;
  tags: MenuTagDto[];
  children: ServerMenuItemDto[];
  /** ours, optional (spec §3 Nav item target): '_blank' or '_self'; default by jump_type */
  target?: '_blank' | '_self';
  /** ours, optional (spec §3 Nav item rightIcon): an icon after the title (http(s) or a path) */
  right_icon?: string;
  /** ours, optional (spec §3 Nav item rightNode): a badge after the title, up to 24 characters */
  right_node?: string;
}

/** GET headerMenu (headerMenuListV2) `?lang=`: `{ list }`. */
export interface HeaderMenuDto {
  list: ServerMenuItemDto[];
}

/**
 * A menu a page hands the header (its `menu` property): the server's shape, each field optional
 * (the header validates and coerces every item, skipping what fails, spec §5).
 */
export interface HeaderMenuItem extends Partial<Omit<ServerMenuItemDto, 'tags' | 'children'>> {
  tags?: Partial<MenuTagDto>[];
  children?: HeaderMenuItem[];
}
export type HeaderMenu = { list: HeaderMenuItem[] } | HeaderMenuItem[];

/** One page's notice (spec §3 Announcement). */
export interface AnnouncementDto {
  /** stable per notice: the dismissal key */
  content_id: string;
  /** may contain a little HTML (<b>, <a>) */
  content: string;
  /** relative path ('' for none) */
  link: string;
  /** illustration (ours; a /mock-assets URL) */
  image: string;
  /** ours: when it starts and ends showing (unix seconds); absent: always */
  start_time?: number;
  end_time?: number;
}

/** GET announcement (ours) `?page_keys=index,wallet&lang=`: page key -> notice (keys without a notice are absent). */
export type AnnouncementMapDto = Record<string, AnnouncementDto>;

/** GET fullsiteBulletin: a short site-wide bulletin. */
export interface FullsiteBulletinDto {
  id: number;
  title: string;
  content: string;
  link: string;
  /** 'info' | 'warning' */
  level: string;
  start_time: number;
  end_time: number;
}

// ---------------------------------------------------------------------------------------------
// Notifications (herald)

/** One reminder tab (spec §3 Reminder tab). */
export interface ReminderTabDto {
  code: string;
  name: string;
  unread_num: number;
  /** 1 shown, 0 not */
  is_show: 0 | 1;
  /** preview of the latest message; '' hides the tab (except code announce) */
  content: string;
}

/** GET reminderTabs `?language=`: the tabs. */
export type ReminderTabsDto = ReminderTabDto[];

/** Notification extras (spec §3 Notification). Only the fields a message needs are present. */
export interface NotificationExtrasDto {
  /** the post a message is about (spec §2 /post/status/{mid}) */
  mid?: string;
  url?: string;
  web_url?: string;
  notice_content?: string;
  startup_id?: string;
  market?: string;
  stream_id?: string;
  contract?: string;
  /** default USDT when absent */
  settle_asset?: string;
  /** false: never link, even when a url is present */
  isAllowHref?: boolean;
}

/**
 * One reminder message (spec §3 Reminder message + Notification). `template_id` (else `type`)
 * names the click-through kind by the spec §2 route names: 'margin_trade', 'startup',
 * 'strategybot', 'copytrading', 'live', 'cross_margin', 'futures', 'post'
 * (notifications/notification-link.ts); any other template is informational, linking where its
 * extras say. `template_args` fill the title's and content's `{name}` placeholders.
 */
export interface ReminderMessageDto {
  id: number;
  title: string;
  /** may contain harmless HTML (<b>, <a href="/...">) */
  content: string;
  /** 1 read, 0 unread */
  isread: 0 | 1;
  /** the category (tab code) */
  type: string;
  /** unix seconds */
  send_timest: number;
  template_id: string;
  template_args: Record<string, string | number> | Array<string | number>;
  extras: NotificationExtrasDto;
  /** a relative path to open ('' for none) */
  link: string;
}

/** GET reminderRecords `?page&size&code&language&now` (spec §3 List response). */
export interface ReminderRecordsDto {
  list: ReminderMessageDto[];
  total: number;
  unread_num: number;
}

/** POST reminderMarkRead `msg_type?`: how many messages became read. */
export interface MarkReadDto {
  /** the category marked, '' for all */
  msg_type: string;
  marked: number;
}

/** GET unreadCount: category -> unread count (the dot shows when the sum > 0). */
export type UnreadCountDto = Record<string, number>;

// ---------------------------------------------------------------------------------------------
// Account

/** GET userInfo (ours) for a visitor. */
export interface VisitorUserInfoDto {
  isLogin: false;
}

/** GET userInfo (ours) for a logged-in user (spec §3 User info). */
export interface UserInfoDto {
  isLogin: true;
  uid: number;
  tier_level: number;
  nickname: string;
  /** a /mock-assets URL */
  user_avatar: string;
  user_nick: string;
  /** percent 0-100 */
  tier_next_progress: number;
  tier_next_usdt: string;
  tier_next_fiat: string;
  tier_next_gt_min: string;
  tier_next_gt_only: string;
  tier_next_asset_only_usd: string;
  tier_all_trade_usdt: string;
  tier_all_trade_jpy: string;
  total_usd: string;
  curr_fiat: string;
  /** -1 none, 0 not started, 1 pending, 2 done */
  kyc_status: number;
  safe_level: number;
  is_sub_account: boolean;
  /** 1 for a sub-account (spec §4 "is_sub equal to 1") */
  is_sub: 0 | 1;
  white_list_show: boolean;
  /** VIP tier held on a trial */
  is_trial: boolean;
}

export type AnyUserInfoDto = UserInfoDto | VisitorUserInfoDto;

/** GET crossMarginInfo (spec §3 Portfolio margin info); visitors get `[]` ("an array is treated as empty"). */
export interface CrossMarginInfoDto {
  userTier: number;
  userSpotBalance: string;
  /** the cross-margin entry shows only for 0 or 1 */
  crossMarginUid: number;
}

/** GET unifiedAccountMode (spec §3 Account info). */
export interface UnifiedAccountModeDto {
  mode: 'classic' | 'single_currency' | 'multi_currency';
  support_unified: boolean;
  /** false once the account has been upgraded */
  first_open: boolean;
  auto_borrow: boolean;
  auto_repay: boolean;
  settings: {
    options: boolean;
    usdt_futures: boolean;
    spot_hedge: boolean;
    use_funding: boolean;
  };
}

/** One settle currency's futures account. */
export interface FuturesSettleAccountDto {
  /** the futures account of this settle currency has been opened */
  opened: boolean;
  total: string;
  unrealised_pnl: string;
  position_mode: 'single' | 'dual';
}

/** GET futuresAccountInfo (ours). */
export interface FuturesAccountInfoDto {
  uid: number;
  usdt: FuturesSettleAccountDto;
  btc: FuturesSettleAccountDto;
  delivery_opened: boolean;
}

/** POST logout / POST logoutAll / GET logoutThisDevice: no data; the answer sets cookie mock_user=visitor. */
export type LogoutDto = null;

// ---------------------------------------------------------------------------------------------
// Markets

/** One sub tab of a market tab. */
export interface SubTabDto {
  market: string;
  title: string;
}

/** One market tab (spec §3 Tab menu). */
export interface TabMenuDto {
  market: string;
  title: string;
  sub: SubTabDto[];
}

/** GET marketTabs (common/tabs) `?area=web_trade`. */
export interface MarketTabsDto {
  SPOT: TabMenuDto[];
  CONTRACT: TabMenuDto[];
  PILOT: TabMenuDto[];
  OPTIONS: TabMenuDto[];
  MEMEBOX: TabMenuDto[];
}

/**
 * One spot market row, positional, in the spec's order (§3 Spot market row). The tab list holds
 * the SPOT sub-tab codes the row belongs to (e.g. 'USDT,USDT_HOT,USDT_MEME').
 */
export type SpotMarketRowDto = [
  pair: string,
  name: string,
  ratePercent: string,
  rate: string,
  volume: string,
  multiple: number,
  enableCredit: boolean,
  tabs: string,
  previousRate: string,
  openingTime: number,
  crossMultiple: number,
  isST: boolean,
  icon: string,
];

/** GET spotMarkets `?exchange_type=ALL&timezone=`. */
export type SpotMarketsDto = SpotMarketRowDto[];

/** One futures contract (spec §3 Futures contract); `categories` holds CONTRACT sub-tab codes. */
export interface FuturesContractDto {
  /** 'USDT' or 'BTC' */
  settle: string;
  /** BTC_USDT */
  name: string;
  coin_name: string;
  categories: string;
  is_tag_st: boolean;
  icon: string;
  last_price: string;
  change_percentage: string;
  volume_24h_quote: string;
  funding_rate: string;
  leverage_max: number;
  opening_time: number;
}

/** GET futuresMarkets `?exchange_type=CONTRACT_ALL&timezone=` (answered `{ code: 200, data }`). */
export type FuturesMarketsDto = FuturesContractDto[];

/** One delivery contract (spec §3 Delivery contract). */
export interface DeliveryContractDto {
  /** base_quote */
  underlying: string;
  /** BTC_USDT_20261225 */
  name: string;
  full_name: string;
  is_tag_st: boolean;
  icon: string;
  expire_time: number;
  last_price: string;
  change_percentage: string;
}

/** GET deliveryContracts. */
export type DeliveryContractsDto = DeliveryContractDto[];

/** One pre-market currency. */
export interface PreMarketCurrencyDto {
  currency: string;
  /** CURRENCY_USDT */
  market: string;
  name: string;
  icon: string;
  /** 'premint' | 'pre_market' */
  type: string;
  price: string;
  change_percentage: string;
  volume: string;
  /** 'trading' | 'upcoming' | 'settling' */
  status: string;
  start_time: number;
  settle_time: number;
}

/** GET preMarketCurrencies `?limit=100&page=1`: `list` is the page of all items; premint / pre_market split them by type. */
export interface PreMarketDto {
  list: PreMarketCurrencyDto[];
  premint: PreMarketCurrencyDto[];
  pre_market: PreMarketCurrencyDto[];
  total: number;
}

/** One pilot item (spec §3 Pilot item + Market row); `cate` holds PILOT sub-tab codes. */
export interface PilotMarketDto {
  /** SYMBOL_USDT, unique */
  pair: string;
  name: string;
  currency: string;
  show_pair: string;
  address: string;
  chain: string;
  chain_icon: string;
  seo_path: string;
  icon: string;
  cate: string;
  rate: string;
  rate_percent: string;
  volume: string;
  market_cap: string;
  opening_time: number;
  is_hot: boolean;
}

/** GET pilotMarkets `?exchange_type=PILOT_ALL&timezone=`. */
export type PilotMarketsDto = PilotMarketDto[];

/** One options underlying (spec §3 Options underlying). */
export interface OptionsUnderlyingDto {
  /** BTC_USDT */
  name: string;
  icon_url_64: string;
}

/** GET optionsUnderlying. */
export type OptionsUnderlyingsDto = OptionsUnderlyingDto[];

/** One options contract. */
export interface OptionsMarketDto {
  /** BTC_USDT-20261225-100000-C */
  name: string;
  /** the underlying pair, BTC_USDT */
  pair: string;
  underlying: string;
  expiration: number;
  strike_price: string;
  is_call: boolean;
  mark_price: string;
  change_percentage: string;
  icon: string;
}

/** GET optionsMarkets (ours) `?market=BTC_USDT` (all underlyings when absent). */
export type OptionsMarketsDto = OptionsMarketDto[];

/** One alpha token (spec §3 Alpha token row). */
export interface AlphaTokenDto {
  currency: string;
  name: string;
  address: string;
  /** SYMBOL/USDT */
  show_pair: string;
  icon: string;
  chain_icon: string;
  chain: string;
  price: string;
  change_percentage: string;
  volume: string;
  market_cap: string;
  holders: number;
}

/** GET alphaCurrencies `?tab=ALPHA_ALLCHAIN&chain=&page=1&limit=100`, alphaSearch `?keywords=`. */
export type AlphaTokensDto = AlphaTokenDto[];

// ---------------------------------------------------------------------------------------------
// Endpoint -> data

/** The `data` type of each endpoint, keyed like ENDPOINTS. */
export interface EndpointDtoMap {
  reminderTabs: ReminderTabsDto;
  reminderRecords: ReminderRecordsDto;
  reminderMarkRead: MarkReadDto;
  unreadCount: UnreadCountDto;
  headerMenu: HeaderMenuDto;
  buyCryptoFiatList: BuyCryptoFiatListDto;
  fiatMarketRates: FiatMarketRatesDto;
  /** null: no bulletin right now. */
  fullsiteBulletin: FullsiteBulletinDto | null;
  commonData: CommonDataDto;
  complianceMenu: ComplianceMenuDto;
  announcement: AnnouncementMapDto;
  crossMarginInfo: CrossMarginInfoDto | [];
  unifiedAccountMode: UnifiedAccountModeDto;
  userInfo: AnyUserInfoDto;
  futuresAccountInfo: FuturesAccountInfoDto;
  logoutThisDevice: LogoutDto;
  logout: LogoutDto;
  logoutAll: LogoutDto;
  marketTabs: MarketTabsDto;
  spotMarkets: SpotMarketsDto;
  futuresMarkets: FuturesMarketsDto;
  deliveryContracts: DeliveryContractsDto;
  preMarketCurrencies: PreMarketDto;
  pilotMarkets: PilotMarketsDto;
  optionsUnderlying: OptionsUnderlyingsDto;
  optionsMarkets: OptionsMarketsDto;
  alphaCurrencies: AlphaTokensDto;
  alphaSearch: AlphaTokensDto;
}

type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type AssertTrue<T extends true> = T;
/**
 * Fails to compile when an endpoint is added to ENDPOINTS without a DTO here (or vice versa).
 * Exported only so that it is checked (an unused local type would be an error).
 * @public
 */
export type EndpointDtoMapIsComplete = AssertTrue<SameKeys<keyof EndpointDtoMap, EndpointName>>;
