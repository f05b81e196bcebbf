import { useEffect } from 'react';
import { afterPaintWhenIdle, savesData } from './idle';

/**
 * "Instant first interactions" (issue 8): the code and texts of what a user may open next (the
 * drawer, the personal centre, the notification panel) are fetched at idle after the first
 * paint (and on pointer or focus intent), never by the click itself; not at all when the user's
 * connection saves data (`savesData`). `preload` must be a stable
 * function that loads once (a Loadable's preload, a catalog load).
 */
export function useIdlePreload(enabled: boolean, preload: () => unknown): void {
  useEffect(() => {
    if (!enabled) return undefined;
    return afterPaintWhenIdle(() => {
      // Save-Data or a 2G-like link: nothing ahead of the user's intent (the click still loads
      // it). Asked here, not in the effect: the first read of the connection's details costs a
      // few ms on a phone, and the first mount's effects run before the chrome's paint.
      if (savesData()) return;
      // Only a head start: opening the part loads it anyway, so a failure is ignored here.
      Promise.resolve()
        .then(preload)
        .catch(() => {});
    });
  }, [enabled, preload]);
}
