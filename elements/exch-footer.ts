import { createChromeElement, defineOnce } from './create-element';
import { EXCH_FOOTER } from './exch-footer.meta';
import baseCss from '../react-core/core/element/base.css?inline';
import footerHostCss from '../react-core/footer/footer.host.css?inline';
import footerCss from '../react-core/footer/footer.css?inline';
import '../react-core/footer/footer.intl';
import FooterConnected from '../react-core/footer/footer.connected';
import { loadFooterData, prepareFooter } from '../react-core/footer/footer.store';

/** `<exch-footer>` (described in exch-footer.meta.ts). */
export class ExchFooterElement extends createChromeElement(EXCH_FOOTER, {
  // In the entry, not a chunk: a footer-only page then paints with one script fetch.
  View: FooterConnected,
  styles: [baseCss, footerHostCss, footerCss],
  prepare: prepareFooter,
  loadData: loadFooterData,
}) {}

defineOnce(EXCH_FOOTER.tag, ExchFooterElement);
