/**
 * The prepaint's painter (prepaint-start.ts says when a snippet is painted), part of the page
 * script (elements/boot.ts): a chunk of its own would be a request after the script, one round
 * trip behind a snippet the page's HTML asks for. It imports only constants and the painted CSS's
 * registry (under 1 KB).
 *
 * The snippet is parsed in a document of its own (DOMParser: nothing in it runs or loads), through
 * the one Trusted Types policy `exch-chrome` where the page enforces them; its stylesheet is
 * adopted as a constructed sheet, which a strict CSP's `style-src` does not block (an inline
 * `<style>` it would).
 */

import { VISITOR_ONLY_ATTRIBUTE } from './visitor-only';
import { notePaintedCss } from './painted-styles';

/** The Trusted Types policy's name (docs/embedding.md: a page's `trusted-types` directive allows it). */
const TRUSTED_TYPES_POLICY = 'exch-chrome';

/** The host attribute set when the prepaint painted the element (docs/embedding.md: the "painted" moment). */
const PAINTED_ATTRIBUTE = 'data-exch-painted';

type Policy = { createHTML: (html: string) => string };
let policy: Policy | null | undefined;

/**
 * Where the page enforces Trusted Types, DOMParser takes TrustedHTML: one policy, created once,
 * which passes on only snippets of the chrome's own folder (prepaint-start.ts fetches nothing
 * else). A page whose `trusted-types` does not allow the name makes createPolicy throw: nothing
 * is painted.
 */
function trustedHtml(html: string): string | null {
  const factory = (globalThis as { trustedTypes?: { createPolicy: (name: string, rules: Policy) => Policy } }).trustedTypes;
  if (!factory) return html;
  try {
    policy ??= factory.createPolicy(TRUSTED_TYPES_POLICY, { createHTML: (text) => text });
  } catch {
    policy = null;
  }
  return policy && policy.createHTML(html);
}

/**
 * How long a replayed tap waits for its button to be rendered again (a menu whose list the view
 * replaced right after it became interactive): a tap older than that is not answered.
 */
const REPLAY_WAIT_MS = 1000;

/** The attributes that name a button of the chrome's views across renders (a menu's item, an action). */
const STABLE_NAMES = ['data-nav-id', 'data-action', 'data-menu'];

/** A painted snippet, for its prepaint (prepaint-start.ts). */
export interface PaintedSnippet {
  /** The session says a visitor: what only a visitor sees shows, where it waited hidden. */
  showVisitor(): void;
  /** The element is interactive: the last button tapped before then is clicked again. */
  replay(): void;
}

/**
 * Makes the snippet's `<template shadowrootmode>` the host's shadow root, as the HTML parser
 * would (declarative-shadow.ts), with its stylesheet adopted. Until `visitorKnown`, what only a
 * visitor sees (VISITOR_ONLY_ATTRIBUTE) is hidden with its place kept: nobody is shown "Log in"
 * on a guess. Returns the painted snippet's handle, or null when it could not paint.
 */
export function paintSnippet(host: Element, html: string, visitorKnown: boolean): PaintedSnippet | null {
  const text = trustedHtml(html);
  if (text === null) return null;
  const parsed = new DOMParser().parseFromString(text, 'text/html');
  const template = parsed.querySelector(`${host.localName} > template[shadowrootmode="open"]`);
  if (!(template instanceof HTMLTemplateElement)) return null;
  const { content } = template;
  // Only the state block may be a script (a JSON data block, never run); the checked snippet has no other.
  content.querySelectorAll('script:not([type="application/json"])').forEach((script) => script.remove());
  // The snippet's one `<style>`: the element's stylesheets, together (react-core/server/render.tsx).
  const css = [...content.querySelectorAll('style')].map((style) => (style.remove(), style.textContent ?? '')).join('\n');
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  // The element's own shadow root when its code came meanwhile and waits for this (still empty).
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (shadow.hasChildNodes()) return null;
  // Through the CSSOM, which a strict CSP's `style-src` allows (a style attribute it would not).
  const visitorOnly = [...content.querySelectorAll<HTMLElement>(`[${VISITOR_ONLY_ATTRIBUTE}]`)];
  if (!visitorKnown) visitorOnly.forEach((part) => part.style.setProperty('visibility', 'hidden'));
  // First: the sheets the element adopts itself come after it, as after the server's `<style>`.
  shadow.adoptedStyleSheets = [sheet, ...shadow.adoptedStyleSheets];
  notePaintedCss(shadow, css);
  shadow.append(content);
  // A tap on a button before the code (the links need none), kept for the replay (hydration keeps the node).
  let tap: HTMLElement | null | undefined;
  shadow.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button && tap !== null) tap = button;
  });
  // As the server's host: its content is complete (the host styles drop their reserved minimum).
  host.setAttribute('data-exch-ready', '');
  host.setAttribute(PAINTED_ATTRIBUTE, '');
  /**
   * That button now: the same node (hydration keeps it), else the one with its name where the
   * view rendered anew (a live menu other than the snippet's replaces the navigation's list).
   */
  const tappedNow = (button: HTMLElement): HTMLElement | null => {
    if (button.isConnected) return button;
    const name = STABLE_NAMES.find((attribute) => button.hasAttribute(attribute));
    return name ? (shadow.querySelector<HTMLElement>(`button[${name}="${CSS.escape(button.getAttribute(name)!)}"]`) ?? null) : null;
  };
  const replay = () => {
    const button = tap;
    tap = null;
    if (!button) return;
    // After the commit that made it interactive (React handles the click then). Where the view
    // renders that button anew in the commits right after (the live menu replacing the snippet's
    // list), the new one as soon as it is there, for at most REPLAY_WAIT_MS.
    queueMicrotask(() => {
      const now = tappedNow(button);
      if (now) return now.click();
      const watch = new MutationObserver(() => {
        const found = tappedNow(button);
        if (!found) return;
        stop();
        found.click();
      });
      const timer = setTimeout(() => stop(), REPLAY_WAIT_MS);
      const stop = () => {
        watch.disconnect();
        clearTimeout(timer);
      };
      watch.observe(shadow, { childList: true, subtree: true });
    });
  };
  return {
    showVisitor: () =>
      visitorOnly.forEach((part) => {
        part.style.removeProperty('visibility');
        // As the snippet had it: the hydration then finds the server's attributes.
        if (!part.style.length) part.removeAttribute('style');
      }),
    replay,
  };
}
