import { useEffect } from 'react';
import { whenChromePainted } from '../core/layout/paint-gate';

/**
 * Spec §7: five seconds after load, check that the script's host still serves it. The check's
 * code is a chunk fetched after the chrome painted; it runs once per page (cdn-check.ts).
 */
export function useCdnCheck(): void {
  useEffect(() => {
    void whenChromePainted()
      .then(() => import('./cdn-check'))
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
      );
  }, []);
}
