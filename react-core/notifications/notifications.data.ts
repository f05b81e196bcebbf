/**
 * The notification constants of spec §9 ("Reminder panel", "Timing"), written once. CSS files
 * repeat the pixel values (CSS cannot import them); tests/unit/notifications checks they agree.
 */
export const NOTIFICATIONS = {
  /** Page size of the panel's list (and of the full page). */
  pageSize: 20,
  /** Panel width and list height in px. */
  panelWidth: 400,
  listHeight: 318,
  /** Skeleton rows while the panel's list loads, and their height in px. */
  skeletonRows: 8,
  skeletonRowHeight: 49,
  /** The badge shows `99+` above this. */
  badgeMax: 99,
  /** Unread poll interval while the page is visible. */
  pollIntervalMs: 300_000,
  /** The first poll waits this long, counting only time the page is visible and focused. */
  firstPollDelayMs: 60_000,
  /** Mount and focus refreshes reuse a count another tab fetched this recently. */
  minRefreshGapMs: 5_000,
  /** A tab that showed another tab's count polls this much after the interval: one poll per browser. */
  followerGraceMs: 30_000,
  /** Code returned by a failed mark-read (spec §8). */
  markReadFailureCode: 99_999,
} as const;

/** The tab shown even when its preview content is empty (spec §3 Reminder tab). */
export const ANNOUNCE_CODE = 'announce';
