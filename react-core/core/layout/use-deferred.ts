import { useEffect, useState, type RefObject } from 'react';
import { afterPaintWhenIdle, savesData } from './idle';
import { afterChromePaint } from './paint-gate';

/** Runs a task later; returns a cancel. */
type Schedule = (task: () => void) => () => void;

/** In the task after the frame that shows every chrome element (afterChromePaint). */
function afterPaint(task: () => void): () => void {
  let live = true;
  void afterChromePaint().then(() => {
    if (live) task();
  });
  return () => {
    live = false;
  };
}

/**
 * True once `ref` is near the viewport (200 px) and `schedule` has run after that. With
 * `decoration`, never on a connection that saves data (`savesData`).
 */
function useVisibleThen(ref: RefObject<Element | null>, enabled: boolean, decoration: boolean, schedule: Schedule): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || ready || !el) return;
    // A decoration (the footer's QR code and glyphs) is left out when the connection saves data:
    // asked when it would show, after the chrome's paint (the first read of the connection's
    // details costs a few ms on a phone, and the first mount's effects run before that paint).
    const show = () =>
      schedule(() => {
        if (!(decoration && savesData())) setReady(true);
      });
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
  }, [ref, enabled, ready, decoration, schedule]);
  return ready;
}

/**
 * True once `ref` is near the viewport, every chrome element on the page has painted (the paint
 * gate) and the browser has been idle after that (afterPaintWhenIdle: not while the page is
 * hidden): for content the first paint does not need (the QR code, a closed panel's parts), so
 * its chunk never competes with the chrome's first paint. With `decoration`, never on a
 * connection that saves data (`savesData`).
 */
export function useVisibleWhenIdle(ref: RefObject<Element | null>, enabled = true, { decoration = false } = {}): boolean {
  return useVisibleThen(ref, enabled, decoration, afterPaintWhenIdle);
}

/**
 * True once `ref` is near the viewport and every chrome element on the page has painted, in the
 * task after that frame: for a small decoration the user sees with the chrome (the footer's
 * social glyphs, 1 KB), which then neither waits for an idle period (up to 2 s on a busy phone)
 * nor starts under the user's first tap. Never on a connection that saves data.
 */
export function useVisibleAfterPaint(ref: RefObject<Element | null>): boolean {
  return useVisibleThen(ref, true, true, afterPaint);
}
