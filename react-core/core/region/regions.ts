/**
 * Every sub-site fact in one typed table (spec §1, §2, §6, §9). Anything region-specific in the
 * chrome reads from here; nothing else may compare a region id.
 */
import { TURKISH_LANGUAGE } from '../i18n/languages';

export type RegionKey = 'global' | 'tr' | 'eu' | 'hk' | 'us' | 'bs' | 'sg' | 'uk' | 'jp' | 'ae' | 'au';

/**
 * The sub-site ids (spec §1), as a type for the `region` attribute and prop: each row of
 * REGIONS below has one, and a test checks the table has every one.
 */
export type RegionId = 0 | 177 | 106 | 71 | 232 | 14 | 153 | 182 | 83 | 181 | 11;

/** Which footer layout a site uses (spec §2 Footer routes). */
export type FooterVariant = 'global' | 'hk' | 'tr' | 'eu' | 'us' | 'jp' | 'ae' | 'contacts' | 'testnet';

/** The spec's per-site hiding flags (§6), camelCase without the `hidden` prefix. */
export const HIDING_FLAGS = [
  'language',
  'notification',
  'download',
  'themeMode',
  'setting',
  'search',
  'register',
  'logout',
  'exchangeRate',
  'multipleOrder',
  'spotOrder',
  'personalInfo',
  'personalInfoAvatar',
  'loginAndSignup',
  'paywith',
  'rewardsHubCard',
  'doNotSwitchToFiat',
] as const;
export type HidingFlag = (typeof HIDING_FLAGS)[number];

export type UpgradePlan = 1 | 2 | 3;

export interface Region {
  id: RegionId;
  key: RegionKey;
  /** English name, for the demo and console messages (UI text comes from i18n). */
  name: string;
  /** Default trading pair of the site (spec §2). */
  defaultPair: string;
  /** Unit for volume and assets in the personal centre (spec §9). */
  currencyUnit: 'USD' | 'JPY';
  /** First year of the copyright range (spec §9: 2013 global, 2022 Turkey). */
  copyrightStartYear: number;
  footer: FooterVariant;
  /** Hiding flags the site always applies; page attributes add to these. */
  hides: readonly HidingFlag[];
  /** Social icons in the footer (hidden for UK and flagged sites, spec §6). */
  socialIcons: boolean;
  /** Download QR code in the footer (global only, spec §1). */
  footerDownloadQr: boolean;
  /** Tier progress in the personal centre: always, never, or only above tier 0 (spec §6). */
  tierProgress: 'always' | 'never' | 'aboveTier0';
  /** Upgrade plans the personal centre lists (spec §9). */
  upgradePlans: readonly UpgradePlan[];
  /** Download button in the mobile drawer (hidden for US and EU, spec §6). */
  drawerDownload: boolean;
  /** Deposit entry (main and US only, spec §6). */
  deposit: boolean;
  /** Switch Account entry and its script (main only, spec §6). */
  switchAccount: boolean;
  /** Sub-account management may show here (not on restricted sites). */
  subAccountManagement: boolean;
  /** Account and earn entries hidden on restricted sites (spec §6). */
  restrictedEntries: boolean;
  /** US: rise colour forced to green-for-rise and window to 24h; red/UTC options hidden (spec §4, §6). */
  forcedMarketDisplay: boolean;
  /** Cookie-policy notice on the home path (EU only, spec §2). */
  cookieNotice: boolean;
  /** Serves the tr locale; elsewhere choosing tr opens the Turkey modal instead (spec §4, §5). */
  turkishLocale: boolean;
  /** Only the main site uses the new (server) menu system (spec §6), when enabled and not restricted (header/menu/menu-system.rules.ts). */
  serverMenu: boolean;
  /**
   * Reads the server menu (spec §7 headerMenuListV2): the main site for its navigation, every
   * other site for its hidden flags, which its built-in navigation honours (spec §6: "a feature
   * hidden in the server menu data is hidden on those sites"). Not the testnet, whose navigation
   * is its own.
   */
  readsServerMenu: boolean;
  /** The coupon-centre path differs on the US site (spec §2). */
  couponCenterUnderProfile: boolean;
  /** The demo-trade badge linking to the testnet (main site). */
  demoTradeBadge: boolean;
  /** The main footer (link columns) is hidden for Italy-limited users (EU, spec §6). */
  footerHiddenUnderItalyLimit: boolean;
  /** The /sale page in the Buy Crypto menu (spec §2: "/sale (Japan)"). */
  salePage: boolean;
}

const BASE: Omit<Region, 'id' | 'key' | 'name' | 'footer'> = {
  defaultPair: 'BTC_USDT',
  currencyUnit: 'USD',
  copyrightStartYear: 2013,
  hides: [],
  socialIcons: true,
  footerDownloadQr: false,
  tierProgress: 'always',
  upgradePlans: [1, 2, 3],
  drawerDownload: true,
  deposit: false,
  switchAccount: false,
  subAccountManagement: true,
  restrictedEntries: false,
  forcedMarketDisplay: false,
  cookieNotice: false,
  turkishLocale: false,
  serverMenu: false,
  readsServerMenu: true,
  couponCenterUnderProfile: false,
  demoTradeBadge: false,
  footerHiddenUnderItalyLimit: false,
  salePage: false,
};

/** Search is hidden on every sub-site but global (spec §6). */
const SUBSITE_HIDES: readonly HidingFlag[] = ['search'];

function region(r: Partial<Region> & Pick<Region, 'id' | 'key' | 'name' | 'footer'>): Region {
  return { ...BASE, hides: SUBSITE_HIDES, restrictedEntries: true, ...r };
}

export const REGIONS: readonly Region[] = [
  {
    ...BASE,
    id: 0,
    key: 'global',
    name: 'Global',
    footer: 'global',
    footerDownloadQr: true,
    deposit: true,
    switchAccount: true,
    serverMenu: true,
    demoTradeBadge: true,
  },
  region({ id: 177, key: 'tr', name: 'Turkey', footer: 'tr', defaultPair: 'BTC_TRY', copyrightStartYear: 2022, restrictedEntries: false, turkishLocale: true }),
  region({
    id: 106,
    key: 'eu',
    name: 'EU (Malta)',
    footer: 'eu',
    defaultPair: 'BTC_USDC',
    drawerDownload: false,
    cookieNotice: true,
    subAccountManagement: false,
    footerHiddenUnderItalyLimit: true,
  }),
  region({ id: 71, key: 'hk', name: 'Hong Kong', footer: 'hk' }),
  region({
    id: 232,
    key: 'us',
    name: 'United States',
    footer: 'us',
    hides: ['search', 'language'],
    upgradePlans: [1, 3],
    drawerDownload: false,
    deposit: true,
    forcedMarketDisplay: true,
    couponCenterUnderProfile: true,
    subAccountManagement: false,
  }),
  region({ id: 14, key: 'bs', name: 'Bahamas', footer: 'contacts', restrictedEntries: false }),
  region({ id: 153, key: 'sg', name: 'Singapore', footer: 'contacts', defaultPair: 'BTC_SGD' }),
  region({ id: 182, key: 'uk', name: 'United Kingdom', footer: 'contacts', socialIcons: false, upgradePlans: [1, 3] }),
  region({
    id: 83,
    key: 'jp',
    name: 'Japan',
    footer: 'jp',
    defaultPair: 'BTC_JPY',
    currencyUnit: 'JPY',
    tierProgress: 'never',
    subAccountManagement: false,
    salePage: true,
  }),
  region({
    id: 181,
    key: 'ae',
    name: 'UAE',
    footer: 'ae',
    defaultPair: 'BTC_AED',
    tierProgress: 'aboveTier0',
    upgradePlans: [1],
    subAccountManagement: false,
  }),
  region({ id: 11, key: 'au', name: 'Australia', footer: 'contacts', upgradePlans: [1, 3] }),
];

export const GLOBAL_REGION_ID: RegionId = 0;

const BY_ID = new Map<number, Region>(REGIONS.map((r) => [r.id, r]));

export function findRegion(id: number): Region | undefined {
  return BY_ID.get(id);
}

export function isKnownRegionId(id: number): boolean {
  return BY_ID.has(id);
}

/**
 * The site a page shows: its region's facts, with the testnet variant laid over them
 * (spec §6 Testnet: search, register and logout hidden, profile links disabled, no KYC).
 */
export interface Site extends Region {
  testnet: boolean;
}

export function resolveSite(regionId: number, testnet: boolean): Site {
  const base = BY_ID.get(regionId) ?? (BY_ID.get(GLOBAL_REGION_ID) as Region);
  if (!testnet) return { ...base, testnet: false };
  return {
    ...base,
    testnet: true,
    footer: 'testnet',
    hides: [...new Set<HidingFlag>([...base.hides, 'search', 'register', 'logout'])],
    footerDownloadQr: false,
    deposit: false,
    switchAccount: false,
    serverMenu: false,
    readsServerMenu: false,
    cookieNotice: false,
    demoTradeBadge: false,
  };
}

/** Spec §4, §5: every site serves every UI language but tr, which only a turkishLocale site serves. */
export function servesLanguage(site: Pick<Region, 'turkishLocale'>, lang: string): boolean {
  return lang !== TURKISH_LANGUAGE || site.turkishLocale;
}

/** The sites whose footer legal notices and company name ship apart: every region, and testnet. */
export type LegalSite = RegionKey | 'testnet';
export const LEGAL_SITES: readonly LegalSite[] = [...REGIONS.map((r) => r.key), 'testnet'];

/** The legal-text site of a page (its region's key, or testnet). */
export function legalSiteOf(site: Site): LegalSite {
  return site.testnet ? 'testnet' : site.key;
}

/** The site whose company name a legal site's copyright line shows (testnet: the main site's). */
export function legalCompanySite(site: LegalSite): RegionKey {
  return site === 'testnet' ? 'global' : site;
}
