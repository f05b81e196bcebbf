import { warnOnce } from './warn';
import { retryLater } from './backoff';
import { registerReset } from './resets';
import { retryingImport } from './import-retry';

const loads = new Map<string, Promise<void>>();
/** The pending retries of failed loads, by key. */
const retries = new Map<string, () => void>();
const failures = new Map<string, number>();
/** Each key's load, retrying a failed chunk under a fresh URL (import-retry.ts). */
const importers = new Map<string, () => Promise<unknown>>();

/**
 * Runs `load` once per key on the page and hands its value to `loaded`. A failed load is warned
 * about once and tried again, with backoff and as soon as the browser is back online (a chunk
 * the network dropped loads by itself; the browser fetches a failed module again on the next
 * import), until it succeeds; a later call in the meantime tries at once. `failed` lets the caller
 * show what it shows without it. For chunks the chrome needs loaded rather than rendered: the
 * footer tables, the sub-sites' navigation. Never rejects.
 */
export function loadOnce<T>(key: string, load: () => Promise<T>, loaded: (value: T) => void, failure: { message: string; failed?: () => void }): Promise<void> {
  let job = loads.get(key);
  if (!job) {
    retries.get(key)?.();
    retries.delete(key);
    let importer = importers.get(key) as (() => Promise<T>) | undefined;
    if (!importer) {
      importer = retryingImport(load);
      importers.set(key, importer);
    }
    job = importer().then(
      (value) => {
        failures.delete(key);
        loaded(value);
      },
      (error: unknown) => {
        loads.delete(key);
        failure.failed?.();
        warnOnce(key, failure.message, error);
        const attempt = (failures.get(key) ?? 0) + 1;
        failures.set(key, attempt);
        retries.set(
          key,
          retryLater(attempt, () => {
            retries.delete(key);
            void loadOnce(key, load, loaded, failure);
          }),
        );
      },
    );
    loads.set(key, job);
  }
  return job;
}

/** For tests: no retry outlives its page. */
export function resetLoadOnce(): void {
  for (const cancel of retries.values()) cancel();
  retries.clear();
  failures.clear();
  importers.clear();
}

registerReset(resetLoadOnce);
