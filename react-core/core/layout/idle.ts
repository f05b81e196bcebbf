import { whenChromePainted } from './paint-gate';

/**
 * Runs `task` once the chrome has painted and the browser is idle: for what the first paint does
 * not need but the first interaction will (a panel's code and texts), so opening it never waits
 * for the network. Returns a cancel.
 */
export function afterPaintWhenIdle(task: () => void, timeoutMs = 2000): () => void {
  let live = true;
  let idle: number | undefined;
  void whenChromePainted().then(() => {
    if (!live) return;
    const ric = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
    idle = ric(() => live && task(), { timeout: timeoutMs });
  });
  return () => {
    live = false;
    if (idle !== undefined) (window.cancelIdleCallback ?? clearTimeout)(idle);
  };
}
