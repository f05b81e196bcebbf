import type { ChromeElementDefinition } from '../core/element/element-definition';
import baseCss from '../core/element/base.css?inline';
import { WalkthroughView } from './walkthrough';

export const WALKTHROUGH_DEFINITION: ChromeElementDefinition = {
  View: WalkthroughView,
  styles: [baseCss],
};
