/**
 * The 14 supported languages and how request language codes map onto them. Clients send the
 * UI code (zh-tw) or the exchange's server code (tw, cn, kr, br ...); both are accepted.
 */
export const LANGS = ['en', 'zh', 'zh-tw', 'tr', 'ja', 'ko', 'de', 'fr', 'es', 'it', 'ru', 'vi', 'ar', 'pt'] as const;
export type Lang = (typeof LANGS)[number];

/** Native names (lang_list). */
export const LANG_NAMES: Record<Lang, string> = {
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
  ru: 'Русский',
  vi: 'Tiếng Việt',
  ar: 'العربية',
  pt: 'Português',
};

const ALIASES: Record<string, Lang> = {
  cn: 'zh',
  'zh-cn': 'zh',
  'zh-hans': 'zh',
  tw: 'zh-tw',
  'zh-hk': 'zh-tw',
  'zh-hant': 'zh-tw',
  kr: 'ko',
  jp: 'ja',
  vn: 'vi',
  br: 'pt',
  'pt-br': 'pt',
  'en-us': 'en',
  'en-gb': 'en',
};

/** A supported language for a raw code, or 'en' (the spec's fallback for unknown languages). */
export function resolveLang(raw: string | null | undefined): Lang {
  if (!raw) return 'en';
  const code = raw.trim().toLowerCase().replace(/_/g, '-');
  if ((LANGS as readonly string[]).includes(code)) return code as Lang;
  return ALIASES[code] ?? 'en';
}

/** The language URL prefix: '' for en, else '/{lang}' (spec §2). */
export const langPrefix = (lang: Lang): string => (lang === 'en' ? '' : `/${lang}`);
