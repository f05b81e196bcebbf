import type { LanguageCode } from '../i18n/languages';
import { hasInvisible } from '../util/coerce';

/**
 * The language-prefix rule and the link-safety rule, in one place (spec §2, §5).
 */

/** '' for English, '/{lang}' for every other language. */
export function languagePrefix(lang: LanguageCode): string {
  return lang === 'en' ? '' : `/${lang}`;
}

/** A leading language segment of a path, if any (so switching language replaces it). */
export function stripLanguagePrefix(path: string, languages: readonly string[]): string {
  const match = /^\/([A-Za-z]{2}(?:-[A-Za-z]{2,4})?)(?=\/|$|\?|#)/.exec(path);
  if (match && languages.includes((match[1] ?? '').toLowerCase())) {
    const rest = path.slice(match[0].length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return path;
}

/** The language URL: base + /{lang} (not for en) + the current path without its old prefix. */
export function languageUrl(lang: LanguageCode, currentPath: string, languages: readonly string[], base = ''): string {
  const path = stripLanguagePrefix(currentPath || '/', languages);
  const joined = `${base}${languagePrefix(lang)}${path === '/' && lang !== 'en' ? '' : path}`;
  return joined || '/';
}

/**
 * Spec §2 "every path is prefixed with the language or site prefix": common data's `lang_prefix`
 * is the prefix the server gives this site and language. What it adds to the language rule is
 * the site prefix: `lang_prefix` without a last segment naming the page's language (`/de` for de
 * is just the language prefix: none; `/eu/de` for de, or `/eu` for any language: `/eu`). Every
 * same-site link the chrome builds then starts with it, before the language prefix
 * (`/eu/de/trade/BTC_USDT`), and the current path is read without it.
 */
export function sitePrefixOf(langPrefix: string, lang: LanguageCode): string {
  const segments = langPrefix.split('/').filter(Boolean);
  if (segments.length > 0 && segments[segments.length - 1]?.toLowerCase() === lang) segments.pop();
  return segments.length > 0 ? `/${segments.join('/')}` : '';
}

/** A same-site path with the site prefix in front (once); other links, and '' prefixes, as they are. */
export function withSitePrefix<T extends string | null>(href: T, sitePrefix: string): T {
  if (!sitePrefix || href === null || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href === sitePrefix || href.startsWith(`${sitePrefix}/`) || href.startsWith(`${sitePrefix}?`) || href.startsWith(`${sitePrefix}#`)) return href;
  return (href === '/' ? sitePrefix : `${sitePrefix}${href}`) as T;
}

/** A page path without the site prefix ('/eu/de/trade' → '/de/trade'), for the path rules. */
export function stripSitePrefix(path: string, sitePrefix: string): string {
  if (!sitePrefix || !(path === sitePrefix || path.startsWith(`${sitePrefix}/`) || path.startsWith(`${sitePrefix}?`) || path.startsWith(`${sitePrefix}#`)))
    return path;
  const rest = path.slice(sitePrefix.length);
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** Prefixes an app path ('/trade/BTC_USDT') with the language. */
export function withLanguage(lang: LanguageCode, path: string): string {
  const prefix = languagePrefix(lang);
  if (prefix && (path === '/' || path === '')) return prefix;
  return `${prefix}${path}` || '/';
}

// Browsers drop tab, CR and LF anywhere in a URL and trim C0 controls and spaces at its ends
// (WHATWG URL), so `java\nscript:` is `javascript:`: clean the same way before judging a scheme.
function cleanUrl(raw: string): string {
  // eslint-disable-next-line no-control-regex -- matching the C0 controls is the point
  return raw.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
}

const SCHEME = /^([a-zA-Z][a-zA-Z\d+.-]*):/;

/**
 * Turns an untrusted link into a safe href, or null. http(s) URLs stay as they are, a relative
 * path gets the language prefix (unless `prefix` is false), every other scheme is dropped, and
 * so are scheme-relative forms (`//host`, `/\host`) that would leave the site.
 */
export function safeHref(raw: unknown, lang: LanguageCode, prefix = true): string | null {
  if (typeof raw !== 'string') return null;
  const url = cleanUrl(raw);
  // A control or bidi character left inside (a reversed `moc.evil` shown as a trusted host) is
  // no link of the exchange's: dropped, as the market rows drop theirs.
  if (!url || hasInvisible(url)) return null;
  const scheme = SCHEME.exec(url);
  if (scheme) {
    const name = (scheme[1] ?? '').toLowerCase();
    if (name !== 'http' && name !== 'https') return null;
    try {
      const parsed = new URL(url);
      return parsed.host ? url : null;
    } catch {
      return null;
    }
  }
  if (/^[/\\]{2}/.test(url) || /^\/\\/.test(url) || url.includes('\\')) return null;
  if (url.startsWith('#') || url.startsWith('?')) return url;
  const path = url.startsWith('/') ? url : `/${url}`;
  return prefix ? withLanguage(lang, path) : path;
}
