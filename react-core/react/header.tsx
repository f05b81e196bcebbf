import { lazy } from 'react';
import baseCss from '../core/element/base.css?inline';
import { EXCH_HEADER } from '../../elements/exch-header.meta';
import { createChromeComponent, type ChromeComponentProps } from './create-component';

/** The header as a React component (same views and store as `<exch-header>`). */
export const ExchHeader = createChromeComponent(EXCH_HEADER, lazy(() => import('../header/header.connected')), [baseCss]);
export type ExchHeaderProps = ChromeComponentProps<typeof EXCH_HEADER>;
