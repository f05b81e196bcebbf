import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { failedModuleUrl, freshModuleUrl, retryingImport } from '../../../../react-core/core/util/import-retry';

describe('a failed dynamic import, asked again', () => {
  it('reads the failed module from the engines’ messages; nothing else passes for one', () => {
    expect(failedModuleUrl(new TypeError('Failed to fetch dynamically imported module: https://cdn.test/exch/chunks/nav-Ab12.js'))).toBe(
      'https://cdn.test/exch/chunks/nav-Ab12.js',
    );
    expect(failedModuleUrl(new TypeError('error loading dynamically imported module: http://localhost:8000/react-core/x.tsx'))).toBe(
      'http://localhost:8000/react-core/x.tsx',
    );
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(failedModuleUrl('https://evil.test/page.html')).toBeNull();
    // A value that cannot be made a string (what fc.anything() finds now and then) is not one either.
    expect(failedModuleUrl({ toString: 1 })).toBeNull();
    expect(failedModuleUrl(Object.create(null))).toBeNull();
    fc.assert(fc.property(fc.anything(), (value) => failedModuleUrl(value) === null || /^https?:/.test(failedModuleUrl(value)!)));
  });

  it('a fresh URL per attempt keeps the rest of the URL', () => {
    expect(freshModuleUrl('https://cdn.test/a.js?v=1', 2)).toBe('https://cdn.test/a.js?v=1&exch-retry=2');
  });

  it('the first call imports as written; after a failure without a URL (WebKit), the same import again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockResolvedValueOnce('module');
    const importChunk = retryingImport(load);
    await expect(importChunk()).rejects.toThrow();
    await expect(importChunk()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
