import Cookies from 'js-cookie';
import { registerReset } from '../util/resets';

/**
 * Every cookie the chrome reads or writes, with its lifetime and flags (spec §4, §7, §9), through
 * js-cookie (the well-kept library for the RFC 6265 details). Reads never throw: a cookie jar the
 * page corrupted yields undefined for that name only.
 */
export const COOKIE = {
  /** Selected fiat; 1 year, path /, secure (on https), then the page reloads (spec §9). */
  currFiat: 'curr_fiat',
  /** Rise colour, 'risered' or 'risegreen' (spec §4). */
  riseColor: 'market_rise_color',
  /** Fiat last chosen in the Pay-with panel (spec §7). */
  defaultBuyCryptoFiat: 'defaultBuyCryptoFiat',
  /** Set to 1 when the user toggles the theme (spec §4). */
  changedSkin: 'is_change_skin',
  /**
   * The chosen theme in the spec's wire values (§3 Theme: light '0', dark '2'; prefs.ts
   * THEME_WIRE), a year, beside is_change_skin: a cookie, so the site's servers can render
   * pages (and `exch-chrome/server` the chrome) in the user's theme at the first paint.
   */
  theme: 'theme',
  /** Set inside the mobile apps' web views: no search entry there (spec §7 "device_type query or cookie"). */
  deviceType: 'device_type',
  /** Lets a sub-account see Switch Account (spec §6). */
  switchTag: 'is_switch_tag',
  /** Cleared on logout before going to the login page (spec §4). */
  pver: 'pver',
  sign: 'sign',
} as const;

export const ONE_YEAR_SECONDS = 31_536_000;
const SECONDS_PER_DAY = 86_400;

export function readCookie(name: string): string | undefined {
  try {
    const value = Cookies.get(name);
    return typeof value === 'string' ? value : undefined;
  } catch {
    // No document (a server render) or a page that locked document.cookie down.
    return undefined;
  }
}

/**
 * The jar as the last batch read found it: the preferences' read as the chrome starts (tests
 * that set cookies read the preferences again, as a page loaded with them would).
 */
let startJar: Readonly<Record<string, string>> | undefined;

/**
 * Every cookie of the page, parsed once: for code that reads several at a time. Each read of
 * `document.cookie` is a synchronous round trip to the browser's cookie store (10 ms and more on
 * a throttled phone CPU), so a batch of reads takes one. Empty when the jar cannot be read.
 */
export function readAllCookies(): Readonly<Record<string, string>> {
  let jar: Readonly<Record<string, string>>;
  try {
    // js-cookie answers undefined without a document (a server render).
    const all: unknown = Cookies.get();
    jar = all !== null && typeof all === 'object' ? (all as Record<string, string>) : {};
  } catch {
    jar = {};
  }
  startJar = jar;
  return jar;
}

/**
 * A cookie the page sets before it loads the chrome and never changes while it lives (the apps'
 * `device_type`), from the batch the preferences read as the chrome started: no second round
 * trip to the cookie store on the way to the first paint.
 */
export function readStartupCookie(name: string): string | undefined {
  const jar = startJar ?? readAllCookies();
  return Object.hasOwn(jar, name) && typeof jar[name] === 'string' ? jar[name] : undefined;
}

/** For tests: a page whose cookies a test set reads them again. */
registerReset(() => {
  startJar = undefined;
});

export interface CookieWriteOptions {
  /** Lifetime in seconds; session cookie when absent. */
  maxAgeSeconds?: number;
}

/**
 * Writes a cookie on path /, SameSite=Lax, with the lifetime given, and Secure on an https page.
 * Not on an http one: WebKit (Safari) keeps no Secure cookie from http, http://localhost
 * included, so the demo and a QA page there would forget every choice in Safari.
 */
export function writeCookie(name: string, value: string, options: CookieWriteOptions = {}): void {
  try {
    Cookies.set(name, value, {
      path: '/',
      secure: typeof location !== 'undefined' && location.protocol === 'https:',
      sameSite: 'Lax',
      ...(options.maxAgeSeconds ? { expires: options.maxAgeSeconds / SECONDS_PER_DAY } : {}),
    });
  } catch {
    // A page that locked document.cookie down must not break the chrome.
  }
}

export function removeCookie(name: string): void {
  try {
    Cookies.remove(name, { path: '/' });
  } catch {
    /* see writeCookie */
  }
}

/** The one-year fiat cookie of spec §9 (its value may be empty: no conversion, see prefs.ts). */
export function writeFiatCookie(fiat: string): void {
  writeCookie(COOKIE.currFiat, fiat, { maxAgeSeconds: ONE_YEAR_SECONDS });
}
