import { useEffect, useRef } from 'react';

/**
 * While `failed`, retries when the browser comes back online (the `online` event): a list that
 * could not load because the network dropped fills in by itself once it is back. The listener
 * lives only while something failed.
 */
export function useRetryWhenOnline(failed: boolean, retry: () => void): void {
  const latest = useRef(retry);
  useEffect(() => {
    latest.current = retry;
  });
  useEffect(() => {
    if (!failed) return undefined;
    const onOnline = () => latest.current();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [failed]);
}
