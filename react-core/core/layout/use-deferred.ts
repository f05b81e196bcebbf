import { useEffect, useState, type RefObject } from 'react';
import { afterPaintWhenIdle, savesData } from './idle';

/**
 * True once `ref` is near the viewport, every chrome element on the page has painted (the paint
 * gate) and the browser has been idle after that (afterPaintWhenIdle: not while the page is
 * hidden): for content the first paint does not need (the QR code, social glyphs), so its chunk
 * never competes with the chrome's first paint. With `decoration`, never on a connection that
 * saves data (`savesData`).
 */
export function useVisibleWhenIdle(ref: RefObject<Element | null>, enabled = true, { decoration = false } = {}): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = ref.current;
    // A decoration (the footer's QR code and glyphs) is left out when the connection saves data.
    if (!enabled || ready || !el || (decoration && savesData())) return;
    const show = () => afterPaintWhenIdle(() => setReady(true));
    if (typeof IntersectionObserver === 'undefined') return show();
    let cancel: (() => void) | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          cancel = show();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancel?.();
    };
  }, [ref, enabled, ready, decoration]);
  return ready;
}
