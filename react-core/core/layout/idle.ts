import { whenChromePainted } from './paint-gate';

/** The Network Information API, where the browser has it (Chromium). */
interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Whether the user's connection asks the page to save data: Save-Data on, or a 2G-like link
 * (`effectiveType` slow-2g or 2g). Then nothing is fetched ahead of the user's own intent (idle
 * preloads, decorations); what a click opens still loads on the click. Read in effects only.
 */
export function savesData(nav: Navigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  const connection = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  if (!connection) return false;
  return connection.saveData === true || connection.effectiveType === 'slow-2g' || connection.effectiveType === '2g';
}

/** How long what waits for an idle period waits instead where the browser has no idle callbacks (Safari). */
export const IDLE_FALLBACK_MS = 200;

/**
 * Runs `run` in the browser's next idle period, at most `timeoutMs` later; where the browser has
 * no idle callbacks (Safari), after `fallbackMs`. Returns a cancel.
 */
export function onIdle(run: () => void, timeoutMs: number, fallbackMs = timeoutMs): () => void {
  // Both or neither: a page may define one (a partial polyfill), and Safari has neither.
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    const cancel = cancelIdleCallback; // the one that goes with the request, whatever the page does later
    return () => cancel(id);
  }
  const id = window.setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}

/** Resolves once the page is visible (at once when it is). */
function whenVisible(): Promise<void> {
  if (document.visibilityState !== 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    const onChange = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', onChange);
      resolve();
    };
    document.addEventListener('visibilitychange', onChange);
  });
}

/**
 * Runs `task` once the chrome has painted and the browser is idle: for what the first paint does
 * not need but the first interaction will (a panel's code and texts), so opening it never waits
 * for the network. Not while the page is hidden: an idle period of a background tab waits for the
 * tab to show again. Returns a cancel.
 */
export function afterPaintWhenIdle(task: () => void, timeoutMs = 2000): () => void {
  let live = true;
  let cancelIdle: (() => void) | undefined;
  const schedule = () => {
    void whenVisible().then(() => {
      if (!live) return;
      cancelIdle = onIdle(
        () => {
          if (!live) return;
          // It became hidden while waiting: again once it shows.
          if (document.visibilityState === 'hidden') schedule();
          else task();
        },
        timeoutMs,
        IDLE_FALLBACK_MS,
      );
    });
  };
  void whenChromePainted().then(() => {
    if (live) schedule();
  });
  return () => {
    live = false;
    cancelIdle?.();
  };
}
