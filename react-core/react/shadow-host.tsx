import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import type { RawAttributes } from '../core/element/attributes';
import { ChromeHost } from '../core/element/chrome-host';
import type { HostState } from '../core/element/context';
import type { ChromeElementDefinition } from '../core/element/element-definition';
import type { ChromeEventName } from '../core/element/events';
import { hostProps } from './host-props';

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

/** The component host's states as data attributes (`data-exch-ready`, `data-exch-reserved`): a `<div>` has no custom states. */
function setDataState(host: HTMLElement, name: HostState, on: boolean): void {
  host.toggleAttribute(`data-exch-${name}`, on);
}

/**
 * Renders a chrome view into an open shadow root of its own host `<div>`, driving the same host
 * controller as the custom element (core/element/chrome-host.ts): the same stylesheets, first
 * commit, paint gate, hydration of server HTML and `exch-ready`. The view is a React root of its
 * own in the shadow root, not a portal: React cannot hydrate a portal or a
 * `<template shadowrootmode>` (React issues #26071, #33698), and one root per host is what the
 * element has too. Every side effect happens in effects with cleanup; StrictMode's
 * unmount-remount replay reaches the controller as a disconnect and a connect in the same task,
 * which it treats as a move (the tree stays).
 *
 * Server-rendered (react/server.tsx), the host holds a declarative shadow root, which the
 * browser's parser attaches, so the host has no light-DOM children and the page's hydration
 * matches this component's childless `<div>`; the controller then hydrates the shadow root. The
 * host keeps what the server put on it (`suppressHydrationWarning`: `data-exch-ready`).
 */
export function ShadowHost({ tag, definition, raw, objects, events, className, style }: ShadowHostProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const controller = useRef<ChromeHost | null>(null);
  const hostController = (host: HTMLDivElement) =>
    (controller.current ??= new ChromeHost({
      tag,
      definition,
      host,
      shadow: host.shadowRoot ?? host.attachShadow({ mode: 'open' }),
      setState: (name, on) => setDataState(host, name, on),
      reserveOnConnect: true,
    }));

  // Inputs before the connect (effects run in order), so the first load reads them.
  useLayoutEffect(() => {
    if (hostRef.current) hostController(hostRef.current).setInputs(raw, objects);
  });
  useLayoutEffect(() => {
    if (!hostRef.current) return undefined;
    const host = hostController(hostRef.current);
    host.connect();
    return () => host.disconnect();
    // One controller per mounted host: tag and definition are fixed per component type.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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

  return <div ref={hostRef} {...hostProps(tag, className, style)} suppressHydrationWarning />;
}
