/** Disclosure behaviour shared by the footer, header and settings: one-open-at-a-time and dismissal. */
import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Accordion: one item open at a time; toggling the open one closes it (spec §4 Footer).
 */
export function useSingleOpen<T extends string>(): {
  open: T | null;
  toggle: (id: T) => void;
  close: () => void;
  /** Opens `id` (closing any other); idempotent, unlike toggle. */
  show: (id: T) => void;
  /** Closes `id` if it is the open one. */
  hide: (id: T) => void;
} {
  const [open, setOpen] = useState<T | null>(null);
  const toggle = useCallback((id: T) => setOpen((current) => (current === id ? null : id)), []);
  const close = useCallback(() => setOpen(null), []);
  const show = useCallback((id: T) => setOpen(id), []);
  const hide = useCallback((id: T) => setOpen((current) => (current === id ? null : current)), []);
  return { open, toggle, close, show, hide };
}

/**
 * Closes an open dropdown on Escape (focus returns to its button) and on a click or focus
 * outside `container` (events are composed, so clicks on the page are seen too).
 *
 * The listeners start with the commit that opens it (a layout effect), not in the task after it
 * (a passive effect): an Escape or a tap that came in between, after the menu showed (a quick
 * keyboard user, a busy phone), would otherwise go unheard and leave the menu open.
 */
export function useDismiss(
  isOpen: boolean,
  container: RefObject<HTMLElement | null>,
  close: () => void,
  returnFocusTo?: () => HTMLElement | null | undefined,
): void {
  useLayoutEffect(() => {
    if (!isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
      returnFocusTo?.()?.focus();
    };
    const onPointer = (event: Event) => {
      const el = container.current;
      if (el && !event.composedPath().includes(el)) close();
    };
    const root = container.current?.getRootNode() as Document | ShadowRoot | undefined;
    root?.addEventListener('keydown', onKey as EventListener);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('focusin', onPointer);
    return () => {
      root?.removeEventListener('keydown', onKey as EventListener);
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('focusin', onPointer);
    };
  }, [isOpen, container, close, returnFocusTo]);
}
