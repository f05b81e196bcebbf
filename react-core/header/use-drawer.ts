import { useCallback, useRef, useState } from 'react';

/**
 * Whether the mobile drawer is mounted: from its first open, or earlier from `prime()` (its code
 * preloaded at idle), after which it stays mounted, closed, so the first tap only reveals it.
 */
export function useDrawerMount() {
  const [mounted, setMounted] = useState(false);
  // Set once: a later call (every open calls it) must not even schedule the header's render,
  // which React may run once before it bails out on the unchanged state.
  const once = useRef(false);
  const prime = useCallback(() => {
    if (once.current) return;
    once.current = true;
    setMounted(true);
  }, []);
  return { mounted, prime };
}

/**
 * The drawer's open state, held by the component that renders the menu button and the drawer
 * (header-bar.tsx) and by nothing above it: opening or closing re-renders those two only.
 * `show` also mounts the drawer when its idle preload has not yet. Closing returns focus to the
 * menu button however it was opened.
 */
export function useDrawer(host: HTMLElement, mount: () => void) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => {
    mount();
    setOpen(true);
  }, [mount]);
  const close = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => host.shadowRoot?.querySelector<HTMLElement>('[data-action="drawer"]')?.focus());
  }, [host]);
  return { open, show, close };
}
