import { createElement, type ReactNode } from 'react';
import { safeHref } from '../routes/links';
import type { LanguageCode } from '../i18n/languages';
import { withoutInvisible } from '../util/coerce';

/**
 * Untrusted HTML (announcement texts, message contents) → React elements, with what the page
 * already has: the browser's own HTML parser, into an inert <template> (no script runs, nothing
 * loads), then a tree React builds from an allowlist. Nothing is ever set as innerHTML, so
 * there is no string to re-parse (no mutation XSS), and no sanitiser library on the first paint.
 * - Kept: a few inline formatting tags and links; their text.
 * - Dropped with their content: scripts, styles, embedded documents and foreign markup.
 * - Unwrapped (text kept): every other element.
 * - Attributes: none, except a link's `href`, which goes through safeHref (http(s) or relative,
 *   relative ones with the language prefix); an http(s) link opens in a new tab.
 * - Text: without control or bidi characters. The mappers clean the HTML they get, but a
 *   character reference (`&#x202E;`) only becomes one here, in the parser.
 * Without a DOM (a server rendering the chrome) the tags are dropped and the text kept.
 */
export const ALLOWED_TAGS: ReadonlySet<string> = new Set(['b', 'strong', 'i', 'em', 'u', 's', 'br', 'span', 'p', 'a']);

/** Elements whose content is never shown (DOMPurify's FORBID_CONTENTS, the same idea). */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'audio',
  'video',
  'head',
  'title',
  'xmp',
  'plaintext',
  'textarea',
  'select',
  'colgroup',
  'thead',
]);

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const VOID: ReadonlySet<string> = new Set(['br']);

function convert(nodes: NodeListOf<ChildNode>, lang: LanguageCode, path: string): ReactNode[] {
  const out: ReactNode[] = [];
  nodes.forEach((node, index) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out.push(withoutInvisible((node as Text).data));
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.localName;
    if (element.namespaceURI !== HTML_NS || DROPPED_WITH_CONTENT.has(tag)) return;
    const key = `${path}.${index}`;
    const children = convert(element.childNodes, lang, key);
    if (!ALLOWED_TAGS.has(tag)) {
      out.push(...children);
      return;
    }
    const props: Record<string, string> = { key };
    if (tag === 'a') {
      const href = safeHref(element.getAttribute('href'), lang);
      if (href) {
        props.href = href;
        if (/^https?:/i.test(href)) {
          props.target = '_blank';
          props.rel = 'noopener noreferrer';
        }
      }
    }
    out.push(VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...children));
  });
  return out;
}

/** The text of untrusted HTML, for places that show no markup (and for servers). */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function renderSafeHtml(html: string, lang: LanguageCode): ReactNode[] {
  if (!html) return [];
  if (typeof document === 'undefined') return [htmlText(html)];
  const template = document.createElement('template');
  template.innerHTML = html;
  return convert(template.content.childNodes, lang, 'h');
}

/** Whether untrusted HTML shows anything (a notice made only of tags or spaces shows nothing). */
export function hasVisibleText(nodes: readonly ReactNode[]): boolean {
  return nodes.some((node) => (typeof node === 'string' ? node.trim() !== '' : node !== null && node !== undefined));
}
