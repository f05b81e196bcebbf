import { useEffect, useRef } from 'react';
import { useTranslation } from '../../core/i18n/use-translation.connected';
import { useOwnStyles } from '../../core/element/use-own-styles';
import { announceStatus } from '../../core/store/live-status';
import { dismissSessionEnded } from '../../core/store/session';
import { ACCOUNT_TEXTS } from './account.intl';
import noticeCss from './session-ended-notice.css?inline';

export interface SessionEndedNoticeProps {
  /** The login page (language-prefixed; testnet's authorize page). */
  loginHref: string;
}

/**
 * Says that the server ended the session (in this tab or another): the header has turned to the
 * visitor state under the user. Said once through the header's polite live region (present from
 * the first paint, so it is announced), and shown as a small note with "Log in again" until
 * dismissed; it never takes focus. Loaded only when a session ends.
 */
export default function SessionEndedNotice({ loginHref }: SessionEndedNoticeProps) {
  const { t, ready } = useTranslation(ACCOUNT_TEXTS);
  const root = useOwnStyles<HTMLElement>(noticeCss);
  const announced = useRef(false);
  useEffect(() => {
    if (!ready || announced.current) return;
    announced.current = true;
    announceStatus(t('session.ended'));
  }, [ready, t]);
  return (
    <aside ref={root} className="session-ended" aria-label={t('session.ended')} data-session-ended="" hidden={!ready}>
      {ready && (
        <>
          <span>{t('session.ended')}</span>{' '}
          <a className="session-ended-login" href={loginHref} onClick={() => dismissSessionEnded()}>
            {t('session.loginAgain')}
          </a>
          <button type="button" className="session-ended-dismiss" aria-label={t('session.dismiss')} onClick={() => dismissSessionEnded()}>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
            </svg>
          </button>
        </>
      )}
    </aside>
  );
}
