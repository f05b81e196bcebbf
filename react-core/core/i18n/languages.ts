/** The UI languages (contract §3), by code: what code that needs no names (the boot script) reads. */
export const LANGUAGE_CODES = ['en', 'zh', 'zh-tw', 'tr', 'ja', 'ko', 'de', 'fr', 'es', 'it', 'pt', 'ru', 'vi', 'ar'] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

/** The language only a site with a Turkish locale serves; elsewhere choosing it opens the Turkey modal (spec §4, §5). */
export const TURKISH_LANGUAGE = 'tr' satisfies LanguageCode;

/** What pickers show for each language. */
const NATIVE_NAMES: Readonly<Record<LanguageCode, string>> = {
  en: 'English',
  zh: '简体中文',
  'zh-tw': '繁體中文',
  tr: 'Türkçe',
  ja: '日本語',
  ko: '한국어',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  vi: 'Tiếng Việt',
  ar: 'العربية',
};

/** Written right to left (drives `dir`); a language a page adds may join it (addLanguage). */
const RTL = new Set<string>(['ar']);

/** The languages with their names, in order. */
export const LANGUAGES: readonly { code: LanguageCode; native: string; rtl: boolean }[] = /* @__PURE__ */ LANGUAGE_CODES.map((code) => ({
  code,
  native: NATIVE_NAMES[code],
  rtl: RTL.has(code),
}));

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const BUILT_IN = new Set<string>(LANGUAGE_CODES);
/** The built-in languages and those a page added (registerTexts). */
const CODES = new Set<string>(LANGUAGE_CODES);

/** A language tag a page may add: `pl`, `pt-br`, `sr-latn` (lower case, as normalizeLanguage writes it). */
export const ADDABLE_LANGUAGE = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;

/**
 * Adds a UI language a page brings its own texts for (`registerTexts`): from then on the `lang`
 * attribute and `setLanguage` accept it, and every text it lacks shows in English. Its code is
 * typed as a LanguageCode from here on (the tables keyed by the built-in codes fall back for it).
 */
export function addLanguage(code: string, rtl = false): void {
  CODES.add(code);
  if (rtl) RTL.add(code);
}

/** For tests: forgets the languages a page added. */
export function resetAddedLanguages(): void {
  for (const code of CODES) if (!BUILT_IN.has(code)) CODES.delete(code);
  RTL.clear();
  RTL.add('ar');
}

/** One of the languages the chrome ships texts for (an added one has only the page's). */
export function isBuiltInLanguage(code: string): boolean {
  return BUILT_IN.has(code);
}

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && CODES.has(value);
}

/**
 * Maps what a page or browser says (`zh-TW`, `zh_Hant`, `en-GB`, `pt-BR`, `ZH-cn`) to a UI
 * language, or undefined when none fits.
 */
export function normalizeLanguage(value: unknown): LanguageCode | undefined {
  if (typeof value !== 'string') return undefined;
  const code = value.trim().toLowerCase().replace(/_/g, '-');
  if (!code) return undefined;
  if (CODES.has(code)) return code as LanguageCode;
  if (/^zh-(tw|hk|mo|hant)/.test(code)) return 'zh-tw';
  const primary = code.split('-')[0] ?? '';
  return CODES.has(primary) ? (primary as LanguageCode) : undefined;
}

export function isRightToLeft(lang: LanguageCode): boolean {
  return RTL.has(lang);
}

/** Chinese locales get some Chinese-only links and labels (spec §2). */
export function isChineseLanguage(lang: LanguageCode): boolean {
  return lang === 'zh' || lang === 'zh-tw';
}
