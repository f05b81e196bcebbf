import { withDialogFrame } from '../../core/ui/dialog';
import logoutCss from './logout-dialog.css?inline';

/** The logout dialog's sheet, the frame first, for the dialog and a test host (apart: inside the lazy dialog module it minifies longer). */
export const logoutDialogCss = withDialogFrame(logoutCss);
