import { useEffect, useState, type RefObject } from 'react';
import { whenChromePainted } from './paint-gate';
import { savesData } from './idle';

/**
 * True once `ref` is near the viewport, every chrome element on the page has painted (the paint
 * gate) and the browser has been idle after that: for content the first paint does not need (the
 * QR code, social glyphs), so its chunk never competes with the chrome's first paint. With
 * `decoration`, never on a connection that saves data (`savesData`).
 */
export function useVisibleWhenIdle(ref: RefObject<Element | null>, enabled = true, { decoration = false } = {}): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = ref.current;
    // A decoration (the footer's QR code and glyphs) is left out when the connection saves data.
    if (!enabled || ready || !el || (decoration && savesData())) return;
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
  }, [ref, enabled, ready, decoration]);
  return ready;
}
