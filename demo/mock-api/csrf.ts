/**
 * CSRF check of mutating calls (spec §7): the header csrftoken must equal the cookie csrftoken,
 * or the default "1" when the page has no such cookie.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { CSRF_COOKIE, CSRF_DEFAULT, CSRF_HEADER } from '../../react-core/core/api/endpoints';

export function csrfOk(headers: IncomingHttpHeaders, cookies: Record<string, string>): boolean {
  const sent = headers[CSRF_HEADER.toLowerCase()];
  const value = Array.isArray(sent) ? sent[0] : sent;
  // An empty cookie counts as absent, as a client reading it with `|| '1'` would.
  const expected = cookies[CSRF_COOKIE] || CSRF_DEFAULT;
  return value !== undefined && value === expected;
}
