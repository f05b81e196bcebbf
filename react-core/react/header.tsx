import { EXCH_HEADER } from '../../elements/exch-header.meta';
import { HEADER_DEFINITION } from '../header/header.definition';
import { createChromeComponent, type ChromeComponentProps } from './create-component';

/** The header as a React component (same definition and store as `<exch-header>`). */
export const ExchHeader = createChromeComponent(EXCH_HEADER, HEADER_DEFINITION);
export type ExchHeaderProps = ChromeComponentProps<typeof EXCH_HEADER>;
