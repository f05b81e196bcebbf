import type { ComponentPropsWithRef } from 'react';
import dialogCss from './dialog.css?inline';

/**
 * A dialog's stylesheet with the frame's rules first, so the dialog's own rules (its size, a phone
 * layout's corners) come after them in one sheet and win where they say otherwise.
 */
export const withDialogFrame = (css: string): string => dialogCss + css;

/**
 * The chrome's modal dialog (the settings' dialogs, the logout confirm): a native `<dialog>` that
 * core/a11y/use-modal-dialog.ts opens with `showModal()`, in the frame of dialog.css; `className`
 * adds the dialog's own (its size), the other props are the dialog element's. Its sheet is adopted
 * with the dialog's own (`withDialogFrame`).
 */
export function Dialog({ className, ...props }: ComponentPropsWithRef<'dialog'>) {
  return <dialog {...props} className={`exch-dialog ${className ?? ''}`.trim()} aria-modal="true" />;
}
