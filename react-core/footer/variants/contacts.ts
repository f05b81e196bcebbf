import { type FooterVariantDef, link, pdf } from '../variant-schema';
import * as ROUTES from '../../core/routes/site-routes';

/** The contacts footer (spec §2 Footer routes). */
const CONTACTS: FooterVariantDef = {
  company: 'company.{region}',
  legal: ['legal.{region}'],
  columns: [
    {
      id: 'company',
      title: 'column.company',
      links: [link('contacts', '/page/contacts'), link('announcements', ROUTES.announcements(), 'latest_news')],
    },
    {
      id: 'products',
      title: 'column.products',
      links: [link('spot', ROUTES.trade(), 'spot_trade'), link('fee', ROUTES.fee()), link('help', ROUTES.help(), 'help_center')],
    },
    {
      id: 'legal',
      title: 'column.legal',
      links: [
        { ...pdf('terms', 'link.termsOfService', ''), href: ({ region }) => `/docs/${region}/terms-of-use.pdf` },
        { ...pdf('privacy', 'link.privacyPolicy', ''), href: ({ region }) => `/docs/${region}/privacy-policy.pdf` },
        { ...pdf('risk', 'link.riskDisclosure', ''), href: ({ region }) => `/docs/${region}/risk-disclosure.pdf` },
      ],
    },
  ],
};

export default CONTACTS;
