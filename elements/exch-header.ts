import { createChromeElement, defineOnce } from './create-element';
import { EXCH_HEADER } from './exch-header.meta';
import { HEADER_DEFINITION } from '../react-core/header/header.definition';

/** `<exch-header>` (described in exch-header.meta.ts; its runtime in header.definition.ts). */
export class ExchHeaderElement extends createChromeElement(EXCH_HEADER, HEADER_DEFINITION) {}

defineOnce(EXCH_HEADER.tag, ExchHeaderElement);
