import { type FooterVariantDef, link, pdf } from '../variant-schema';
import * as ROUTES from '../../core/routes/site-routes';

/** The hk footer (spec §2 Footer routes). */
const HONG_KONG: FooterVariantDef = {
  company: 'company.hk',
  legal: ['legal.hk'],
  columns: [
    { id: 'products', title: 'column.products', links: [link('spot', ROUTES.trade(), 'spot_trade')] },
    {
      id: 'support',
      title: 'column.support',
      links: [link('fee', ROUTES.fee()), link('help', ROUTES.help(), 'help_center'), link('announcements', '/articlelist/ann', 'latest_news')],
    },
    {
      id: 'legal',
      title: 'column.legal',
      links: [
        pdf('terms', 'link.termsOfService', '/docs/hk/terms-of-service.pdf'),
        pdf('privacy', 'link.privacyPolicy', '/docs/hk/privacy-policy.pdf'),
        pdf('risk', 'link.riskDisclosure', '/docs/hk/risk-disclosure.pdf'),
        pdf('complaints', 'link.complaints', '/docs/hk/complaints-handling.pdf'),
      ],
    },
  ],
};

export default HONG_KONG;
