import { lazy } from 'react';
import { createChromeElement, defineOnce } from './create-element';
import baseCss from '../react-core/core/element/base.css?inline';

// The page view, its CSS, dayjs, the sanitiser and the texts are lazy chunks: the one-script
// entry only carries this definition.
const ReminderConnected = lazy(() => import('../react-core/reminder/reminder.connected'));

/**
 * The full notification page, as on /reminder (spec §2): the categories as a sidebar (a tablist;
 * arrow keys, Home and End move between them), the selected category's messages with paging
 * through all of them as the user scrolls (or presses "Load more"), and the same message
 * rendering, read marking and link rules as the header's panel. The `sidebar` query parameter
 * of the page selects the first category shown; choosing another updates it
 * (`history.replaceState`). A read lowers the unread counts of every element on the page and of
 * the site's other open tabs. Visitors see a login prompt and no notification request is made.
 *
 * The red dot can be set by the page: dispatch `exch-notification-set-dot` (on window, document
 * or any element, bubbling) with `{count}` (a number; `99+` shows above 99; 0 hides the dot) or
 * `{shouldShow}` (a dot without a number). The next answer from the server replaces it.
 *
 * @summary Full notification page.
 * @customElement exch-reminder
 * @chromeAttributes
 * @fires {CustomEvent<{shouldShow: boolean, count: number | null}>} exch-notification-dot - The red dot changed; `shouldShow` is false when every category has 0 unread. Dispatched once per change, from the first element on the page that shows notifications (the header, else this one).
 * @fires {CustomEvent<{count?: number, shouldShow?: boolean}>} exch-notification-set-dot - Not fired by the element: the page dispatches it to set the dot directly (see above).
 * @csspart reminder - The page's container.
 * @csspart sidebar - The category list.
 * @csspart list - The message list (the tab panel).
 * @cssprop --exch-font-family - Font stack of the chrome.
 * @cssprop --exch-accent - Accent colour in the light theme.
 * @cssprop --exch-accent-dark - Accent colour in the dark theme.
 * @cssprop --exch-surface - Background in the light theme.
 * @cssprop --exch-surface-dark - Background in the dark theme.
 * @cssprop --exch-focus-ring - Focus outline colour.
 * @cssprop --exch-reminder-max-width - Width of the page's content (1200px).
 */
export class ExchReminderElement extends createChromeElement({
  View: ReminderConnected,
  styles: [baseCss],
}) {}

defineOnce('exch-reminder', ExchReminderElement);

declare global {
  interface HTMLElementTagNameMap {
    'exch-reminder': ExchReminderElement;
  }
}
