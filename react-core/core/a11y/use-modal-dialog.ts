import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { firstTabStop, keepTabInside } from './tab-stops';

const isEmptySearchField = (target: EventTarget | null) => target instanceof HTMLInputElement && target.type === 'search' && target.value === '';

export interface ModalDialogOptions {
  /** Escape, or the browser closing the dialog: the owner unmounts it. */
  onClose(): void;
  /** The control that opened the dialog; focus goes back to it after the dialog closed. */
  returnFocus(): HTMLElement | null | undefined;
  /**
   * Where focus goes instead when the opener is no longer in the document by then (what the
   * dialog did removed it: a logout replaces the account area with the login button).
   */
  fallbackFocus?(): HTMLElement | null | undefined;
  /** Where focus goes once the content is there (default: the first tab stop). */
  initialFocus?(dialog: HTMLDialogElement): HTMLElement | null | undefined;
  /** False while the content is not rendered yet (texts on their way): focus moves in after. */
  ready: boolean;
  /** False while the dialog must stay (a logout under way): Escape does nothing (default true). */
  dismissible?: boolean;
}

/**
 * The WAI-ARIA modal dialog pattern on a native <dialog> opened with showModal(): it sits in the
 * top layer (above the header's stacking and layout) and makes the rest of the page inert. Focus
 * moves in, Tab and Shift+Tab cycle inside, Escape closes, and on unmount the dialog is closed
 * *before* focus goes back to its opener: while a modal dialog is open the page is inert, so
 * focusing the opener first would silently fail and leave focus on the page body. Every modal
 * dialog of the chrome uses it: the settings dialogs, the logout confirm, the search modal.
 */
export function useModalDialog(dialog: RefObject<HTMLDialogElement | null>, options: ModalDialogOptions): void {
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useLayoutEffect(() => {
    const el = dialog.current;
    if (!el) return undefined;
    let closing = false;
    if (!el.open) {
      try {
        el.showModal();
      } catch {
        // Not connected yet, or an engine without modal dialogs: a plain open dialog still works.
        el.setAttribute('open', '');
      }
    }
    const onCancel = (event: Event) => {
      // The owner unmounts the dialog (and so restores focus); the browser must not close it first.
      event.preventDefault();
      if (latest.current.dismissible !== false) latest.current.onClose();
    };
    // Chrome may close a dialog despite preventDefault (repeated Escape without a user
    // activation): report it, so the owner's state follows. A `close` queued by an earlier
    // cleanup (StrictMode mounts twice) finds the dialog open again and is ignored.
    const onNativeClose = () => {
      if (!closing && !el.open && latest.current.dismissible !== false) latest.current.onClose();
    };
    // The page behind is inert, but Tab could still leave for the browser's own UI.
    const onKeyDown = (event: KeyboardEvent) => {
      keepTabInside(event, el);
      // WebKit's search fields keep Escape from the dialog (no `cancel`, even when empty): an
      // empty one closes it here as in other browsers (one with text clears it first, as they do).
      if (event.key === 'Escape' && !event.defaultPrevented && isEmptySearchField(event.target)) {
        event.preventDefault();
        if (latest.current.dismissible !== false) latest.current.onClose();
      }
    };
    el.addEventListener('cancel', onCancel);
    el.addEventListener('close', onNativeClose);
    el.addEventListener('keydown', onKeyDown);
    return () => {
      closing = true;
      el.removeEventListener('cancel', onCancel);
      el.removeEventListener('close', onNativeClose);
      el.removeEventListener('keydown', onKeyDown);
      if (el.open) el.close();
      // Once every dialog closing in this commit has closed: when a stack closes at once (the
      // Turkey modal over the language dialog), the bottom dialog's opener would still be inert
      // under the modal above it. Openers inside a closed dialog ignore focus(), so focus ends
      // on the bottom dialog's opener.
      const target = latest.current.returnFocus();
      const { fallbackFocus } = latest.current;
      queueMicrotask(() => (target?.isConnected ? target : fallbackFocus?.())?.focus());
    };
  }, [dialog]);

  const { ready } = options;
  useEffect(() => {
    const el = dialog.current;
    if (!ready || !el) return;
    const target = latest.current.initialFocus?.(el) ?? firstTabStop(el) ?? el;
    target.focus();
  }, [dialog, ready]);
}
