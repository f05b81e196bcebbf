/** Queries inside an element's open shadow root (the one `$`/`$$` of the browser tests). */
export function $<T extends Element = HTMLElement>(el: Element, selector: string): T | null {
  return (el.shadowRoot ?? el).querySelector<T>(selector);
}

export function $$<T extends Element = HTMLElement>(el: Element, selector: string): T[] {
  return Array.from((el.shadowRoot ?? el).querySelectorAll<T>(selector));
}
