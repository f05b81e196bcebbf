import { paintedWith } from './painted-styles';

/**
 * One constructable stylesheet per CSS text, shared by every element instance (and adopted by
 * the React wrappers too), so a page with many elements parses each stylesheet once.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Whether shadow roots adopt constructable stylesheets (Baseline 2023: Safari 16.4, Firefox
 * 101, Chrome 73). Safari 15.4 to 16.3, inside the browser floor (docs/browsers.md), has
 * neither the constructor nor `adoptedStyleSheets`.
 */
function hasConstructableSheets(): boolean {
  if (typeof ShadowRoot === 'undefined' || !('adoptedStyleSheets' in ShadowRoot.prototype)) return false;
  try {
    new CSSStyleSheet();
    return true;
  } catch {
    return false;
  }
}
let constructable: boolean | undefined;

/**
 * Without constructable sheets each shadow root gets a `<style>` per CSS text instead, after the
 * styles it has (the same cascade order as adopting them). A page whose Content Security Policy
 * allows no inline style must list their hashes (docs/browsers.md); the server's own `<style>`
 * and `<link>` in a declarative shadow root stay as they are.
 */
const styledTexts = new WeakMap<ShadowRoot, Set<string>>();
function appendStyleElements(root: ShadowRoot, cssTexts: readonly string[]): void {
  let texts = styledTexts.get(root);
  if (!texts) styledTexts.set(root, (texts = new Set()));
  for (const cssText of cssTexts) {
    if (texts.has(cssText)) continue;
    texts.add(cssText);
    const style = document.createElement('style');
    style.textContent = cssText;
    root.append(style);
  }
}

/**
 * Adds the sheets a shadow root lacks, after the ones it has. Assigning `adoptedStyleSheets`
 * restyles the whole shadow tree, so a root that already has them all is left alone (parts that
 * adopt their own sheet on every mount then cost nothing after the first), and so is CSS a root
 * painted from its snippet holds already (painted-styles.ts).
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  constructable ??= hasConstructableSheets();
  if (!constructable) return appendStyleElements(root, cssTexts);
  const missing = cssTexts
    .filter((cssText) => !paintedWith(root, cssText))
    .map(sheetFor)
    .filter((sheet, i, all) => !root.adoptedStyleSheets.includes(sheet) && all.indexOf(sheet) === i);
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
