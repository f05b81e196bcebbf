import type { HidingFlag } from '../core/region/regions';

/**
 * Which settings entries and sections a page shows (spec §6 hiding flags): the one settings
 * rule the header's first paint needs (settings-entries.connected.tsx), apart from settings.rules.ts, which
 * loads with the dialogs.
 */
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
  const mobile = MOBILE_SETTINGS_TYPES.filter((type) => (type === 'lang' ? language : type === 'rate' ? rate : panel));
  return { regionTabs, panel, sections, doNotSwitchToFiat, floatRate, mobile, mobileTheme: theme };
}
