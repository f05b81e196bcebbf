import { loadCatalogsInUse } from './catalogs';
import { prefs, setLanguage } from '../store/prefs';
import type { LanguageCode } from './languages';
import { registerReset } from '../util/resets';

let latest = 0;

/**
 * Switches the chrome's language in place (a page that cancelled `exch-language-change`): the
 * new language's texts for every part on the page load first, then the store changes, so the
 * parts go from one complete language to the other without blanking (a header that waited for
 * its texts would drop its box and the focus of the control that was used). The last choice
 * wins when two are on their way, and a language set meanwhile by other means (the `lang`
 * attribute, the React API) is not overridden.
 */
export function switchLanguageInPlace(lang: LanguageCode): Promise<void> {
  const mine = ++latest;
  const from = prefs.lang;
  return loadCatalogsInUse(lang).then(() => {
    if (mine === latest && prefs.lang === from) setLanguage(lang);
  });
}

/** Forgets a switch on its way (tests, between pages of a single-page app's test run). */
export function resetLanguageSwitch(): void {
  latest += 1;
}

registerReset(resetLanguageSwitch);
