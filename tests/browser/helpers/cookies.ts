// Cookie helpers for browser tests. The mock exchange API reads `mock_user` (persona) and
// `mock_fault` (faults) on every request; cookies are same-origin, so fetches from the page carry them.

const setByTests = new Set<string>();

/** Characters that would break `document.cookie` syntax are %-encoded; `=` and `,` stay as they are. */
function cookieSafe(value: string): string {
  return value.replace(/[;\s"\\%\u0080-\uffff]/g, (c) => encodeURIComponent(c));
}

/** Sets a session cookie on path `/`. Remembered, so `clearCookies()` removes it. */
export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${cookieSafe(value)}; path=/; SameSite=Lax`;
  setByTests.add(name);
}

/** Deletes one cookie on path `/`. */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  setByTests.delete(name);
}

/** The current value of a cookie (decoded), or undefined. */
export function getCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/**
 * Clears every cookie the test set through these helpers, and every other cookie visible to the
 * page on path `/` (e.g. ones the elements wrote, such as a stored language or theme), so each
 * test starts logged out and fault-free. Call it in `afterEach`.
 */
export function clearCookies(): void {
  const names = new Set(setByTests);
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) names.add(name);
  }
  for (const name of names) deleteCookie(name);
}

export type Persona = 'visitor' | 'user' | 'vip' | 'sub' | 'whitelist' | 'unified';

/** Chooses who the mock API sees as logged in (`visitor` = logged out). */
export function setPersona(name: Persona): void {
  setCookie('mock_user', name);
}

export type FaultKind = '500' | 'timeout' | 'malformed' | 'null' | 'wrongtype' | 'empty';

/**
 * Makes the mock API fail: `useFault('commonData=500,unread=timeout')` fails every request whose
 * path contains `commonData` with a 500 and so on. An empty string removes all faults.
 */
export function useFault(spec: string): void {
  if (spec.trim() === '') deleteCookie('mock_fault');
  else setCookie('mock_fault', spec);
}

/**
 * Replaces fields of the mock's common data answer (`mock_common`, demo/mock-api/API.md):
 * `useCommonData({ userLandingPageCountry: 'TR', lang_prefix: '/eu' })`.
 */
export function useCommonData(fields: Record<string, unknown>): void {
  setCookie('mock_common', JSON.stringify(fields));
}

/** Clears localStorage and sessionStorage (stored theme, language, dismissed notices, ...). */
export function clearStorage(): void {
  localStorage.clear();
  sessionStorage.clear();
}
