import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { ChromeRoot } from '../core/element/chrome-root';
import type { RawAttributes } from '../core/element/attributes';
import { adoptStyles } from '../core/element/styles';
import { dispatchChromeEvent, type ChromeEventName } from '../core/element/events';
import { holdPaintGate } from '../core/layout/paint-gate';

export type EventHandlers = Partial<Record<ChromeEventName, ((event: CustomEvent) => void) | undefined>>;

export interface ShadowHostProps {
  /** The element's tag: the host `<div>` carries it as `data-exch-chrome`, `exch-ready` names it. */
  tag: string;
  View: ComponentType;
  styles: readonly string[];
  raw: RawAttributes;
  /** Object-valued properties (the header's `menu`, `visitorRedirect`). */
  objects: Readonly<Record<string, unknown>>;
  /** Event name → the page's handler; the view dispatches events on the host, as the element does. */
  events: EventHandlers;
  className?: string;
  style?: CSSProperties;
}

/**
 * Renders a chrome view into an open shadow root of its own host `<div>`, with the same
 * stylesheets and context as the custom element, and the same paint-gate and `exch-ready`
 * behaviour. Every side effect (shadow root, gate, listeners) happens in effects with cleanup, so
 * StrictMode's mount-unmount-mount leaves nothing behind.
 */
export function ShadowHost({ tag, View, styles, raw, objects, events, className, style }: ShadowHostProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptStyles(root, styles);
    setShadow(root);
  }, [styles]);

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

  return (
    <div ref={hostRef} data-exch-chrome={tag} className={className} style={{ display: 'block', ...style }}>
      {shadow && hostRef.current
        ? createPortal(<ChromeRoot host={hostRef.current} raw={raw} props={objects} View={View} onReady={onReady} />, shadow)
        : null}
    </div>
  );
}
