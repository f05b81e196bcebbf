/**
 * What each settings choice does, in one place for the desktop dialogs, the panel, the mobile
 * modal and the footer: the store's action (cookies and storage), then the bubbling, composed
 * `exch-*` event, then the default action unless a listener cancelled it (language and fiat,
 * where a page may route itself). Called from event handlers only, never while rendering.
 */
import type { ChromeContextValue } from '../core/element/context';
import type { LanguageCode } from '../core/i18n/languages';
import { prefs, setFiat, timezoneParam, type ChangeWindow, type RiseColor, type Theme } from '../core/store/prefs';
import { switchLanguageInPlace } from '../core/i18n/switch-language';
import { setChangeWindow, setDoNotSwitchToFiat, setFloatRate, setRiseColor, setTheme } from '../core/store/prefs-writes';

/** How the page leaves or reloads: the browser's by default; tests and single-page apps pass their own. */
export interface PageActions {
  reload(): void;
  navigate(href: string): void;
}

export const BROWSER_PAGE: PageActions = {
  reload: () => location.reload(),
  navigate: (href) => location.assign(href),
};

type Emit = ChromeContextValue['emit'];

/**
 * A language choice that switches (the Turkey rule already applied). Returns whether the chrome
 * switches in place (the page cancelled `exch-language-change`: the new texts load, then every
 * part changes at once); otherwise the link (or `navigate`, for a button) follows the language URL.
 */
export function switchLanguage(emit: Emit, lang: LanguageCode, href: string, follow?: () => void): boolean {
  if (emit('exch-language-change', { lang, href })) {
    follow?.();
    return false;
  }
  void switchLanguageInPlace(lang);
  return true;
}

/** Spec §4: the cookie is written, then the page reloads unless a listener cancels. */
function announceFiat(emit: Emit, page: PageActions): void {
  if (emit('exch-fiat-change', { fiat: prefs.fiat })) page.reload();
}

export function chooseFiat(emit: Emit, page: PageActions, fiat: string): void {
  setFiat(fiat);
  announceFiat(emit, page);
}

export function chooseDoNotSwitchToFiat(emit: Emit, page: PageActions, on: boolean): void {
  setDoNotSwitchToFiat(on);
  announceFiat(emit, page);
}

export function chooseTheme(emit: Emit, theme: Theme): void {
  setTheme(theme);
  emit('exch-theme-change', { theme });
}

export function chooseRiseColor(emit: Emit, color: RiseColor): void {
  setRiseColor(color);
  emit('exch-rise-color-change', { riseColor: color });
}

export function chooseChangeWindow(emit: Emit, window: ChangeWindow): void {
  setChangeWindow(window);
  emit('exch-change-window-change', { changeWindow: window, timezone: timezoneParam(window) });
}

export function chooseFloatRate(emit: Emit, on: boolean): void {
  setFloatRate(on);
  emit('exch-float-rate-change', { floatRate: on });
}
