import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import type { Root } from 'react-dom/client';
import { ChromeRoot } from '../core/element/chrome-root';
import { parseChromeAttributes, type RawAttributes } from '../core/element/attributes';
import { loadView, readServerStateOf, seedFromServerState, serverMount } from '../core/element/hydration';
import type { ChromeElementDefinition } from '../core/element/element-definition';
import { reactRenderer } from '../core/element/renderer';
import type { ServerState } from '../core/element/server-state';
import type { Loadable } from '../core/element/loadable';
import { hostProps } from './host-props';
import { adoptStyles } from '../core/element/styles';
import { dispatchChromeEvent, type ChromeEventName } from '../core/element/events';
import { holdPaintGate } from '../core/layout/paint-gate';

export type EventHandlers = Partial<Record<ChromeEventName, ((event: CustomEvent) => void) | undefined>>;

export interface ShadowHostProps {
  /** The element's tag: the host `<div>` carries it as `data-exch-chrome`, `exch-ready` names it. */
  tag: string;
  /** The element's runtime (view, styles, reserve, what its first render needs): the custom element's own. */
  definition: ChromeElementDefinition;
  raw: RawAttributes;
  /** Object-valued properties (the header's `menu`, `visitorRedirect`). */
  objects: Readonly<Record<string, unknown>>;
  /** Event name → the page's handler; the view dispatches events on the host, as the element does. */
  events: EventHandlers;
  className?: string;
  style?: CSSProperties;
}

/** What the hydrated root renders from (the latest props). */
interface ViewInputs {
  raw: RawAttributes;
  objects: Readonly<Record<string, unknown>>;
  View: ComponentType;
  onReady: () => void;
}

function viewNode(host: HTMLElement, { raw, objects, View, onReady }: ViewInputs, server: ServerState) {
  return <ChromeRoot host={host} raw={raw} props={objects} View={View} onReady={onReady} server={server} />;
}

/** A server-rendered shadow root being hydrated: its own React root (portals cannot hydrate). */
interface Hydrated {
  shadow: ShadowRoot;
  mount: Element;
  /** Its validated state block, read before the root hydrates (null until then). */
  state: ServerState | null;
  root: Root | null;
}

/**
 * Renders a chrome view into an open shadow root of its own host `<div>`, with the same
 * stylesheets and context as the custom element, and the same paint-gate and `exch-ready`
 * behaviour. Every side effect (shadow root, gate, listeners) happens in effects with cleanup, so
 * StrictMode's mount-unmount-mount leaves nothing behind.
 *
 * Two ways in:
 * - rendered in the browser: a portal into a shadow root attached in a layout effect;
 * - server-rendered (react/server.tsx: the host holds a declarative shadow root, which the
 *   browser's parser attaches, so the host has no light-DOM children and the page's hydration
 *   matches this component's childless `<div>`): the view's code and the server's state are
 *   loaded, then a root of its own hydrates the server's DOM node for node, as the custom
 *   element does (React cannot hydrate a portal or a `<template shadowrootmode>`: React issues
 *   #26071, #33698). The host keeps what the server put on it (`suppressHydrationWarning`:
 *   `data-exch-ready`, the shadow root).
 */
export function ShadowHost({ tag, definition, raw, objects, events, className, style }: ShadowHostProps) {
  const { View, styles, prepare, loadData, reserve } = definition;
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  const hydrated = useRef<Hydrated | null>(null);
  // The inputs the first client render loads for (the latest, read when the load starts).
  const firstInputs = useRef({ raw, objects });
  useLayoutEffect(() => {
    firstInputs.current = { raw, objects };
  });
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const existing = host.shadowRoot;
    // Only a declarative shadow root has a mount element (the portal renders into the root itself).
    const mount = existing && !hydrated.current ? serverMount(existing) : null;
    const root = existing ?? host.attachShadow({ mode: 'open' });
    adoptStyles(root, styles);
    if (mount) {
      hydrated.current = { shadow: root, mount, state: null, root: null };
      return undefined;
    }
    if (hydrated.current) return undefined;
    // As the custom element: the box is reserved (host CSS) while the view's code and the data
    // its first render reads load, then the portal's first commit is the complete view.
    const inputs = firstInputs.current;
    host.toggleAttribute('data-exch-reserved', reserve?.(inputs.raw) ?? false);
    const loadable = View as Partial<Loadable<object>>;
    if (!prepare && !loadData && (!loadable.preload || loadable.loaded)) {
      setShadow(root);
      return undefined;
    }
    let live = true;
    const options = parseChromeAttributes(inputs.raw);
    void loadView(View, prepare, options, loadData ? () => loadData(options, inputs) : undefined).then(() => {
      if (live) setShadow(root);
    });
    return () => {
      live = false;
    };
  }, [styles, View, prepare, loadData, reserve]);

  // Held while mounted until the view is complete.
  const release = useRef<(() => void) | null>(null);
  const ready = useRef(false);
  useEffect(() => {
    const done = holdPaintGate();
    release.current = done;
    ready.current = false;
    return () => {
      done();
      release.current = null;
    };
  }, []);
  const onReady = useCallback(() => {
    const host = hostRef.current;
    if (ready.current || !host) return;
    ready.current = true;
    release.current?.();
    host.dataset.exchReady = '';
    dispatchChromeEvent(host, 'exch-ready', { tag });
  }, [tag]);

  const handlers = useRef(events);
  useEffect(() => {
    handlers.current = events;
  });
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    const listener = (event: Event) => handlers.current[event.type as ChromeEventName]?.(event as CustomEvent);
    const names = Object.keys(handlers.current);
    for (const name of names) host.addEventListener(name, listener);
    return () => {
      for (const name of names) host.removeEventListener(name, listener);
    };
  }, []);

  // The server's shadow root: load, seed, hydrate once; render again when the inputs change;
  // unmount only if the component stays unmounted (StrictMode re-runs effects at once).
  const leaving = useRef(false);
  const inputs = useRef<ViewInputs | null>(null);
  useLayoutEffect(() => {
    inputs.current = { raw, objects, View, onReady };
    const target = hydrated.current;
    if (target?.root && target.state && hostRef.current) reactRenderer.update(target.root, viewNode(hostRef.current, inputs.current, target.state));
  }, [raw, objects, View, onReady]);
  useEffect(() => {
    leaving.current = false;
    const target = hydrated.current;
    if (!target || !inputs.current) return undefined;
    let live = true;
    if (!target.root) {
      const options = parseChromeAttributes(inputs.current.raw);
      const view = inputs.current.View;
      void readServerStateOf(target.shadow).then(async (state) => {
        if (!live || target.root) return;
        if (!state) {
          // Not a state this client knows: rendered over, as without server HTML.
          hydrated.current = null;
          setShadow(target.shadow);
          return;
        }
        target.state = state;
        // Before the code, so its modules find the server's texts as they register (element.ts too).
        seedFromServerState(state, options);
        await loadView(view, prepare, options);
        const host = hostRef.current;
        if (!live || target.root || !host || !inputs.current) return;
        target.root = reactRenderer.hydrate(target.mount, viewNode(host, inputs.current, state));
      });
    }
    return () => {
      live = false;
      leaving.current = true;
      // Unmounting a root from another root's commit is not allowed: after it, unless remounted.
      queueMicrotask(() => {
        if (!leaving.current || !target.root) return;
        reactRenderer.unmount(target.root);
        target.root = null;
        hydrated.current = null;
      });
    };
  }, [prepare]);

  return (
    <div ref={hostRef} {...hostProps(tag, className, style)} suppressHydrationWarning>
      {shadow && hostRef.current
        ? createPortal(<ChromeRoot host={hostRef.current} raw={raw} props={objects} View={View} onReady={onReady} />, shadow)
        : null}
    </div>
  );
}
