import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { LanguageCode } from '../core/i18n/languages';
import type { ReminderMessage } from './notifications.mappers';
import type { FeedList } from './feed';
import { resolveNotificationLink } from './notification-link';
import { hasVisibleText, renderSafeHtml } from '../core/html/safe-html';
import { formatSendTime } from './format-time';
import { NOTIFICATIONS } from './notifications.data';
import type { Translator } from '../core/i18n/catalogs';
import type { NotificationsKey } from './notifications.intl';

/**
 * One message (spec §4): title clamped to 1 line and content to 2, "show more" opens them to 3
 * and 7 lines. The content is sanitised HTML; the title and the notice are text. The message is
 * a link only when resolveNotificationLink finds one (the title's link covers the whole row).
 */
export function MessageItem({
  message,
  lang,
  t,
  sitePrefix = '',
}: {
  message: ReminderMessage;
  lang: LanguageCode;
  t: Translator<NotificationsKey>;
  /** The site prefix before the message's same-site link (spec §2). */
  sitePrefix?: string;
}) {
  const link = useMemo(() => resolveNotificationLink(message, lang, sitePrefix), [message, lang, sitePrefix]);
  const content = useMemo(() => renderSafeHtml(message.content, lang), [message.content, lang]);
  const time = message.sendTime === null ? null : formatSendTime(message.sendTime);
  const [expanded, setExpanded] = useState(false);
  const [clipped, setClipped] = useState(false);
  const title = useRef<HTMLHeadingElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const id = useId();

  // Show the toggle only when the clamped text is actually cut (measured, so it follows the width).
  // ResizeObserver's first report comes after the frame's layout: measuring here at once instead
  // forced a layout of the whole list in the commit that shows it and rendered every message a
  // second time before that paint (a page of messages at 4x CPU: a task of 80 to 110 ms).
  useLayoutEffect(() => {
    if (expanded) return;
    const cut = (el: HTMLElement | null) => !!el && el.scrollHeight > el.clientHeight + 1;
    const measure = () => setClipped(cut(title.current) || cut(body.current));
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    const observer = new ResizeObserver(measure);
    if (title.current) observer.observe(title.current);
    if (body.current) observer.observe(body.current);
    return () => observer.disconnect();
  }, [expanded, content, message.title]);

  return (
    <li className="ntf-msg" data-id={message.id} data-unread={message.isRead ? undefined : ''} data-expanded={expanded ? '' : undefined}>
      <article aria-labelledby={`${id}-title`}>
        <h3 ref={title} id={`${id}-title`} className="ntf-msg-title">
          {!message.isRead && (
            <span className="ntf-msg-dot">
              <span className="exch-sr-only">{t('message.unread')}: </span>
            </span>
          )}
          {link ? (
            <a
              className="ntf-msg-link"
              href={link.href}
              data-track="notification-message"
              data-track-id={message.id}
              {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {message.title}
              {link.external && <span className="exch-sr-only"> {t('message.newTab')}</span>}
            </a>
          ) : (
            message.title
          )}
        </h3>
        {hasVisibleText(content) && (
          // Built from an allowlist (core/html/safe-html.ts): only inline formatting and safe links.
          <div ref={body} id={`${id}-body`} className="ntf-msg-content">
            {content}
          </div>
        )}
        {expanded && message.extras.noticeContent && <p className="ntf-msg-notice">{message.extras.noticeContent}</p>}
        <div className="ntf-msg-meta">
          {time && <time dateTime={time.iso}>{time.text}</time>}
          {(clipped || expanded || message.extras.noticeContent) && (
            <button
              type="button"
              className="ntf-msg-toggle"
              aria-expanded={expanded}
              aria-controls={hasVisibleText(content) ? `${id}-body` : `${id}-title`}
              onClick={() => setExpanded((e) => !e)}
            >
              {expanded ? t('message.showLess') : t('message.showMore')}
            </button>
          )}
        </div>
      </article>
    </li>
  );
}

function Skeleton({ rows, t }: { rows: number; t: Translator<NotificationsKey> }) {
  return (
    <div className="ntf-skeleton" role="status">
      <span className="exch-sr-only">{t('list.loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="ntf-skeleton-row" aria-hidden="true">
          <span />
          <span />
        </div>
      ))}
    </div>
  );
}

function Empty({ t }: { t: Translator<NotificationsKey> }) {
  return (
    <div className="ntf-empty" data-empty="">
      <svg viewBox="0 0 96 72" width="96" height="72" aria-hidden="true" className="ntf-empty-art">
        <rect x="14" y="16" width="68" height="46" rx="6" fill="currentColor" opacity="0.12" />
        <path d="M14 22l34 22 34-22" fill="none" stroke="currentColor" strokeWidth="2.5" opacity="0.45" />
        <circle cx="76" cy="14" r="9" fill="currentColor" opacity="0.25" />
        <path d="M72 14h8" stroke="currentColor" strokeWidth="2.5" opacity="0.6" />
      </svg>
      <p>{t('reminder.no.data')}</p>
    </div>
  );
}

/** The list could not be loaded: said politely, with Retry (instead of "no messages"). */
function Failed({ t, onRetry }: { t: Translator<NotificationsKey>; onRetry: () => void }) {
  return (
    <div className="ntf-empty ntf-failed" data-failed="">
      <p role="status">{t('list.failed')}</p>
      <button type="button" className="ntf-more" onClick={onRetry} data-action="retry">
        {t('list.retry')}
      </button>
    </div>
  );
}

/** Calls `onVisible` when the end of the list scrolls into view (of `root`, else the viewport). */
function EndSentinel({ root, onVisible }: { root: RefObject<HTMLElement | null> | null; onVisible: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { root: root?.current ?? null, rootMargin: '0px 0px 160px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [root]);
  return <div ref={ref} className="ntf-sentinel" aria-hidden="true" />;
}

export interface MessageListProps {
  /** Undefined while there is nothing to show yet (tabs loading). */
  list: FeedList | undefined;
  lang: LanguageCode;
  /** The site prefix before the messages' same-site links (spec §2). */
  sitePrefix?: string;
  t: Translator<NotificationsKey>;
  onLoadMore: () => void;
  /** The scrolling box the list pages in (the panel), or null for the page itself. */
  scrollRoot: RefObject<HTMLElement | null> | null;
  skeletonRows?: number;
  /** A visible "Load more" button as well (the full page). */
  loadMoreButton?: boolean;
  /** Loads again after a failure (the failed view's Retry). */
  onRetry: () => void;
}

/** Skeleton rows while loading, the empty state, the failure, or the messages with paging as the user scrolls. */
export function MessageList({
  list,
  lang,
  sitePrefix,
  t,
  onLoadMore,
  onRetry,
  scrollRoot,
  skeletonRows = NOTIFICATIONS.skeletonRows,
  loadMoreButton,
}: MessageListProps) {
  if (!list || (list.status === 'loading' && list.items.length === 0)) return <Skeleton rows={skeletonRows} t={t} />;
  if (list.items.length === 0) return list.failed ? <Failed t={t} onRetry={onRetry} /> : <Empty t={t} />;
  return (
    <div className="ntf-msgs" aria-busy={list.refreshing || list.loadingMore}>
      {/* Always present, so the failure of a mark-read is announced (politely) when it happens. */}
      <p className="ntf-read-failed" role="status" hidden={!list.readFailed}>
        {list.readFailed ? t('list.readFailed') : ''}
      </p>
      <ul className="ntf-list">
        {list.items.map((m) => (
          <MessageItem key={m.id} message={m} lang={lang} t={t} sitePrefix={sitePrefix} />
        ))}
      </ul>
      {/* Keyed by length: each page gets a fresh observer, which fires at once if the end is still in view.
          Not after a failed page: that one waits for Retry (or the browser back online). */}
      {list.hasMore && !list.loadingMore && !list.moreFailed && <EndSentinel key={list.items.length} root={scrollRoot} onVisible={onLoadMore} />}
      {list.loadingMore && <Skeleton rows={1} t={t} />}
      {/* Always present, so a failed page is announced (politely) when it happens. */}
      <p className="ntf-more-failed" role="status" hidden={!list.moreFailed}>
        {list.moreFailed ? t('list.moreFailed') : ''}
      </p>
      {list.moreFailed && !list.loadingMore && (
        <button type="button" className="ntf-more" onClick={onLoadMore} data-action="retry-more">
          {t('list.retry')}
        </button>
      )}
      {loadMoreButton && list.hasMore && !list.loadingMore && !list.moreFailed && (
        <button type="button" className="ntf-more" onClick={onLoadMore}>
          {t('list.loadMore')}
        </button>
      )}
      {!list.hasMore && <p className="ntf-end">{t('list.end')}</p>}
    </div>
  );
}
