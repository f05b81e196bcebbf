import type { ChromeAttributeSpec, RawAttributes } from '../core/element/attributes';

/**
 * How a `./react` component's props become the element's attributes, shared by the browser
 * build (create-component.tsx) and the server build (server.tsx), so both render from the same
 * values as the custom element.
 */

/** Props → the raw attribute strings the element path parses, by property name. */
export function toRawAttributes(attributes: readonly ChromeAttributeSpec[], props: Readonly<Record<string, unknown>>): RawAttributes {
  const raw: Record<string, string | null> = {};
  for (const spec of attributes) {
    const value = props[spec.prop];
    if (spec.type === 'boolean') raw[spec.prop] = value ? '' : null;
    else raw[spec.prop] = value === undefined || value === null ? null : String(value);
  }
  return raw;
}

/** `exch-footer` → `ExchFooter` (the component's name in React's tools). */
export function componentName(tag: string): string {
  return tag.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());
}
