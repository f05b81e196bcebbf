import baseCss from '../core/element/base.css?inline';
import announcementHostCss from '../announcement/announcement.host.css?inline';
import { EXCH_ANNOUNCEMENT } from '../../elements/exch-announcement.meta';
import { EXCH_REMINDER } from '../../elements/exch-reminder.meta';
import { createChromeComponent, type ChromeComponentProps } from './create-component';
import { loadable } from '../core/element/loadable';

/** The site-notice bar as a React component (same view as `<exch-announcement>`). */
export const ExchAnnouncement = createChromeComponent(EXCH_ANNOUNCEMENT, loadable(() => import('../announcement/announcement.connected')), [baseCss, announcementHostCss]);
export type ExchAnnouncementProps = ChromeComponentProps<typeof EXCH_ANNOUNCEMENT>;

/** The full notification page as a React component (same view as `<exch-reminder>`). */
export const ExchReminder = createChromeComponent(EXCH_REMINDER, loadable(() => import('../reminder/reminder.connected')), [baseCss]);
export type ExchReminderProps = ChromeComponentProps<typeof EXCH_REMINDER>;
