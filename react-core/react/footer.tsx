import { EXCH_FOOTER } from '../../elements/exch-footer.meta';
import { FOOTER_DEFINITION } from '../footer/footer.definition';
import { createChromeComponent, type ChromeComponentProps } from './create-component';

/** The regional footer as a React component (same definition and store as `<exch-footer>`). */
export const ExchFooter = createChromeComponent(EXCH_FOOTER, FOOTER_DEFINITION);
export type ExchFooterProps = ChromeComponentProps<typeof EXCH_FOOTER>;
