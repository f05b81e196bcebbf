import { snapshot, subscribe as watch } from 'valtio/vanilla';
import {
  NO_CONVERSION,
  parseRiseColor,
  parseTheme,
  prefs,
  setFiat as storeFiatChoice,
  type ChangeWindow,
  type RiseColor,
  type Theme,
} from '../core/store/prefs';
import { setDoNotSwitchToFiat, setRiseColor as storeRiseColor, setTheme as storeTheme } from '../core/store/prefs-writes';
import { switchLanguageInPlace } from '../core/i18n/switch-language';
import { normalizeLanguage, type LanguageCode } from '../core/i18n/languages';
import { normalizeFiat } from '../core/site/fiat';
import { warnOnce } from '../core/util/warn';

/**
 * The preferences as a page reads and sets them, without React (exported by `exch-chrome`,
 * `exch-chrome/react` and, forwarded, by the one script `exch-chrome.js`). Every setter goes
 * through the same validation, cookies and storage as the chrome's own settings (prefs.ts,
 * prefs-writes.ts), and every element on the page follows at once. Reads are frozen snapshots:
 * writing to them changes nothing (the store itself is not exported).
 */
export interface ChromePreferences {
  /** The UI language of every element. */
  readonly lang: LanguageCode;
  /** The display fiat (`USD`, `EUR`, ...), or `''` for no conversion (the do-not-switch-to-fiat toggle off). */
  readonly fiat: string;
  /** The user's stored theme (an element whose `theme` attribute pins one shows that instead). */
  readonly theme: Theme;
  /** The user's stored rise colour (a site may force green-for-rise: the US). */
  readonly riseColor: RiseColor;
  /** The change window of price changes. */
  readonly changeWindow: ChangeWindow;
  /** The float real-time rate toggle. */
  readonly floatRate: boolean;
}

let lastSnapshot: object | undefined;
let lastView: ChromePreferences | undefined;

/**
 * The current preferences. The same object until one changes (so it can back React's
 * `useSyncExternalStore`, as `usePreferences` does).
 */
export function getPreferences(): ChromePreferences {
  const current = snapshot(prefs);
  if (current !== lastSnapshot || !lastView) {
    lastSnapshot = current;
    lastView = Object.freeze({
      lang: current.lang,
      fiat: current.fiat,
      theme: current.theme,
      riseColor: current.riseColor,
      changeWindow: current.changeWindow,
      floatRate: current.floatRate,
    });
  }
  return lastView;
}

/**
 * Calls `listener` at once with the current preferences, then after every change (changes made
 * in one task arrive together). Returns the function that stops it.
 */
export function subscribe(listener: (preferences: ChromePreferences) => void): () => void {
  let last = getPreferences();
  const stop = watch(prefs, () => {
    const next = getPreferences();
    if (next === last) return;
    last = next;
    listener(next);
  });
  listener(last);
  return stop;
}

/** `light` or `dark`, stored as the settings store it (`is_change_skin=1`). Anything else warns once and changes nothing. */
export function setTheme(theme: Theme): void {
  const valid = parseTheme(theme);
  if (valid) storeTheme(valid);
  else warnOnce(`setTheme:${String(theme)}`, `setTheme: unknown theme "${String(theme)}" (light or dark)`);
}

/**
 * Switches every element to a UI language in place: its texts load first, then every element
 * changes at once (as a page that cancels `exch-language-change` gets). Other spellings
 * (`en-GB`, `zh_TW`) are normalised; a language added with `registerTexts` is accepted; an
 * unknown language warns once and changes nothing.
 */
export function setLanguage(lang: LanguageCode | (string & {})): Promise<void> {
  const valid = normalizeLanguage(lang);
  if (valid) return switchLanguageInPlace(valid);
  warnOnce(`setLanguage:${String(lang)}`, `setLanguage: unsupported language "${String(lang)}"`);
  return Promise.resolve();
}

/**
 * A display fiat (`EUR`), written to the one-year `curr_fiat` cookie with the rate mode on, as
 * the exchange-rate tab does; `''` turns conversion off (the do-not-switch-to-fiat toggle). The
 * page is not reloaded: the page decides (the chrome's own pickers reload, spec §4).
 */
export function setFiat(fiat: string): void {
  if (fiat === NO_CONVERSION) return setDoNotSwitchToFiat(false);
  const code = normalizeFiat(fiat);
  if (code) storeFiatChoice(code);
  else warnOnce(`setFiat:${String(fiat)}`, `setFiat: "${String(fiat)}" is not a fiat code`);
}

/** `risegreen` or `risered`, written to the `market_rise_color` cookie. Anything else warns once and changes nothing. */
export function setRiseColor(color: RiseColor): void {
  const valid = parseRiseColor(color);
  if (valid) storeRiseColor(valid);
  else warnOnce(`setRiseColor:${String(color)}`, `setRiseColor: unknown colour "${String(color)}" (risegreen or risered)`);
}
