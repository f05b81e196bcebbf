import { type FooterVariantDef, link } from '../variant-schema';
import * as ROUTES from '../../core/routes/site-routes';

const EU_LEGAL = [
  ['privacy-policy', 'link.privacyPolicy'],
  ['cookies-policy', 'link.cookiePolicy'],
  ['user-agreement', 'link.userAgreement'],
  ['risk-disclosure', 'link.riskDisclosure'],
  ['Complaints', 'link.complaints'],
  ['Disclaimer', 'link.disclaimer'],
  ['operating-rules', 'link.operatingRules'],
  ['custody-policy', 'link.custodyPolicy'],
  ['conflict-of-interest-policy', 'link.conflictOfInterest'],
  ['order-execution-policy', 'link.orderExecution'],
] as const;

/** The eu footer (spec §2 Footer routes). */
const EU: FooterVariantDef = {
  company: 'company.eu',
  legal: ['legal.eu'],
  columns: [
    {
      id: 'products',
      title: 'column.products',
      links: [
        link('spot', ({ defaultPair }) => ROUTES.trade(defaultPair), 'spot_trade'),
        link('otc', ROUTES.otc(), 'gate_otc'),
        link('referral', ROUTES.referral()),
      ],
    },
    { id: 'legal', title: 'column.legal', links: EU_LEGAL.map(([page, label]) => ({ id: `legal-${page}`, label, href: ROUTES.legal(page) })) },
  ],
};

export default EU;
