import { lazy } from 'react';
import { createChromeElement, defineOnce } from './create-element';
import baseCss from '../react-core/core/element/base.css?inline';

/**
 * The site header: logo, navigation from the server menu (validated, cached per language, with a
 * bundled fallback), login and signup for visitors, wallet, orders, deposit and the personal
 * centre for logged-in users, the mobile drawer below 992px, the EU cookie notice and the testnet
 * variant. Per-region rules come from the region table; `hidden-*` attributes add to them.
 *
 * @summary Site header and navigation.
 * @customElement exch-header
 * @chromeAttributes
 * The page may dispatch `exch-notification-set-dot` (`{count}` or `{shouldShow}`) on window, document or any
 * element to set the unread dot directly (spec §4); the next server answer replaces it.
 *
 * @attr {boolean} chat-room - Shows the optional chat-room entry for logged-in users (sub-accounts are passed to it).
 * @prop {unknown} menu - Page-provided menu in the server's shape (`{ list: [...] }`); it wins over the fetched one when it validates to a non-empty menu.
 * @prop {{hosts: Record<string, {target: string, prefix?: string}>, skip?: () => boolean}} visitorRedirect - Spec §2 logged-out redirect: per current host, the target host and path prefix; `skip` returning true keeps the visitor here.
 * @fires {CustomEvent<{href: string}>} exch-visitor-redirect - Before a logged-out visitor is redirected. Cancelable: preventDefault() keeps the visitor on the page.
 * @fires {CustomEvent<{scope: 'all' | 'this', href: string}>} exch-logout - After the session ended, before navigating to the login page (`href`). Cancelable: preventDefault() stays on the page (single-page apps).
 * @fires {CustomEvent<{uid: string}>} exch-switch-account - The user asked to switch accounts (main site); the page's switch-account script takes over.
 * @fires {CustomEvent<{shouldShow: boolean, count: number}>} exch-notification-dot - The unread dot changed (`shouldShow` false when every category is at 0).
 * @csspart header - The `<header>` landmark.
 * @csspart notification-bell - The notification bell (logged-in users).
 * @csspart notification-panel - The notification panel.
 * @csspart logo - The home link.
 * @csspart nav - The main navigation.
 * @csspart nav-panel - A navigation dropdown.
 * @csspart drawer - The mobile side drawer.
 * @csspart cookie-notice - The EU cookie notice.
 * @csspart app-prompt - The wallet-app prompt for phone visitors.
 * @cssprop --exch-font-family - Font stack of the chrome.
 * @cssprop --exch-accent - Accent colour in the light theme.
 * @cssprop --exch-accent-dark - Accent colour in the dark theme.
 * @cssprop --exch-surface - Background in the light theme.
 * @cssprop --exch-surface-dark - Background in the dark theme.
 * @cssprop --exch-focus-ring - Focus outline colour.
 * @cssprop --exch-header-background - Header background (defaults to the surface).
 * @cssprop --exch-header-max-width - Width of the header's content (none).
 * @cssprop --exch-header-z-index - Stacking level of the header over the page (100), so its menus open over what follows.
 */
export class ExchHeaderElement extends createChromeElement({
  // The view is its own chunk, fetched when a tag is on the page, while the site data loads.
  View: lazy(() => import('../react-core/header/header.connected')),
  // The header's own sheet comes with its view chunk (header.connected.tsx adopts it).
  styles: [baseCss],
  properties: ['menu', 'visitorRedirect'],
  attributes: [{ prop: 'chatRoom', attribute: 'chat-room', type: 'boolean' }],
}) {}

defineOnce('exch-header', ExchHeaderElement);

declare global {
  interface HTMLElementTagNameMap {
    'exch-header': ExchHeaderElement;
  }
}
