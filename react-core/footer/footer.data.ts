import * as ROUTES from '../core/routes/routes';
import { MAIN_SITE_URL, SUPPORT_REQUEST_URL, TURKEY_EXCHANGE_URL } from '../core/site/hosts';
import type { FooterVariant, RegionKey } from '../core/region/regions';
import type { LanguageCode } from '../core/i18n/languages';
import type { FooterKey } from './footer.intl';

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
  label: FooterKey;
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
  title: FooterKey;
  titleVars?: Record<string, string>;
  links: readonly FooterLinkDef[];
}

export interface FooterColumnDef {
  id: string;
  title: FooterKey;
  links: readonly FooterLinkDef[];
  /** Sub-groups: accordions of their own on small screens. */
  groups?: readonly FooterGroupDef[];
}

export interface FooterVariantDef {
  columns: readonly FooterColumnDef[];
  /** Legal notice paragraphs (i18n keys; `{region}` stands for the site's key), in order. */
  legal: readonly string[];
  /** Company name in the copyright line (i18n key; `{region}` as above). */
  company: string;
}

const chinese = (lang: LanguageCode) => lang === 'zh' || lang === 'zh-tw';
const camel = (id: string) => id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** A link whose label key is `link.{camelCase id}` (one string less per link in the script). */
function link(id: string, href: FooterLinkDef['href'], compliance?: string, extra?: Partial<FooterLinkDef>): FooterLinkDef {
  // The key is built, not written: tests/unit/footer checks every variant's keys exist.
  return { id, label: `link.${camel(id)}` as FooterKey, href, compliance, ...extra };
}
const pdf = (id: string, label: FooterKey, path: string): FooterLinkDef => ({ id, label, href: path, newTab: true, noPrefix: true });
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
        link('about-us', ROUTES.aboutUsGlobal()),
        link('careers', '/page/careers'),
        link('newsroom', '/newsroom'),
        userAgreement,
        link('risk-disclosure', '/risk-disclosure'),
        link('privacy-policy', '/privacy-policy'),
        link('cookie-policy', '/cookie-policy'),
        link('media-kit', '/media-kit', 'media_kit'),
        link('proof-of-reserves', '/proof_of_reserves'),
        link('licenses', '/gategroup/legal/licenses'),
        link('security', '/security'),
        link('gt', ROUTES.gt()),
        link('gusd', '/gusd', 'gusd-staking'),
        link('events', '/event'),
        link('law-enforcement', ROUTES.legal('law-enforcement')),
        link('conferences', '/global-conferences'),
        link('ventures', '/ventures', 'ventures'),
        link('partnership-racing', ROUTES.brandPartnerships('racing'), 'partner'),
        link('partnership-football', ROUTES.brandPartnerships('football'), 'partner'),
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
        link('spot', ROUTES.trade(), 'spot_trade'),
        link('futures', ROUTES.futuresCenter(), 'derivatives'),
        link('alpha', ROUTES.alpha()),
        link('margin', ROUTES.isolatedMargin(), 'margin_trade'),
        link('etf', ROUTES.etf(), 'margin_etf_trade'),
        link('nft', '/nft', 'nft'),
        link('pay', '/gatepay', 'gatepay'),
        link('mini-app', '/mini-app'),
        link('gift-card', '/gift-card'),
        link('otc', ROUTES.otc(), 'gate_otc'),
        link('charity', '/charity'),
        link('shop', '/shop', 'gate_shop'),
        link('web3', '/web3', 'web3'),
      ],
    },
    {
      id: 'services', title: 'column.services', links: [
        link('vip', ROUTES.vip(), 'vip_service'),
        link('institution', ROUTES.institution()),
        link('feedback', '/suggestions-feedback'),
        link('announcements', ROUTES.announcements(), 'latest_news'),
        link('fee', ROUTES.fee()),
        link('help', ROUTES.help(), 'help_center'),
        link('listing', '/listing'),
        link('security-audit', '/security-audit'),
        link('developers', '/developers'),
        link('official-verify', '/officialverify'),
        {
          id: 'p2p-merchant', label: 'link.p2pMerchant', compliance: 'fiat_trade',
          href: ({ lang }) => (chinese(lang) ? '/p2p/merchant' : '/c2c/merchant'),
        },
        link('affiliate', ROUTES.affiliate(), 'affiliate'),
        link('upcoming-event', '/upcoming-event', 'upcoming_event'),
        link('crosschain', '/crosschain'),
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
        link('learn', ROUTES.learn(), 'learn'),
        link('course', '/learn/course', 'learn'),
        link('glossary', '/learn/glossary', 'learn'),
        link('price', ROUTES.price(), undefined, { label: 'link.prices' }),
        link('bigdata', '/bigdata'),
        link('halving', '/explore/bitcoin-halving-countdown'),
        link('wiki', '/crypto-wiki'),
        link('calculator', '/crypto-calculator'),
      ],
    },
  ],
};

// Regional -------------------------------------------------------------------------------------
const HONG_KONG: FooterVariantDef = {
  company: 'company.hk',
  legal: ['legal.hk'],
  columns: [
    { id: 'products', title: 'column.products', links: [link('spot', ROUTES.trade('BTC_USDT'), 'spot_trade')] },
    {
      id: 'support', title: 'column.support', links: [
        link('fee', ROUTES.fee()),
        link('help', ROUTES.help(), 'help_center'),
        link('announcements', '/articlelist/ann', 'latest_news'),
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
        link('about-us', ROUTES.aboutUs()),
        link('calendar', ROUTES.calendar()),
        link('security', '/security'),
        link('tr-exchange', TURKEY_EXCHANGE_URL, undefined, { label: 'link.turkeyExchange', newTab: true }),
      ],
    },
    {
      id: 'fiat', title: 'column.fiat', links: [
        link('deposit-fiat', ROUTES.depositFiat(), 'fiat_trade'),
        link('withdraw-fiat', ROUTES.withdrawFiat(), 'fiat_trade'),
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
        link('fear-greed', '/crypto-market-data/market-sentiment/fear-and-greed-index'),
        link('long-short', '/crypto-market-data/market-sentiment/long-short-ratio'),
      ],
    },
    {
      id: 'learn', title: 'column.learn', links: [
        link('learn', ROUTES.learn(), 'learn'),
        link('feedback', '/suggestions-feedback'),
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
        link('spot', ROUTES.trade('BTC_USDC'), 'spot_trade'),
        link('otc', ROUTES.otc(), 'gate_otc'),
        link('referral', ROUTES.referral()),
      ],
    },
    { id: 'legal', title: 'column.legal', links: EU_LEGAL.map(([page, label]) => ({ id: `legal-${page}`, label, href: ROUTES.legal(page) })) },
  ],
};

const US: FooterVariantDef = {
  company: 'company.us',
  legal: ['legal.us', 'legal.us.nmls'],
  columns: [
    {
      id: 'about', title: 'column.about', links: [
        link('about-us', ROUTES.aboutUs()),
        link('partnerships', ROUTES.brandPartnerships(), 'partner'),
      ],
    },
    {
      id: 'learn', title: 'column.learn', links: [
        link('learn', ROUTES.learn(), 'learn'),
        link('course', '/learn/course', 'learn'),
      ],
    },
  ],
};

const JAPAN: FooterVariantDef = {
  company: 'company.jp',
  legal: ['legal.jp'],
  columns: [{ id: 'products', title: 'column.products', links: [link('spot', ROUTES.trade('BTC_JPY'), 'spot_trade')] }],
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
    { id: 'products', title: 'column.products', links: [link('spot', ROUTES.trade('BTC_AED'), 'spot_trade')] },
    { id: 'legal', title: 'column.legal', links: UAE_LEGAL.map(([page, label]) => ({ id: `legal-${page}`, label, href: ROUTES.legal(page) })) },
  ],
};

/** Singapore, UK, Bahamas and Australia share one layout; documents and notices are per region. */
const CONTACTS: FooterVariantDef = {
  company: 'company.{region}',
  legal: ['legal.{region}'],
  columns: [
    {
      id: 'company', title: 'column.company', links: [
        link('contacts', '/page/contacts'),
        link('announcements', ROUTES.announcements(), 'latest_news'),
      ],
    },
    {
      id: 'products', title: 'column.products', links: [
        link('spot', ROUTES.trade('BTC_USDT'), 'spot_trade'),
        link('fee', ROUTES.fee()),
        link('help', ROUTES.help(), 'help_center'),
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
