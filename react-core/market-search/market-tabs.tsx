import { memo, useRef, type KeyboardEvent } from 'react';
import { tabKeyTarget } from './use-market-panel';

/**
 * One row of tabs (WAI-ARIA tabs pattern): roving tabindex, automatic activation (arrow keys move
 * and select, mirrored right to left), Home and End. ArrowDown leaves the tab list downwards
 * (into the rows), so a keyboard user reaches the markets without tabbing through every tab.
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
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.some((tab) => tab.id === selected) ? selected : (tabs[0]?.id ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      onArrowDown();
      return;
    }
    const from = tabs.findIndex((tab) => tab.id === (event.target as HTMLElement).dataset.tab);
    if (from < 0) return;
    const rtl = list.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const to = tabKeyTarget(event.key, from, tabs.length, rtl);
    if (to === null) return;
    event.preventDefault();
    const target = tabs[to];
    if (!target) return;
    list.current?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(target.id)}"]`)?.focus();
    if (target.id !== current) onSelect(target.id);
  };

  return (
    // APG tabs: the tabs take focus (roving tabindex), not their list.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div ref={list} role="tablist" aria-label={label} aria-orientation="horizontal" className={className} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === current;
        return (
          <button
            key={tab.id} id={`${idPrefix}${tab.id}`} type="button" role="tab" className="ms-tab" data-tab={tab.id}
            aria-selected={isSelected} aria-controls={panelId} tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
});
