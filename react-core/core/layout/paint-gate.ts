/**
 * Decorations (QR code, social glyphs) load after every chrome element on the page has painted
 * its first useful frame, so their chunks never compete with first paint. Each element holds the
 * gate from mount until its view says it painted; a view that never says so releases it after
 * GATE_TIMEOUT_MS.
 */
export const GATE_TIMEOUT_MS = 3000;

let holders = 0;
let waiters: Array<() => void> = [];

function release(): void {
  holders = Math.max(0, holders - 1);
  if (holders > 0) return;
  // Another element may mount in the same task (a page with header and footer): look again.
  queueMicrotask(() => {
    if (holders > 0) return;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  });
}

/** Holds the gate; the returned function releases it (once). */
export function holdPaintGate(): () => void {
  holders += 1;
  let released = false;
  const timer = setTimeout(() => done(), GATE_TIMEOUT_MS);
  function done() {
    if (released) return;
    released = true;
    clearTimeout(timer);
    release();
  }
  return done;
}

export function whenChromePainted(): Promise<void> {
  return holders === 0 ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve));
}

/** How many elements hold the gate now (tests check none is leaked). */
export function paintGateHolders(): number {
  return holders;
}

/**
 * Resolves in a task after the frame that shows every chrome element's first paint: for work the
 * paint must not wait for but that should follow it at once (a repeat visit's revalidation of the
 * cached data it painted from). A hidden page has no frames: it goes on in the next task.
 */
export function afterChromePaint(): Promise<void> {
  return whenChromePainted().then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof requestAnimationFrame === 'undefined' || typeof document === 'undefined' || document.visibilityState === 'hidden') setTimeout(resolve);
        else requestAnimationFrame(() => setTimeout(resolve));
      }),
  );
}
