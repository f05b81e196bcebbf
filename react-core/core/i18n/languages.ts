/**
 * The UI languages (contract §3) in one list. `native` is what pickers show; `rtl` drives `dir`.
 */
export const LANGUAGES = [
  { code: 'en', native: 'English' },
  { code: 'zh', native: '简体中文' },
  { code: 'zh-tw', native: '繁體中文' },
  { code: 'tr', native: 'Türkçe' },
  { code: 'ja', native: '日本語' },
  { code: 'ko', native: '한국어' },
  { code: 'de', native: 'Deutsch' },
  { code: 'fr', native: 'Français' },
  { code: 'es', native: 'Español' },
  { code: 'it', native: 'Italiano' },
  { code: 'pt', native: 'Português' },
  { code: 'ru', native: 'Русский' },
  { code: 'vi', native: 'Tiếng Việt' },
  { code: 'ar', native: 'العربية', rtl: true },
] as const satisfies readonly { code: string; native: string; rtl?: boolean }[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

const CODES = new Set<string>(LANGUAGES.map((l) => l.code));

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
  return LANGUAGES.some((l) => l.code === lang && 'rtl' in l && l.rtl);
}

/** Chinese locales get some Chinese-only links and labels (spec §2). */
export function isChineseLanguage(lang: LanguageCode): boolean {
  return lang === 'zh' || lang === 'zh-tw';
}
