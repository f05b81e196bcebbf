import { useEffect, useState } from 'react';

/**
 * Whether the work `start` returns has settled, for a view that shows complete or not at all: a
 * part that arrived after the first paint would move what is beside it (a layout shift). Runs
 * `start` from an effect whenever `key` changes (null: nothing to wait for, true at once); a
 * rejection counts as settled (the view shows without that part rather than never), and so does
 * `maxWaitMs` passing, so a late answer (the API's 4 s timeout) never holds the view that long.
 */
export function useSettled(key: string | null, start: () => Promise<unknown>, maxWaitMs: number): boolean {
  const [settledKey, setSettledKey] = useState<string | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    const settle = () => live && setSettledKey(key);
    const timer = setTimeout(settle, maxWaitMs);
    start().then(settle, settle);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `start` belongs to `key`: a new key is new work, a new closure for the same key is not.
  }, [key, maxWaitMs]);
  return key === null || settledKey === key;
}
