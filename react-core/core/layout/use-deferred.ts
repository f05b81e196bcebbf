import { useEffect, useState, type RefObject } from 'react';

/**
 * True once `ref` is near the viewport and the browser has been idle after that: for content
 * the first paint does not need (the QR code), so its chunk is fetched after the chrome painted.
 */
export function useVisibleWhenIdle(ref: RefObject<Element | null>, enabled = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || ready || !el) return;
    let idle: number | undefined;
    const cancel = () => {
      if (idle !== undefined) (window.cancelIdleCallback ?? clearTimeout)(idle);
    };
    const schedule = () => {
      const ric = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
      idle = ric(() => setReady(true), { timeout: 2000 });
    };
    if (typeof IntersectionObserver === 'undefined') {
      schedule();
      return cancel;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          schedule();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [ref, enabled, ready]);
  return ready;
}
