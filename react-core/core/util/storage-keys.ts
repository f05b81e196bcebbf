/**
 * Every localStorage key the chrome reads or writes, in one table (like COOKIE for cookies).
 * Each preference has its own key, so one corrupt value falls back alone. Keys ending in `.` are
 * prefixes: the caller appends a scope.
 */
/** Spec §5 cache entries: `exch.cache.<name>` (its own constant: the boot script reads it without the table). */
export const CACHE_PREFIX = 'exch.cache.';

export const STORAGE_KEY = {
  /** Preferences (spec §3): change window, rate mode, float rate (the theme is a cookie: COOKIE.theme). */
  changeWindow: 'exch.prefs.changeWindow',
  fiatRateOpen: 'exch.prefs.fiatRateOpen',
  floatRate: 'exch.prefs.floatRate',
  /** Dismissed announcement content ids (JSON array, newest last). */
  announcementDismissed: 'exch.announcement.dismissed',
  /** The last notice shown per slot (JSON `{index, wallet, site}`): its bar is reserved next time. */
  announcementLast: 'exch.announcement.last',
  /** When the EU cookie notice was acknowledged (ms since epoch). */
  cookieNoticeAck: 'exch.cookieNotice.ackAt',
  /** When the wallet-app prompt was closed (ms since epoch). */
  appPromptClosed: 'exch.appPrompt.closedAt',
  /** When each of common data's notices was closed (JSON `{ notice: ms }`, header/notices/site-notice.rules.ts). */
  siteNoticeClosed: 'exch.siteNotice.closed',
  /** Spec §5 cache entries: `exch.cache.<name>`. */
  cachePrefix: CACHE_PREFIX,
  /** The starred markets (JSON array of row ids `{kind}:{market}`), shared by every element and tab. */
  marketFavourites: 'exch.marketSearch.favourites',
  /**
   * Who this browser's tabs last saw logged in (JSON `{base, uid, at}`, uid '' for a visitor), and
   * the session news of the tabs without a BroadcastChannel (session-channel.ts).
   */
  session: 'exch.session',
  /** The unread count shared by the tabs of a site: `exch.unread.<scope>`. */
  unreadPrefix: 'exch.unread.',
} as const;
