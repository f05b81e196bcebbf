import { useCallback, useState } from 'react';

/**
 * The mobile drawer's state: open or not, and whether it is mounted: from its first open, or
 * earlier from `prime()` (its code preloaded at idle), after which it stays mounted, closed, so the
 * first tap only reveals it. Closing returns focus to the menu button however it was opened.
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
  const prime = useCallback(() => setLoaded(true), []);
  return { open, loaded, show, close, prime };
}
