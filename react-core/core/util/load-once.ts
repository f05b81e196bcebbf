import { warnOnce } from './warn';

const loads = new Map<string, Promise<void>>();

/**
 * Runs `load` once per key on the page and hands its value to `loaded`. A failed load is warned
 * about once and forgotten, so a later call (a later page action) tries again; `failed` lets the
 * caller show what it shows without it. For chunks the chrome needs loaded rather than rendered:
 * the footer tables, the sub-sites' navigation. Never rejects.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>, loaded: (value: T) => void, failure: { message: string; failed?: () => void }): Promise<void> {
  let job = loads.get(key);
  if (!job) {
    job = load().then(loaded, (error: unknown) => {
      loads.delete(key);
      failure.failed?.();
      warnOnce(key, failure.message, error);
    });
    loads.set(key, job);
  }
  return job;
}
