import { useCallback, type KeyboardEvent } from 'react';
import { useSingleOpen } from './use-disclosure';
import { moveRovingFocus } from './roving-focus';

/** Marks an accordion's header button (the keyboard handler finds its siblings by it). */
export const ACCORDION_HEADER = 'data-accordion-header';

/**
 * The WAI-ARIA accordion pattern, one section open at a time (spec §4 "menus open one at a time";
 * toggling the open one closes it: useSingleOpen). Down and Up move between the header buttons of
 * the closest `[data-accordion]` (wrapping), Home and End go to the ends; Enter and Space are the
 * buttons' own.
 */
export function useAccordion<T extends string>() {
  const { open, toggle, close } = useSingleOpen<T>();
  const onHeaderKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const container = event.currentTarget.closest('[data-accordion]');
    moveRovingFocus(event, Array.from(container?.querySelectorAll<HTMLElement>(`[${ACCORDION_HEADER}]`) ?? []), 'vertical');
  }, []);
  return { open, toggle, close, onHeaderKeyDown };
}
