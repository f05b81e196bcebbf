import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useChrome } from '../../core/element/context';
import { useTranslation } from '../../core/i18n/use-translation';
import { ACCOUNT_TEXTS } from './account.intl';
import { logout, type LogoutScope } from './logout';
import { announceStatus } from '../../core/store/live-status';
import { useOwnStyles } from '../../core/element/use-own-styles';
import { logoutDialogCss } from './logout-dialog.styles';

export interface LogoutDialogProps {
  /**
   * Called when the user cancels (Cancel, Escape), and after a logout whose navigation a page
   * cancelled (`exch-logout` preventDefault). The header unmounts the dialog and restores focus.
   */
  onCancel(): void;
  /** Follows the login link (default `location.assign`); tests and SPAs may pass their own. */
  navigate?: (href: string) => void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The logout confirm (spec §2 "Logout confirm modal", §4): all devices or this device, then the
 * 'Logging out' overlay until the page leaves. A native modal <dialog>: it sits in the top layer,
 * above the page and outside the header's layout containment, and makes the rest inert. Focus
 * moves to Cancel (the least destructive action), Tab cycles inside, Escape cancels.
 */
export default function LogoutDialog({ onCancel, navigate }: LogoutDialogProps) {
  const { options, emit } = useChrome();
  const { t, lang, ready } = useTranslation(ACCOUNT_TEXTS);
  const [phase, setPhase] = useState<'confirm' | 'pending'>('confirm');
  const dialog = useOwnStyles<HTMLDialogElement>(logoutDialogCss);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const cancelRef = useRef(onCancel);
  cancelRef.current = onCancel;
  const closedHere = useRef(false);
  const titleId = useId();
  const messageId = useId();
  const statusId = useId();

  useLayoutEffect(() => {
    const el = dialog.current;
    if (el && !el.open && typeof el.showModal === 'function') {
      try {
        el.showModal();
      } catch {
        // Not connected yet, or another modal is open: fall back to a plain open dialog.
        el.setAttribute('open', '');
      }
    }
  }, [dialog]);

  useEffect(() => {
    if (ready && phase === 'confirm') cancelButton.current?.focus();
  }, [ready, phase]);

  // WAI-ARIA dialog pattern: focus returns to the control that opened the dialog. While a modal
  // dialog is open the rest of the page is inert, so the header's focus() on its opener would
  // fail and leave focus on the page body: close the dialog first, then tell the header.
  const closeThenCancel = useCallback(() => {
    const el = dialog.current;
    if (el?.open) {
      closedHere.current = true;
      el.close();
    }
    cancelRef.current();
  }, [dialog]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    // Escape fires `cancel`; the dialog must stay while logging out.
    const handleCancel = (event: Event) => {
      event.preventDefault();
      if (phaseRef.current === 'confirm') closeThenCancel();
    };
    // Chrome may close a dialog despite preventDefault (repeated Escape without a user
    // activation): report it as a cancel so the header's state follows.
    const onNativeClose = () => {
      if (!closedHere.current && phaseRef.current === 'confirm') cancelRef.current();
    };
    el.addEventListener('cancel', handleCancel);
    el.addEventListener('close', onNativeClose);
    return () => {
      el.removeEventListener('cancel', handleCancel);
      el.removeEventListener('close', onNativeClose);
    };
  }, [dialog, closeThenCancel]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = (event.currentTarget.getRootNode() as ShadowRoot | Document).activeElement;
    if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !items.includes(active as HTMLElement))) {
      event.preventDefault();
      first.focus();
    }
  };

  const start = (scope: LogoutScope) => {
    if (phaseRef.current !== 'confirm') return;
    setPhase('pending');
    const onServerUnconfirmed = () => announceStatus(t('logout.unconfirmed'));
    void logout({ scope, base: options.apiBase, lang, emit, navigate, onServerUnconfirmed }).then(({ navigated }) => {
      // The page took over (an SPA routes to its login view): nothing is leaving, so close.
      if (!navigated) closeThenCancel();
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
      onKeyDown={onKeyDown}
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
            <button type="button" className="lo-button lo-cancel" ref={cancelButton} data-cancel="" onClick={closeThenCancel}>
              {t('logout.cancel')}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
