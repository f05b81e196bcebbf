import { type FooterVariantDef, link } from '../variant-schema';
import * as ROUTES from '../../core/routes/site-routes';

/** The jp footer (spec §2 Footer routes). */
const JAPAN: FooterVariantDef = {
  company: 'company.jp',
  legal: ['legal.jp'],
  columns: [{ id: 'products', title: 'column.products', links: [link('spot', ({ defaultPair }) => ROUTES.trade(defaultPair), 'spot_trade')] }],
};

export default JAPAN;
