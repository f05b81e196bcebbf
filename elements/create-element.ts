import r2wc from '@r2wc/react-to-web-component';
import { createElement, type ComponentType } from 'react';
import { CHROME_ATTRIBUTES, parseBooleanAttribute, type ChromeAttributeSpec } from '../react-core/core/element/attributes';
import { ChromeRoot } from '../react-core/core/element/chrome-root';
import { adoptStyles } from '../react-core/core/element/styles';

/**
 * Turns a chrome view into a custom-element class: r2wc mounts the React root in an open shadow
 * root; this subclass fills what r2wc 2.1 leaves out (see ../shared/stack-facts.md):
 * - a bare boolean attribute (`hidden-search`) counts, and removing an attribute resets the prop;
 * - properties set before the element was defined are applied on upgrade;
 * - moving the element in the DOM keeps its React tree (r2wc unmounts on every disconnect);
 * - every attribute arrives as a raw string and is parsed (and warned about) by our own code,
 *   so invalid values can never throw (r2wc's `json` type would).
 */

// r2wc keeps its state under these registered symbols (@r2wc/core 2.x).
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

interface R2wcInternals extends HTMLElement {
  container: ShadowRoot;
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER](): void;
  [R2WC_CONNECTED]: boolean;
  connectedCallback(): void;
  disconnectedCallback(): void;
}

export interface ChromeElementDefinition {
  View: ComponentType;
  /** CSS texts (imported with `?inline`) adopted into the shadow root. */
  styles: readonly string[];
  /** Attributes of this element only, on top of the shared ones. */
  attributes?: readonly ChromeAttributeSpec[];
  /**
   * Object-valued properties (not reflected to attributes), e.g. a page-provided menu. The view
   * reads them through `useChrome().props`.
   */
  properties?: readonly string[];
}

export type ChromeElementClass = CustomElementConstructor & { readonly chromeAttributes: readonly ChromeAttributeSpec[] };

export function createChromeElement(definition: ChromeElementDefinition): ChromeElementClass {
  const specs = [...CHROME_ATTRIBUTES, ...(definition.attributes ?? [])];
  const objectProps = definition.properties ?? [];
  const byAttribute = new Map(specs.map((s) => [s.attribute, s]));

  // What r2wc renders: the raw attribute strings plus `container` (the shadow root).
  function Bridge(props: Record<string, unknown>) {
    const container = props.container as ShadowRoot;
    const raw: Record<string, string | null> = {};
    for (const spec of specs) {
      const value = props[spec.prop];
      raw[spec.prop] = typeof value === 'string' ? value : null;
    }
    const objects: Record<string, unknown> = {};
    for (const name of objectProps) objects[name] = props[name];
    return createElement(ChromeRoot, { host: container.host as HTMLElement, raw, props: objects, View: definition.View });
  }

  const Base = r2wc(Bridge, {
    shadow: 'open',
    props: Object.fromEntries(specs.map((s) => [s.prop, 'string' as const])),
  }) as unknown as new () => R2wcInternals;

  class ChromeElement extends Base {
    static readonly chromeAttributes = specs;

    static get observedAttributes(): string[] {
      return specs.map((s) => s.attribute);
    }

    constructor() {
      super();
      adoptStyles(this.container, definition.styles);
      // Properties set before the upgrade are own properties shadowing our accessors: re-set
      // them through the accessors (which reflect to attributes).
      for (const spec of [...specs.map((s) => s.prop), ...objectProps].map((prop) => ({ prop }))) {
        if (Object.prototype.hasOwnProperty.call(this, spec.prop)) {
          const value = (this as unknown as Record<string, unknown>)[spec.prop];
          delete (this as unknown as Record<string, unknown>)[spec.prop];
          (this as unknown as Record<string, unknown>)[spec.prop] = value;
        }
      }
      // Then read every attribute: r2wc skips empty ones (bare booleans), and attributes set
      // during an upgrade's constructor get no attributeChangedCallback.
      for (const spec of specs) this[R2WC_PROPS][spec.prop] = this.getAttribute(spec.attribute);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const spec = byAttribute.get(name);
      if (!spec || this[R2WC_PROPS][spec.prop] === value) return;
      this[R2WC_PROPS][spec.prop] = value;
      this[R2WC_RENDER]();
    }

    override disconnectedCallback(): void {
      this[R2WC_CONNECTED] = false;
      // A move is a disconnect followed at once by a connect: unmount only if it stays out.
      queueMicrotask(() => {
        if (!this.isConnected) super.disconnectedCallback();
      });
    }
  }

  for (const spec of specs) {
    Object.defineProperty(ChromeElement.prototype, spec.prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const value = this.getAttribute(spec.attribute);
        if (spec.type === 'boolean') return parseBooleanAttribute(value);
        if (spec.type === 'number') return value === null ? undefined : Number(value);
        return value ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (spec.type === 'boolean') this.toggleAttribute(spec.attribute, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(spec.attribute);
        else this.setAttribute(spec.attribute, String(value));
      },
    });
  }

  for (const name of objectProps) {
    Object.defineProperty(ChromeElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: R2wcInternals) {
        return this[R2WC_PROPS][name];
      },
      set(this: R2wcInternals, value: unknown) {
        this[R2WC_PROPS][name] = value;
        this[R2WC_RENDER]();
      },
    });
  }

  return ChromeElement as unknown as ChromeElementClass;
}

/** `customElements.define` throws for a name defined twice (a page loading two copies). */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, element);
}
