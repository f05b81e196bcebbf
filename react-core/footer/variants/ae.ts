import { type FooterVariantDef, link } from '../variant-schema';
import * as ROUTES from '../../core/routes/site-routes';

const UAE_LEGAL = [
  ['terms-of-use', 'link.termsOfService'],
  ['privacy-notice', 'link.privacyPolicy'],
  ['risk-disclosure', 'link.riskDisclosure'],
  ['complaints-policy', 'link.complaints'],
  ['aml-policy', 'link.amlPolicy'],
  ['fee-schedule', 'link.fee'],
  ['client-money-policy', 'link.clientMoney'],
  ['conflict-of-interest-policy', 'link.conflictOfInterest'],
] as const;

/** The ae footer (spec §2 Footer routes). */
const UAE: FooterVariantDef = {
  company: 'company.ae',
  legal: ['legal.ae'],
  columns: [
    { id: 'products', title: 'column.products', links: [link('spot', ({ defaultPair }) => ROUTES.trade(defaultPair), 'spot_trade')] },
    { id: 'legal', title: 'column.legal', links: UAE_LEGAL.map(([page, label]) => ({ id: `legal-${page}`, label, href: ROUTES.legal(page) })) },
  ],
};

/** Singapore, UK, Bahamas and Australia share one layout; documents and notices are per region. */

export default UAE;
