import { startTransition, useCallback, useRef, useState, type RefObject } from 'react';
import { afterNextPaint } from '../../core/layout/after-next-paint';

/** What shows or hides the drawer's layer: the same class and `inert` the drawer view renders. */
export function showDrawerLayer(layer: HTMLElement, open: boolean): void {
  layer.classList.toggle('is-closed', !open);
  layer.inert = !open;
}

/** The header's menu button, beside the drawer's layer: where focus goes back however the drawer was opened. */
export function menuButtonOf(layer: HTMLElement | null): HTMLElement | null {
  return (layer?.getRootNode() as ParentNode | undefined)?.querySelector<HTMLElement>('[data-action="drawer"]') ?? null;
}

/**
 * Opening, focus moves in after the frame that shows the drawer, before React's state catches up,
 * onto the dialog itself, so keys typed from then on (Escape) reach the drawer's own handler; the
 * trap then moves it to the first tab stop.
 */
function focusInto(layer: HTMLElement): void {
  layer.querySelector<HTMLElement>('[role="dialog"]')?.focus();
}

export interface DrawerState {
  open: boolean;
  /** Opens or closes it: at once on screen, then in React's state (below). */
  setOpen: (open: boolean) => void;
  close: () => void;
  /** The drawer's layer, once it is rendered (closed, ahead of the first tap). */
  layer: RefObject<HTMLDivElement | null>;
  /**
   * Puts the layer back to the latest open or close after a commit: a render of a state the user
   * has since changed (an open's transition committing after the close's tap) must not show it again.
   */
  syncLayer: () => void;
}

/**
 * The mobile drawer's open state, held by the component that renders the menu button and the
 * drawer (header-bar.tsx) and by nothing above it. The drawer is rendered closed ahead of the
 * first tap, transparent in a layer of its own (drawer.css), so opening it is a class changed in
 * the tap's own task: that frame restyles one element and paints nothing new. In the task after
 * that frame the layer stops being inert and focus moves in (a restyle of the whole drawer), and
 * React's state follows in a transition (the header bar and drawer re-render, the page behind
 * turns inert). Until then an Escape anywhere in the header closes it again. A React render in
 * the tap's task cost a phone at 4x CPU about as much as the whole first-open target allows, and
 * the release and focus move in it about 8 ms more (docs/performance.md). The render then writes
 * the same class and attribute. Closing (class, `inert` and focus) happens in its own task and
 * returns focus to the menu button however it was opened (drawer.tsx).
 */
export function useDrawer(): DrawerState {
  const [open, setOpenState] = useState(false);
  const layer = useRef<HTMLDivElement | null>(null);
  const latest = useRef(false);
  const pendingOpen = useRef<(() => void) | null>(null);
  const setOpen = useCallback((next: boolean) => {
    latest.current = next;
    pendingOpen.current?.();
    pendingOpen.current = null;
    const shown = layer.current;
    if (shown && next) {
      shown.classList.remove('is-closed');
      // Focus is still outside (on the menu button after Enter): a quick Escape lands there.
      const escape = (event: Event) => {
        if ((event as KeyboardEvent).key === 'Escape') setOpen(false);
      };
      const root = shown.getRootNode();
      root.addEventListener('keydown', escape);
      const activate = afterNextPaint(() => {
        pendingOpen.current = null;
        root.removeEventListener('keydown', escape);
        showDrawerLayer(shown, true);
        focusInto(shown);
        startTransition(() => setOpenState(true));
      });
      pendingOpen.current = () => {
        activate();
        root.removeEventListener('keydown', escape);
      };
      return;
    }
    if (shown) {
      showDrawerLayer(shown, next);
      // Closing, focus inside goes back to the menu button at once (an open and a close inside one
      // transition never activate the trap, whose release would do it); while the page is still
      // inert this does nothing, and the trap's release does it.
      if (shown.contains((shown.getRootNode() as Document | ShadowRoot).activeElement)) menuButtonOf(shown)?.focus();
    }
    startTransition(() => setOpenState(next));
  }, []);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const syncLayer = useCallback(() => {
    if (layer.current) showDrawerLayer(layer.current, latest.current);
  }, []);
  return { open, setOpen, close, layer, syncLayer };
}
