/**
 * The prepaint: on a page that has only the script tag, the page script (elements/boot.ts) paints
 * each of the chrome's tags from its pre-rendered snippet (dist/snippets, the same HTML a server
 * includes) before the elements' code has arrived, and the element then hydrates it in place as it
 * hydrates server HTML (chrome-host.ts): no second render, nothing moves.
 *
 * The snippet is inserted only when all of these hold, else the element renders as without it:
 * - it is the build's: fetched from the chrome's own versioned folder, the one the page script
 *   itself came from (its URL is the script's, the site's key and the language's code: a page
 *   cannot point it elsewhere), as the elements' lazily imported chunks are;
 * - the page may show it: the header's snippet is a logged-out visitor's, painted only once common
 *   data says the visitor is logged out (a logged-in session is never guessed);
 * - it is still the element's: same site and language as when it was asked for, no shadow root
 *   meanwhile, and the element's code has not started rendering without it (`cancel`).
 * It is parsed in a document of its own (DOMParser: nothing in it runs or loads), through the one
 * Trusted Types policy `exch-chrome` where the page enforces them; its stylesheet is adopted as a
 * constructed sheet, which a strict CSP's `style-src` does not block (an inline `<style>` it would).
 */

import { API_OK } from '../api/protocol';
import type { PreloadedResponse } from '../api/preload';
import { asBoolean, isRecord } from '../util/coerce';

/** The Trusted Types policy's name (docs/embedding.md: a page's `trusted-types` directive allows it). */
export const TRUSTED_TYPES_POLICY = 'exch-chrome';

/** The host attribute set when the prepaint painted the element (docs/embedding.md: the "painted" moment). */
export const PAINTED_ATTRIBUTE = 'data-exch-painted';

/** An element's prepaint in flight, for its host controller. */
export interface PendingPrepaint {
  /** True once the snippet is the host's shadow root; false when it will not be. */
  readonly done: Promise<boolean>;
  /** The element renders without it: a snippet that arrives later is not inserted. */
  cancel(): void;
  /**
   * The element is interactive: the last button tapped on the painted snippet before then (a
   * menu, the drawer; its links work without code) is clicked again, now with its handler.
   */
  replay(): void;
}

// On globalThis under a registered symbol: the page script and the elements' chunk share it.
const REGISTRY = Symbol.for('exch-chrome.prepaint.v1');

function registry(): WeakMap<Element, PendingPrepaint> {
  const scope = globalThis as { [REGISTRY]?: WeakMap<Element, PendingPrepaint> };
  return (scope[REGISTRY] ??= new WeakMap());
}

/** The prepaint the page script started for this host, once (the element waits for it or cancels it). */
export function takePrepaint(host: Element): PendingPrepaint | undefined {
  const pending = registry().get(host);
  registry().delete(host);
  return pending;
}

/** What a prepaint needs from the page script. */
export interface PrepaintRequest {
  /** The snippet's URL, in the chrome's own folder. */
  url: string;
  /** Whether the page may show this snippet (the header: the visitor is logged out). */
  allowed: Promise<boolean>;
  /** Still the site and language it was asked for (read when it arrives). */
  current: () => boolean;
}

/**
 * Whether common data's answer says the visitor is logged out, read as the chrome reads it
 * (client.ts's envelope, common-data.ts's `is_login`); a failed or odd answer says nothing.
 */
export async function saysVisitor(answer: Promise<PreloadedResponse | null>): Promise<boolean> {
  try {
    const response = await answer;
    const body: unknown = response?.ok ? JSON.parse(response.text) : null;
    return isRecord(body) && Number(body.code) === API_OK && isRecord(body.data) && !asBoolean(body.data.is_login);
  } catch {
    return false;
  }
}

/** Whether this browser can take a snippet: constructed stylesheets in shadow roots (the CSS is adopted, never an inline style). */
export function canPrepaint(): boolean {
  return typeof ShadowRoot !== 'undefined' && 'adoptedStyleSheets' in ShadowRoot.prototype && typeof DOMParser !== 'undefined';
}

type Policy = { createHTML: (html: string) => string };
let policy: Policy | null | undefined;

/**
 * Where the page enforces Trusted Types, DOMParser takes TrustedHTML: one policy, created once,
 * which passes on only snippets of the chrome's own folder (prepaint() fetches nothing else). A
 * page whose `trusted-types` does not allow the name makes createPolicy throw: nothing is painted.
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

/** The snippet's text, or null when it did not come. */
async function snippetText(url: string): Promise<string | null> {
  // Ahead of the code it shares the connection with, where the browser weighs them (Chromium).
  const response = await fetch(url, { priority: 'high' });
  return response.ok ? response.text() : null;
}

/**
 * Makes the snippet's `<template shadowrootmode>` the host's shadow root, as the HTML parser
 * would (declarative-shadow.ts), with its stylesheet adopted. False when it cannot.
 */
function attach(host: Element, html: string, tapped: (button: HTMLElement) => void): boolean {
  const text = trustedHtml(html);
  if (text === null) return false;
  const parsed = new DOMParser().parseFromString(text, 'text/html');
  const template = parsed.querySelector(`${host.localName} > template[shadowrootmode="open"]`);
  if (!(template instanceof HTMLTemplateElement)) return false;
  const { content } = template;
  // Only the state block may be a script (a JSON data block, never run); the checked snippet has no other.
  content.querySelectorAll('script:not([type="application/json"])').forEach((script) => script.remove());
  const sheet = new CSSStyleSheet();
  for (const style of content.querySelectorAll('style')) {
    sheet.replaceSync(style.textContent ?? '');
    style.remove();
  }
  // The element's own shadow root when its code came meanwhile and waits for this (still empty).
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  if (shadow.hasChildNodes()) return false;
  // First: the sheets the element adopts itself come after it, as after the server's `<style>`.
  shadow.adoptedStyleSheets = [sheet, ...shadow.adoptedStyleSheets];
  shadow.append(content);
  // A tap on a button before the code (the links need none): kept for replay() (hydration keeps the node).
  shadow.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (button) tapped(button);
  });
  // As the server's host: its content is complete (the host styles drop their reserved minimum).
  host.setAttribute('data-exch-ready', '');
  host.setAttribute(PAINTED_ATTRIBUTE, '');
  return true;
}

/** The attributes that name a button of the chrome's views across renders (a menu's item, an action). */
const STABLE_NAMES = ['data-nav-id', 'data-action', 'data-menu'];

/** Starts the host's prepaint (see the file comment); resolves whether it painted. Never throws, never rejects. */
export function prepaint(host: Element, request: PrepaintRequest): Promise<boolean> {
  let cancelled = false;
  let settle!: (painted: boolean) => void;
  const done = new Promise<boolean>((resolve) => (settle = resolve));
  /** The last button tapped before the element was interactive; null once it is. */
  let tap: HTMLElement | null | undefined;
  const tapped = (button: HTMLElement) => {
    if (tap !== null) tap = button;
  };
  /**
   * That button now: the same node (hydration keeps it), else the one with its name where the
   * view rendered anew (a live menu other than the snippet's replaces the navigation's list).
   */
  const tappedNow = (button: HTMLElement): HTMLElement | null => {
    if (button.isConnected) return button;
    const name = STABLE_NAMES.find((attribute) => button.hasAttribute(attribute));
    return name ? (host.shadowRoot?.querySelector<HTMLElement>(`button[${name}="${CSS.escape(button.getAttribute(name)!)}"]`) ?? null) : null;
  };
  registry().set(host, {
    done,
    cancel: () => {
      cancelled = true;
      settle(false);
    },
    replay: () => {
      const button = tap;
      tap = null;
      // After the commit that made it interactive (React handles the click then).
      if (button) queueMicrotask(() => tappedNow(button)?.click());
    },
  });
  Promise.all([snippetText(request.url), request.allowed]).then(
    ([html, allowed]) => {
      try {
        settle(!cancelled && html !== null && allowed && host.isConnected && request.current() && attach(host, html, tapped));
      } catch {
        settle(false);
      }
    },
    () => settle(false),
  );
  return done;
}
