/**
 * The prepaint's start and its hand-over to the element (docs/embedding.md "Painted, then
 * interactive"). On a page whose script tag asks for it (`data-prepaint`), the page script
 * (elements/boot.ts) paints each of the chrome's tags from its pre-rendered snippet (dist/snippets,
 * the same HTML a server includes) before the elements' code has arrived, and the element then
 * hydrates it in place as it hydrates server HTML (chrome-host.ts): no second render, nothing moves.
 *
 * This module is the page script's half and the element's: it registers each host's prepaint at
 * once (so an element whose code comes first finds it and waits or cancels it) and fetches the
 * snippet. The painting itself (parse, styles, taps) is the painter (prepaint.ts), also part of the
 * page script.
 *
 * The snippet is inserted only when all of these hold, else the element renders as without it:
 * - it is the build's: fetched from the chrome's own versioned folder, the one the page script
 *   itself came from (its URL is the script's, the site's key and the language's code: a page
 *   cannot point it elsewhere), as the elements' lazily imported chunks are;
 * - nothing in it is a guess: the header's snippet is a logged-out visitor's, painted at once
 *   with what only a visitor sees (Log in, Sign up) hidden, its place kept, until common data
 *   says who it is; a visitor then sees it and the element hydrates the snippet, anyone else (a
 *   login, or no answer) gets the element's own render over it when its code has arrived;
 * - it is still the element's: same site and language as when it was asked for, still on the
 *   page, and the element's code has not started rendering without it (`cancel`).
 */

import type { PaintedSnippet } from './prepaint';

/** The painter (prepaint.ts): paints the host, returning the painted snippet's handle, or null when it did not. */
export type PaintSnippet = (host: Element, html: string, visitorKnown: boolean) => PaintedSnippet | null;

/** An element's prepaint in flight, for its host controller. */
export interface PendingPrepaint {
  /**
   * True once the snippet is the host's shadow root for the element to hydrate; false when the
   * element renders itself (not painted, or painted for a session that is not a visitor's: then
   * over what was painted).
   */
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
  /**
   * Whether the session is a logged-out visitor's, the only one a visitor's snippet (the
   * header's) is hydrated for; true at once for a snippet that is everyone's.
   */
  visitor: Promise<boolean>;
  /** Still the site and language it was asked for (read when it arrives). */
  current: () => boolean;
  /** The painter (prepaint.ts). */
  paint: PaintSnippet;
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

/**
 * Starts the host's prepaint (see the file comment); resolves once the snippet was painted, or
 * will not be (it failed, or the element went on without it). Its element learns whether it
 * hydrates the snippet from `takePrepaint`. Never throws, never rejects.
 */
export function startPrepaint(host: Element, request: PrepaintRequest): Promise<void> {
  let cancelled = false;
  let settle!: (hydrates: boolean) => void;
  const done = new Promise<boolean>((resolve) => (settle = resolve));
  let painted: PaintedSnippet | null = null;
  /** What the session says: a visitor (true), not (false); undefined until it has answered. */
  let visitor: boolean | undefined;
  /**
   * Painted and the session known: hydrated for a visitor, rendered over for anyone else (the
   * element does that, and drops the state block: a visitor's, only its texts still good).
   */
  const decide = () => {
    if (!painted || visitor === undefined) return;
    if (visitor) painted.showVisitor();
    settle(visitor);
  };
  registry().set(host, {
    done,
    cancel: () => {
      cancelled = true;
      // The element goes on before the session answered: it renders over what was painted.
      settle(false);
    },
    replay: () => painted?.replay(),
  });
  request.visitor.then(
    (answer) => {
      visitor = answer;
      decide();
    },
    () => {
      visitor = false;
      decide();
    },
  );
  const tried = snippetText(request.url).then(
    (html) => {
      try {
        if (!cancelled && html !== null && visitor !== false && host.isConnected && request.current()) painted = request.paint(host, html, visitor === true);
      } catch {
        painted = null;
      }
      if (painted) decide();
      else settle(false);
    },
    () => settle(false),
  );
  return tried;
}
