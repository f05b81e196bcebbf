import { property, type ChromeElementDeclaration, type ElementDocs, type ElementSpec } from '../core/element/element-spec';
import type { VisitorRedirectConfig } from './notices/visitor-redirect';
import type { HeaderMenu } from '../core/api/dto';
import { BREAKPOINTS, RESERVED_HEIGHTS } from '../core/layout/breakpoints';

export const EXCH_HEADER = {
  tag: 'exch-header',
  attributes: [
    { prop: 'chatRoom', attribute: 'chat-room', type: 'boolean' },
    { prop: 'cdnCheckUrl', attribute: 'cdn-check-url', type: 'string' },
    { prop: 'switchAccountSrc', attribute: 'switch-account-src', type: 'string' },
    { prop: 'marketFeedUrl', attribute: 'market-feed-url', type: 'string' },
    { prop: 'builtInMenu', attribute: 'built-in-menu', type: 'boolean' },
  ],
  properties: {
    menu: property<HeaderMenu>(),
    visitorRedirect: property<VisitorRedirectConfig>(),
    favourites: property<readonly string[]>(),
  },
  events: [
    'exch-ready',
    'exch-visitor-redirect',
    'exch-logout',
    'exch-switch-account',
    'exch-notification-dot',
    'exch-language-change',
    'exch-fiat-change',
    'exch-theme-change',
    'exch-rise-color-change',
    'exch-change-window-change',
    'exch-float-rate-change',
    'exch-favourites-change',
    'exch-session-end',
    'exch-track',
  ],
} as const satisfies ElementSpec;

/** `<exch-header>`, as react-core/chrome-elements.ts lists it. */
export const HEADER_ELEMENT = {
  spec: EXCH_HEADER,
  feature: 'header',
  server: true,
  // Its own chunk, preloaded while the site data loads (header.definition.ts).
  view: 'header.connected.tsx',
  firstPaint: ['server-menu', 'site-menu'],
  // Its snippet is the visitor's header: a logged-in session is never painted from it.
  visitorSnippet: true,
} as const satisfies ChromeElementDeclaration<typeof EXCH_HEADER>;

/**
 * Its box in the optional page stylesheet (elements/exch-chrome.css, written by scripts/reserve-css.mjs):
 * its height at every width. Where scripts do not run, its server HTML puts the nav on a second row
 * below the drawer breakpoint (header-host.css): a page's rule beats the host's own, so this one lets
 * it grow there too (the media query never matches where the script can run). @public
 */
export const EXCH_HEADER_RESERVE = `exch-header{display:block;height:${RESERVED_HEIGHTS.header}px}\n@media ${BREAKPOINTS.headerDrawer}{exch-header{height:${RESERVED_HEIGHTS.headerCompact}px}}\n@media (scripting: none) and ${BREAKPOINTS.headerDrawer}{exch-header{height:auto}}`;

/** Read by scripts/manifest.mjs (the manifest and docs/elements.md). @public */
export const EXCH_HEADER_DOCS: ElementDocs<typeof EXCH_HEADER> = {
  summary: 'Site header and navigation.',
  description:
    'The site header: logo, navigation (the server menu on the main site: validated, cached per language, with a bundled fallback; a built-in navigation per sub-site), login and signup for visitors, wallet, orders, deposit and the personal centre for logged-in users, the notification bell, the mobile drawer below 992px, the EU cookie notice and the testnet variant. Per-region rules come from the region table; `hidden-*` attributes add to them.\n\n' +
    'Everyone gets the settings (spec §1): a globe button opening the language-and-region dialog and a settings button opening the theme, colour, change-window and currency-display panel; in the drawer and below 768px, the mobile settings modal. Their code and texts load on first open (or on intent).\n\n' +
    'The page may dispatch `exch-notification-set-dot` (`{count}` or `{shouldShow}`) on window, document or any element to set the unread dot directly (spec §4); the next server answer replaces it.\n\n' +
    'Who is logged in is kept true over time (docs/embedding.md "Sessions"): a failed check is never shown as a logout (the account area stays pending and the check is retried), a login or logout in another tab of the browser reaches this one within the second, and a session the server ended (a 401/403 to a call that needs it) turns every tab to the visitor state with a dismissible notice. A page that logs someone in or out without a reload dispatches `exch-session-change` on window (no detail): the chrome asks again and tells the other tabs.',
  attributes: {
    chatRoom: { description: 'Boolean: shows the optional chat-room entry for logged-in users (sub-accounts are passed to it).', default: 'false' },
    cdnCheckUrl: {
      description:
        "The file the spec's CDN check fetches five seconds after load (spec §7; a failure is reported as 'cdn access error' through `setChromeErrorReporter`): an http(s) or relative URL, for a page that loads React from a CDN of its own. By default the chrome's own script, which carries React; in an app's own bundle (`import 'exch-chrome'`) there is no check unless this names one.",
      default: 'the chrome script',
    },
    switchAccountSrc: {
      description:
        "The switch-account script (spec §6, version 20250813), loaded once per page after the first paint for logged-in users of the main site: an http(s) or relative URL of a classic script that defines `window.ExchSwitchAccount = { open({ uid, isSubAccount, lang }) }`. Switch Account calls `open`; when the script fails to load (reported through `setChromeErrorReporter`) a click says so in the live region and loads it again; a modified click (new tab) follows the entry's link to sub-account management. Its host must be in the page's `script-src`.",
      default: '`{api-base}/static/switch-account/20250813/switch-account.js`',
    },
    builtInMenu: {
      description:
        "Boolean: turns the new (server) menu system off on the main site: the header shows the built-in navigation (the sub-sites' list of spec §2 routes) instead of `headerMenuListV2`'s. Spec §6: the main site uses the new menu system when enabled and not restricted (an Italy-limited user gets the built-in navigation, its restricted entries left out, whatever this says).",
      default: 'false',
    },
    marketFeedUrl: {
      description:
        'The live price feed (a WebSocket; an http(s) URL is taken as ws(s)), opened once per page when a market panel or the search modal first opens and closed 30 s after the last one closes or when the page is hidden. Messages: `{"type":"ticks","data":[{"id":"spot:BTC_USDT","price":"96012.35","change":-0.81}]}` (see docs/market-search.md); anything else is dropped and counted.',
      default: "`/ws/v1/market` at the origin of `api-base` (the page's)",
    },
  },
  properties: {
    menu: "Page-provided menu in the server's shape (`{ list: [...] }`); it wins over the fetched one when it validates to a non-empty menu.",
    visitorRedirect: 'Spec §2 logged-out redirect: per current host, the target host and path prefix; `skip` returning true keeps the visitor here.',
    favourites:
      "The user's starred markets from the page's backend (row ids `{kind}:{market}`, e.g. `spot:BTC_USDT`, `futures:USDT:BTC_USDT`): they replace the browser's own list (localStorage `exch.marketSearch.favourites`), validated (at most 200). Set it once the account's list is known; `exch-favourites-change` reports every toggle.",
  },
  events: {
    'exch-track':
      'A named click (spec §7 analytics; `{ name, properties: { element, id?, href? } }`) for the page to forward to its analytics; the names are listed in docs/embedding.md.',
    'exch-ready': 'The header finished its first complete render (navigation, login or account area).',
    'exch-visitor-redirect': 'Before a logged-out visitor is redirected. Cancelable: preventDefault() keeps the visitor on the page.',
    'exch-logout':
      'After the server ended the session (`serverEnded` is always true: a logout the server did not confirm keeps the page logged in and says so in the dialog), before navigating to the login page (`href`). Cancelable: preventDefault() stays on the page (single-page apps).',
    'exch-switch-account':
      'The user chose Switch Account (main site; `uid`). The chrome then opens the switch-account script (`switch-account-src`); when it cannot, the page stays, the live region says so, and the next click loads the script again.',
    'exch-notification-dot': 'The unread dot changed (`shouldShow` false when every category is at 0).',
    'exch-language-change':
      'A language was chosen in the language-and-region dialog, the mobile settings or the Turkey modal (spec §4; tr off the Turkey site first opens the Turkey modal). Cancelable: preventDefault() keeps the page, and the chrome switches language in place instead of following `href`, the language URL of `current-path`.',
    'exch-fiat-change':
      "A fiat was chosen (the exchange-rate tab or the mobile list: rate mode on, `curr_fiat` cookie written for a year), or the do-not-switch-to-fiat toggle changed it (on: `USD`; off: `''`, no conversion). Cancelable: preventDefault() stops the page reload (spec §4).",
    'exch-theme-change':
      "The theme was toggled in the settings (cookie `theme`: the spec's wire value, `0` light or `2` dark; cookie `is_change_skin=1`); every element on the page follows at once.",
    'exch-rise-color-change':
      'The rise/fall colour was chosen (cookie `market_rise_color`); every element follows at once. Not offered where the site forces green-for-rise (US).',
    'exch-change-window-change':
      "The change window was chosen (24h, utc0, utc8); `timezone` is the market requests' parameter (blank for 24h). Not offered where the site forces 24h (US).",
    'exch-float-rate-change': 'The float real-time rate toggle changed.',
    'exch-favourites-change':
      'The user starred or unstarred a market in a market panel or the search modal: `{ ids, id, favourite }`, `ids` being the whole new list (already stored in this browser), for the page to save to the account.',
    'exch-session-end':
      'The session this page showed ended without this page\'s own logout: `cause` is `server` (a call that needs the session was refused; the header shows a dismissible "You have been logged out" notice) or `logout` (the user logged out in another tab). The chrome is already in the visitor state.',
  },
  parts: {
    header: 'The `<header>` landmark.',
    logo: 'The home link.',
    nav: 'The main navigation.',
    'nav-panel': 'A navigation dropdown.',
    'notification-bell': 'The notification bell (logged-in users).',
    'notification-panel': 'The notification panel.',
    drawer: 'The mobile side drawer.',
    'cookie-notice': 'The EU cookie notice.',
    'app-prompt': 'The wallet-app prompt for phone visitors.',
    'site-notice': "The notice common data's toast flags ask for (KYC, compliance tips, Hong Kong, Brazil, LTW, Uzbekistan).",
    'language-dialog': 'The language-and-region dialog (tabs Language & region, Exchange rate).',
    'settings-panel': 'The settings panel (theme, rise/fall colour, change window, currency display).',
    'turkey-dialog': 'The Turkey modal (tr chosen off the Turkey site).',
    'mobile-settings': 'The mobile settings modal (lang, rate, riseTime, riseColor).',
  },
  cssProperties: {
    '--exch-header-background': 'Header background (defaults to the surface).',
    '--exch-header-max-width': "Width of the header's content (none).",
    '--exch-header-z-index': 'Stacking level of the header over the page (100), so its menus open over what follows.',
    '--exch-favourite-color': "A starred market's star in the market panels and the search modal (#d99a00).",
  },
  slots: {},
};
