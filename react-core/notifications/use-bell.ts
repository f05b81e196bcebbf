import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { notificationStore, setOpenPanel } from './notifications.store';
import { showPanelNow } from './panel-placement';
import { afterNextPaint } from '../core/layout/after-next-paint';

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
 * the open state follows in the store after the frame that shows it: the store's update re-renders
 * the bell and the panel synchronously (their effects too: focus moving in, the outside-click
 * listeners, the feed's refresh), which at 4x CPU cost a phone's tap 15 to 30 ms before that
 * frame. The drawer opens the same way (header/drawer/use-drawer.ts).
 */
export function useBell(panelId: string) {
  const { openPanel } = useSnapshot(notificationStore);
  const open = openPanel === panelId;
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // What the last tap asked for while the store has not caught up yet, and its pending write.
  const asked = useRef<boolean | null>(null);
  const pendingWrite = useRef<(() => void) | null>(null);
  const settle = useCallback(() => {
    pendingWrite.current?.();
    pendingWrite.current = null;
    asked.current = null;
  }, []);
  const close = useCallback(
    (returnFocus: boolean) => {
      settle();
      if (notificationStore.openPanel === panelId) setOpenPanel(null);
      if (returnFocus) button.current?.focus();
    },
    [panelId, settle],
  );
  useEffect(() => () => close(false), [close]);
  const toggle = useCallback(() => {
    setLoaded(true);
    const next = !(asked.current ?? notificationStore.openPanel === panelId);
    const panel = renderedPanel(button.current, panelId);
    if (!panel || !showPanelNow(panel, button.current, next)) {
      // Not rendered yet (its first open before the idle render) or no popovers: React shows it.
      settle();
      setOpenPanel(next ? panelId : null);
      return;
    }
    pendingWrite.current?.();
    asked.current = next;
    pendingWrite.current = afterNextPaint(() => {
      pendingWrite.current = null;
      asked.current = null;
      if (next) setOpenPanel(panelId);
      else if (notificationStore.openPanel === panelId) setOpenPanel(null);
    });
  }, [panelId, settle]);
  /** Renders the panel closed ahead of the first open (at idle), so a tap only shows it. */
  const prerender = useCallback(() => setLoaded(true), []);
  return { open, loaded, button, close, toggle, prerender };
}
