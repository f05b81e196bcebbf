import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { clearStatus, liveStatus } from '../store/live-status';

/** How long a message stays on screen (long enough to read twice). */
export const LIVE_STATUS_MS = 8000;

/**
 * The polite live region for liveStatus: always in the tree and in the accessibility tree, never
 * `hidden` while empty (a region that appears with its message is not announced reliably: the
 * failure of a switch or a logout would be seen but not heard); visible as a small note while it
 * has something to say, cleared after LIVE_STATUS_MS. `role="status"` is aria-live="polite": it
 * waits for the user's current speech.
 */
export function LiveStatus() {
  const { message, serial } = useSnapshot(liveStatus);
  useEffect(() => {
    if (!message) return undefined;
    const timer = window.setTimeout(() => clearStatus(serial), LIVE_STATUS_MS);
    return () => window.clearTimeout(timer);
  }, [message, serial]);
  return (
    <p className="exch-live-status" role="status" data-live-status="">
      {message}
    </p>
  );
}
