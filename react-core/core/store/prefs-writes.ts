import { COOKIE, ONE_YEAR_SECONDS, writeCookie } from '../cookies/cookies';
import { DEFAULT_FIAT } from '../site/fiat';
import { writeStored } from '../util/storage';
import { STORAGE_KEY } from '../util/storage-keys';
import { NO_CONVERSION, prefs, storeFiat, themeToWire, type ChangeWindow, type RiseColor, type Theme } from './prefs';

/**
 * The settings' writes to the preferences (spec §4), beside prefs.ts but a module of their own:
 * only the settings' lazy chunk (and the drawer's theme switch) call them, so the first-paint
 * script does not carry them (vite.config.ts LAZY_ONLY). Each writes its own key only.
 */

/** The do-not-switch-to-fiat toggle (spec §4): on pins USD, off clears the fiat (no conversion). */
export function setDoNotSwitchToFiat(on: boolean): void {
  storeFiat(on ? DEFAULT_FIAT : NO_CONVERSION);
}

/**
 * Spec §4: the theme applies to every element at once and sets cookie is_change_skin=1; the
 * theme itself goes to its cookie in the spec's wire value (light '0', dark '2').
 */
export function setTheme(theme: Theme): void {
  prefs.theme = theme;
  prefs.themeChosen = true;
  writeCookie(COOKIE.theme, themeToWire(theme), { maxAgeSeconds: ONE_YEAR_SECONDS });
  writeCookie(COOKIE.changedSkin, '1', { maxAgeSeconds: ONE_YEAR_SECONDS });
}

/** Spec §4, §7: the chosen colour is written to cookie market_rise_color (it then wins over the language default). */
export function setRiseColor(color: RiseColor): void {
  prefs.riseColor = color;
  writeCookie(COOKIE.riseColor, color, { maxAgeSeconds: ONE_YEAR_SECONDS });
}

export function setChangeWindow(window: ChangeWindow): void {
  prefs.changeWindow = window;
  writeStored(STORAGE_KEY.changeWindow, window);
}

/** The float real-time rate toggle (spec §4), separate from the fiat. */
export function setFloatRate(on: boolean): void {
  prefs.floatRate = on;
  writeStored(STORAGE_KEY.floatRate, on ? '1' : '0');
}
