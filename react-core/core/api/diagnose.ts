import { IN_APP_BUNDLE } from '../build/build-kind';
import { reportMisuse, resetErrorReporter, setDebugReader } from '../util/reporter';
import { registerReset } from '../util/resets';

/**
 * Why a chrome is empty (Lit's dev-mode warnings, for what a page gets wrong): a wrong `api-base`
 * shows no navigation and no footer columns, and every failure is otherwise silent (the chrome
 * renders its defaults, spec §8). In development the console names the cause once per API base
 * and kind: the API unreachable, the API refusing the page's origin (CORS), an API base that
 * answers with something other than the API. In production nothing is written, but a page's
 * error reporter (`setChromeErrorReporter`) receives the same report.
 *
 * Development is a `debug` attribute on any element, `setChromeDebug(true)`, or an app's own
 * development build of the npm package (`process.env.NODE_ENV` not `production`, which the app's
 * bundler sets).
 */
let debugOn = false;

/** What the client's failure says (client.ts ApiFailure; not imported, client.ts calls this module). */
interface Failure {
  kind: string;
  status?: number;
  message: string;
  html?: boolean;
}

function appDevelopmentBuild(): boolean {
  if (!IN_APP_BUNDLE) return false;
  try {
    // The app's bundler writes its mode here (the npm build leaves this expression to it).
    return process.env.NODE_ENV !== 'production';
  } catch {
    return false;
  }
}
const DEVELOPMENT = appDevelopmentBuild();

/** Development diagnostics in the console, for the page's life (the `debug` attribute turns them on). */
export function setChromeDebug(on: boolean): void {
  debugOn = on;
}

export function isChromeDebug(): boolean {
  return debugOn || DEVELOPMENT;
}

setDebugReader(isChromeDebug);

const said = new Set<string>();

/** A request that failed: says why once per base and kind (console in development, the reporter always). */
export function diagnoseFailure(url: string, base: string, failure: Failure, probe: typeof fetch = fetch): void {
  // What a wrong api-base looks like: no answer, no such path, or a web page instead of the API.
  // A server error, a timeout, a broken or refused answer are the API's to fix, not the page's.
  const wrongPath = failure.kind === 'http' && (failure.status === 404 || failure.status === 405);
  if (failure.kind !== 'network' && !wrongPath && !failure.html) return;
  const where = base || '(this origin)';
  const key = `${where}|${failure.kind}`;
  if (said.has(key)) return;
  said.add(key);
  const details = { url, apiBase: base, kind: failure.kind, status: failure.status, message: failure.message };
  if (failure.kind !== 'network') {
    const answer = failure.html ? 'a web page instead of the API’s JSON' : `HTTP ${failure.status}`;
    reportMisuse(`the API at api-base ${where} answered ${pathOf(url)} with ${answer}: is api-base the exchange API's URL prefix?`, details);
    return;
  }
  const target = originOf(url);
  const page = typeof location === 'undefined' ? '' : location.origin;
  if (!target || target === page || !isChromeDebug()) {
    reportMisuse(`the API at api-base ${where} is unreachable (${failure.message}): is it running, and is api-base right?`, details);
    return;
  }
  // Cross-origin: a request without CORS reaches a server that refused the page (opaque answer),
  // and fails like the first for one that is not there.
  void probe(url, { mode: 'no-cors', credentials: 'omit' }).then(
    () =>
      reportMisuse(
        `the API at api-base ${where} refused this page's origin (CORS): it must answer ${page} with Access-Control-Allow-Origin: ${page} and Access-Control-Allow-Credentials: true`,
        { ...details, kind: 'cors' },
      ),
    () => reportMisuse(`the API at api-base ${where} is unreachable from this page (${failure.message}): is it running, and is api-base right?`, details),
  );
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url, typeof location === 'undefined' ? undefined : location.href).origin;
  } catch {
    return undefined;
  }
}

function pathOf(url: string): string {
  try {
    return new URL(url, 'http://x').pathname;
  } catch {
    return url;
  }
}

registerReset(() => {
  said.clear();
  debugOn = false;
  resetErrorReporter();
});
