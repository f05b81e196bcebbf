/**
 * `exch-chrome/react`: the chrome as React components, for React pages that bundle their own
 * React (react and react-dom are peer dependencies, not bundled here).
 */
export { ExchFooter, type ExchFooterProps } from './footer';
export { ExchHeader, type ExchHeaderProps } from './header';
export { ExchAnnouncement, ExchReminder, type ExchAnnouncementProps, type ExchReminderProps } from './notifications';
export { setChromeErrorReporter, type ErrorReporter } from '../core/util/reporter';
export type { ChromeProps } from './shadow-host';
export type { LanguageChangeDetail, FiatChangeDetail } from '../footer/footer.connected';
export { prefs, setLanguage, setTheme, setFiat } from '../core/store/prefs';
