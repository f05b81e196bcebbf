import { useEffect } from 'react';
import { afterPaintWhenIdle } from '../core/layout/idle';

/**
 * Spec §7: five seconds after load, check that the script's host still serves it. The check's
 * code is a chunk fetched once the chrome has painted and the browser is idle (nothing of the
 * first paint waits behind it); it runs once per page (cdn-check.ts).
 */
export function useCdnCheck(): void {
  useEffect(() => afterPaintWhenIdle(startCdnCheck), []);
}

function startCdnCheck(): void {
  import('./cdn-check')
    .then(({ scheduleCdnCheck }) =>
      scheduleCdnCheck({
        userAgent: navigator.userAgent,
        hasReactGlobal: 'React' in window,
        search: location.search,
        scriptUrl: import.meta.url,
        fetchImpl: (...args) => fetch(...args),
        setTimer: (fn, ms) => setTimeout(fn, ms),
        now: () => performance.now(),
      }),
    )
    // A safeguard: its chunk failing to load is not the page's error.
    .catch(() => {});
}
