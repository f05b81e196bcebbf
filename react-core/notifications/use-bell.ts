import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { notificationStore, setOpenPanel } from './notifications.store';

/**
 * The bell's behaviour: its panel is open when the page's one open panel is this one (opening
 * one closes any other), the panel's chunk is mounted from the first open on, and closing can
 * return focus to the bell. The panel also closes when the bell goes (logout, unmount).
 */
export function useBell(panelId: string) {
  const { openPanel } = useSnapshot(notificationStore);
  const open = openPanel === panelId;
  const [loaded, setLoaded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(
    (returnFocus: boolean) => {
      if (notificationStore.openPanel === panelId) setOpenPanel(null);
      if (returnFocus) button.current?.focus();
    },
    [panelId],
  );
  useEffect(() => () => close(false), [close]);
  const toggle = useCallback(() => {
    setLoaded(true);
    setOpenPanel(notificationStore.openPanel === panelId ? null : panelId);
  }, [panelId]);
  /** Renders the panel closed ahead of the first open (at idle), so a tap only shows it. */
  const prerender = useCallback(() => setLoaded(true), []);
  return { open, loaded, button, close, toggle, prerender };
}
