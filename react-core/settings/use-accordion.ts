import { useCallback, useReducer, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA accordion pattern, one section open at a time (spec §4 "menus open one at a time";
 * toggling the open one closes it). Down/Up move between the section headers (wrapping),
 * Home/End go to the ends; Enter and Space are the header buttons' own. Pure parts first.
 */
export type AccordionAction<T> = { type: 'toggle'; id: T } | { type: 'close' };

export function accordionReducer<T>(open: T | null, action: AccordionAction<T>): T | null {
  if (action.type === 'close') return null;
  return open === action.id ? null : action.id;
}

export function headerTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** Marks a header button (the keyboard handler finds its siblings by it). */
export const ACCORDION_HEADER = 'data-accordion-header';

export function useAccordion<T>() {
  const [open, dispatch] = useReducer(accordionReducer<T>, null);
  const toggle = useCallback((id: T) => dispatch({ type: 'toggle', id }), []);
  const close = useCallback(() => dispatch({ type: 'close' }), []);
  const onHeaderKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const container = event.currentTarget.closest('[data-accordion]');
    const headers = Array.from(container?.querySelectorAll<HTMLElement>(`[${ACCORDION_HEADER}]`) ?? []);
    const next = headerTarget(event.key, headers.indexOf(event.currentTarget), headers.length);
    if (next === null) return;
    event.preventDefault();
    headers[next]?.focus();
  }, []);
  return { open, toggle, close, onHeaderKeyDown };
}
