/**
 * The switch-account script's facts (spec §9: version 20250813), written once: the chrome loads
 * it (switch-account.ts) and the mock API serves it (demo/mock-api/switch-account-script.ts).
 */
export const SWITCH_ACCOUNT_SCRIPT_VERSION = '20250813';
/** Its default path, under the header's `api-base` (the spec does not give its URL). */
export const SWITCH_ACCOUNT_SCRIPT_PATH = `/static/switch-account/${SWITCH_ACCOUNT_SCRIPT_VERSION}/switch-account.js`;
/** The global the script defines: `{ open({ uid, isSubAccount, lang }) }`. */
export const SWITCH_ACCOUNT_GLOBAL = 'ExchSwitchAccount';
