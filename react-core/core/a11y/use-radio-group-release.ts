import { useLayoutEffect, type RefObject } from 'react';

/**
 * Named radios removed from a shadow root stay alive in Chromium: its radio-group bookkeeping of
 * the shadow tree keeps them (the whole removed subtree with them; measured: a settings panel
 * with its theme section open, opened and closed, left its 52 nodes and 6 listeners behind each
 * time, after garbage collection). A radio that loses its name leaves its group, so on unmount,
 * before React removes the nodes (a layout effect's cleanup runs first), the group's radios give
 * their name up. The document's own radios are not affected; nor is what the user sees.
 */
export function useRadioGroupRelease(container: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const element = container.current;
    return () => {
      element?.querySelectorAll<HTMLInputElement>('input[type="radio"][name]').forEach((radio) => radio.removeAttribute('name'));
    };
  }, [container]);
}
