/**
 * Where the chrome reports operational errors (spec §7: the CDN check reports 'cdn access
 * error'). Defaults to the console; a page plugs in its error-reporting service with
 * `setChromeErrorReporter` (exported by the one script).
 */
export type ErrorReporter = (message: string, details?: Record<string, unknown>) => void;

const toConsole: ErrorReporter = (message, details) => console.error(`[exch-chrome] ${message}`, details ?? '');
let reporter: ErrorReporter = toConsole;
let pageReporter = false;
/** Development diagnostics on (core/api/diagnose.ts sets the reader, so this module imports nothing). */
let debugging: () => boolean = () => false;

export function setChromeErrorReporter(next: ErrorReporter): void {
  reporter = next;
  pageReporter = true;
}

export function setDebugReader(read: () => boolean): void {
  debugging = read;
}

/**
 * A page's misuse (a wrong api-base, an API refusing its origin): said in the console in
 * development (core/api/diagnose.ts), and given to the page's own reporter whenever it set one;
 * otherwise production stays quiet.
 */
export function reportMisuse(message: string, details?: Record<string, unknown>): void {
  if (debugging()) toConsole(message, details);
  if (pageReporter) reportError(message, details);
}

/** For tests: the console again. */
export function resetErrorReporter(): void {
  reporter = toConsole;
  pageReporter = false;
}

export function reportError(message: string, details?: Record<string, unknown>): void {
  try {
    reporter(message, details);
  } catch {
    /* a broken reporter must not break the page */
  }
}
