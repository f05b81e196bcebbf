/**
 * Where the chrome reports operational errors (spec §7: the CDN check reports 'cdn access
 * error'). Defaults to the console; a page plugs in its error-reporting service with
 * `setChromeErrorReporter` (exported by the one script).
 */
export type ErrorReporter = (message: string, details?: Record<string, unknown>) => void;

let reporter: ErrorReporter = (message, details) => console.error(`[exch-chrome] ${message}`, details ?? '');

export function setChromeErrorReporter(next: ErrorReporter): void {
  reporter = next;
}

export function reportError(message: string, details?: Record<string, unknown>): void {
  try {
    reporter(message, details);
  } catch {
    /* a broken reporter must not break the page */
  }
}
