import { ENDPOINTS } from '../../../react-core/core/api/endpoints';

const API_PATHS = new Set<string>(Object.values(ENDPOINTS));

/** API requests the page made since the last `performance.clearResourceTimings()`, as path?query. */
export function apiRequests(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => API_PATHS.has(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
}

/** Requests made more than once (same path and query), with their counts. */
export function duplicateRequests(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of apiRequests()) counts[request] = (counts[request] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 1));
}
