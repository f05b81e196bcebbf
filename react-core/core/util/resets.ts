/**
 * The page-wide state's resets (stores, loads in flight, one-time checks), each registered by the
 * module that holds the state, next to it: a test resets all of them between pages
 * (`resetAllState`, tests/browser/helpers/reset.ts) and cannot miss one. A module the page never
 * loaded has nothing to reset. Production builds keep no list (the calls are no-ops there).
 */
const resets = new Set<() => void>();

export function registerReset(reset: () => void): void {
  // Vite writes import.meta.env into its builds; plain Node (the mock API, scripts) has none.
  if (typeof import.meta.env !== 'undefined' && import.meta.env.PROD) return;
  resets.add(reset);
}

/** Runs every registered reset, in registration order. */
export function resetAllState(): void {
  for (const reset of resets) reset();
}
