import { useId, useRef, useState } from 'react';
import { useChrome } from '../../core/element/context';
import { useTranslation } from '../../core/i18n/use-translation';
import { ACCOUNT_TEXTS } from './account.intl';
import { logout, type LogoutScope } from './logout';
import { announceStatus } from '../../core/store/live-status';
import { useOwnStyles } from '../../core/element/use-own-styles';
import { logoutDialogCss } from './logout-dialog.styles';
import { useModalDialog } from '../../core/a11y/use-modal-dialog';

export interface LogoutDialogProps {
  /**
   * Called when the user cancels (Cancel, Escape), and after a logout whose navigation a page
   * cancelled (`exch-logout` preventDefault). The header unmounts the dialog.
   */
  onCancel(): void;
  /** The button that opened the dialog: focus goes back to it once the dialog has closed. */
  returnFocus(): HTMLElement | null | undefined;
  /** Follows the login link (default `location.assign`); tests and SPAs may pass their own. */
  navigate?: (href: string) => void;
}

/**
 * The logout confirm (spec §2 "Logout confirm modal", §4): all devices or this device, then the
 * 'Logging out' overlay until the page leaves. A native modal <dialog>: it sits in the top layer,
 * above the page and outside the header's layout containment, and makes the rest inert
 * (core/a11y/use-modal-dialog.ts). Focus moves to Cancel (the least destructive action), Tab
 * cycles inside, Escape cancels while the confirm shows.
 */
export default function LogoutDialog({ onCancel, returnFocus, navigate }: LogoutDialogProps) {
  const { options, emit } = useChrome();
  const { t, lang, ready } = useTranslation(ACCOUNT_TEXTS);
  const [phase, setPhase] = useState<'confirm' | 'pending'>('confirm');
  const dialog = useOwnStyles<HTMLDialogElement>(logoutDialogCss);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const titleId = useId();
  const messageId = useId();
  const statusId = useId();
  useModalDialog(dialog, {
    onClose: onCancel,
    returnFocus,
    ready,
    // The least destructive action.
    initialFocus: () => cancelButton.current,
    // The dialog stays while logging out.
    dismissible: phase === 'confirm',
  });

  const start = (scope: LogoutScope) => {
    if (phaseRef.current !== 'confirm') return;
    setPhase('pending');
    const onServerUnconfirmed = () => announceStatus(t('logout.unconfirmed'));
    void logout({ scope, base: options.apiBase, lang, emit, navigate, onServerUnconfirmed }).then(({ navigated }) => {
      // The page took over (an SPA routes to its login view): nothing is leaving, so close.
      if (!navigated) onCancel();
    });
  };

  const pending = phase === 'pending';
  return (
    <dialog
      ref={dialog}
      className={`lo-dialog${pending ? ' is-pending' : ''}`}
      aria-modal="true"
      aria-labelledby={pending ? statusId : titleId}
      aria-describedby={pending ? undefined : messageId}
      aria-busy={pending || undefined}
      data-logout-dialog={phase}
    >
      {!ready ? null : pending ? (
        <div className="lo-pending" role="status" id={statusId}>
          <span className="lo-spinner" aria-hidden="true" />
          <span>{t('logout.pending')}</span>
        </div>
      ) : (
        <div className="lo-confirm">
          <h2 className="lo-title" id={titleId}>
            {t('logout.title')}
          </h2>
          <p className="lo-message" id={messageId}>
            {t('logout.message')}
          </p>
          <div className="lo-actions">
            <button type="button" className="lo-button lo-primary" data-scope="this" onClick={() => start('this')}>
              {t('logout.thisDevice')}
            </button>
            <button type="button" className="lo-button" data-scope="all" onClick={() => start('all')}>
              {t('logout.allDevices')}
            </button>
            <button type="button" className="lo-button lo-cancel" ref={cancelButton} data-cancel="" onClick={onCancel}>
              {t('logout.cancel')}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
