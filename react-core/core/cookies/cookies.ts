/**
 * Every cookie the chrome reads or writes, with its lifetime and flags (spec §4, §7, §9).
 * Reads never throw: a cookie jar the page corrupted yields undefined (or the raw text) for that
 * name only. Our own few lines instead of a library: the chrome's values are plain codes, and the
 * first-paint script should not carry a general-purpose cookie API.
 */
export const COOKIE = {
  /** Selected fiat; 1 year, path /, secure, then the page reloads (spec §9). */
  currFiat: 'curr_fiat',
  /** Rise colour, 'risered' or 'risegreen' (spec §4). */
  riseColor: 'market_rise_color',
  /** Fiat last chosen in the Pay-with panel (spec §7). */
  defaultBuyCryptoFiat: 'defaultBuyCryptoFiat',
  /** Set to 1 when the user toggles the theme (spec §4). */
  changedSkin: 'is_change_skin',
  /** Lets a sub-account see Switch Account (spec §6). */
  switchTag: 'is_switch_tag',
  /** Cleared on logout before going to the login page (spec §4). */
  pver: 'pver',
  sign: 'sign',
} as const;

export type CookieName = (typeof COOKIE)[keyof typeof COOKIE];

export const ONE_YEAR_SECONDS = 31_536_000;

/** %-decodes, keeping the raw text when it is not valid (a page may write anything). */
function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function readCookie(name: string): string | undefined {
  try {
    for (const part of document.cookie.split('; ')) {
      const eq = part.indexOf('=');
      // Servers may quote a value (RFC 6265 allows DQUOTEs around it).
      if (eq > 0 && decode(part.slice(0, eq)) === name) return decode(part.slice(eq + 1).replace(/^"(.*)"$/, '$1'));
    }
  } catch {
    // No document (a server render) or a page that locked document.cookie down.
  }
  return undefined;
}

export interface CookieWriteOptions {
  /** Lifetime in seconds; session cookie when absent. */
  maxAgeSeconds?: number;
}

/**
 * Writes a cookie on path /, Secure (browsers keep Secure cookies from http://localhost too, so
 * the flag holds on the demo), SameSite=Lax, with the lifetime as Max-Age.
 */
export function writeCookie(name: string, value: string, options: CookieWriteOptions = {}): void {
  const age = options.maxAgeSeconds ? `; max-age=${options.maxAgeSeconds}` : '';
  try {
    document.cookie = `${name}=${encodeURIComponent(value)}; path=/${age}; secure; samesite=lax`;
  } catch {
    // A page that locked document.cookie down must not break the chrome.
  }
}

export function removeCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: -1 });
}

/** The one-year fiat cookie of spec §9 (its value may be empty: no conversion, see prefs.ts). */
export function writeFiatCookie(fiat: string): void {
  writeCookie(COOKIE.currFiat, fiat, { maxAgeSeconds: ONE_YEAR_SECONDS });
}
