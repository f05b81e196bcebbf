import DOMPurify from 'dompurify';
import { safeHref } from '../core/routes/links';
import type { LanguageCode } from '../core/i18n/languages';

/**
 * Untrusted HTML (message contents, announcement texts) → HTML that is safe to insert: DOMPurify
 * keeps a few inline formatting tags and links, drops everything else (scripts, handlers, styles,
 * images, forms), and every kept `href` goes through safeHref (http(s) or relative only; relative
 * ones get the language prefix). Lives in the lazy chunks only.
 */
const ALLOWED_TAGS = ['b', 'strong', 'i', 'em', 'u', 's', 'br', 'span', 'p', 'a'];

// An instance of our own, so our hook never touches a DOMPurify the page itself uses.
const purify = DOMPurify(window);
let hrefLang: LanguageCode = 'en';

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const el = node as Element;
  const href = safeHref(el.getAttribute('href'), hrefLang);
  if (!href) {
    el.removeAttribute('href');
    return;
  }
  el.setAttribute('href', href);
  if (/^https?:/i.test(href)) {
    el.setAttribute('target', '_blank');
    el.setAttribute('rel', 'noopener noreferrer');
  }
});

export function sanitizeHtml(html: string, lang: LanguageCode): string {
  if (!html) return '';
  hrefLang = lang;
  return purify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href'], ALLOW_DATA_ATTR: false, ALLOW_ARIA_ATTR: false });
}
