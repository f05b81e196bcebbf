const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * The wait before attempt `attempt` + 1 after `attempt` failures (1, 2, ...): 2 s, 4 s, 8 s ...
 * at most 2 minutes, with ±20 % jitter from `random`, so tabs (or parts) that failed together do
 * not try again together. Every retry of the chrome uses it: a resource's load, a chunk.
 */
export function backoff(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(2 * MINUTE, 2 * SECOND * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Calls `retry` after the backoff of `attempt`, or as soon as the browser is back online,
 * whichever comes first, once. Returns the cancel.
 */
export function retryLater(attempt: number, retry: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let done = false;
  const fire = () => {
    if (done) return;
    cancel();
    retry();
  };
  const timer = window.setTimeout(fire, backoff(attempt));
  window.addEventListener('online', fire);
  function cancel() {
    done = true;
    window.clearTimeout(timer);
    window.removeEventListener('online', fire);
  }
  return cancel;
}
