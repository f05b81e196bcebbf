/**
 * The switch-account script as the mock serves it at SWITCH_ACCOUNT_SCRIPT_PATH: a classic
 * script (no inline code in the page, no inline style: it runs under the demo's strict CSP) that
 * defines the global the chrome calls. Its dialog lists the persona's accounts; choosing one is
 * out of the chrome's scope, so it only closes. Faults: `mock_fault=switch-account=500` (an
 * error status: the script fails to load), `timeout`, `malformed` (a global without an `open`
 * function), `empty`/`null` (a script that defines nothing).
 */
import { SWITCH_ACCOUNT_GLOBAL, SWITCH_ACCOUNT_SCRIPT_VERSION } from '../../react-core/header/account/switch-account.data';

export const SWITCH_ACCOUNT_SCRIPT = `(function () {
  'use strict';
  var VERSION = '${SWITCH_ACCOUNT_SCRIPT_VERSION}';
  function open(context) {
    var old = document.querySelector('dialog[data-switch-account]');
    if (old) old.remove();
    var dialog = document.createElement('dialog');
    dialog.setAttribute('data-switch-account', VERSION);
    dialog.setAttribute('aria-labelledby', 'exch-switch-account-title');
    var title = document.createElement('h2');
    title.id = 'exch-switch-account-title';
    title.textContent = 'Switch account';
    var who = document.createElement('p');
    who.setAttribute('data-switch-account-uid', String(context.uid));
    who.textContent = 'Signed in as UID ' + context.uid + (context.isSubAccount ? ' (sub-account)' : ' (main account)');
    var close = document.createElement('button');
    close.type = 'button';
    close.textContent = 'Close';
    close.addEventListener('click', function () { dialog.close(); });
    dialog.addEventListener('close', function () { dialog.remove(); });
    dialog.append(title, who, close);
    document.body.append(dialog);
    dialog.showModal();
  }
  window['${SWITCH_ACCOUNT_GLOBAL}'] = { version: VERSION, open: open };
})();
`;

/** A script that defines the global in a shape the chrome cannot use (the `malformed` fault). */
export const BROKEN_SWITCH_ACCOUNT_SCRIPT = `window['${SWITCH_ACCOUNT_GLOBAL}'] = { version: 'broken', open: 'not a function' };\n`;
