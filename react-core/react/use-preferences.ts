import { useSyncExternalStore } from 'react';
import { getPreferences, subscribe, type ChromePreferences } from '../public/preferences';

/**
 * The shared preferences as a read-only snapshot: the component re-renders when one changes.
 * Set them with `setTheme`, `setLanguage`, `setFiat`, `setRiseColor` (the store itself is not
 * exported, so nothing bypasses their validation and cookies).
 */
export function usePreferences(): ChromePreferences {
  return useSyncExternalStore(subscribe, getPreferences, getPreferences);
}
