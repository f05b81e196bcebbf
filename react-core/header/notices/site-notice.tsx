import type { Translator } from '../../core/i18n/catalogs';
import type { NoticeKey } from './notices.intl';
import type { SiteNotice } from './site-notice.rules';

export interface SiteNoticeLink {
  href: string;
  label: NoticeKey;
  newTab: boolean;
}

/**
 * A notice common data's flags ask for (site-notice.rules.ts): a note at the bottom of the page
 * with its link and a Close button; it never takes focus. Props in, JSX out.
 */
export function SiteNoticeView({
  t,
  notice,
  link,
  onClose,
}: {
  t: Translator<NoticeKey>;
  notice: SiteNotice;
  link: SiteNoticeLink | null;
  onClose: () => void;
}) {
  return (
    <aside className="site-notice" aria-label={t('label')} part="site-notice" data-site-notice={notice}>
      <p>
        {t(notice)}{' '}
        {link && (
          <a href={link.href} data-track="site-notice" data-track-id={notice} {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {t(link.label)}
          </a>
        )}
      </p>
      <button type="button" className="icon-button" aria-label={t('close')} data-action="close-site-notice" onClick={onClose}>
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
    </aside>
  );
}
