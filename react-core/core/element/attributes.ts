import { HIDING_FLAGS, GLOBAL_REGION_ID, REGIONS, type HidingFlag } from '../region/regions';
import { apiBaseOf, currentPathOf, locationPath, parseBooleanAttribute, regionIdOf } from './attribute-values';
import { normalizeLanguage, type LanguageCode } from '../i18n/languages';
import { parseTheme, type Theme } from '../store/prefs';
import { warnOnce } from '../util/warn';

/**
 * The attributes every element takes (contract §3), parsed from raw attribute strings. Invalid
 * values warn once per page and fall back; nothing here throws.
 */
export interface ChromeAttributeSpec {
  /** Property name (camelCase); the attribute is its kebab-case form. */
  prop: string;
  attribute: string;
  type: 'number' | 'boolean' | 'string';
  /** The values a string attribute takes (its type is their union; the manifest and editor data list them). */
  values?: readonly string[];
  /**
   * A pre-rendered snippet made without it is still right with it: it chooses the snippet (site,
   * language) or changes nothing the server's HTML and the hydration pass draw. A tag with only
   * such attributes may be painted from its snippet before the code (elements/boot.ts).
   */
  keepsSnippet?: boolean;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

export const hiddenFlagProp = (flag: HidingFlag) => `hidden${flag.charAt(0).toUpperCase()}${flag.slice(1)}`;
/** The flag's attribute (`hidden-personal-info`), as a page writes it. */
export const hiddenFlagAttribute = (flag: HidingFlag) => kebab(hiddenFlagProp(flag));

/**
 * The one table of shared attributes; the element wrapper and the manifest both read it (their
 * descriptions live in attribute-docs.ts so they stay out of the shipped script).
 */
export const CHROME_ATTRIBUTES: readonly ChromeAttributeSpec[] = [
  { prop: 'region', attribute: 'region', type: 'number', keepsSnippet: true },
  { prop: 'testnet', attribute: 'testnet', type: 'boolean', keepsSnippet: true },
  { prop: 'lang', attribute: 'lang', type: 'string', keepsSnippet: true },
  { prop: 'theme', attribute: 'theme', type: 'string' },
  { prop: 'apiBase', attribute: 'api-base', type: 'string', keepsSnippet: true },
  { prop: 'currentPath', attribute: 'current-path', type: 'string', keepsSnippet: true },
  { prop: 'debug', attribute: 'debug', type: 'boolean', keepsSnippet: true },
  ...HIDING_FLAGS.map((flag): ChromeAttributeSpec => {
    const prop = hiddenFlagProp(flag);
    return { prop, attribute: hiddenFlagAttribute(flag), type: 'boolean' };
  }),
];

export type RawAttributes = Readonly<Record<string, string | null | undefined>>;

/**
 * The `theme` attribute: a theme, or `auto`, which follows the system's `prefers-color-scheme`
 * and changes with it (the chrome root resolves it, so its views see a theme).
 */
export type ThemeAttribute = 'light' | 'dark' | 'auto';
// The themes written out above (the manifest prints the union), kept equal to Theme's.
true satisfies Exclude<ThemeAttribute, 'auto'> extends Theme ? (Theme extends Exclude<ThemeAttribute, 'auto'> ? true : false) : false;
export const AUTO_THEME = 'auto';

export interface ChromeOptions {
  region: number;
  testnet: boolean;
  /** Undefined when the page did not choose (the shared language stays as it is). */
  lang: LanguageCode | undefined;
  /** The element's theme when the page pinned one (`auto` resolved by the chrome root); undefined: the user's. */
  theme: Theme | undefined;
  apiBase: string;
  currentPath: string;
  /** Hiding flags the page asked for (the region's own are added by the view). */
  hidden: ReadonlySet<HidingFlag>;
}

export { parseBooleanAttribute };

export function parseRegion(value: string | null | undefined): number {
  const id = regionIdOf(value);
  if (id !== undefined) return id;
  warnOnce(`region:${value}`, `unknown region "${value}", showing global; the regions are ${REGIONS.map((r) => `${r.id} (${r.name})`).join(', ')}`);
  return GLOBAL_REGION_ID;
}

export function parseApiBase(value: string | null | undefined): string {
  const base = apiBaseOf(value);
  if (base !== undefined) return base;
  warnOnce(`api-base:${value}`, `ignored api-base "${value}" (http(s) URL or /path)`);
  return '';
}

export function parseCurrentPath(value: string | null | undefined): string {
  const path = currentPathOf(value);
  if (path !== undefined) return path;
  warnOnce(`current-path:${value}`, `ignored current-path "${value}" (must start with /)`);
  return locationPath();
}

/** The attributes as written; the chrome root resolves `theme="auto"` (ChromeOptions). */
export type ParsedAttributes = Omit<ChromeOptions, 'theme'> & { theme: ThemeAttribute | undefined };

/** The options of what loads before a render (data, code), for which `auto` is no pinned theme. */
export function withoutAutoTheme(parsed: ParsedAttributes): ChromeOptions {
  return { ...parsed, theme: parsed.theme === AUTO_THEME ? undefined : parsed.theme };
}

function parseThemeAttribute(value: string): ThemeAttribute | undefined {
  const text = value.trim().toLowerCase();
  return text === AUTO_THEME ? AUTO_THEME : parseTheme(text);
}

export function parseChromeAttributes(raw: RawAttributes): ParsedAttributes {
  const langRaw = raw.lang;
  const lang = langRaw ? normalizeLanguage(langRaw) : undefined;
  if (langRaw && !lang) warnOnce(`lang:${langRaw}`, `unsupported lang "${langRaw}"`);
  const themeRaw = raw.theme;
  const theme = themeRaw ? parseThemeAttribute(themeRaw) : undefined;
  if (themeRaw && !theme) warnOnce(`theme:${themeRaw}`, `unknown theme "${themeRaw}" (light, dark or auto)`);
  const hidden = new Set<HidingFlag>();
  for (const flag of HIDING_FLAGS) if (parseBooleanAttribute(raw[hiddenFlagProp(flag)])) hidden.add(flag);
  return {
    region: parseRegion(raw.region),
    testnet: parseBooleanAttribute(raw.testnet),
    lang,
    theme,
    apiBase: parseApiBase(raw.apiBase),
    currentPath: parseCurrentPath(raw.currentPath),
    hidden,
  };
}
