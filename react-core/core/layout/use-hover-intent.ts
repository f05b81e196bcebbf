import { useRef } from 'react';
import { flushSync } from 'react-dom';

/**
 * Hover-and-click menus: pointing at the trigger opens the menu, and the click that usually
 * follows must not close it again (it would, with a plain toggle). A click toggles only when the
 * menu was not just opened by hovering. The latest state is kept in a ref because the hover's
 * state update may not have rendered yet when the click arrives.
 *
 * The hover's open renders in the hover's own task (flushSync): React schedules a mouseenter's
 * update as a task of its own, which lands after the frame the hover began, so the menu painted
 * a frame late (a market panel kept rendered while closed: 40 to 60 ms -> 28 to 42 ms from hover
 * to rows painted at 4x CPU, `npm run bench:panel`).
 */
export function useHoverIntent(open: boolean, setOpen: (open: boolean) => void) {
  const current = useRef(open);
  current.current = open;
  const openedByHover = useRef(false);
  const set = (next: boolean) => {
    current.current = next;
    setOpen(next);
  };
  return {
    onMouseEnter: () => {
      if (current.current) return;
      openedByHover.current = true;
      flushSync(() => set(true));
    },
    onMouseLeave: () => {
      openedByHover.current = false;
      set(false);
    },
    onClick: () => {
      const keep = current.current && openedByHover.current;
      openedByHover.current = false;
      if (!keep) set(!current.current);
    },
    /**
     * The menu was closed another way (Escape, a dismissal) before its open state rendered: the
     * next hover or click opens it again instead of taking it for open.
     */
    closed: () => {
      openedByHover.current = false;
      current.current = false;
    },
  };
}
