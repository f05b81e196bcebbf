/**
 * Server HTML's shadow roots where the browser's parser does not attach them. Declarative shadow
 * DOM (`<template shadowrootmode="open">`) is Baseline 2024 (Chrome 111, Safari 16.4, Firefox
 * 123): older engines inside the browser floor (docs/browsers.md) leave the template in the tag,
 * inert, so the server-rendered chrome would not show. This attaches the template's content as
 * the tag's shadow root, as the parser would have, so the element finds server HTML to hydrate and
 * the page shows it before the elements' code has loaded (elements/boot.ts runs it first thing).
 */

/** Whether the HTML parser attaches `<template shadowrootmode>` itself. */
function parserAttachesShadowRoots(): boolean {
  return typeof HTMLTemplateElement !== 'undefined' && 'shadowRootMode' in HTMLTemplateElement.prototype;
}

/**
 * Attaches the declarative shadow root the server wrote in `host` (its child
 * `<template shadowrootmode="open">`) when the parser did not. Returns the shadow root, or null when there
 * is none to attach (the parser did it, the host has one already, or no template).
 */
export function attachServerShadowRoot(host: Element): ShadowRoot | null {
  if (host.shadowRoot || parserAttachesShadowRoots()) return null;
  // Open roots only: the chrome's server HTML writes no other (its elements read `shadowRoot`).
  const template = [...host.children].find(
    (child): child is HTMLTemplateElement => child instanceof HTMLTemplateElement && child.getAttribute('shadowrootmode') === 'open',
  );
  if (!template) return null;
  const shadow = host.attachShadow({ mode: 'open' });
  shadow.append(template.content);
  template.remove();
  return shadow;
}
