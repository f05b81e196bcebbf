import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { ChromeRoot } from '../core/element/chrome-root';
import { CHROME_ATTRIBUTES, type RawAttributes } from '../core/element/attributes';
import { adoptStyles } from '../core/element/styles';
import type { HidingFlag } from '../core/region/regions';

type HiddenProps = { [K in HidingFlag as `hidden${Capitalize<K>}`]?: boolean };

/** The contract §3 attributes as React props (camelCase, typed). */
export interface ChromeProps extends HiddenProps {
  region?: number;
  testnet?: boolean;
  lang?: string;
  theme?: 'light' | 'dark';
  apiBase?: string;
  currentPath?: string;
  className?: string;
  style?: CSSProperties;
}

/** Props → the raw attribute strings the element path parses, so both paths behave alike. */
export function toRawAttributes(props: Record<string, unknown>): RawAttributes {
  const raw: Record<string, string | null> = {};
  for (const spec of CHROME_ATTRIBUTES) {
    const value = props[spec.prop];
    if (spec.type === 'boolean') raw[spec.prop] = value ? '' : null;
    else raw[spec.prop] = value === undefined || value === null ? null : String(value);
  }
  return raw;
}

/**
 * Renders a chrome view into an open shadow root of its own host `<div>`, with the same
 * stylesheets and context as the custom element. `events` maps `exch-*` event names to
 * handlers: the view dispatches them on the host, as the element does.
 */
export function ShadowHost({
  View, styles, props, events, name, extraRaw, objectProps,
}: {
  View: ComponentType;
  styles: readonly string[];
  props: ChromeProps;
  events: Record<string, ((event: CustomEvent) => void) | undefined>;
  name: string;
  /** Attributes of this component only (e.g. the announcement's `page`). */
  extraRaw?: Record<string, string | null>;
  /** Object-valued element properties (the header's `menu`, `visitorRedirect`). */
  objectProps?: Record<string, unknown>;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [shadow, setShadow] = useState<ShadowRoot | null>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    adoptStyles(root, styles);
    setShadow(root);
  }, [styles]);
  const handlers = useRef(events);
  handlers.current = events;
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const names = Object.keys(handlers.current);
    const listener = (event: Event) => handlers.current[event.type]?.(event as CustomEvent);
    for (const n of names) host.addEventListener(n, listener);
    return () => {
      for (const n of names) host.removeEventListener(n, listener);
    };
  }, []);
  return (
    <div ref={hostRef} data-exch-chrome={name} className={props.className} style={{ display: 'block', ...props.style }}>
      {shadow && hostRef.current
        ? createPortal(
            <ChromeRoot
              host={hostRef.current} raw={{ ...toRawAttributes(props as Record<string, unknown>), ...extraRaw }}
              props={objectProps} View={View}
            />,
            shadow,
          )
        : null}
    </div>
  );
}
