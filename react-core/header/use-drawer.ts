import { useCallback, useState } from 'react';

/**
 * The mobile drawer's open state, held by the component that renders the menu button and the
 * drawer (header-bar.tsx) and by nothing above it: opening or closing re-renders those two only.
 * Closing returns focus to the menu button however it was opened.
 */
export function useDrawer(host: HTMLElement) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  // The drawer gives focus back once it has released the page behind it (core/a11y/use-focus-trap.ts).
  const menuButton = useCallback(() => host.shadowRoot?.querySelector<HTMLElement>('[data-action="drawer"]'), [host]);
  return { open, setOpen, close, menuButton };
}
