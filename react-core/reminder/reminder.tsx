import { useId, useRef } from 'react';
import type { LanguageCode } from '../core/i18n/languages';
import { CategoryTabs, type CategoryTab } from '../notifications/category-tabs';
import { MessageList } from '../notifications/message-list';
import { noTabList } from '../notifications/feed';
import type { FeedList } from '../notifications/feed';
import type { Translator } from '../core/i18n/catalogs';
import type { ReminderKey } from './reminder.intl';
import type { NotificationsKey } from '../notifications/notifications.intl';

/** The full notification page (as on /reminder): category sidebar and the whole list, paged. */
export interface ReminderViewProps {
  t: Translator<ReminderKey>;
  /** The message list's and category tabs' texts (the notifications feature's). */
  messagesT: Translator<NotificationsKey>;
  lang: LanguageCode;
  tabs: readonly CategoryTab[];
  /** 'loading' until the tab list answered. */
  tabsStatus: 'idle' | 'loading' | 'ready';
  /** The last tab load got no valid answer. */
  tabsFailed: boolean;
  selected: string | null;
  list: FeedList | undefined;
  /** Below 768 px the sidebar is a row above the list. */
  compact: boolean;
  onSelect: (code: string) => void;
  onLoadMore: () => void;
  /** Loads the tabs and the list again after a failure. */
  onRetry: () => void;
  /** The site prefix before the messages' same-site links (spec §2). */
  sitePrefix?: string;
}

export function ReminderView({
  t,
  messagesT,
  lang,
  tabs,
  tabsStatus,
  tabsFailed,
  selected,
  list,
  compact,
  onSelect,
  onLoadMore,
  onRetry,
  sitePrefix,
}: ReminderViewProps) {
  const id = useId().replace(/[^\w-]/g, '');
  const listRef = useRef<HTMLElement>(null);
  const tabId = (code: string) => `ntf-page-${id}-tab-${code}`;
  const listId = `ntf-page-${id}-list`;
  const hasTabs = tabs.length > 0;
  const current = selected === null ? (tabsStatus === 'ready' ? noTabList(tabsFailed) : undefined) : list;
  return (
    <div className="ntf-page-inner">
      <h2 className="ntf-page-title" id={`ntf-page-${id}-title`}>
        {t('title')}
      </h2>
      <div className="ntf-page-body">
        <div className="ntf-page-sidebar" part="sidebar">
          {hasTabs ? (
            <CategoryTabs
              tabs={tabs}
              selected={selected}
              onSelect={onSelect}
              label={t('categories')}
              orientation={compact ? 'horizontal' : 'vertical'}
              tabId={tabId}
              panelId={listId}
              t={messagesT}
            />
          ) : (
            tabsStatus !== 'ready' && <div className="ntf-page-sidebar-reserve" aria-hidden="true" />
          )}
        </div>
        <section
          ref={listRef}
          id={listId}
          className="ntf-page-list"
          part="list"
          {...(hasTabs && selected ? { role: 'tabpanel', 'aria-labelledby': tabId(selected), tabIndex: 0 } : { 'aria-labelledby': `ntf-page-${id}-title` })}
        >
          <MessageList
            list={current}
            lang={lang}
            sitePrefix={sitePrefix}
            t={messagesT}
            scrollRoot={null}
            onLoadMore={onLoadMore}
            onRetry={onRetry}
            loadMoreButton
            skeletonRows={10}
          />
        </section>
      </div>
    </div>
  );
}
