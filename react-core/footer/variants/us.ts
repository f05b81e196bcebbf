import { type FooterVariantDef, link } from '../variant-schema';
import * as ROUTES from '../../core/routes/site-routes';

/** The us footer (spec §2 Footer routes). */
const US: FooterVariantDef = {
  company: 'company.us',
  legal: ['legal.us', 'legal.us.nmls'],
  columns: [
    {
      id: 'about',
      title: 'column.about',
      links: [link('about-us', ROUTES.aboutUs()), link('partnerships', ROUTES.brandPartnerships(), 'partner')],
    },
    {
      id: 'learn',
      title: 'column.learn',
      links: [link('learn', ROUTES.learn(), 'learn'), link('course', '/learn/course', 'learn')],
    },
  ],
};

export default US;
