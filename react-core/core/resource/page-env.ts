import { afterChromePaint } from '../layout/paint-gate';
import type { ResourceEnv } from './resource';

/**
 * The page's side of a resource (resource.ts): the clock and timers (looked up at each call, so
 * a test's fake clock applies), the page's visibility, the browser's `online` event, the chrome's
 * paint. On a server (no document) the page is visible and nothing is ever announced.
 */
export const pageEnv: ResourceEnv = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
  isVisible: () => typeof document === 'undefined' || document.visibilityState !== 'hidden',
  on(event, listener) {
    if (typeof document === 'undefined' || typeof window === 'undefined') return () => undefined;
    if (event === 'online') {
      window.addEventListener('online', listener);
      return () => window.removeEventListener('online', listener);
    }
    const onChange = () => {
      if ((document.visibilityState !== 'hidden') === (event === 'visible')) listener();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
  afterPaint: afterChromePaint,
};
