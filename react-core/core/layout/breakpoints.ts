/**
 * Breakpoints of spec §9, written once. CSS files repeat the numbers in their media queries
 * (CSS cannot import them); tests/unit/breakpoints.test.ts checks that they agree.
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
  // Spec §9 also lists drawer breakpoints 767/768/992/1439/1440 and 375/768/992/1520: the CSS
  // uses them where they apply; the script needs only the queries below.
  /** Below 992 px the header's main nav moves into the side drawer. */
  headerDrawer: '(max-width: 991.9px)',
  /** 768 to 1439 px: the header hides its less important right-side entries. */
  headerCompact: '(max-width: 1439.9px)',
} as const;

/**
 * The boxes the elements reserve (px), so nothing on the page moves when they render: the
 * header's height at every width (above and below BREAKPOINTS.headerDrawer), the footer's until
 * it is ready, the announcement bar's when a notice is expected. The host stylesheets
 * (`*.host.css`) and the optional elements/exch-chrome.css repeat them; a unit test checks.
 */
export const RESERVED_HEIGHTS = {
  header: 64,
  headerCompact: 56,
  footer: 480,
  footerMobile: 640,
  announcement: 40,
  reminder: 600,
} as const;
