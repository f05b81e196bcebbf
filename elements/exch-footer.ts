import { createChromeElement, defineOnce } from './create-element';
import { EXCH_FOOTER } from './exch-footer.meta';
import { FOOTER_DEFINITION } from '../react-core/footer/footer.definition';

/** `<exch-footer>` (described in exch-footer.meta.ts; its runtime in footer.definition.ts). */
export class ExchFooterElement extends createChromeElement(EXCH_FOOTER, FOOTER_DEFINITION) {}

defineOnce(EXCH_FOOTER.tag, ExchFooterElement);
