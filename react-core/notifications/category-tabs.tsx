import { useMemo } from 'react';
import { tabAttributes, useTabList } from '../core/a11y/use-tabs';
import { badgeText } from './notifications.mappers';
import type { Translator } from '../core/i18n/catalogs';
import type { NotificationsKey } from './notifications.intl';

/**
 * The categories as a WAI-ARIA tablist (the panel's tabs, the full page's sidebar;
 * core/a11y/use-tabs.ts): roving tabindex, arrow keys move and select (Left/Right, mirrored right
 * to left; Up/Down when vertical), Home and End jump to the ends.
 */
export interface CategoryTab {
  code: string;
  name: string;
  unread: number;
}

export interface CategoryTabsProps {
  tabs: readonly CategoryTab[];
  selected: string | null;
  onSelect: (code: string) => void;
  label: string;
  orientation: 'horizontal' | 'vertical';
  /** Element id of a tab (the tab panel is labelled by it). */
  tabId: (code: string) => string;
  panelId: string;
  t: Translator<NotificationsKey>;
  className?: string;
}

export function CategoryTabs({ tabs, selected, onSelect, label, orientation, tabId, panelId, t, className }: CategoryTabsProps) {
  const codes = useMemo(() => tabs.map((tab) => tab.code), [tabs]);
  const { current, onKeyDown } = useTabList({ tabs: codes, selected, onSelect, orientation });

  return (
    // APG tabs: the tabs take focus (roving tabindex), not their list.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div role="tablist" aria-label={label} aria-orientation={orientation} className={`ntf-tabs${className ? ` ${className}` : ''}`} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.code === current;
        return (
          <button
            key={tab.code}
            {...tabAttributes(isSelected, tabId(tab.code), panelId)}
            className="ntf-tab"
            data-code={tab.code}
            onClick={() => {
              if (tab.code !== selected) onSelect(tab.code);
            }}
          >
            <span className="ntf-tab-name">{tab.name}</span>
            {tab.unread > 0 && (
              <span className="ntf-tab-count" data-count={tab.unread}>
                <span aria-hidden="true">{badgeText(tab.unread)}</span>
                <span className="exch-sr-only">{t('tab.unread', { count: tab.unread })}</span>
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
