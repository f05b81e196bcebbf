/**
 * Spec §7, §9: five seconds after load, check that the script's host (the CDN) still serves the
 * chrome (cdnCheckTarget); report 'cdn access error' when it does not answer 200. Skipped for the Yeti crawler,
 * when the page has its own React global, and on the propads channel. The reporter defaults to
 * console.error; a page replaces it with `setChromeErrorReporter` (core/util/reporter.ts).
 */
import { reportError } from '../../core/util/reporter';
import { configuredHttpUrl } from '../../core/routes/configured-url';
import { registerReset } from '../../core/util/resets';
import { IN_APP_BUNDLE } from '../../core/build/build-kind';

export const CDN_CHECK_DELAY_MS = 5000;
export const CDN_ERROR = 'cdn access error';

export interface CdnCheckEnv {
  userAgent: string;
  hasReactGlobal: boolean;
  search: string;
  scriptUrl: string;
  fetchImpl: typeof fetch;
  setTimer: (fn: () => void, ms: number) => unknown;
  /** Milliseconds since navigation (performance.now()): the check fires 5 s after load. */
  now: () => number;
}

export function isCdnCheckExempt(env: Pick<CdnCheckEnv, 'userAgent' | 'hasReactGlobal' | 'search'>): boolean {
  if (/Yeti/i.test(env.userAgent)) return true;
  if (env.hasReactGlobal) return true;
  return new URLSearchParams(env.search).get('channel') === 'propads';
}

/**
 * The URL the check fetches: the page's `cdn-check-url` when it is an http(s) or relative URL
 * (a page that loads React from a CDN of its own names that file), else the chrome's own script,
 * which carries React in the one-script build: the spec's check ("fetch the React library from
 * the CDN host") is a check of that file. An app's own bundle has no CDN script: no check unless
 * the page names one. `scriptUrl`: the running module's URL; `pageUrl`: the page's, for relative ones.
 */
export function cdnCheckTarget(configured: string | null | undefined, scriptUrl: string, pageUrl: string, inAppBundle: boolean): string | null {
  return configuredHttpUrl('cdn-check-url', configured, pageUrl) ?? (inAppBundle ? null : scriptUrl);
}

let scheduled = false;

/** Schedules the check once per page; resolves after it ran (or at once when exempt). */
export function scheduleCdnCheck(env: CdnCheckEnv): Promise<void> {
  if (scheduled || isCdnCheckExempt(env)) return Promise.resolve();
  scheduled = true;
  const check = async () => {
    try {
      const response = await env.fetchImpl(env.scriptUrl, { method: 'GET', cache: 'no-store', credentials: 'omit' });
      if (response.status !== 200) reportError(CDN_ERROR, { url: env.scriptUrl, status: response.status });
    } catch (error) {
      reportError(CDN_ERROR, { url: env.scriptUrl, error: String(error) });
    }
  };
  return new Promise((resolve) => env.setTimer(() => void check().finally(resolve), Math.max(0, CDN_CHECK_DELAY_MS - env.now())));
}

/**
 * The check for this page (use-cdn-check.ts loads this chunk once the chrome has painted): this
 * module's URL stands for the chrome's script, a file beside it on the same host.
 */
export function checkThisPage(configured: string | null | undefined): Promise<void> {
  const scriptUrl = cdnCheckTarget(configured, import.meta.url, document.baseURI, IN_APP_BUNDLE);
  if (!scriptUrl) return Promise.resolve();
  return scheduleCdnCheck({
    userAgent: navigator.userAgent,
    hasReactGlobal: 'React' in window,
    search: location.search,
    scriptUrl,
    fetchImpl: (...args) => fetch(...args),
    setTimer: (fn, ms) => setTimeout(fn, ms),
    now: () => performance.now(),
  });
}

/** For tests. */
export function resetCdnCheck(): void {
  scheduled = false;
}

registerReset(resetCdnCheck);
