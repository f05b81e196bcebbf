import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { notificationStore, setOpenPanel } from './notifications.store';
import { showPanelNow } from './panel-placement';
import { useRevealFirst } from '../core/layout/use-reveal-first';
import { useMenuButton } from '../core/a11y/use-menu-button';

/** The bell's panel, once rendered: in the bell's root, under the id the bell controls. */
function renderedPanel(bell: HTMLElement | null, panelId: string): HTMLElement | null {
  return (bell?.getRootNode() as Document | ShadowRoot | undefined)?.getElementById(panelId) ?? null;
}

/**
 * The bell's behaviour: its panel is open when the page's one open panel is this one (opening
 * one closes any other), the panel's chunk is mounted from the first open on, and closing can
 * return focus to the bell. The panel also closes when the bell goes (logout, unmount).
 *
 * A tap on the bell shows or hides the panel (rendered closed at idle) in the tap's own task, and
 * the open state follows in the store after the frame that shows it (useRevealFirst): the store's
 * update re-renders the bell and the panel synchronously, with their effects (focus moving in, the
 * outside-click listeners, the feed's refresh), which at 4x CPU cost a phone's tap 15 to 30 ms
 * before that frame.
 */
export function useBell(panelId: string) {
  const { openPanel } = useSnapshot(notificationStore);
  const open = openPanel === panelId;
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const reveal = useCallback(
    (next: boolean) => {
      const panel = renderedPanel(button.current, panelId);
      return panel !== null && showPanelNow(panel, button.current, next);
    },
    [panelId],
  );
  const commit = useCallback(
    (next: boolean) => {
      if (next) setOpenPanel(panelId);
      else if (notificationStore.openPanel === panelId) setOpenPanel(null);
    },
    [panelId],
  );
  const openState = useRevealFirst(reveal, commit);
  const close = useCallback(
    (returnFocus: boolean) => {
      openState.cancel();
      commit(false);
      if (returnFocus) button.current?.focus();
    },
    [openState, commit],
  );
  useEffect(() => () => close(false), [close]);
  /** Whether the panel shows: what a tap asked for until its open state is in the store, then that. */
  const shown = useCallback(() => openState.pending() ?? notificationStore.openPanel === panelId, [openState, panelId]);
  const toggle = useCallback(() => {
    setLoaded(true);
    openState.set(!shown());
  }, [openState, shown]);
  /** Escape on the bell or in its panel: closes it if it shows (also in the frame before its open state), focus back on the bell. */
  const onKeyDown = useMenuButton({ shows: shown, close: () => close(false), button });
  /**
   * Renders the panel closed ahead of the first open (at idle), so a tap only shows it. A
   * transition: React renders it in slices that yield to input, so on a phone this idle render is
   * not one long task (a tap in the meantime renders it at once, as `toggle` does).
   */
  const prerender = useCallback(() => startTransition(() => setLoaded(true)), []);
  return { open, loaded, button, close, onKeyDown, toggle, prerender };
}
