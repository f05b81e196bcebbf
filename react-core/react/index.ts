/**
 * `exch-chrome/react`: the chrome as React components, for React pages that bundle their own
 * React (react and react-dom are peer dependencies, not bundled here). Each component is derived
 * from its element's spec (elements/<tag>.meta.ts): the attributes as camelCase props, the
 * object properties, and an `on*` handler per event (`exch-logout` → `onLogout`).
 *
 * This is the browser build; a React server (package condition `node`) gets server.tsx, whose
 * components render the same views as declarative shadow DOM that these hydrate.
 */
export * from './api';
export { ExchFooter, type ExchFooterProps } from './footer';
export { ExchHeader, type ExchHeaderProps } from './header';
export { ExchAnnouncement, ExchReminder, type ExchAnnouncementProps, type ExchReminderProps } from './notifications';
