import { useCallback, useState, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA tabs pattern with automatic activation: Left/Right move between tabs (mirrored
 * right to left), Home/End go to the ends, and the focused tab is the selected one. The
 * arithmetic is a pure function (tested without a DOM); the hook adds the state and moves focus.
 */
export function tabTarget(key: string, index: number, count: number, rtl: boolean): number | null {
  if (count === 0) return null;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/** A selected tab that is always one of `tabs` (the first when the asked-for one is not there). */
export function selectedTab<T extends string>(tabs: readonly T[], wanted: T | undefined): T | undefined {
  return wanted !== undefined && tabs.includes(wanted) ? wanted : tabs[0];
}

export function useTabs<T extends string>(tabs: readonly T[], rtl: boolean) {
  const [wanted, setWanted] = useState<T | undefined>(undefined);
  const selected = selectedTab(tabs, wanted);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const index = selected === undefined ? -1 : tabs.indexOf(selected);
      const next = tabTarget(event.key, index, tabs.length, rtl);
      if (next === null) return;
      event.preventDefault();
      setWanted(tabs[next]);
      // The tabs are the tablist's children, in order.
      (event.currentTarget.closest('[role="tablist"]')?.children[next] as HTMLElement | undefined)?.focus();
    },
    [tabs, selected, rtl],
  );
  return { selected, select: setWanted, onKeyDown };
}
