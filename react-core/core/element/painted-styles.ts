/**
 * The CSS a painted shadow root already holds: the prepaint (prepaint.ts) adopts its snippet's
 * `<style>` as one sheet, the element's own stylesheets together, as the server rendered them.
 * The element hydrating that root adopts none of its sheets whose CSS this holds (styles.ts):
 * assigning `adoptedStyleSheets` restyles the whole shadow tree, and the same rules once more
 * would change nothing on screen for that work (and a parse of each sheet) at the hand-over.
 *
 * Written by the page script (the painter) and read by the elements' code, two bundles: the
 * registry is on globalThis under a registered symbol, as the prepaint's own (prepaint-start.ts).
 */

const REGISTRY = Symbol.for('exch-chrome.painted-css.v1');

function registry(): WeakMap<ShadowRoot, string> {
  const scope = globalThis as { [REGISTRY]?: WeakMap<ShadowRoot, string> };
  return (scope[REGISTRY] ??= new WeakMap());
}

/** The painter: `root` now holds `css`, adopted. */
export function notePaintedCss(root: ShadowRoot, css: string): void {
  registry().set(root, css);
}

/** Whether `root` already holds `cssText`, painted with its snippet (then it is not adopted again). */
export function paintedWith(root: ShadowRoot, cssText: string): boolean {
  return registry().get(root)?.includes(cssText) ?? false;
}
