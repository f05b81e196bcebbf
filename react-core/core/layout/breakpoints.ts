/**
 * Breakpoints of spec §9, written once, and exactly the ones the chrome uses: CSS files repeat
 * them in their media queries (CSS cannot import them); tests/unit/core/layout/breakpoints.test.ts
 * checks that every width query of the CSS is one of these and every one of these is used.
 */
const PHONE = '(max-width: 767.9px)';

export const BREAKPOINTS = {
  /** Phones (max width 767.9px, spec §9): the header's settings move into the drawer, the search modal fills the screen. */
  phone: PHONE,
  /** Footer columns become accordions; mobile pickers show (the phone width). */
  footerMobile: PHONE,
  /** Announcement phone view (767px or below). */
  announcementPhone: '(max-width: 767px)',
  /** The notification page's sidebar becomes a row of tabs above the list (767px or below). */
  reminderPhone: '(max-width: 767px)',
  /** Below 992 px (spec §9 drawer breakpoints 992) the header's main nav moves into the side drawer. */
  headerDrawer: '(max-width: 991.9px)',
  /** Spec §9 "the futures competition entry uses 992 px": it shows from 992 px up (header.css). */
  futuresCompetition: '(min-width: 992px)',
  /** Spec §9 drawer breakpoints 1439/1440: up to 1439 px the header is compact (header.css: no download button, the language entry's globe only). */
  headerCompact: '(max-width: 1439.9px)',
  /** Spec §9 375 px: below it, the bar leaves Log in to the drawer (header.css). */
  smallPhone: '(max-width: 374.9px)',
  /** Spec §9 1520 px: from it, the search button shows its name (header.css). */
  wide: '(min-width: 1520px)',
} as const;

/**
 * The boxes the elements reserve (px), so nothing on the page moves when they render: the
 * header's height at every width (above and below BREAKPOINTS.headerDrawer), the footer's until
 * it is ready, the announcement bar's when a notice is expected. The host stylesheets
 * (`*-host.css`) and the optional elements/exch-chrome.css repeat them; a unit test checks.
 */
export const RESERVED_HEIGHTS = {
  header: 64,
  headerCompact: 56,
  footer: 480,
  footerMobile: 640,
  announcement: 40,
  reminder: 600,
} as const;
