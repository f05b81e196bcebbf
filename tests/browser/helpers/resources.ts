// The kit's one reader of resource timing (`npm run lint` forbids it elsewhere in tests/browser):
// what a page or one of its frames loaded that the fetch recorder cannot see (its code: modules,
// chunks, the one script; stylesheets; text catalogs), or when a load started and ended (a
// request before the first paint, an answer preloaded). What the chrome asked of the API is read
// from the fetch recorder instead: `requested` and `requestsTo` (helpers/fetch-recorder.ts),
// `apiRequests` (helpers/requests.ts).
import { clearPageRequests } from './fetch-recorder';

/** One thing a page loaded: its full URL, its path, what asked for it, and when it started and ended (ms on that page's clock). */
export interface LoadedResource {
  url: string;
  path: string;
  /** What asked for it (`initiatorType`): `link` for a preload line or a stylesheet, `fetch`, `script`, … */
  initiator: string;
  startTime: number;
  responseEnd: number;
}

/**
 * What `win` (the test page, or a frame's window) loaded since the last `clearLoads()`, in the
 * order started; with `part`, only what has it in its URL.
 */
export function loadedResources(part?: string, win: Window = window): LoadedResource[] {
  return (win.performance.getEntriesByType('resource') as PerformanceResourceTiming[])
    .filter((entry) => part === undefined || entry.name.includes(part))
    .map((entry) => ({
      url: entry.name,
      path: new URL(entry.name).pathname,
      initiator: entry.initiatorType,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
    }));
}

/** Whether `win` loaded something with `part` in its URL since the last `clearLoads()`. */
export function resourceLoaded(part: string, win: Window = window): boolean {
  return loadedResources(part, win).length > 0;
}

/** Whether the answer at `url` (relative to the page) has arrived in full. */
export function answerArrived(url: string): boolean {
  const href = new URL(url, location.href).href;
  return loadedResources(undefined, window).some((entry) => entry.url === href && entry.responseEnd > 0);
}

/**
 * Forgets what the test page loaded so far: loadedResources() and apiRequests() start empty.
 * resetChrome() does it before every test; a test does it to look at what one step loads.
 */
export function clearLoads(): void {
  performance.clearResourceTimings();
  clearPageRequests();
}

/**
 * The URLs of what the test page loads from now until `stop()` (buffered entries not included):
 * what one step fetched, whatever asked for it.
 */
export function watchLoads(): { urls: string[]; stop: () => void } {
  const urls: string[] = [];
  const observer = new PerformanceObserver((list) => urls.push(...list.getEntries().map((entry) => entry.name)));
  observer.observe({ type: 'resource', buffered: false });
  return { urls, stop: () => observer.disconnect() };
}
