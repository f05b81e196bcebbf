import { createElement } from 'react';
import type { Root } from 'react-dom/client';
import { CHROME_ATTRIBUTES, parseBooleanAttribute, parseChromeAttributes, type ChromeAttributeSpec } from '../react-core/core/element/attributes';
import type { ServerState } from '../react-core/core/element/server-state';
import { findMount, loadView, readServerStateOf, seedFromServerState, serverMount } from '../react-core/core/element/hydration';
import type { ChromeElementDefinition } from '../react-core/core/element/element-definition';
import { ChromeRoot } from '../react-core/core/element/chrome-root';
import { adoptStyles } from '../react-core/core/element/styles';
import { MOUNT_ATTRIBUTE, reactRenderer, type ChromeRenderer } from '../react-core/core/element/renderer';
import { dispatchChromeEvent } from '../react-core/core/element/events';
import { holdPaintGate } from '../react-core/core/layout/paint-gate';
import type { ElementProps, ElementSpec } from '../react-core/core/element/element-spec';
import type { HostState } from '../react-core/core/element/context';
import type { Loadable } from '../react-core/core/element/loadable';

/**
 * Turns a chrome view into a custom-element class: a small base class of our own around a React
 * root (see renderer.ts) rather than r2wc, whose public renderer interface cannot carry what a
 * page needs from these elements and which it leaves to private fields:
 * - every attribute is kept as its raw string and parsed (and warned about) by our own code, so
 *   a bare boolean (`hidden-search`) counts, removing an attribute resets it, and an invalid
 *   value never throws;
 * - properties set before the element was defined are applied on upgrade;
 * - moving the element in the DOM keeps its React tree (a disconnect followed by a connect in
 *   the same task is a move, not an unmount);
 * - a shadow root the server already filled (declarative shadow DOM with its state block, see
 *   core/element/server-state.ts) is hydrated, not replaced: the stores are seeded from the
 *   state and the view's code loaded first, so the first render is the server's DOM; HTML
 *   without a valid state is rendered over;
 * - the element holds the page's paint gate from its first connect until its view is complete,
 *   then dispatches `exch-ready` and takes the custom state `ready` (`exch-footer:state(ready)`);
 * - it reserves its box from the moment it is defined (host styles); a box that depends on what
 *   the visitor saw last (the announcement bar) is not held: see connectedCallback.
 */
/** Custom states (`:state(ready)`); browsers without them keep the host styles' defaults. */
function setState(internals: ElementInternals | undefined, name: HostState, on: boolean): void {
  try {
    if (on) internals?.states.add(name);
    else internals?.states.delete(name);
  } catch {
    /* no CustomStateSet */
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

  class ChromeElement extends ElementBase {
    static readonly spec = spec;
    static readonly observedAttributes = attributes.map((a) => a.attribute);

    /** Attribute values by property name (a new object on every change: the view compares by identity). */
    #raw: Record<string, string | null> = {};
    #objects: Record<string, unknown> = {};
    #root: Root | undefined;
    #leaving = false;
    #releaseGate: (() => void) | undefined;
    #ready = false;
    #internals: ElementInternals | undefined;
    /** The state of the server HTML being (or that was) hydrated. */
    #server: ServerState | null = null;
    /** Hydration waits for the view's code: connected meanwhile, no root yet. */
    #preparing = false;

    // Every attribute is also a property that reflects to it; object-valued properties live in
    // the element's own field. Defined here, inside the class body, so they reach #objects.
    static {
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
          get(this: ChromeElement) {
            return this.#objects[name];
          },
          set(this: ChromeElement, value: unknown) {
            if (this.#objects[name] === value) return;
            this.#objects = { ...this.#objects, [name]: value };
            this.#update();
          },
        });
      }
    }

    constructor() {
      super();
      // A declarative shadow root from the server is already attached: keep it (attachShadow
      // would empty it).
      adoptStyles(this.shadowRoot ?? this.attachShadow({ mode: 'open' }), definition.styles);
      try {
        this.#internals = this.attachInternals();
      } catch {
        /* ElementInternals unsupported: no custom states */
      }
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
      this.#raw = raw;
    }

    connectedCallback(): void {
      this.#leaving = false;
      if (this.#root || this.#preparing) return; // moved: the tree stays
      this.#releaseGate = holdPaintGate();
      // No `definition.reserve` here: a tag the page parsed has usually been painted (at zero
      // height) before its script runs, even from the cache (paint entries are reported too late
      // to tell), so a box held now would push painted content down. The view opens over the
      // page instead (the announcement's overlay). The `./react` component, which renders with
      // its page, holds it.
      const shadow = this.shadowRoot as ShadowRoot;
      const server = serverMount(shadow);
      let mount = server ?? findMount(shadow);
      if (!mount) {
        mount = document.createElement('div');
        mount.setAttribute(MOUNT_ATTRIBUTE, '');
        shadow.append(mount);
      }
      const View = definition.View as Partial<Loadable<object>>;
      if (server || (View.preload && !View.loaded) || definition.prepare || definition.loadData) void this.#prepareThenMount(mount, server ? shadow : null);
      else this.#root = renderer.mount(mount, this.#node());
    }

    /**
     * Loads the view's code and what it renders from (the boot script has usually preloaded
     * both; on a client render, the data its first render reads as well: LoadViewData), then
     * mounts React once: the first commit is the view itself, not a placeholder
     * followed by a second pass when the chunk arrives, and the loading starts at connect instead
     * of in an effect after that first commit. The host's box is reserved meanwhile (host CSS).
     * With server HTML, reads and validates its state block, seeds the stores from it and
     * hydrates: the server's DOM stays on screen meanwhile and React adopts it, node for node.
     * Cannot throw (readServerStateOf, loadView).
     */
    async #prepareThenMount(mount: Element, serverShadow: ShadowRoot | null): Promise<void> {
      this.#preparing = true;
      // Server HTML hydrates when its state block is one this client knows; else it is rendered over.
      const state = serverShadow ? await readServerStateOf(serverShadow) : null;
      this.#server = state;
      const options = parseChromeAttributes(this.#raw);
      // Before the code: the view's modules then find the server's texts in place as they
      // register (no fetch of the texts file for what the server already sent).
      if (state) seedFromServerState(state, options);
      const { loadData } = definition;
      // Hydrating, the server's state stands in for the data (see LoadViewData).
      await loadView(definition.View, definition.prepare, options, loadData && !state ? () => loadData(options, { raw: this.#raw, objects: this.#objects }) : undefined);
      this.#preparing = false;
      if (this.#root) return;
      if (!this.isConnected) {
        // Removed while loading: nothing was rendered, nothing to keep.
        this.#releaseGate?.();
        this.#releaseGate = undefined;
        return;
      }
      if (!state) {
        this.#root = renderer.mount(mount, this.#node());
        return;
      }
      this.#root = renderer.hydrate(mount, this.#node());
    }

    disconnectedCallback(): void {
      this.#leaving = true;
      // A move is a disconnect followed at once by a connect: unmount only if it stays out.
      queueMicrotask(() => {
        if (!this.#leaving || this.isConnected || !this.#root) return;
        renderer.unmount(this.#root);
        this.#root = undefined;
        this.#ready = false;
        setState(this.#internals, 'ready', false);
        this.#releaseGate?.();
        this.#releaseGate = undefined;
      });
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      const a = byAttribute.get(name);
      if (!a || this.#raw[a.prop] === value) return;
      this.#raw = { ...this.#raw, [a.prop]: value };
      this.#update();
    }

    #update(): void {
      if (this.#root) renderer.update(this.#root, this.#node());
    }

    /** The view is complete: release the paint gate and tell the page, once per mount. */
    #markReady = (): void => {
      if (this.#ready || !this.#root) return;
      this.#ready = true;
      this.#releaseGate?.();
      this.#releaseGate = undefined;
      setState(this.#internals, 'ready', true);
      dispatchChromeEvent(this, 'exch-ready', { tag: spec.tag });
    };

    #setHostState = (name: HostState, on: boolean): void => setState(this.#internals, name, on);

    #node() {
      return createElement(ChromeRoot, {
        host: this, raw: this.#raw, props: this.#objects, View: definition.View, onReady: this.#markReady, onHostState: this.#setHostState,
        server: this.#server,
      });
    }
  }

  return ChromeElement as unknown as ChromeElementClass<S>;
}

/** `customElements.define` throws for a name defined twice (a page loading two copies). */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(tag)) customElements.define(tag, element);
}
