import { withDialogFrame } from '../../core/ui/dialog';
import logoutCss from './logout-dialog.css?inline';

/** The logout dialog's CSS text (the dialogs' frame first), for a host that adopts it up front (the dialog also adopts it itself). */
export const logoutDialogCss = withDialogFrame(logoutCss);
