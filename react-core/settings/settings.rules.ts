/**
 * The settings' rules as pure functions of the preferences, the site and the page's hiding
 * flags (spec §4 Header settings, §5, §6), so each is testable without a browser. The stored
 * values and the store's actions are core/store/prefs.ts (and prefs-writes.ts); this file
 * decides what the UI offers and what a choice leads to. What the header's first paint needs
 * (which entries show) is settings-visibility.rules.ts; the rest loads with the dialogs.
 */
import { CHANGE_WINDOWS, RISE_COLORS, type ChangeWindow, type RiseColor, type Theme } from '../core/store/prefs';
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
