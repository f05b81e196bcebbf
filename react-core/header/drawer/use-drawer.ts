import { useCallback, useState } from 'react';

/**
 * The mobile drawer's open state, held by the component that renders the menu button and the
 * drawer (header-bar.tsx) and by nothing above it: opening or closing re-renders those two only.
 * Closing returns focus to the menu button however it was opened.
 */
export function useDrawer() {
  const [open, setOpen] = useState(false);
  // The drawer gives focus back to the menu button once it has released the page behind it.
  const close = useCallback(() => setOpen(false), []);
  return { open, setOpen, close };
}
