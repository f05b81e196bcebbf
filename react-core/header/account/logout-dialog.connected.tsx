import { useEffect, useId, useRef, useState } from 'react';
import { useChrome } from '../../core/element/context';
import { useTranslation } from '../../core/i18n/use-translation.connected';
import { ACCOUNT_TEXTS } from './account.intl';
import { logout, type LogoutScope } from './logout';
import { useOwnStyles } from '../../core/element/use-own-styles';
import { logoutDialogCss } from './logout-dialog-sheet';
import { useModalDialog } from '../../core/a11y/use-modal-dialog';
import { Dialog } from '../../core/ui/dialog';

export interface LogoutDialogProps {
  /**
   * Called when the user cancels (Cancel, Escape), and after a logout whose navigation a page
   * cancelled (`exch-logout` preventDefault). The header unmounts the dialog.
   */
  onCancel(): void;
  /** The button that opened the dialog: focus goes back to it once the dialog has closed. */
  returnFocus(): HTMLElement | null | undefined;
  /**
   * Where focus goes when that button is gone by then: after a logout whose navigation the page
   * cancelled, the account area (and its button) make way for the login button.
   */
  fallbackFocus?(): HTMLElement | null | undefined;
  /** Follows the login link (default `location.assign`); tests and SPAs may pass their own. */
  navigate?: (href: string) => void;
}

/**
 * The logout confirm (spec §2 "Logout confirm modal", §4): all devices or this device, then the
 * 'Logging out' overlay until the page leaves. A native modal <dialog>: it sits in the top layer,
 * above the page and outside the header's layout containment, and makes the rest inert
 * (core/a11y/use-modal-dialog.ts). Focus moves to Cancel (the least destructive action), Tab
 * cycles inside, Escape cancels while the confirm shows. While logging out, the confirm stays
 * under the overlay (its buttons aria-disabled), so the scope button the user pressed keeps
 * focus: focus is never left on a control that went away.
 */
export default function LogoutDialog({ onCancel, returnFocus, fallbackFocus, navigate }: LogoutDialogProps) {
  const { options, emit } = useChrome();
  const { t, lang, ready } = useTranslation(ACCOUNT_TEXTS);
  const [phase, setPhase] = useState<'confirm' | 'pending'>('confirm');
  /** The last logout did not go through: the confirm shows again, saying so. */
  const [failed, setFailed] = useState(false);
  const pressed = useRef<LogoutScope | null>(null);
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
    fallbackFocus,
    ready,
    // The least destructive action.
    initialFocus: () => cancelButton.current,
    // The dialog stays while logging out.
    dismissible: phase === 'confirm',
  });

  const start = (scope: LogoutScope) => {
    if (phaseRef.current !== 'confirm') return;
    pressed.current = scope;
    setFailed(false);
    setPhase('pending');
    void logout({ scope, base: options.apiBase, lang, emit, navigate }).then(({ serverEnded, navigated }) => {
      if (!serverEnded) {
        // Nothing changed: the user is still logged in. The dialog's status says so (it is the
        // live region the modal leaves reachable) and the choice is offered again.
        setFailed(true);
        setPhase('confirm');
        return;
      }
      // The page took over (an SPA routes to its login view): nothing is leaving, so close.
      if (!navigated) onCancel();
    });
  };
  // After a failure, focus goes back to the button that was pressed (it exists again).
  useEffect(() => {
    if (!failed || phase !== 'confirm' || !pressed.current) return;
    dialog.current?.querySelector<HTMLButtonElement>(`[data-scope="${pressed.current}"]`)?.focus();
  }, [failed, phase, dialog]);

  const pending = phase === 'pending';
  return (
    <Dialog
      ref={dialog}
      className={`lo-dialog${pending ? ' is-pending' : ''}`}
      aria-labelledby={pending ? statusId : titleId}
      aria-describedby={pending ? undefined : messageId}
      aria-busy={pending || undefined}
      data-logout-dialog={phase}
    >
      {/* One polite live region for the dialog's life (a region added with its message is not
          announced reliably): 'Logging out', then a failure if the server did not end it. */}
      <div className={pending ? 'lo-pending' : 'lo-status'} role="status" id={statusId} data-logout-status={failed ? 'failed' : pending ? 'pending' : ''}>
        {ready && pending && <span className="lo-spinner" aria-hidden="true" />}
        {ready && pending && <span>{t('logout.pending')}</span>}
        {ready && !pending && failed && t('logout.failed')}
      </div>
      {/* The confirm stays while logging out (under the overlay, its buttons aria-disabled), so
          the button the user pressed keeps focus. */}
      {!ready ? null : (
        <div className="lo-confirm">
          <h2 className="lo-title" id={titleId}>
            {t('logout.title')}
          </h2>
          <p className="lo-message" id={messageId}>
            {t('logout.message')}
          </p>
          <div className="lo-actions">
            <button type="button" className="lo-button lo-primary" data-scope="this" aria-disabled={pending || undefined} onClick={() => start('this')}>
              {t('logout.thisDevice')}
            </button>
            <button type="button" className="lo-button" data-scope="all" aria-disabled={pending || undefined} onClick={() => start('all')}>
              {t('logout.allDevices')}
            </button>
            <button
              type="button"
              className="lo-button lo-cancel"
              ref={cancelButton}
              data-cancel=""
              aria-disabled={pending || undefined}
              onClick={() => {
                if (phaseRef.current === 'confirm') onCancel();
              }}
            >
              {t('logout.cancel')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
