import type { ChromeElementDefinition } from '../core/element/element-definition';
import type { FirstPaintOf } from '../core/element/element-spec';
import type { FOOTER_ELEMENT } from './footer.element';
import baseCss from '../core/element/base.css?inline';
import footerHostCss from './footer.host.css?inline';
import footerCss from './footer.css?inline';
import './footer.intl';
import FooterConnected from './footer.connected';
import { loadFooterData, loadFooterTable, prepareFooter } from './footer.prepare';

/** The footer's runtime, for `<exch-footer>` and `ExchFooter` alike (element-definition.ts). */
export const FOOTER_DEFINITION: ChromeElementDefinition<FirstPaintOf<typeof FOOTER_ELEMENT>> = {
  // In the entry, not a chunk: a footer-only page then paints with one script fetch.
  View: FooterConnected,
  styles: [baseCss, footerHostCss, footerCss],
  prepare: prepareFooter,
  loadData: loadFooterData,
  needs: { 'footer-table': loadFooterTable },
};
