/**
 * The settings' rules as pure functions of the preferences, the site and the page's hiding
 * flags (spec §4 Header settings, §5, §6), so each is testable without a browser. The stored
 * values and the store's actions are core/store/prefs.ts (and prefs.actions.ts); this file
 * decides what the UI offers and what a choice leads to. The entries import it, so it stays
 * small: the dialogs' rows are settings.mappers.ts.
 */
import { CHANGE_WINDOWS, RISE_COLORS, NO_CONVERSION, type ChangeWindow, type RiseColor, type Theme } from '../core/store/prefs';
import { DEFAULT_FIAT } from '../core/site/fiat';
import { servesLanguage, type HidingFlag, type Region } from '../core/region/regions';
import type { LanguageCode } from '../core/i18n/languages';

/** Tabs of the language-and-region dialog (spec §2). */
export type RegionTab = 'language' | 'rate';
/** Types of the mobile settings modal (spec §2). */
export type MobileSettingsType = 'lang' | 'rate' | 'riseTime' | 'riseColor';
export const MOBILE_SETTINGS_TYPES: readonly MobileSettingsType[] = ['lang', 'rate', 'riseTime', 'riseColor'];
/** Sections of the settings panel (an accordion, spec §4 "menus open one at a time"). */
export type SettingsSection = 'theme' | 'riseColor' | 'changeWindow' | 'fiatDisplay';

export interface SettingsVisibility {
  /** Tabs of the language-and-region dialog; its entry shows when there is one. */
  regionTabs: RegionTab[];
  /** The settings entry and its panel. */
  panel: boolean;
  sections: SettingsSection[];
  doNotSwitchToFiat: boolean;
  floatRate: boolean;
  /** The mobile entries (drawer, below 768 px), in the spec's order. */
  mobile: MobileSettingsType[];
  mobileTheme: boolean;
}

/**
 * What the page may show (spec §6): `hidden-language` (the US site too, via the region table)
 * hides the language choice, `hidden-exchange-rate` the fiat choice and the two fiat toggles,
 * `hidden-setting` the whole settings panel, `hidden-theme-mode` its theme section and
 * `hidden-do-not-switch-to-fiat` that toggle.
 */
export function settingsVisibility(isHidden: (flag: HidingFlag) => boolean): SettingsVisibility {
  const language = !isHidden('language');
  const rate = !isHidden('exchangeRate');
  const panel = !isHidden('setting');
  const theme = panel && !isHidden('themeMode');
  const doNotSwitchToFiat = panel && rate && !isHidden('doNotSwitchToFiat');
  const floatRate = panel && rate;
  const sections: SettingsSection[] = [];
  if (theme) sections.push('theme');
  if (panel) sections.push('riseColor', 'changeWindow');
  if (doNotSwitchToFiat || floatRate) sections.push('fiatDisplay');
  const regionTabs: RegionTab[] = [];
  if (language) regionTabs.push('language');
  if (rate) regionTabs.push('rate');
  const mobile = MOBILE_SETTINGS_TYPES.filter((type) =>
    type === 'lang' ? language : type === 'rate' ? rate : panel,
  );
  return { regionTabs, panel, sections, doNotSwitchToFiat, floatRate, mobile, mobileTheme: theme };
}

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
export function displayCurrency(
  chosen: { fiat: string; fiatRateOpen: boolean },
  site: Pick<Region, 'currencyUnit'>,
): string {
  return chosen.fiatRateOpen && chosen.fiat !== NO_CONVERSION && chosen.fiat !== DEFAULT_FIAT ? chosen.fiat : site.currencyUnit;
}
