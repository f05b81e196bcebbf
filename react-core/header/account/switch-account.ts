import { HTTP_TIMEOUT_MS } from '../../core/api/client';
import { reportError } from '../../core/util/reporter';
import { configuredHttpUrl } from '../../core/routes/configured-url';
import { SWITCH_ACCOUNT_GLOBAL, SWITCH_ACCOUNT_SCRIPT_PATH, SWITCH_ACCOUNT_SCRIPT_VERSION } from './switch-account.data';
import { registerReset } from '../../core/util/resets';

/**
 * The switch-account script (spec §6, §9): loaded for logged-in users of the main site, once per
 * page, after the chrome has painted (use-switch-account.connected.ts). The spec names its version
 * (20250813), not its URL: the header's `switch-account-src` names it, by default
 * SWITCH_ACCOUNT_SCRIPT_PATH under the element's `api-base` (the mock serves it there).
 *
 * Our contract with the script (docs/header.md): a classic script, added as a `<script src>`
 * element (no inline code, so a strict Content-Security-Policy that allows its host allows it;
 * under 'strict-dynamic' a script the chrome adds is trusted). Running, it defines
 * `window.ExchSwitchAccount = { open(context) }`; the Switch Account entry calls `open` with the
 * user's uid, whether it is a sub-account, and the language. A script that fails to load or
 * defines nothing is reported through `setChromeErrorReporter`; the entry then stays what it is
 * in the HTML, a link to sub-account management.
 */
export { SWITCH_ACCOUNT_GLOBAL, SWITCH_ACCOUNT_SCRIPT_PATH, SWITCH_ACCOUNT_SCRIPT_VERSION };
export const SWITCH_ACCOUNT_LOAD_ERROR = 'switch-account script failed to load';

export interface SwitchAccountContext {
  uid: string;
  isSubAccount: boolean;
  lang: string;
}

export interface SwitchAccountApi {
  open(context: SwitchAccountContext): void;
}

/** The script's URL: the page's `switch-account-src` when it is an http(s) or relative URL, else the default. */
export function switchAccountScriptUrl(configured: string | null | undefined, apiBase: string, pageUrl: string): string {
  return configuredHttpUrl('switch-account-src', configured, pageUrl) ?? new URL(`${apiBase}${SWITCH_ACCOUNT_SCRIPT_PATH}`, pageUrl).href;
}

function installedApi(): SwitchAccountApi | null {
  const api = (window as unknown as Record<string, unknown>)[SWITCH_ACCOUNT_GLOBAL];
  return typeof api === 'object' && api !== null && typeof (api as SwitchAccountApi).open === 'function' ? (api as SwitchAccountApi) : null;
}

/** One load per page and URL; the answer is the script's API, or null when it is not to be had. */
const loads = new Map<string, Promise<SwitchAccountApi | null>>();
const settled = new Map<string, SwitchAccountApi | null>();

export function loadSwitchAccountScript(src: string): Promise<SwitchAccountApi | null> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<SwitchAccountApi | null>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.exchSwitchAccount = SWITCH_ACCOUNT_SCRIPT_VERSION;
    script.addEventListener('load', () => resolve(installedApi()));
    script.addEventListener('error', () => resolve(null));
    document.head.append(script);
  }).then((api) => {
    settled.set(src, api);
    if (!api) reportError(SWITCH_ACCOUNT_LOAD_ERROR, { src, version: SWITCH_ACCOUNT_SCRIPT_VERSION });
    return api;
  });
  loads.set(src, load);
  return load;
}

/** A load that failed is tried again by the next ask (the next click on Switch Account). */
export function forgetFailedSwitchAccount(src: string): void {
  if (settled.has(src) && settled.get(src) === null) {
    settled.delete(src);
    loads.delete(src);
  }
}

/** The settled load: the API, null when it failed, undefined while it loads or was never asked for. */
export function settledSwitchAccount(src: string): SwitchAccountApi | null | undefined {
  return settled.has(src) ? (settled.get(src) ?? null) : undefined;
}

/** Waits for a pending load, at most HTTP_TIMEOUT_MS: a click never hangs on a stalled script. */
export function awaitSwitchAccount(src: string): Promise<SwitchAccountApi | null> {
  const load = loads.get(src);
  if (!load) return Promise.resolve(null);
  return Promise.race([load, new Promise<null>((resolve) => setTimeout(() => resolve(null), HTTP_TIMEOUT_MS))]);
}

/** For tests only: forget the loads (the scripts already added stay). */
export function resetSwitchAccount(): void {
  loads.clear();
  settled.clear();
  delete (window as unknown as Record<string, unknown>)[SWITCH_ACCOUNT_GLOBAL];
}

registerReset(resetSwitchAccount);
