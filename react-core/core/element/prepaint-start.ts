/**
 * The prepaint's start and its hand-over to the element (docs/embedding.md "Painted, then
 * interactive"). On a page whose script tag asks for it (`data-prepaint`), the page script
 * (elements/boot.ts) paints each of the chrome's tags from its pre-rendered snippet (dist/snippets,
 * the same HTML a server includes) before the elements' code has arrived, and the element then
 * hydrates it in place as it hydrates server HTML (chrome-host.ts): no second render, nothing moves.
 *
 * This module is the page script's half and the element's: it registers each host's prepaint at
 * once (so an element whose code comes first finds it and waits or cancels it) and fetches the
 * snippet. The painting itself (parse, styles, taps) is the painter's chunk (prepaint.ts), which
 * only a page asking for the prepaint loads, beside the snippets.
 *
 * The snippet is inserted only when all of these hold, else the element renders as without it:
 * - it is the build's: fetched from the chrome's own versioned folder, the one the page script
 *   itself came from (its URL is the script's, the site's key and the language's code: a page
 *   cannot point it elsewhere), as the elements' lazily imported chunks are;
 * - the page may show it: the header's snippet is a logged-out visitor's, painted only once common
 *   data says the visitor is logged out (a logged-in session is never guessed);
 * - it is still the element's: same site and language as when it was asked for, still on the
 *   page, and the element's code has not started rendering without it (`cancel`).
 */

import { API_OK } from '../api/protocol';
import type { PreloadedResponse } from '../api/preload';
import { asBoolean, isRecord } from '../util/coerce';

/** The painter chunk's one export (prepaint.ts): paints the host, returning its tap replay, or null when it did not. */
export type PaintSnippet = (host: Element, html: string) => (() => void) | null;

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
  /** The painter chunk (prepaint.ts), asked for beside the snippet. */
  painter: Promise<PaintSnippet>;
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

/** The snippet's text, or null when it did not come. */
async function snippetText(url: string): Promise<string | null> {
  // Ahead of the code it shares the connection with, where the browser weighs them (Chromium).
  const response = await fetch(url, { priority: 'high' });
  return response.ok ? response.text() : null;
}

/** Starts the host's prepaint (see the file comment); resolves whether it painted. Never throws, never rejects. */
export function startPrepaint(host: Element, request: PrepaintRequest): Promise<boolean> {
  let cancelled = false;
  let settle!: (painted: boolean) => void;
  const done = new Promise<boolean>((resolve) => (settle = resolve));
  /** The painted snippet's tap replay; undefined until painted. */
  let replay: (() => void) | null | undefined;
  registry().set(host, {
    done,
    cancel: () => {
      cancelled = true;
      settle(false);
    },
    replay: () => replay?.(),
  });
  Promise.all([snippetText(request.url), request.allowed, request.painter]).then(
    ([html, allowed, paint]) => {
      try {
        if (!cancelled && html !== null && allowed && host.isConnected && request.current()) replay = paint(host, html);
        settle(!!replay);
      } catch {
        settle(false);
      }
    },
    () => settle(false),
  );
  return done;
}
