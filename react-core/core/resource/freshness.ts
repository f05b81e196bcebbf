import type { Freshness } from './resource';
import { backoff } from '../util/backoff';

export { backoff };

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
