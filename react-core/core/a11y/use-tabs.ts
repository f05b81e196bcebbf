import { useCallback, useState, type KeyboardEvent } from 'react';
import { moveRovingFocus, type Orientation } from './roving-focus';

/**
 * The WAI-ARIA tabs pattern with automatic activation (every tab list of the chrome: the
 * settings dialog's, the market panel's rows, the notification categories): the selected tab is
 * the list's one tab stop (roving tabindex), the arrows of its orientation move focus and select
 * (wrapping, mirrored right to left; roving-focus.ts), Home and End go to the ends.
 */

/** A selected tab that is always one of `tabs` (the first when the asked-for one is not there). */
export function selectedTab<T extends string>(tabs: readonly T[], wanted: T | null | undefined): T | undefined {
  return wanted !== undefined && wanted !== null && tabs.includes(wanted) ? wanted : tabs[0];
}

/**
 * One tab button's WAI-ARIA attributes, for every tab list's markup: its id (a panel is labelled
 * by it), the role, its selection, the panel it controls, and the roving tab stop (the selected
 * tab is the list's only one).
 */
export function tabAttributes(selected: boolean, id: string, panelId: string | undefined) {
  return { id, type: 'button', role: 'tab', 'aria-selected': selected, 'aria-controls': panelId, tabIndex: selected ? 0 : -1 } as const;
}

/** The tabs of the tab list a key was pressed in: its own tabs, in order. */
function tabsOf(event: KeyboardEvent<HTMLElement>): HTMLElement[] {
  const list = event.currentTarget.closest('[role="tablist"]');
  return list ? Array.from(list.querySelectorAll<HTMLElement>(':scope > [role="tab"]')) : [];
}

export interface TabListOptions<T extends string> {
  /** The tabs, in the order the tab list renders them. */
  tabs: readonly T[];
  /** The selected tab; one that is not in `tabs` (or none) shows the first as selected. */
  selected: T | null | undefined;
  /** A key moved to another tab (a click is the tab button's own). */
  onSelect(tab: T): void;
  orientation?: Orientation;
}

/**
 * A controlled tab list: `current` is the tab shown as selected, `onKeyDown` goes on the tab list
 * or on each tab.
 */
export function useTabList<T extends string>({ tabs, selected, onSelect, orientation = 'horizontal' }: TabListOptions<T>) {
  const current = selectedTab(tabs, selected);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const to = moveRovingFocus(event, tabsOf(event), orientation);
      const target = to === null ? undefined : tabs[to];
      if (target !== undefined && target !== current) onSelect(target);
    },
    [tabs, current, onSelect, orientation],
  );
  return { current, onKeyDown };
}

/** A tab list that keeps its own selection (the settings dialog's). */
export function useTabs<T extends string>(tabs: readonly T[]) {
  const [wanted, setWanted] = useState<T | undefined>(undefined);
  const { current, onKeyDown } = useTabList<T>({ tabs, selected: wanted, onSelect: setWanted });
  return { selected: current, select: setWanted, onKeyDown };
}
