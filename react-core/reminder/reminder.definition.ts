import type { ChromeElementDefinition } from '../core/element/element-definition';
import baseCss from '../core/element/base.css?inline';
import { loadable } from '../core/element/loadable';

/** The notification page's runtime, for `<exch-reminder>` and `ExchReminder` alike (element-definition.ts). */
export const REMINDER_DEFINITION: ChromeElementDefinition = {
  // The page view, its CSS, the sanitiser and the texts are lazy chunks.
  View: loadable(() => import('./reminder.connected')),
  styles: [baseCss],
};
