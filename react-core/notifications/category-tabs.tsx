import { useRef, type KeyboardEvent } from 'react';
import { badgeText } from './notifications.mappers';
import type { Translator } from '../core/i18n/catalogs';
import type { NotificationsKey } from './notifications.intl';

/**
 * The categories as a WAI-ARIA tablist (the panel's tabs, the full page's sidebar): roving
 * tabindex, arrow keys move and select (Left/Right, mirrored right to left; Up/Down when
 * vertical), Home and End jump to the ends.
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
  const list = useRef<HTMLDivElement>(null);
  const current = tabs.some((tab) => tab.code === selected) ? selected : (tabs[0]?.code ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = tabs.findIndex((tab) => tab.code === (event.target as HTMLElement).dataset.code);
    if (from < 0) return;
    const rtl = list.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const [prevKey, nextKey] =
      orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : rtl ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
    let to: number;
    if (event.key === nextKey) to = (from + 1) % tabs.length;
    else if (event.key === prevKey) to = (from - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[to];
    if (!target) return;
    list.current?.querySelector<HTMLElement>(`[data-code="${CSS.escape(target.code)}"]`)?.focus();
    if (target.code !== selected) onSelect(target.code);
  };

  return (
    // APG tabs: the tabs take focus (roving tabindex), not their list.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      ref={list} role="tablist" aria-label={label} aria-orientation={orientation}
      className={`ntf-tabs${className ? ` ${className}` : ''}`} onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => {
        const isSelected = tab.code === current;
        return (
          <button
            key={tab.code} id={tabId(tab.code)} type="button" role="tab" className="ntf-tab" data-code={tab.code}
            aria-selected={isSelected} aria-controls={panelId} tabIndex={isSelected ? 0 : -1}
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
