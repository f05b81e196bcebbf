import baseCss from '../core/element/base.css?inline';
import headerHostCss from '../header/header.host.css?inline';
import { EXCH_HEADER } from '../../elements/exch-header.meta';
import { createChromeComponent, type ChromeComponentProps } from './create-component';
import { loadable } from '../core/element/loadable';
import { prepareHeader } from '../header/menu/prepare-header';

/** The header as a React component (same views and store as `<exch-header>`). */
export const ExchHeader = createChromeComponent(EXCH_HEADER, loadable(() => import('../header/header.connected')), [baseCss, headerHostCss], prepareHeader);
export type ExchHeaderProps = ChromeComponentProps<typeof EXCH_HEADER>;
