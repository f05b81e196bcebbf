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
 * Adds the sheets a shadow root lacks, after the ones it has. Assigning `adoptedStyleSheets`
 * restyles the whole shadow tree, so a root that already has them all is left alone (parts that
 * adopt their own sheet on every mount then cost nothing after the first).
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const missing = cssTexts.map(sheetFor).filter((sheet, i, all) => !root.adoptedStyleSheets.includes(sheet) && all.indexOf(sheet) === i);
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
