import { type FooterVariantDef, userAgreement } from '../variant-schema';
import * as ROUTES from '../../core/routes/site-routes';
import { MAIN_SITE_URL } from '../../core/site/hosts';

/** The testnet footer (spec §2 Footer routes). */
const TESTNET: FooterVariantDef = {
  company: 'company.global',
  legal: ['legal.testnet'],
  columns: [
    {
      id: 'testnet',
      title: 'column.testnet',
      links: [
        { id: 'live-trading', label: 'link.liveTrading', href: `${MAIN_SITE_URL}${ROUTES.trade()}` },
        { id: 'help', label: 'link.help', href: `${MAIN_SITE_URL}${ROUTES.help()}`, newTab: true },
        { ...userAgreement, href: `${MAIN_SITE_URL}${ROUTES.userAgreement()}` },
      ],
    },
  ],
};

export default TESTNET;
