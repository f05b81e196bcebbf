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
    // Save-Data or a 2G-like link: nothing ahead of the user's intent (the click still loads it).
    if (!enabled || savesData()) return undefined;
    return afterPaintWhenIdle(() => {
      // Only a head start: opening the part loads it anyway, so a failure is ignored here.
      Promise.resolve()
        .then(preload)
        .catch(() => {});
    });
  }, [enabled, preload]);
}
