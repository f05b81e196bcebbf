import { proxy } from 'valtio/vanilla';
import { registerReset } from '../util/resets';

/**
 * The one polite message the chrome has for the user right now: an action that did not go as
 * asked (a logout the server did not confirm, account switching that is not available). Shown
 * and announced by the header's live region (core/layout/live-status.connected.tsx), never in a way that
 * blocks the page. Set from event handlers and effects only.
 */
export const liveStatus = proxy({ message: '', serial: 0 });

export function announceStatus(message: string): void {
  liveStatus.message = message;
  liveStatus.serial += 1;
}

export function clearStatus(serial: number): void {
  if (liveStatus.serial === serial) liveStatus.message = '';
}

/** For tests only. */
export function resetLiveStatus(): void {
  liveStatus.message = '';
  liveStatus.serial = 0;
}

registerReset(resetLiveStatus);
