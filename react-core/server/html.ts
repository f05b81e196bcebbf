/**
 * The HTML around a server render (pure string work, unit-tested with fast-check): the element's
 * tag with its attributes, and the declarative shadow root that holds the stylesheet (linked or
 * inline), the state block and React's markup. Every value written here may come from a calling server's
 * data, so each is escaped for the context it lands in.
 */

/** Text of an attribute value in double quotes. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => (c === '&' ? '&amp;' : c === '"' ? '&quot;' : c === '<' ? '&lt;' : '&gt;'));
}

/** `name="value"` pairs; `''` writes a bare boolean attribute. Names are the chrome's own (checked by the caller). */
export function attributesHtml(attributes: ReadonlyArray<readonly [string, string]>): string {
  return attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeAttribute(value)}"`)).join('');
}

/**
 * A stylesheet of the shadow root: linked (`href`, the default: a strict CSP allows it as it is),
 * or its CSS inline in a `<style>` (`css`: nothing to fetch before the first paint; a CSP then
 * allows it by its hash, `STYLESHEETS[tag].cspHash` in render.tsx, or by the response's `nonce`).
 */
export type ShadowStyle = { href: string } | { css: string; nonce?: string };

export interface ShadowParts {
  styles: readonly ShadowStyle[];
  /** The state block's text (already escaped by serializeState). */
  state: string;
  stateAttribute: string;
  mountAttribute: string;
  /** React's markup of the view. */
  html: string;
}

/**
 * CSS as the text of a `<style>` element: `</` is written `\3c /` (a CSS escape of `<`, the same
 * character to the CSS parser), so no text can end the element early.
 */
export function styleText(css: string): string {
  return css.replace(/<\//g, '\\3c /');
}

function styleHtml(style: ShadowStyle): string {
  if ('href' in style) return `<link rel="stylesheet" href="${escapeAttribute(style.href)}">`;
  const nonce = style.nonce === undefined ? '' : ` nonce="${escapeAttribute(style.nonce)}"`;
  return `<style${nonce}>${styleText(style.css)}</style>`;
}

/** `<template shadowrootmode="open">styles, state, <div mount>html</div></template>`: the shadow root alone (a `./react` component's host holds it). */
export function shadowRootHtml(parts: ShadowParts): string {
  return (
    `<template shadowrootmode="open">${parts.styles.map(styleHtml).join('')}` +
    `<script type="application/json" ${parts.stateAttribute}>${parts.state}</script>` +
    `<div ${parts.mountAttribute}>${parts.html}</div></template>`
  );
}

/** `<tag …>shadow root</tag>`: the element as a page's HTML holds it. */
export function elementHtml(tag: string, attributes: ReadonlyArray<readonly [string, string]>, shadowRoot: string): string {
  return `<${tag}${attributesHtml(attributes)}>${shadowRoot}</${tag}>`;
}
