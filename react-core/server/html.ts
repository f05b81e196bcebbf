/**
 * The HTML around a server render (pure string work, unit-tested with fast-check): the element's
 * tag with its attributes, and the declarative shadow root that holds the stylesheet link, the
 * state block and React's markup. Every value written here may come from a calling server's
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

export interface ShadowParts {
  /** Stylesheet URLs, linked in the shadow root (a strict CSP forbids inline styles). */
  stylesheets: readonly string[];
  /** The state block's text (already escaped by serializeState). */
  state: string;
  stateAttribute: string;
  mountAttribute: string;
  /** React's markup of the view. */
  html: string;
}

/** `<template shadowrootmode="open">links, state, <div mount>html</div></template>`: the shadow root alone (a `./react` component's host holds it). */
export function shadowRootHtml(parts: ShadowParts): string {
  const links = parts.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`).join('');
  return (
    `<template shadowrootmode="open">${links}` +
    `<script type="application/json" ${parts.stateAttribute}>${parts.state}</script>` +
    `<div ${parts.mountAttribute}>${parts.html}</div></template>`
  );
}

/** `<tag …>shadow root</tag>`: the element as a page's HTML holds it. */
export function elementHtml(tag: string, attributes: ReadonlyArray<readonly [string, string]>, shadowRoot: string): string {
  return `<${tag}${attributesHtml(attributes)}>${shadowRoot}</${tag}>`;
}
