import logoutDialogCss from './logout-dialog.css?inline';

/** The logout dialog's CSS text, for a host that adopts it up front (the dialog also adopts it itself). */
export { logoutDialogCss };
