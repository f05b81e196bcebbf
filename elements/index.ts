/**
 * The one script: importing it defines every chrome element. Each element's first-paint code is
 * here; panels, modals, other languages and the QR encoder are chunks loaded relative to it.
 */
export { ExchHeaderElement } from './exch-header';
export { ExchFooterElement } from './exch-footer';
export { ExchAnnouncementElement } from './exch-announcement';
export { ExchReminderElement } from './exch-reminder';
export { setChromeErrorReporter, type ErrorReporter } from '../react-core/core/util/reporter';
