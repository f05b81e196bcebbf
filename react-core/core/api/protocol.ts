/** The CSRF header every mutating call sends, and the cookie its value is read from (spec §7). */
export const CSRF_HEADER = 'csrftoken';
export const CSRF_COOKIE = 'csrftoken';
/** Value sent when the cookie is absent (spec §7: "default 1"). */
export const CSRF_DEFAULT = '1';

/** Envelope code of a successful answer (spec §7: "success when response code is 200"). */
export const API_OK = 200;
