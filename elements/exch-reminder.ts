import { lazy } from 'react';
import { createChromeElement, defineOnce } from './create-element';
import { EXCH_REMINDER } from './exch-reminder.meta';
import baseCss from '../react-core/core/element/base.css?inline';

/** `<exch-reminder>` (described in exch-reminder.meta.ts). */
export class ExchReminderElement extends createChromeElement(EXCH_REMINDER, {
  // The page view, its CSS, dayjs, the sanitiser and the texts are lazy chunks.
  View: lazy(() => import('../react-core/reminder/reminder.connected')),
  styles: [baseCss],
}) {}

defineOnce(EXCH_REMINDER.tag, ExchReminderElement);
