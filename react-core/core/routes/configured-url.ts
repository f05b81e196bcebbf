import { warnOnce } from '../util/warn';

/**
 * A URL a page configures with an attribute (`cdn-check-url`, `switch-account-src`): absolute,
 * when it is an http(s) or relative one (resolved against the page); undefined when none was
 * given. Anything else warns once, naming the attribute, and counts as none (the default applies).
 */
export function configuredHttpUrl(attribute: string, configured: string | null | undefined, pageUrl: string): string | undefined {
  const text = (configured ?? '').trim();
  if (!text) return undefined;
  try {
    const url = new URL(text, pageUrl);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    /* not a URL: warned below */
  }
  warnOnce(attribute, `${attribute} must be an http(s) or relative URL; using the default`, text);
  return undefined;
}
