/**
 * The settings' rules as pure functions of the preferences, the site and the page's hiding
 * flags (spec §4 Header settings, §5, §6), so each is testable without a browser. The stored
 * values and the store's actions are core/store/prefs.ts (and prefs.actions.ts); this file
 * decides what the UI offers and what a choice leads to. What the header's first paint needs
 * (which entries show) is settings-visibility.rules.ts; the rest loads with the dialogs.
 */
import { CHANGE_WINDOWS, RISE_COLORS, NO_CONVERSION, type ChangeWindow, type RiseColor, type Theme } from '../core/store/prefs';
import { DEFAULT_FIAT } from '../core/site/fiat';
import { servesLanguage, type Region } from '../core/region/regions';
import type { LanguageCode } from '../core/i18n/languages';

/** Spec §6: a site that forces the market display (US) offers green-for-rise only. */
export function offeredRiseColors(site: Pick<Region, 'forcedMarketDisplay'>): readonly RiseColor[] {
  return site.forcedMarketDisplay ? ['risegreen'] : RISE_COLORS;
}

/** Spec §6: a site that forces the market display (US) offers the 24h window only. */
export function offeredChangeWindows(site: Pick<Region, 'forcedMarketDisplay'>): readonly ChangeWindow[] {
  return site.forcedMarketDisplay ? ['24h'] : CHANGE_WINDOWS;
}

/**
 * What choosing a language does (spec §4, §5): tr on a site that does not serve it never
 * switches; it opens the Turkey modal. Every other choice switches.
 */
export function languageChoice(lang: LanguageCode, site: Pick<Region, 'turkishLocale'>): 'switch' | 'turkey' {
  return servesLanguage(site, lang) ? 'switch' : 'turkey';
}

export function otherTheme(theme: Theme): Theme {
  return theme === 'dark' ? 'light' : 'dark';
}

/**
 * The do-not-switch-to-fiat toggle reads the fiat (one source of truth): on while USD is pinned,
 * off for any other fiat or no conversion. Turning it on pins USD; off, clears the fiat.
 */
export function doNotSwitchToFiatOn(fiat: string): boolean {
  return fiat === DEFAULT_FIAT;
}

/**
 * The currency a fiat value is shown in (the personal centre's assets): the chosen fiat while
 * the rate mode is open and one other than USD is chosen; otherwise the site's own unit (spec
 * §9: JPY for Japan, else USD). No conversion (an empty fiat) shows the site's unit too.
 */
export function displayCurrency(chosen: { fiat: string; fiatRateOpen: boolean }, site: Pick<Region, 'currencyUnit'>): string {
  return chosen.fiatRateOpen && chosen.fiat !== NO_CONVERSION && chosen.fiat !== DEFAULT_FIAT ? chosen.fiat : site.currencyUnit;
}
