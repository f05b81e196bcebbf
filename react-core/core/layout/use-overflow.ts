import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Spec §9: nav arrows scroll 180 px per step. */
export const NAV_SCROLL_STEP = 180;

/**
 * Whether a horizontally scrollable element can scroll left or right (spec §2: arrows appear
 * only when the menu overflows and can be scrolled), kept current on scroll and resize.
 */
export function useHorizontalOverflow(ref: RefObject<HTMLElement | null>, content?: string) {
  const [state, setState] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    // scrollLeft is negative in right-to-left layouts: compare magnitudes.
    const pos = Math.abs(el.scrollLeft);
    const next = { left: pos > 1, right: max - pos > 1 };
    setState((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    // The observer's first report (after the frame's own layout) is the first measure; measuring
    // here too would force a synchronous layout while other elements still commit.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (!observer) measure();
    observer?.observe(el);
    for (const child of Array.from(el.children)) observer?.observe(child);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
    // `content` names what the element holds: another value is another element (or other children) to watch.
  }, [ref, measure, content]);
  const scrollStep = useCallback(
    (direction: -1 | 1) => {
      const el = ref.current;
      if (!el) return;
      const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
      el.scrollBy({ left: direction * rtl * NAV_SCROLL_STEP, behavior: 'smooth' });
    },
    [ref],
  );
  return { canScrollStart: state.left, canScrollEnd: state.right, scrollStep, measure };
}
