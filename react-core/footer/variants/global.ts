import { type FooterVariantDef, chinese, link, userAgreement } from '../variant-schema';
import * as ROUTES from '../../core/routes/site-routes';
import { supportRequestHref } from '../../core/site/hosts';

/** The global footer (spec §2 Footer routes). */
const BUY_SELL_COINS = [
  ['bitcoin-btc', 'BTC'],
  ['ethereum-eth', 'ETH'],
  ['xrp-xrp', 'XRP'],
  ['solana-sol', 'SOL'],
  ['pi-network-pi', 'PI'],
] as const;
const LEARN_COINS = [
  ['bitcoin-btc', 'Bitcoin'],
  ['ethereum-eth', 'Ethereum'],
  ['solana-sol', 'Solana'],
  ['xrp-xrp', 'XRP'],
] as const;

const GLOBAL: FooterVariantDef = {
  company: 'company.global',
  legal: ['legal.global.risk'],
  columns: [
    {
      id: 'about',
      title: 'column.about',
      links: [
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
      id: 'products',
      title: 'column.products',
      groups: [
        {
          id: 'buy-sell',
          title: 'group.buySell',
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
      id: 'services',
      title: 'column.services',
      links: [
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
          id: 'p2p-merchant',
          label: 'link.p2pMerchant',
          compliance: 'fiat_trade',
          href: ({ lang }) => (chinese(lang) ? '/p2p/merchant' : '/c2c/merchant'),
        },
        link('affiliate', ROUTES.affiliate(), 'affiliate'),
        link('upcoming-event', '/upcoming-event', 'upcoming_event'),
        link('crosschain', '/crosschain'),
        {
          id: 'support-request',
          label: 'link.supportRequest',
          newTab: true,
          // The support host's own path (no language prefix) on that host.
          noPrefix: true,
          href: ({ lang, serviceHost }) => supportRequestHref(lang, serviceHost),
        },
      ],
    },
    {
      id: 'learn',
      title: 'column.learn',
      groups: LEARN_COINS.map(([slug, coin]) => ({
        id: `coin-${slug}`,
        title: 'group.coin',
        titleVars: { coin },
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

export default GLOBAL;
