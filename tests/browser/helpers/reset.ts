import { resetAllState } from '../../../react-core/core/util/resets';
import { reloadPrefs, setLanguage } from '../../../react-core/core/store/prefs';
import type { LanguageCode } from '../../../react-core/core/i18n/languages';
import { clearCookies, clearStorage } from './cookies';
import { clearLoads } from './resources';
// The hook that unmounts one test's elements before the next test's reset.
import './teardown';

/**
 * One reset for every test: forgets every load the page-wide stores made (so the next element
 * asks the mock afresh), every warning said, cookies, storage and what the page loaded (clearLoads), and sets the
 * shared preferences and language. Call it in `beforeEach` (and set personas or faults after it).
 */
export function resetChrome(lang: LanguageCode = 'en'): void {
  // Every store, load in flight and one-time check the page has loaded registered its reset
  // next to its state (core/util/resets.ts).
  resetAllState();
  clearCookies();
  clearStorage();
  // Preferences are read again from the now empty cookies and storage (theme, colour, fiat...).
  reloadPrefs();
  setLanguage(lang);
  clearLoads();
}
