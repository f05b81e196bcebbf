/**
 * A dynamic import that failed, asked again. Browsers keep a failed module's result for its URL
 * for the page's life (the HTML spec's module map; measured in Chromium: a second `import()` of
 * the same URL fails without a request), so the same import would fail for ever once the network
 * dropped the chunk. The retry imports the module again under a fresh URL (`?exch-retry=N`): a new
 * entry, fetched. Its own imports keep their URLs (the code already loaded is shared, one React).
 * An engine whose error does not name the module (WebKit) gets the same import again.
 */

/** The module URL a failed import's error names (Chromium: "Failed to fetch dynamically imported module: URL"; Firefox alike). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (typeof message !== 'string') return null;
  const match = /\b(https?:\/\/[^\s'"]+)/.exec(message);
  if (!match) return null;
  try {
    const url = new URL(match[1]!);
    // Only a module of the page's own sort: a script file.
    return /\.(m?js|tsx?|jsx)$/.test(url.pathname) ? url.href : null;
  } catch {
    return null;
  }
}

/** The URL to import on attempt `attempt` (1, 2, ...): the failed one with a query of its own. */
export function freshModuleUrl(url: string, attempt: number): string {
  const fresh = new URL(url);
  fresh.searchParams.set('exch-retry', String(attempt));
  return fresh.href;
}

/**
 * `load` (an `import()` of one module) with retries: its first call imports as written; after a
 * failure, each next call imports the failed module under a fresh URL.
 */
export function retryingImport<M>(load: () => Promise<M>): () => Promise<M> {
  let failure: unknown = null;
  let attempts = 0;
  return async () => {
    const url = failure === null ? null : failedModuleUrl(failure);
    try {
      if (failure === null || url === null) return await load();
      attempts += 1;
      return (await import(/* @vite-ignore */ freshModuleUrl(url, attempts))) as M;
    } catch (error) {
      failure ??= error;
      throw error;
    }
  };
}
