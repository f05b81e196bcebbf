import { ENDPOINTS } from '../../../react-core/core/api/endpoints';
import { pageRequests } from './fetch-recorder';

const API_PATHS = new Set<string>(Object.values(ENDPOINTS));

/**
 * The API requests the page's fetches made and had answered since the last reset (resetChrome,
 * clearLoads), as path?query, whether or not a test called recordFetch(): read from the fetch
 * recorder's page log (helpers/fetch-recorder.ts), the kit's one record of requests.
 */
export function apiRequests(): string[] {
  return pageRequests().filter((request) => API_PATHS.has(request.split('?')[0]!));
}

/** Requests made more than once (same path and query), with their counts. */
export function duplicateRequests(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const request of apiRequests()) counts[request] = (counts[request] ?? 0) + 1;
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 1));
}
