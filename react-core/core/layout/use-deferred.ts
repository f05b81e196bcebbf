import { useEffect, useState, type RefObject } from 'react';
import { whenChromePainted } from './paint-gate';

/**
 * True once `ref` is near the viewport, every chrome element on the page has painted (the paint
 * gate) and the browser has been idle after that: for content the first paint does not need (the
 * QR code, social glyphs), so its chunk never competes with the chrome's first paint.
 */
export function useVisibleWhenIdle(ref: RefObject<Element | null>, enabled = true): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || ready || !el) return;
    let idle: number | undefined;
    const cancel = () => {
      live = false;
      if (idle !== undefined) (window.cancelIdleCallback ?? clearTimeout)(idle);
    };
    const whenIdle = () => {
      const ric = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
      idle = ric(() => setReady(true), { timeout: 2000 });
    };
    let live = true;
    const schedule = () => {
      void whenChromePainted().then(() => {
        if (live) whenIdle();
      });
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
