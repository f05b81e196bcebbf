import { useCallback, useState } from 'react';

/**
 * The mobile drawer's state: open or not, and whether its chunk was ever asked for (it stays
 * mounted once loaded). Closing returns focus to the menu button however it was opened.
 */
export function useDrawer(host: HTMLElement) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => host.shadowRoot?.querySelector<HTMLElement>('[data-action="drawer"]')?.focus());
  }, [host]);
  return { open, loaded, show, close };
}
