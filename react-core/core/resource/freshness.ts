import type { Freshness } from './resource';

/**
 * The chrome's one freshness rule (docs/embedding.md "Fresh data"): how long each kind of answer
 * counts as fresh and when it is asked again, written once and read by every store through its
 * resource (resource.ts).
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** A tab shown again after being hidden this long asks again (the session too). */
export const SHOWN_AGAIN_AFTER_MS = 5 * MINUTE;
/** While visible, site data is asked again this often. */
export const REVALIDATE_EVERY_MS = 30 * MINUTE;

/**
 * After failure `attempt` (1, 2, ...): 2 s, 4 s, 8 s ... at most 2 minutes, for as long as a view
 * shows the resource (with ±20 % jitter from `random`, so tabs that failed together do not
 * retry together).
 */
export function backoff(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(2 * MINUTE, 2 * SECOND * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export const FRESHNESS = {
  /**
   * Common data, compliance, the menu, the notice, the bulletin, fiat rates: fresh for 5 minutes,
   * asked again when the tab is shown after 5 minutes or more hidden and every 30 minutes while
   * visible; a failure retries with backoff and when the browser is back online.
   */
  site: { staleMs: SHOWN_AGAIN_AFTER_MS, onShowAfterMs: SHOWN_AGAIN_AFTER_MS, everyMs: REVALIDATE_EVERY_MS, retryMs: backoff },
  /** Who is logged in: asked once, again when the tab is shown after 5 minutes hidden; a failure retries. */
  session: { staleMs: Infinity, onShowAfterMs: SHOWN_AGAIN_AFTER_MS, retryMs: backoff },
  /**
   * A market list: asked again when a panel opens and the list is older than 60 s (the futures
   * refresh and the delivery dedupe of spec §9 are the market loader's, from its constants).
   */
  marketList: { staleMs: MINUTE },
} as const satisfies Record<string, Freshness>;
