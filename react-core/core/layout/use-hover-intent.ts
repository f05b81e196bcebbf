import { useRef } from 'react';

/**
 * Hover-and-click menus: pointing at the trigger opens the menu, and the click that usually
 * follows must not close it again (it would, with a plain toggle). A click toggles only when the
 * menu was not just opened by hovering. The latest state is kept in a ref because the hover's
 * state update may not have rendered yet when the click arrives.
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
      set(true);
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
  };
}
