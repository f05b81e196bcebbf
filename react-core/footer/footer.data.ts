import * as ROUTES from '../core/routes/routes';
import { MAIN_SITE_URL, SUPPORT_REQUEST_URL, TURKEY_EXCHANGE_URL } from '../core/site/hosts';
import type { FooterVariant, RegionKey } from '../core/region/regions';
import type { LanguageCode } from '../core/i18n/languages';

/**
 * What each regional footer contains (spec §2 Footer routes). Labels are i18n keys of the
 * `footer` namespace; hrefs are app paths from ROUTES (the mapper adds the language prefix) or
 * absolute http(s) URLs. `compliance` names the compliance-menu code that hides a link (spec §6).
 */
export interface FooterLinkContext {
  lang: LanguageCode;
  region: RegionKey;
}

export interface FooterLinkDef {
  id: string;
  label: string;
  /** Interpolation values for the label. */
  labelVars?: Record<string, string>;
  href: string | ((ctx: FooterLinkContext) => string);
  compliance?: string;
  /** Open in a new tab (external sites, documents, the user agreement). */
  newTab?: boolean;
  /** Keep the path as it is (spec §2: the user agreement has no prefix; static PDFs). */
  noPrefix?: boolean;
}

export interface FooterGroupDef {
  id: string;
  title: string;
  titleVars?: Record<string, string>;
  links: readonly FooterLinkDef[];
}

export interface FooterColumnDef {
  id: string;
  title: string;
  links: readonly FooterLinkDef[];
  /** Sub-groups: accordions of their own on small screens. */
  groups?: readonly FooterGroupDef[];
}

export interface FooterVariantDef {
  columns: readonly FooterColumnDef[];
  /** Legal notice paragraphs (i18n keys), in order. */
  legal: readonly string[];
  /** Company name in the copyright line (i18n key). */
  company: string;
}

const chinese = (lang: LanguageCode) => lang === 'zh' || lang === 'zh-tw';
const pdf = (id: string, label: string, path: string): FooterLinkDef => ({ id, label, href: path, newTab: true, noPrefix: true });
const userAgreement: FooterLinkDef = { id: 'user-agreement', label: 'link.userAgreement', href: ROUTES.userAgreement(), newTab: true, noPrefix: true };

// Global ---------------------------------------------------------------------------------------
const BUY_SELL_COINS = [
  ['bitcoin-btc', 'BTC'], ['ethereum-eth', 'ETH'], ['xrp-xrp', 'XRP'], ['solana-sol', 'SOL'], ['pi-network-pi', 'PI'],
] as const;
const LEARN_COINS = [
  ['bitcoin-btc', 'Bitcoin'], ['ethereum-eth', 'Ethereum'], ['solana-sol', 'Solana'], ['xrp-xrp', 'XRP'],
] as const;

const GLOBAL: FooterVariantDef = {
  company: 'company.global',
  legal: ['legal.global.risk'],
  columns: [
    {
      id: 'about', title: 'column.about', links: [
        { id: 'about-us', label: 'link.aboutUs', href: '/about_us' },
        { id: 'careers', label: 'link.careers', href: '/page/careers' },
        { id: 'newsroom', label: 'link.newsroom', href: '/newsroom' },
        userAgreement,
        { id: 'risk-disclosure', label: 'link.riskDisclosure', href: '/risk-disclosure' },
        { id: 'privacy-policy', label: 'link.privacyPolicy', href: '/privacy-policy' },
        { id: 'cookie-policy', label: 'link.cookiePolicy', href: '/cookie-policy' },
        { id: 'media-kit', label: 'link.mediaKit', href: '/media-kit', compliance: 'media_kit' },
        { id: 'proof-of-reserves', label: 'link.proofOfReserves', href: '/proof_of_reserves' },
        { id: 'licenses', label: 'link.licenses', href: '/gategroup/legal/licenses' },
        { id: 'security', label: 'link.security', href: '/security' },
        { id: 'gt', label: 'link.gt', href: ROUTES.gt() },
        { id: 'gusd', label: 'link.gusd', href: '/gusd', compliance: 'gusd-staking' },
        { id: 'events', label: 'link.events', href: '/event' },
        { id: 'law-enforcement', label: 'link.lawEnforcement', href: '/legal/law-enforcement' },
        { id: 'conferences', label: 'link.conferences', href: '/global-conferences' },
        { id: 'ventures', label: 'link.ventures', href: '/ventures', compliance: 'ventures' },
        { id: 'partnership-racing', label: 'link.partnershipRacing', href: ROUTES.brandPartnerships('racing'), compliance: 'partner' },
        { id: 'partnership-football', label: 'link.partnershipFootball', href: ROUTES.brandPartnerships('football'), compliance: 'partner' },
      ],
    },
    {
      id: 'products', title: 'column.products',
      groups: [
        {
          id: 'buy-sell', title: 'group.buySell',
          links: BUY_SELL_COINS.flatMap(([slug, coin]) => [
            { id: `buy-${slug}`, label: 'link.buyCoin', labelVars: { coin }, href: `/buy-${slug}`, compliance: 'express' },
            { id: `sell-${slug}`, label: 'link.sellCoin', labelVars: { coin }, href: `/sell-${slug}`, compliance: 'express' },
          ]),
        },
      ],
      links: [
        { id: 'spot', label: 'link.spot', href: ROUTES.trade(), compliance: 'spot_trade' },
        { id: 'futures', label: 'link.futures', href: ROUTES.futuresCenter(), compliance: 'derivatives' },
        { id: 'alpha', label: 'link.alpha', href: ROUTES.alpha() },
        { id: 'margin', label: 'link.margin', href: ROUTES.isolatedMargin(), compliance: 'margin_trade' },
        { id: 'etf', label: 'link.etf', href: ROUTES.etf(), compliance: 'margin_etf_trade' },
        { id: 'nft', label: 'link.nft', href: '/nft', compliance: 'nft' },
        { id: 'pay', label: 'link.pay', href: '/gatepay', compliance: 'gatepay' },
        { id: 'mini-app', label: 'link.miniApp', href: '/mini-app' },
        { id: 'gift-card', label: 'link.giftCard', href: '/gift-card' },
        { id: 'otc', label: 'link.otc', href: ROUTES.otc(), compliance: 'gate_otc' },
        { id: 'charity', label: 'link.charity', href: '/charity' },
        { id: 'shop', label: 'link.shop', href: '/shop', compliance: 'gate_shop' },
        { id: 'web3', label: 'link.web3', href: '/web3', compliance: 'web3' },
      ],
    },
    {
      id: 'services', title: 'column.services', links: [
        { id: 'vip', label: 'link.vip', href: ROUTES.vip(), compliance: 'vip_service' },
        { id: 'institution', label: 'link.institution', href: ROUTES.institution() },
        { id: 'feedback', label: 'link.feedback', href: '/suggestions-feedback' },
        { id: 'announcements', label: 'link.announcements', href: ROUTES.announcements(), compliance: 'latest_news' },
        { id: 'fee', label: 'link.fee', href: ROUTES.fee() },
        { id: 'help', label: 'link.help', href: ROUTES.help(), compliance: 'help_center' },
        { id: 'listing', label: 'link.listing', href: '/listing' },
        { id: 'security-audit', label: 'link.securityAudit', href: '/security-audit' },
        { id: 'developers', label: 'link.developers', href: '/developers' },
        { id: 'official-verify', label: 'link.officialVerify', href: '/officialverify' },
        {
          id: 'p2p-merchant', label: 'link.p2pMerchant', compliance: 'fiat_trade',
          href: ({ lang }) => (chinese(lang) ? '/p2p/merchant' : '/c2c/merchant'),
        },
        { id: 'affiliate', label: 'link.affiliate', href: ROUTES.affiliate(), compliance: 'affiliate' },
        { id: 'upcoming-event', label: 'link.upcomingEvent', href: '/upcoming-event', compliance: 'upcoming_event' },
        { id: 'crosschain', label: 'link.crosschain', href: '/crosschain' },
        {
          id: 'support-request', label: 'link.supportRequest', newTab: true,
          href: ({ lang }) => (lang === 'zh' ? SUPPORT_REQUEST_URL['zh-cn'] : lang === 'zh-tw' ? SUPPORT_REQUEST_URL['zh-tw'] : SUPPORT_REQUEST_URL.en),
        },
      ],
    },
    {
      id: 'learn', title: 'column.learn',
      groups: LEARN_COINS.map(([slug, coin]) => ({
        id: `coin-${slug}`, title: 'group.coin', titleVars: { coin },
        links: [
          { id: `price-${slug}`, label: 'link.coinPrice', labelVars: { coin }, href: ROUTES.price(slug) },
          { id: `how-to-buy-${slug}`, label: 'link.howToBuy', labelVars: { coin }, href: `/how-to-buy/${slug}` },
          { id: `prediction-${slug}`, label: 'link.pricePrediction', labelVars: { coin }, href: `/price-prediction/${slug}` },
          { id: `usd-${slug}`, label: 'link.coinToUsd', labelVars: { coin }, href: `${ROUTES.price(slug)}/usd` },
        ],
      })),
      links: [
        { id: 'learn', label: 'link.learn', href: ROUTES.learn(), compliance: 'learn' },
        { id: 'course', label: 'link.course', href: '/learn/course', compliance: 'learn' },
        { id: 'glossary', label: 'link.glossary', href: '/learn/glossary', compliance: 'learn' },
        { id: 'price', label: 'link.prices', href: ROUTES.price() },
        { id: 'bigdata', label: 'link.bigdata', href: '/bigdata' },
        { id: 'halving', label: 'link.halving', href: '/explore/bitcoin-halving-countdown' },
        { id: 'wiki', label: 'link.wiki', href: '/crypto-wiki' },
        { id: 'calculator', label: 'link.calculator', href: '/crypto-calculator' },
      ],
    },
  ],
};

// Regional -------------------------------------------------------------------------------------
const HONG_KONG: FooterVariantDef = {
  company: 'company.hk',
  legal: ['legal.hk'],
  columns: [
    { id: 'products', title: 'column.products', links: [{ id: 'spot', label: 'link.spot', href: ROUTES.trade('BTC_USDT'), compliance: 'spot_trade' }] },
    {
      id: 'support', title: 'column.support', links: [
        { id: 'fee', label: 'link.fee', href: ROUTES.fee() },
        { id: 'help', label: 'link.help', href: ROUTES.help(), compliance: 'help_center' },
        { id: 'announcements', label: 'link.announcements', href: '/articlelist/ann', compliance: 'latest_news' },
      ],
    },
    {
      id: 'legal', title: 'column.legal', links: [
        pdf('terms', 'link.termsOfService', '/docs/hk/terms-of-service.pdf'),
        pdf('privacy', 'link.privacyPolicy', '/docs/hk/privacy-policy.pdf'),
        pdf('risk', 'link.riskDisclosure', '/docs/hk/risk-disclosure.pdf'),
        pdf('complaints', 'link.complaints', '/docs/hk/complaints-handling.pdf'),
      ],
    },
  ],
};

const TURKEY: FooterVariantDef = {
  company: 'company.tr',
  legal: ['legal.tr'],
  columns: [
    {
      id: 'about', title: 'column.about', links: [
        { id: 'about-us', label: 'link.aboutUs', href: '/about-us' },
        { id: 'calendar', label: 'link.calendar', href: ROUTES.calendar() },
        { id: 'security', label: 'link.security', href: '/security' },
        { id: 'tr-exchange', label: 'link.turkeyExchange', href: TURKEY_EXCHANGE_URL, newTab: true },
      ],
    },
    {
      id: 'fiat', title: 'column.fiat', links: [
        { id: 'deposit-fiat', label: 'link.depositFiat', href: ROUTES.depositFiat(), compliance: 'fiat_trade' },
        { id: 'withdraw-fiat', label: 'link.withdrawFiat', href: ROUTES.withdrawFiat(), compliance: 'fiat_trade' },
      ],
    },
    {
      id: 'market-data', title: 'column.marketData',
      groups: [
        {
          id: 'converter', title: 'group.converter',
          links: (['btc', 'eth', 'usdt'] as const).map((coin) => ({
            id: `converter-${coin}`, label: 'link.converter', labelVars: { coin: coin.toUpperCase(), fiat: 'TRY' },
            href: `/converter/${coin}/${coin}-try`, compliance: 'fiat_trade',
          })),
        },
      ],
      links: [
        { id: 'fear-greed', label: 'link.fearGreed', href: '/crypto-market-data/market-sentiment/fear-and-greed-index' },
        { id: 'long-short', label: 'link.longShort', href: '/crypto-market-data/market-sentiment/long-short-ratio' },
      ],
    },
    {
      id: 'learn', title: 'column.learn', links: [
        { id: 'learn', label: 'link.learn', href: ROUTES.learn(), compliance: 'learn' },
        { id: 'feedback', label: 'link.feedback', href: '/suggestions-feedback' },
      ],
    },
  ],
};

const EU_LEGAL = [
  ['privacy-policy', 'link.privacyPolicy'], ['cookies-policy', 'link.cookiePolicy'], ['user-agreement', 'link.userAgreement'],
  ['risk-disclosure', 'link.riskDisclosure'], ['Complaints', 'link.complaints'], ['Disclaimer', 'link.disclaimer'],
  ['operating-rules', 'link.operatingRules'], ['custody-policy', 'link.custodyPolicy'],
  ['conflict-of-interest-policy', 'link.conflictOfInterest'], ['order-execution-policy', 'link.orderExecution'],
] as const;

const EU: FooterVariantDef = {
  company: 'company.eu',
  legal: ['legal.eu'],
  columns: [
    {
      id: 'products', title: 'column.products', links: [
        { id: 'spot', label: 'link.spot', href: ROUTES.trade('BTC_USDC'), compliance: 'spot_trade' },
        { id: 'otc', label: 'link.otc', href: ROUTES.otc(), compliance: 'gate_otc' },
        { id: 'referral', label: 'link.referral', href: ROUTES.referral() },
      ],
    },
    { id: 'legal', title: 'column.legal', links: EU_LEGAL.map(([page, label]) => ({ id: `legal-${page}`, label, href: `/legal/${page}` })) },
  ],
};

const US: FooterVariantDef = {
  company: 'company.us',
  legal: ['legal.us', 'legal.us.nmls'],
  columns: [
    {
      id: 'about', title: 'column.about', links: [
        { id: 'about-us', label: 'link.aboutUs', href: '/about-us' },
        { id: 'partnerships', label: 'link.partnerships', href: ROUTES.brandPartnerships(), compliance: 'partner' },
      ],
    },
    {
      id: 'learn', title: 'column.learn', links: [
        { id: 'learn', label: 'link.learn', href: ROUTES.learn(), compliance: 'learn' },
        { id: 'course', label: 'link.course', href: '/learn/course', compliance: 'learn' },
      ],
    },
  ],
};

const JAPAN: FooterVariantDef = {
  company: 'company.jp',
  legal: ['legal.jp'],
  columns: [{ id: 'products', title: 'column.products', links: [{ id: 'spot', label: 'link.spot', href: ROUTES.trade('BTC_JPY'), compliance: 'spot_trade' }] }],
};

const UAE_LEGAL = [
  ['terms-of-use', 'link.termsOfService'], ['privacy-notice', 'link.privacyPolicy'], ['risk-disclosure', 'link.riskDisclosure'],
  ['complaints-policy', 'link.complaints'], ['aml-policy', 'link.amlPolicy'], ['fee-schedule', 'link.fee'],
  ['client-money-policy', 'link.clientMoney'], ['conflict-of-interest-policy', 'link.conflictOfInterest'],
] as const;

const UAE: FooterVariantDef = {
  company: 'company.ae',
  legal: ['legal.ae'],
  columns: [
    { id: 'products', title: 'column.products', links: [{ id: 'spot', label: 'link.spot', href: ROUTES.trade('BTC_AED'), compliance: 'spot_trade' }] },
    { id: 'legal', title: 'column.legal', links: UAE_LEGAL.map(([page, label]) => ({ id: `legal-${page}`, label, href: `/legal/${page}` })) },
  ],
};

/** Singapore, UK, Bahamas and Australia share one layout; documents and notices are per region. */
const CONTACTS: FooterVariantDef = {
  company: 'company.{region}',
  legal: ['legal.{region}'],
  columns: [
    {
      id: 'company', title: 'column.company', links: [
        { id: 'contacts', label: 'link.contacts', href: '/page/contacts' },
        { id: 'announcements', label: 'link.announcements', href: ROUTES.announcements(), compliance: 'latest_news' },
      ],
    },
    {
      id: 'products', title: 'column.products', links: [
        { id: 'spot', label: 'link.spot', href: ROUTES.trade('BTC_USDT'), compliance: 'spot_trade' },
        { id: 'fee', label: 'link.fee', href: ROUTES.fee() },
        { id: 'help', label: 'link.help', href: ROUTES.help(), compliance: 'help_center' },
      ],
    },
    {
      id: 'legal', title: 'column.legal', links: [
        { ...pdf('terms', 'link.termsOfService', ''), href: ({ region }) => `/docs/${region}/terms-of-use.pdf` },
        { ...pdf('privacy', 'link.privacyPolicy', ''), href: ({ region }) => `/docs/${region}/privacy-policy.pdf` },
        { ...pdf('risk', 'link.riskDisclosure', ''), href: ({ region }) => `/docs/${region}/risk-disclosure.pdf` },
      ],
    },
  ],
};

const TESTNET: FooterVariantDef = {
  company: 'company.global',
  legal: ['legal.testnet'],
  columns: [
    {
      id: 'testnet', title: 'column.testnet', links: [
        { id: 'live-trading', label: 'link.liveTrading', href: `${MAIN_SITE_URL}${ROUTES.trade()}` },
        { id: 'help', label: 'link.help', href: `${MAIN_SITE_URL}${ROUTES.help()}`, newTab: true },
        { ...userAgreement, href: `${MAIN_SITE_URL}${ROUTES.userAgreement()}` },
      ],
    },
  ],
};

export const FOOTER_VARIANTS: Readonly<Record<FooterVariant, FooterVariantDef>> = {
  global: GLOBAL,
  hk: HONG_KONG,
  tr: TURKEY,
  eu: EU,
  us: US,
  jp: JAPAN,
  ae: UAE,
  contacts: CONTACTS,
  testnet: TESTNET,
};

/** Languages whose visitors see the restricted-jurisdictions notice (spec §2). */
export const RESTRICTED_NOTICE_LANGUAGES: readonly LanguageCode[] = ['de', 'fr', 'es'];

export interface SocialLinkDef {
  id: string;
  label: string;
  href: string;
}

export const SOCIAL_LINKS: readonly SocialLinkDef[] = [
  { id: 'x', label: 'X (Twitter)', href: 'https://x.com/exch' },
  { id: 'telegram', label: 'Telegram', href: 'https://t.me/exch' },
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/exch' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/exch' },
  { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@exch' },
  { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/exch' },
  { id: 'discord', label: 'Discord', href: 'https://discord.gg/exch' },
];
