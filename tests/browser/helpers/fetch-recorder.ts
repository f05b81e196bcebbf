// Records (and optionally stubs) the page's fetches, for tests that assert what was requested, and
// knows when none is in flight (`fetchesIdle`), so a test can assert that a request was not made.
// Also counts every fetch of the page, recorded or not, until its body has arrived: the teardown
// waits for none in flight before the next test (`pageFetchesSettled`).
import { idlePeriod, waitUntil } from './wait';
import { WAIT_TIMEOUT_MS } from './timeouts';

const pageFetch = window.fetch.bind(window);

/**
 * Runs `fetch` and calls `arrived` once the answer's body has arrived in full (a clone is read,
 * the caller's body is untouched) or the request failed.
 */
async function fetchUntilBody(fetch: () => Promise<Response>, arrived: () => void): Promise<Response> {
  try {
    const response = await fetch();
    void response
      .clone()
      .arrayBuffer()
      .catch(() => undefined)
      .finally(arrived);
    return response;
  } catch (error) {
    arrived();
    throw error;
  }
}

/** Every fetch of the page (recorded or not) started and not yet answered in full. */
let pageInFlight = 0;
let pageStarted = 0;
/**
 * Every fetch of the page answered in full since the last `clearPageRequests()` (resetChrome does
 * it), as path?query (same origin) or the full URL: what `apiRequests()` reads. A stubbed answer
 * never reaches the network and is not here (`requested` has it); an aborted or failed one either.
 */
const pageAnswered: string[] = [];

/** What `realFetch` logs for a request: path?query on this origin, else the full URL. */
function logged(input: RequestInfo | URL): string {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const url = new URL(href, location.href);
  return url.origin === location.origin ? `${url.pathname}${url.search}` : url.href;
}

/** The page's fetches answered in full since the last `clearPageRequests()`. */
export const pageRequests = (): readonly string[] => pageAnswered;

/** Forgets the page's answered fetches (resetChrome, clearLoads). */
export function clearPageRequests(): void {
  pageAnswered.length = 0;
}

/**
 * The page's fetch, counted: installed once, when the kit loads, under whatever wraps it later
 * (the recorder below, helpers/account.ts), so every request goes through it.
 */
const realFetch: typeof window.fetch = async (input, init) => {
  pageInFlight += 1;
  pageStarted += 1;
  // Answered in full once its body has arrived: what a caller does with the answer (the next
  // request of a chain) follows that.
  const request = logged(input);
  const response = await fetchUntilBody(
    () => pageFetch(input, init),
    () => {
      pageInFlight -= 1;
    },
  );
  pageAnswered.push(request);
  return response;
};
window.fetch = realFetch;

/** Every fetch since `recordFetch()`, as path?query (same origin) or the full URL (another origin). */
export const requested: string[] = [];

let started = 0;
/** The fetches of the current recording not yet answered in full (a previous test's do not count). */
let inFlight = new Set<string>();

/**
 * Records every fetch; `stubs` answer paths (substring of path?query) with a success envelope
 * around their data, or around what a function stub returns for the URL (for answers the mock
 * never gives: XSS payloads, huge counts, 10 000 rows).
 */
export function recordFetch(stubs: Record<string, unknown> = {}): void {
  requested.length = 0;
  const pending = new Set<string>();
  inFlight = pending;
  let serial = 0;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, location.href);
    const recorded = logged(input);
    requested.push(recorded);
    started += 1;
    const key = `${(serial += 1)} ${recorded}`;
    pending.add(key);
    const done = () => {
      pending.delete(key);
    };
    const hit = Object.keys(stubs).find((part) => recorded.includes(part));
    if (hit !== undefined) {
      const stub = stubs[hit];
      const data = typeof stub === 'function' ? (stub as (url: URL) => unknown)(url) : stub;
      done();
      return new Response(JSON.stringify({ code: 200, message: 'success', data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    // In flight until its body has arrived: by then the page's log, which apiRequests()
    // reads, has it too.
    return fetchUntilBody(() => realFetch(input, init), done);
  };
}

export function restoreFetch(): void {
  window.fetch = realFetch;
}

// A page of a busy parallel run may get no idle period for long: then a second of no new fetch
// (and none in flight) stands in for one.
const idleCallback = () => idlePeriod(1000);

/**
 * Resolves once the page has gone quiet: no recorded fetch in flight, and the browser had an idle
 * period in which none started (what the chrome defers to idle time, `afterPaintWhenIdle`, runs
 * in an earlier idle callback than ours). Wait for a positive signal first (the element is ready,
 * the request for the final query arrived), then for this, then assert what was not requested.
 * A pending timer (a debounce) is not a fetch in flight: wait for its request instead.
 */
export async function fetchesIdle(timeout = WAIT_TIMEOUT_MS): Promise<void> {
  if (window.fetch === realFetch) throw new Error('fetchesIdle() needs recordFetch() first');
  try {
    await waitUntil(
      async () => {
        if (inFlight.size > 0) return false;
        const before = started;
        await idleCallback();
        return inFlight.size === 0 && started === before;
      },
      'fetches never went idle',
      { timeout, interval: 20 },
    );
  } catch {
    throw new Error(`fetches never went idle in ${timeout} ms (in flight: ${[...inFlight].join(', ') || 'none'})`);
  }
}

/** Requests (path?query) whose path contains `part`. */
export const requestsTo = (part: string) => requested.filter((r) => r.split('?')[0]!.includes(part));

export const heraldRequests = () => requested.filter((u) => u.includes('/herald/'));
/** Requests a visitor must never make: notifications and personal data. */
export const personalRequests = () => requested.filter((u) => u.includes('/herald/') || u.includes('/usercenter/userInfo'));
/** Whether common data (which says whether anyone may be logged in) has been asked for. */
export const commonDataAnswered = () => requested.some((u) => u.includes('/site/commonData'));

/**
 * Resolves once no fetch of the page is in flight and none started in the task after: the
 * teardown's wait (helpers/teardown.ts), so what one test's code still asks for (the mark-read
 * that follows a notification list's answer) goes with that test's cookies to its own mock
 * session, never with the next test's. Gives up after `timeout` (a request the mock holds
 * longer, a fault test's late answer), without failing the test that ended.
 */
export async function pageFetchesSettled(timeout = 2000): Promise<void> {
  const deadline = performance.now() + timeout;
  while (performance.now() < deadline) {
    if (pageInFlight > 0) {
      await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      continue;
    }
    const before = pageStarted;
    // A zero-delay task, not a sleep: what the last answer scheduled runs before it.
    // eslint-disable-next-line no-restricted-syntax
    await new Promise<void>((resolve) => setTimeout(resolve));
    if (pageInFlight === 0 && pageStarted === before) return;
  }
}
