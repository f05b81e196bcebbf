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

export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const wanted = cssTexts.map(sheetFor);
  const existing = root.adoptedStyleSheets.filter((s) => !wanted.includes(s));
  root.adoptedStyleSheets = [...existing, ...wanted];
}
