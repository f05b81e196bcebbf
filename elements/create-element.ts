import type { Root } from 'react-dom/client';
import { CHROME_ATTRIBUTES, parseBooleanAttribute, type ChromeAttributeSpec } from '../react-core/core/element/attributes';
import type { ChromeElementDefinition } from '../react-core/core/element/element-definition';
import { ChromeHost } from '../react-core/core/element/chrome-host';
import { attachServerShadowRoot } from '../react-core/core/element/declarative-shadow';
import { reactRenderer, type ChromeRenderer } from '../react-core/core/element/renderer';
import type { ElementProps, ElementSpec } from '../react-core/core/element/element-spec';
import type { HostState } from '../react-core/core/element/context';

/**
 * Turns a chrome view into a custom-element class: a small base class of our own around the
 * element's host controller (core/element/chrome-host.ts: connect, load, mount or hydrate,
 * ready, move or unmount, shared with the `./react` component) rather than r2wc, whose public
 * renderer interface cannot carry what a page needs from these elements and which it leaves to
 * private fields. What the class itself adds:
 * - every attribute is kept as its raw string and parsed (and warned about) by our own code, so
 *   a bare boolean (`hidden-search`) counts, removing an attribute resets it, and an invalid
 *   value never throws;
 * - every attribute is a property reflecting to it; object properties (`menu`) are properties;
 *   properties set before the element was defined are applied on upgrade;
 * - a shadow root the server already filled (declarative shadow DOM) is kept for the controller
 *   to hydrate;
 * - host states are custom states (`exch-footer:state(ready)`, or `data-exch-ready` where the
 *   browser has none); the box is reserved from the
 *   moment the element is defined (host styles), and a box that depends on what the visitor saw
 *   last (the announcement bar) is not held (ChromeHostOptions.reserveOnConnect).
 */
/**
 * Custom states (`:state(ready)`, Baseline 2024). Where the browser has none (no
 * ElementInternals, no CustomStateSet, or Chrome before 125, which takes `--` names only) the
 * host carries the state as an attribute, `data-exch-ready`, as the `./react` component's host
 * does: the host styles match either (`:host(:is(:state(ready), [data-exch-ready]))`; `:is()`
 * forgives the selector an old engine cannot parse).
 */
function setState(host: HTMLElement, internals: ElementInternals | undefined, name: HostState, on: boolean): void {
  try {
    if (!internals?.states) throw new TypeError('no CustomStateSet');
    if (on) internals.states.add(name);
    else internals.states.delete(name);
  } catch {
    host.toggleAttribute(`data-exch-${name}`, on);
  }
}

/**
 * The class the elements extend: the DOM's, or on a server (Node, an edge worker: a framework
 * importing `exch-chrome` while it renders) an empty stand-in, so importing the package there
 * defines nothing and never throws (`defineOnce` skips the registry there too).
 */
const ElementBase: typeof HTMLElement = typeof HTMLElement === 'undefined' ? (class {} as typeof HTMLElement) : HTMLElement;

export type ChromeElementClass<S extends ElementSpec> = {
  new (): HTMLElement & ElementProps<S>;
  readonly spec: S;
  readonly observedAttributes: readonly string[];
};

export function createChromeElement<S extends ElementSpec>(
  spec: S,
  definition: ChromeElementDefinition,
  renderer: ChromeRenderer<Root> = reactRenderer,
): ChromeElementClass<S> {
  const attributes: readonly ChromeAttributeSpec[] = [...CHROME_ATTRIBUTES, ...spec.attributes];
  const byAttribute = new Map(attributes.map((a) => [a.attribute, a]));
  const objectNames = Object.keys(spec.properties);
  const ownNames = [...attributes.map((a) => a.prop), ...objectNames];
  /** Each element's host controller, for the object property accessors below the class. */
  const hosts = new WeakMap<HTMLElement, ChromeHost>();

  class ChromeElement extends ElementBase {
    static readonly spec = spec;
    static readonly observedAttributes = attributes.map((a) => a.attribute);

    readonly #host: ChromeHost;
    #internals: ElementInternals | undefined;

    constructor() {
      super();
      try {
        this.#internals = this.attachInternals();
      } catch {
        /* ElementInternals unsupported: no custom states */
      }
      this.#host = new ChromeHost({
        tag: spec.tag,
        definition,
        host: this,
        // A declarative shadow root from the server is already attached: keep it (attachShadow
        // would empty it); where the parser left it a template (an engine before declarative
        // shadow DOM) and the page script has not attached it yet, attach it now.
        shadow: this.shadowRoot ?? attachServerShadowRoot(this) ?? this.attachShadow({ mode: 'open' }),
        setState: (name, on) => setState(this, this.#internals, name, on),
        reserveOnConnect: false,
        renderer,
      });
      hosts.set(this, this.#host);
      // Properties set before the upgrade are own properties shadowing our accessors: re-set
      // them through the accessors (which reflect to attributes).
      const self = this as unknown as Record<string, unknown>;
      for (const name of ownNames) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = self[name];
        delete self[name];
        self[name] = value;
      }
      // Then read every attribute: attributes set during an upgrade's constructor get no
      // attributeChangedCallback.
      const raw: Record<string, string | null> = {};
      for (const a of attributes) raw[a.prop] = this.getAttribute(a.attribute);
      this.#host.setInputs(raw, this.#host.objects);
    }

    connectedCallback(): void {
      this.#host.connect();
    }

    disconnectedCallback(): void {
      this.#host.disconnect();
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const a = byAttribute.get(name);
      const { raw, objects } = this.#host;
      if (!a || raw[a.prop] === value) return;
      this.#host.setInputs({ ...raw, [a.prop]: value }, objects);
    }
  }

  // Every attribute is also a property that reflects to it; object-valued properties live in
  // the host controller's inputs, reached through `hosts`. Not in a static block inside the class:
  // that is Safari 16.4+ syntax, below the browser floor (docs/browsers.md).
  for (const a of attributes) {
    Object.defineProperty(ChromeElement.prototype, a.prop, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        const value = this.getAttribute(a.attribute);
        if (a.type === 'boolean') return parseBooleanAttribute(value);
        if (a.type === 'number') return value === null ? undefined : Number(value);
        return value ?? undefined;
      },
      set(this: HTMLElement, value: unknown) {
        if (a.type === 'boolean') this.toggleAttribute(a.attribute, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(a.attribute);
        else this.setAttribute(a.attribute, String(value));
      },
    });
  }
  for (const name of objectNames) {
    Object.defineProperty(ChromeElement.prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return hosts.get(this)?.objects[name];
      },
      set(this: HTMLElement, value: unknown) {
        const host = hosts.get(this);
        if (!host) return;
        const { raw, objects } = host;
        if (objects[name] !== value) host.setInputs(raw, { ...objects, [name]: value });
      },
    });
  }

  return ChromeElement as unknown as ChromeElementClass<S>;
}

/** `customElements.define` throws for a name defined twice (a page loading two copies). */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, element);
}
