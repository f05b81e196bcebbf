import baseCss from '../core/element/base.css?inline';
import footerHostCss from '../footer/footer.host.css?inline';
import footerCss from '../footer/footer.css?inline';
import '../footer/footer.intl';
import FooterConnected from '../footer/footer.connected';
import { EXCH_FOOTER } from '../../elements/exch-footer.meta';
import { prepareFooter } from '../footer/footer.store';
import { createChromeComponent, type ChromeComponentProps } from './create-component';

/** The regional footer as a React component (same view and store as `<exch-footer>`). */
export const ExchFooter = createChromeComponent(EXCH_FOOTER, FooterConnected, [baseCss, footerHostCss, footerCss], prepareFooter);
export type ExchFooterProps = ChromeComponentProps<typeof EXCH_FOOTER>;
