import { proxy } from 'valtio/vanilla';
import { COOKIE, ONE_YEAR_SECONDS, readCookie, writeCookie, writeFiatCookie } from '../cookies/cookies';
import { DEFAULT_LANGUAGE, isChineseLanguage, normalizeLanguage, type LanguageCode } from '../i18n/languages';
import { DEFAULT_FIAT, normalizeFiat } from '../site/fiat';
import { readStored, writeStored } from '../util/storage';
import { STORAGE_KEY } from '../util/storage-keys';

/**
 * The user's display preferences (spec §3 Preferences), shared by every element on the page.
 * Each is stored under its own key, so one corrupt value falls back alone and never takes the
 * others with it.
 */
export type Theme = 'light' | 'dark';
export type RiseColor = 'risered' | 'risegreen';
/** The change window of price changes (spec §3 Time zone). */
export type ChangeWindow = '24h' | 'utc0' | 'utc8';

export interface Prefs {
  lang: LanguageCode;
  fiat: string;
  theme: Theme;
  riseColor: RiseColor;
  changeWindow: ChangeWindow;
  /** Show prices in the chosen fiat (spec §4 "rate mode open"). */
  fiatRateOpen: boolean;
  /** Float real-time rate toggle (spec §4). */
  floatRate: boolean;
}

const THEMES: readonly Theme[] = ['light', 'dark'];
const RISE_COLORS: readonly RiseColor[] = ['risered', 'risegreen'];
const WINDOWS: readonly ChangeWindow[] = ['24h', 'utc0', 'utc8'];

function oneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** Spec §9: red rises for Chinese, green for everyone else, unless the cookie says otherwise. */
export function defaultRiseColor(lang: LanguageCode): RiseColor {
  return isChineseLanguage(lang) ? 'risered' : 'risegreen';
}

export function parseTheme(value: unknown): Theme | undefined {
  return oneOf(THEMES, value);
}

/** Reads every stored preference, each on its own, ignoring corrupt values. */
export function readStoredPrefs(lang: LanguageCode): Prefs {
  const toggle = (key: string, fallback: boolean) => {
    const v = readStored(key);
    return v === '1' ? true : v === '0' ? false : fallback;
  };
  return {
    lang,
    fiat: normalizeFiat(readCookie(COOKIE.currFiat)) ?? DEFAULT_FIAT,
    theme: oneOf(THEMES, readStored(STORAGE_KEY.theme)) ?? 'light',
    riseColor: oneOf(RISE_COLORS, readCookie(COOKIE.riseColor)) ?? defaultRiseColor(lang),
    changeWindow: oneOf(WINDOWS, readStored(STORAGE_KEY.changeWindow)) ?? '24h',
    fiatRateOpen: toggle(STORAGE_KEY.fiatRateOpen, true),
    floatRate: toggle(STORAGE_KEY.floatRate, false),
  };
}

function initialLanguage(): LanguageCode {
  const fromHtml = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return normalizeLanguage(fromHtml) ?? DEFAULT_LANGUAGE;
}

export const prefs = proxy<Prefs>(readStoredPrefs(initialLanguage()));

/** Language change (spec §4): without a stored colour, the default colour follows the language. */
export function setLanguage(lang: LanguageCode): void {
  if (prefs.lang === lang) return;
  prefs.lang = lang;
  if (!oneOf(RISE_COLORS, readCookie(COOKIE.riseColor))) prefs.riseColor = defaultRiseColor(lang);
}

/** Stores the fiat in the one-year `curr_fiat` cookie (spec §4, §9). The caller reloads. */
export function setFiat(fiat: string): void {
  const code = normalizeFiat(fiat);
  if (!code) return;
  writeFiatCookie(code);
  prefs.fiat = code;
  prefs.fiatRateOpen = true;
  writeStored(STORAGE_KEY.fiatRateOpen, '1');
}

/** Syncs the fiat to the common data's curr_fiat when they differ (spec §4 Menu data). */
export function syncFiatFromServer(fiat: string): void {
  const code = normalizeFiat(fiat);
  if (code && code !== prefs.fiat) prefs.fiat = code;
}

export function setTheme(theme: Theme): void {
  prefs.theme = theme;
  writeStored(STORAGE_KEY.theme, theme);
  writeCookie(COOKIE.changedSkin, '1', { maxAgeSeconds: ONE_YEAR_SECONDS });
}

export function setRiseColor(color: RiseColor): void {
  prefs.riseColor = color;
  writeCookie(COOKIE.riseColor, color, { maxAgeSeconds: ONE_YEAR_SECONDS });
}

export function setChangeWindow(window: ChangeWindow): void {
  prefs.changeWindow = window;
  writeStored(STORAGE_KEY.changeWindow, window);
}

/** Spec §5: the timezone parameter is blank when the window is '24h' or empty. */
export function timezoneParam(window: ChangeWindow | ''): string {
  return window === '24h' || window === '' ? '' : window;
}
