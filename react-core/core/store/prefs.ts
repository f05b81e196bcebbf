import { proxy } from 'valtio/vanilla';
import { COOKIE, readAllCookies, readCookie, writeFiatCookie } from '../cookies/cookies';
import { DEFAULT_LANGUAGE, isChineseLanguage, normalizeLanguage, type LanguageCode } from '../i18n/languages';
import { DEFAULT_FIAT, normalizeFiat } from '../site/fiat';
import { oneOf } from '../util/coerce';
import { readStored, writeStored } from '../util/storage';
import { STORAGE_KEY } from '../util/storage-keys';

/**
 * The user's display preferences (spec §3 Preferences), shared by every element on the page.
 * Each is stored under its own key (cookies for what the server reads: fiat, theme, colour;
 * localStorage for the rest), so one corrupt value falls back alone and never takes the others
 * with it. Enumerated values are stored in the spec's wire form (§3: theme '0'/'2', toggles '1'/'0').
 *
 * The settings' own writes (theme, colour, window, float rate, the do-not-switch-to-fiat toggle)
 * are prefs-writes.ts, kept out of the first-paint script; the footer's (language, fiat) are here.
 *
 * What is stored is the user's choice; what a page shows is the *effective* value, which a
 * site may force (the US site: green-for-rise and 24h, spec §4). A forced page never writes
 * over the stored choice, so the user finds it again on every other site.
 */
export type Theme = 'light' | 'dark';
export type RiseColor = 'risered' | 'risegreen';
/** The change window of price changes (spec §3 Time zone). */
export type ChangeWindow = '24h' | 'utc0' | 'utc8';

/**
 * `''`: no fiat conversion (the do-not-switch-to-fiat toggle turned off, spec §4): prices and
 * amounts are shown as the API gives them. Kept in the `curr_fiat` cookie as an empty value so a
 * reload keeps it; an absent or corrupt cookie means the default, USD.
 */
export const NO_CONVERSION = '';

export interface Prefs {
  lang: LanguageCode;
  /** A fiat code, or NO_CONVERSION. */
  fiat: string;
  theme: Theme;
  /** `is_change_skin=1`: the user has chosen the theme themselves (spec §4). */
  themeChosen: boolean;
  riseColor: RiseColor;
  changeWindow: ChangeWindow;
  /** Show prices in the chosen fiat (spec §4 "rate mode open"). */
  fiatRateOpen: boolean;
  /** Float real-time rate toggle (spec §4). */
  floatRate: boolean;
}

export const THEMES: readonly Theme[] = ['light', 'dark'];
export const RISE_COLORS: readonly RiseColor[] = ['risegreen', 'risered'];
export const CHANGE_WINDOWS: readonly ChangeWindow[] = ['24h', 'utc0', 'utc8'];

/** Spec §9: red rises for Chinese, green for everyone else, unless the cookie says otherwise. */
export function defaultRiseColor(lang: LanguageCode): RiseColor {
  return isChineseLanguage(lang) ? 'risered' : 'risegreen';
}

export const parseTheme = (value: unknown): Theme | undefined => oneOf(THEMES, value);

/**
 * Spec §3 Enumerations, "Theme: light '0', dark '2'": how the theme travels in the cookie the
 * site's servers read (COOKIE.theme). The chrome's own attribute, events and host attribute keep
 * `light` and `dark`.
 */
export const THEME_WIRE: Readonly<Record<Theme, string>> = { light: '0', dark: '2' };
export const themeToWire = (theme: Theme): string => THEME_WIRE[theme];
export const themeFromWire = (value: unknown): Theme | undefined => THEMES.find((theme) => THEME_WIRE[theme] === value);
export const parseRiseColor = (value: unknown): RiseColor | undefined => oneOf(RISE_COLORS, value);
export const parseChangeWindow = (value: unknown): ChangeWindow | undefined => oneOf(CHANGE_WINDOWS, value);
/** Stored toggles are '1' or '0' (spec §3 Open/close); anything else is no answer. */
export const parseToggle = (value: unknown): boolean | undefined => (value === '1' ? true : value === '0' ? false : undefined);
/** A fiat code, the explicit NO_CONVERSION, or undefined for anything else. */
export const parseFiatChoice = (value: unknown): string | undefined => (value === NO_CONVERSION ? value : normalizeFiat(value));

/** Where stored preferences are read from: the page's cookies and localStorage (a fake in tests). */
export interface PrefsSource {
  cookie(name: string): string | undefined;
  stored(key: string): string | undefined;
}

/** The page's cookies (read once for the whole batch: see readAllCookies) and localStorage. */
function pageSource(): PrefsSource {
  const cookies = readAllCookies();
  return { cookie: (name) => (Object.hasOwn(cookies, name) && typeof cookies[name] === 'string' ? cookies[name] : undefined), stored: readStored };
}

/** Reads every stored preference, each on its own, ignoring corrupt values. Never writes. */
export function readStoredPrefs(lang: LanguageCode, from: PrefsSource = pageSource()): Prefs {
  return {
    lang,
    fiat: parseFiatChoice(from.cookie(COOKIE.currFiat)) ?? DEFAULT_FIAT,
    theme: themeFromWire(from.cookie(COOKIE.theme)) ?? 'light',
    themeChosen: from.cookie(COOKIE.changedSkin) === '1',
    riseColor: parseRiseColor(from.cookie(COOKIE.riseColor)) ?? defaultRiseColor(lang),
    changeWindow: parseChangeWindow(from.stored(STORAGE_KEY.changeWindow)) ?? '24h',
    fiatRateOpen: parseToggle(from.stored(STORAGE_KEY.fiatRateOpen)) ?? true,
    floatRate: parseToggle(from.stored(STORAGE_KEY.floatRate)) ?? false,
  };
}

/** What a site forces whatever is stored (the region table's `forcedMarketDisplay`, spec §4). */
export const FORCED_MARKET_DISPLAY = { riseColor: 'risegreen', changeWindow: '24h' } as const satisfies Pick<Prefs, 'riseColor' | 'changeWindow'>;

/**
 * The rise colour and change window a page shows and sends to the market APIs: the stored ones,
 * or the site's forced ones. Views and requests read this, never the stored fields directly.
 */
export function effectiveMarketDisplay(
  stored: Pick<Prefs, 'riseColor' | 'changeWindow'>,
  site: { forcedMarketDisplay: boolean },
): Pick<Prefs, 'riseColor' | 'changeWindow'> {
  return site.forcedMarketDisplay ? FORCED_MARKET_DISPLAY : { riseColor: stored.riseColor, changeWindow: stored.changeWindow };
}

function initialLanguage(): LanguageCode {
  const fromHtml = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return normalizeLanguage(fromHtml) ?? DEFAULT_LANGUAGE;
}

export const prefs = proxy<Prefs>(readStoredPrefs(initialLanguage()));

/** For tests: reads the stored preferences again (after cookies and storage were cleared). */
export function reloadPrefs(): void {
  Object.assign(prefs, readStoredPrefs(prefs.lang));
}

/** Language change (spec §4): without a stored colour, the default colour follows the language. */
export function setLanguage(lang: LanguageCode): void {
  if (prefs.lang === lang) return;
  prefs.lang = lang;
  if (!parseRiseColor(readCookie(COOKIE.riseColor))) prefs.riseColor = defaultRiseColor(lang);
}

/**
 * Counts the user's fiat choices, so an answer to a request sent before the last one (it carries
 * the old cookie) cannot sync the fiat back (see syncFiatFromServer).
 */
let fiatChoices = 0;
export const fiatChoiceMark = (): number => fiatChoices;

/** Stores a fiat choice (a code, or NO_CONVERSION) in the store and the one-year cookie. */
export function storeFiat(choice: string): void {
  fiatChoices += 1;
  writeFiatCookie(choice);
  prefs.fiat = choice;
}

/**
 * Choosing a fiat (spec §4): the rate mode opens and the fiat goes to the one-year `curr_fiat`
 * cookie (spec §9). The caller announces it and reloads. Junk is ignored.
 */
export function setFiat(fiat: string): void {
  const code = normalizeFiat(fiat);
  if (!code) return;
  storeFiat(code);
  prefs.fiatRateOpen = true;
  writeStored(STORAGE_KEY.fiatRateOpen, '1');
}

/**
 * The fiat after the server's common data named one (spec §4 Menu data): the server's when it
 * differs, except over an explicit no-conversion choice (the server cannot express it: its
 * curr_fiat is always a code) and over junk.
 */
export function syncedFiat(current: string, server: unknown): string {
  return current === NO_CONVERSION ? current : (normalizeFiat(server) ?? current);
}

/** Applies syncedFiat to the store, unless the user chose a fiat since the request (`mark`) went out. */
export function syncFiatFromServer(server: unknown, mark = fiatChoices): void {
  if (mark !== fiatChoices) return;
  const next = syncedFiat(prefs.fiat, server);
  if (next !== prefs.fiat) prefs.fiat = next;
}

/** Spec §5: the timezone parameter is blank when the window is '24h' or empty. */
export function timezoneParam(window: ChangeWindow | ''): string {
  return window === '24h' || window === '' ? '' : window;
}
