import { request, type ApiResult } from '../../core/api/client';
import { COOKIE } from '../../core/cookies/cookies';
import { removeCookieEverywhere } from '../../core/cookies/remove-everywhere';
import { endSession } from '../../core/store/session';
import { withLanguage } from '../../core/routes/links';
import * as ROUTES from '../../core/routes/routes';
import type { ChromeContextValue } from '../../core/element/context';
import type { LanguageCode } from '../../core/i18n/languages';
import { resetAccount } from './account.store';
import * as ACCOUNT_PATHS from '../../core/api/account-paths';

/**
 * The logout flow of spec §4, with the spec's two calls (§7):
 * - all devices: a call, then the clean-up, then the redirect. The call is the spec's
 *   `POST /api/web/v1/usercenter/logout` (form-encoded, with the CSRF header), which ends the
 *   server session, preceded by `POST /api/web/v1/usercenter/logoutAll` (ours: the spec has a
 *   logout-all path it does not show), which asks the server to end the user's other sessions
 *   while this one still authenticates the request. It is in addition to the spec's call, never
 *   instead: a backend without it still ends this session.
 * - this device: one action, `GET /logout`, then the same clean-up and redirect.
 * A call that fails (an error, a timeout, a non-200 code) keeps the page as it is, logged in:
 * the session is still alive on the server, so clearing the page's cookies and showing the login
 * page would only pretend; the dialog says so and the user may try again (docs/spec.md on spec
 * §8's "logout errors are ignored": its error is not thrown at the page, nothing more).
 */
export type LogoutScope = 'all' | 'this';

export interface LogoutOptions {
  scope: LogoutScope;
  /** The element's api-base. */
  base: string;
  lang: LanguageCode;
  /** useChrome().emit: dispatches the event from the element. */
  emit: ChromeContextValue['emit'];
  /** Follows the login link; a seam for tests and pages that route themselves. */
  navigate?: (href: string) => void;
  /** Test seam for the HTTP call. */
  fetchImpl?: typeof fetch;
}

export interface LogoutResult {
  href: string;
  /** Every call the scope makes answered with success; when false, nothing changed on the page. */
  serverEnded: boolean;
  /** False when the logout failed, or a listener called preventDefault() on `exch-logout`. */
  navigated: boolean;
}

export function loginHref(lang: LanguageCode): string {
  return withLanguage(lang, ROUTES.login());
}

export function defaultNavigate(href: string): void {
  location.assign(href);
}

/**
 * Spec §4: clear the pver and sign cookies wherever the page sees them (its host and the site's
 * parent domain); every element on the page then sees a visitor.
 */
export function clearLoginState(): void {
  removeCookieEverywhere(COOKIE.pver);
  removeCookieEverywhere(COOKIE.sign);
  endSession();
  resetAccount();
}

/**
 * The server took the call: a success, or a 2xx answer that is not our JSON envelope (the spec
 * does not show what the logout paths answer; a page or a redirect to one is an answer too).
 */
function answered(result: ApiResult): boolean {
  return result.ok || result.kind === 'malformed';
}

export async function logout(options: LogoutOptions): Promise<LogoutResult> {
  const { scope, base, fetchImpl } = options;
  const href = loginHref(options.lang);
  let serverEnded = false;
  try {
    // Form POSTs carry the CSRF header (client.ts).
    if (scope === 'all') {
      // The other sessions first, while this one still authenticates the request; if that
      // fails, this session is kept too, so the user can try the whole action again.
      serverEnded =
        answered(await request(ACCOUNT_PATHS.logoutAll, { base, form: {}, fetchImpl })) &&
        answered(await request(ACCOUNT_PATHS.logout, { base, form: {}, fetchImpl }));
    } else {
      serverEnded = answered(await request(ACCOUNT_PATHS.logoutThisDevice, { base, fetchImpl }));
    }
  } catch {
    /* request() never throws; this guards a replaced fetch that does */
  }
  if (!serverEnded) return { href, serverEnded, navigated: false };
  clearLoginState();
  // Cancelable so a single-page app can route to its own login view without a reload.
  const navigated = options.emit('exch-logout', { scope, href, serverEnded });
  if (navigated) (options.navigate ?? defaultNavigate)(href);
  return { href, serverEnded, navigated };
}
