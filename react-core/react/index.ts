/**
 * `exch-chrome/react`: the chrome as React components, for React pages that bundle their own
 * React (react and react-dom are peer dependencies, not bundled here). Each component is derived
 * from its element's spec (elements/<tag>.meta.ts): the attributes as camelCase props, the
 * object properties, and an `on*` handler per event (`exch-logout` → `onLogout`).
 */
import './jsx';

export { ExchFooter, type ExchFooterProps } from './footer';
export { ExchHeader, type ExchHeaderProps } from './header';
export { ExchAnnouncement, ExchReminder, type ExchAnnouncementProps, type ExchReminderProps } from './notifications';
export { setChromeErrorReporter, type ErrorReporter } from '../core/util/reporter';
export type { ChromeComponentProps } from './create-component';
export type { ChromeEventMap, ChromeEventName } from '../core/element/events';
export type { ChromeIntrinsicElements } from './jsx';
export { prefs, setLanguage, setFiat } from '../core/store/prefs';
export { setTheme } from '../core/store/prefs.actions';
