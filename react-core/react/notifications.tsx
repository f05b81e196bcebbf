import { EXCH_ANNOUNCEMENT } from '../../elements/exch-announcement.meta';
import { EXCH_REMINDER } from '../../elements/exch-reminder.meta';
import { ANNOUNCEMENT_DEFINITION } from '../announcement/announcement.definition';
import { REMINDER_DEFINITION } from '../reminder/reminder.definition';
import { createChromeComponent, type ChromeComponentProps } from './create-component';

/** The site-notice bar as a React component (same definition as `<exch-announcement>`). */
export const ExchAnnouncement = createChromeComponent(EXCH_ANNOUNCEMENT, ANNOUNCEMENT_DEFINITION);
export type ExchAnnouncementProps = ChromeComponentProps<typeof EXCH_ANNOUNCEMENT>;

/** The full notification page as a React component (same definition as `<exch-reminder>`). */
export const ExchReminder = createChromeComponent(EXCH_REMINDER, REMINDER_DEFINITION);
export type ExchReminderProps = ChromeComponentProps<typeof EXCH_REMINDER>;
