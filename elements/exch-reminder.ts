import { createChromeElement, defineOnce } from './create-element';
import { EXCH_REMINDER } from './exch-reminder.meta';
import { REMINDER_DEFINITION } from '../react-core/reminder/reminder.definition';

/** `<exch-reminder>` (described in exch-reminder.meta.ts; its runtime in reminder.definition.ts). */
export class ExchReminderElement extends createChromeElement(EXCH_REMINDER, REMINDER_DEFINITION) {}

defineOnce(EXCH_REMINDER.tag, ExchReminderElement);
