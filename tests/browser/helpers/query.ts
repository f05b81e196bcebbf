/**
 * Queries inside an element's open shadow root: the one `$`/`$$` of the browser tests. `$` is
 * typed as present (the element the test expects; a missing one fails at its first use); assert
 * absence with `has()`.
 */
export function $<T extends Element = HTMLElement>(el: Element, selector: string): T {
  return (el.shadowRoot ?? el).querySelector<T>(selector) as T;
}

export function $$<T extends Element = HTMLElement>(el: Element, selector: string): T[] {
  return Array.from((el.shadowRoot ?? el).querySelectorAll<T>(selector));
}

export function has(el: Element, selector: string): boolean {
  return (el.shadowRoot ?? el).querySelector(selector) !== null;
}
