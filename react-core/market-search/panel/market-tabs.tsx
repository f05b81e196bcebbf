import { memo, useMemo, type KeyboardEvent } from 'react';
import { tabAttributes, useTabList } from '../../core/a11y/use-tabs';
import { intoListboxKey } from '../../core/a11y/use-listbox';

/**
 * One row of tabs (WAI-ARIA tabs pattern, core/a11y/use-tabs.ts): roving tabindex, automatic
 * activation (arrow keys move and select, mirrored right to left), Home and End. ArrowDown leaves the tab list downwards
 * (into the rows, core/a11y/use-listbox.ts), so a keyboard user reaches the markets without tabbing through every tab.
 */
export interface PanelTab {
  id: string;
  label: string;
}

export interface MarketTabsProps {
  tabs: readonly PanelTab[];
  selected: string | null;
  onSelect: (id: string) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the tabs' element ids (`{idPrefix}{tab id}`; the tab panel is labelled by one). */
  idPrefix: string;
  panelId: string;
  onArrowDown: () => void;
  className: string;
}

/** Memoised: a keystroke in the search box re-renders the panel, not its unchanged tab rows. */
export const MarketTabs = memo(function MarketTabs({ tabs, selected, onSelect, label, idPrefix, panelId, onArrowDown, className }: MarketTabsProps) {
  const ids = useMemo(() => tabs.map((tab) => tab.id), [tabs]);
  const { current, onKeyDown: onTabKey } = useTabList({ tabs: ids, selected, onSelect });
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!intoListboxKey(event, onArrowDown)) onTabKey(event);
  };

  return (
    // APG tabs: the tabs take focus (roving tabindex), not their list.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div role="tablist" aria-label={label} aria-orientation="horizontal" className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === current;
        return (
          <button
            key={tab.id}
            {...tabAttributes(isSelected, `${idPrefix}${tab.id}`, panelId)}
            className="ms-tab"
            data-tab={tab.id}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
});
