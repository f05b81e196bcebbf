import { useLayoutEffect, useState, type RefObject } from 'react';

/** Spec §4: an overflowing text scrolls as a marquee lasting about width/200*3 seconds. */
export function marqueeSeconds(textWidth: number): number {
  return (Math.max(0, textWidth) / 200) * 3;
}

/**
 * Whether the text overflows its viewport, and if so how long one pass of the marquee lasts
 * (marqueeSeconds). Re-measured when either box resizes. Null: no marquee.
 */
export function useMarquee(
  viewport: RefObject<HTMLElement | null>,
  track: RefObject<HTMLElement | null>,
  enabled: boolean,
  /** Re-measured when it changes. */
  content: unknown,
): number | null {
  const [seconds, setSeconds] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!enabled) {
      setSeconds(null);
      return undefined;
    }
    const measure = () => {
      const box = viewport.current;
      const text = track.current;
      if (!box || !text) return;
      const width = text.scrollWidth;
      setSeconds(width > box.clientWidth + 1 ? Math.round(marqueeSeconds(width) * 100) / 100 : null);
    };
    // A ResizeObserver reports each box once when it starts observing, after the browser's own
    // layout of the frame: measuring here as well would force an extra synchronous layout of the
    // whole page while the other elements are still committing their first paint.
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    if (viewport.current) observer.observe(viewport.current);
    if (track.current) observer.observe(track.current);
    return () => observer.disconnect();
  }, [viewport, track, enabled, content]);
  return seconds;
}
