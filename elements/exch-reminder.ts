import { createChromeElement, defineOnce } from './create-element';
import { EXCH_REMINDER } from './exch-reminder.meta';
import baseCss from '../react-core/core/element/base.css?inline';
import { loadable } from '../react-core/core/element/loadable';

/** `<exch-reminder>` (described in exch-reminder.meta.ts). */
export class ExchReminderElement extends createChromeElement(EXCH_REMINDER, {
  // The page view, its CSS, dayjs, the sanitiser and the texts are lazy chunks.
  View: loadable(() => import('../react-core/reminder/reminder.connected')),
  styles: [baseCss],
}) {}

defineOnce(EXCH_REMINDER.tag, ExchReminderElement);
