import { type FooterVariantDef, link } from '../variant-schema';
import * as ROUTES from '../../core/routes/site-routes';
import { TURKEY_EXCHANGE_URL } from '../../core/site/hosts';

/** The tr footer (spec §2 Footer routes). */
const TURKEY: FooterVariantDef = {
  company: 'company.tr',
  legal: ['legal.tr'],
  columns: [
    {
      id: 'about',
      title: 'column.about',
      links: [
        link('about-us', ROUTES.aboutUs()),
        link('calendar', ROUTES.calendar()),
        link('security', '/security'),
        link('tr-exchange', TURKEY_EXCHANGE_URL, undefined, { label: 'link.turkeyExchange', newTab: true }),
      ],
    },
    {
      id: 'fiat',
      title: 'column.fiat',
      links: [link('deposit-fiat', ROUTES.depositFiat(), 'fiat_trade'), link('withdraw-fiat', ROUTES.withdrawFiat(), 'fiat_trade')],
    },
    {
      id: 'market-data',
      title: 'column.marketData',
      groups: [
        {
          id: 'converter',
          title: 'group.converter',
          links: (['btc', 'eth', 'usdt'] as const).map((coin) => ({
            id: `converter-${coin}`,
            label: 'link.converter',
            labelVars: { coin: coin.toUpperCase(), fiat: 'TRY' },
            href: `/converter/${coin}/${coin}-try`,
            compliance: 'fiat_trade',
          })),
        },
      ],
      links: [
        link('fear-greed', '/crypto-market-data/market-sentiment/fear-and-greed-index'),
        link('long-short', '/crypto-market-data/market-sentiment/long-short-ratio'),
      ],
    },
    {
      id: 'learn',
      title: 'column.learn',
      links: [link('learn', ROUTES.learn(), 'learn'), link('feedback', '/suggestions-feedback')],
    },
  ],
};

export default TURKEY;
