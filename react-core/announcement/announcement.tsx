import { useRef, type CSSProperties, type ReactNode } from 'react';
import { useMarquee } from './use-marquee';
import type { Translator } from '../core/i18n/catalogs';
import type { AnnouncementKey } from './announcement.intl';

export interface AnnouncementViewProps {
  t: Translator<AnnouncementKey>;
  /** The notice's content, already made safe (core/html/safe-html.ts), or a bulletin's text. */
  content: ReactNode;
  /** A safe href ('' for none). */
  href: string;
  external: boolean;
  contentId: string;
  /** A bulletin's level: a warning gets the warning colours. */
  level?: 'info' | 'warning';
  /** Phone width and motion allowed: an overflowing text scrolls. */
  marquee: boolean;
  onDismiss: () => void;
}

/** The site notice: icon, text (scrolling on phones when too long), details link, dismiss button. */
export function AnnouncementView({ t, content, href, external, contentId, level = 'info', marquee, onDismiss }: AnnouncementViewProps) {
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const seconds = useMarquee(viewport, track, marquee, content);
  const scrolling = seconds !== null;
  return (
    <section className={`ann-bar${scrolling ? ' is-marquee' : ''}`} aria-label={t('label')} part="announcement" data-content-id={contentId} data-level={level}>
      <svg className="ann-icon" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
        <path d="M3 8v4h3l5 4V4L6 8H3z" fill="currentColor" />
        <path d="M14 7.5a3.5 3.5 0 0 1 0 5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <div className="ann-viewport" ref={viewport}>
        <div
          className="ann-track"
          ref={track}
          part="text"
          data-marquee-seconds={scrolling ? seconds : undefined}
          style={scrolling ? ({ '--ann-duration': `${seconds}s` } as CSSProperties) : undefined}
        >
          <span className="ann-text">{content}</span>
          {href && (
            <a
              className="ann-more"
              href={href}
              data-track="announcement-link"
              data-track-id={contentId}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {t('details')}
              {external && <span className="exch-sr-only"> {t('newTab')}</span>}
            </a>
          )}
        </div>
      </div>
      <button
        type="button"
        className="ann-close"
        data-track="announcement-dismiss"
        data-track-id={contentId}
        aria-label={t('dismiss')}
        part="close"
        onClick={onDismiss}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3.5 3.5l9 9M12.5 3.5l-9 9" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
