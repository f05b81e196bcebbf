/** The CSRF header every mutating call sends, and the cookie its value is read from (spec §7). */
export const CSRF_HEADER = 'csrftoken';
export const CSRF_COOKIE = 'csrftoken';
/** Value sent when the cookie is absent (spec §7: "default 1"). */
export const CSRF_DEFAULT = '1';

/** Envelope code of a successful answer (spec §7: "success when response code is 200"). */
export const API_OK = 200;

/**
 * The chrome's build number (spec §9: 20250923), sent on every API call so the backend can tell
 * which chrome asks (spec §7 lists it among the client's headers without naming the header: the
 * name follows the X-Gate-AppLang / X-Gate-AppType family). A custom header: an `api-base` on
 * another origin answers a CORS preflight for it (cached by Access-Control-Max-Age).
 */
export const BUILD_NUMBER_HEADER = 'X-Gate-Build-Number';
export const BUILD_NUMBER = '20250923';
