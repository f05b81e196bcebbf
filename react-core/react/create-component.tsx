import { useMemo, useState, type CSSProperties } from 'react';
import { CHROME_ATTRIBUTES, type ChromeAttributeSpec, type RawAttributes } from '../core/element/attributes';
import { handlerPropName, type ChromeEventMap, type HandlerProp } from '../core/element/events';
import type { ChromeAttributeProps, ElementSpec, EventsOf, ObjectProps, OwnAttributeProps } from '../core/element/element-spec';
import type { ChromeElementDefinition } from '../core/element/element-definition';
import type { ChromeServerData, ServerStyles } from '../server/render';
import { ShadowHost, type EventHandlers } from './shadow-host';
import { componentName, toRawAttributes } from './props';

/** `on*` props from the element's events: `exch-logout` → `onLogout(event)`. */
export type HandlerProps<S extends ElementSpec> = {
  [K in EventsOf<S> as HandlerProp<K>]?: (event: CustomEvent<ChromeEventMap[K]>) => void;
};

/**
 * Props only a server render reads (react/server.tsx); the browser ignores them, so a page passes
 * the same props on both sides.
 */
export interface ServerRenderProps {
  /** Data the server already has (common data, compliance, logged in; see `exch-chrome/server`). The header's menu is its `menu` prop. */
  serverData?: Omit<ChromeServerData, 'menu'>;
  /** URL prefix of the package's dist/ folder for the server HTML's stylesheet link (default `/dist/`). */
  assetBase?: string;
  /** The server HTML's styles: linked (default) or inline (`exch-chrome/server`'s `styles`). */
  serverStyles?: ServerStyles;
  /** With inline styles: the response's CSP nonce. */
  nonce?: string;
}

/** A chrome component's props: the attributes in camelCase, the object properties and the handlers. */
export type ChromeComponentProps<S extends ElementSpec> = Partial<ChromeAttributeProps & OwnAttributeProps<S>> &
  Partial<ObjectProps<S>> &
  HandlerProps<S> &
  ServerRenderProps & { className?: string; style?: CSSProperties };

const shallowEqual = (a: Readonly<Record<string, unknown>>, b: Readonly<Record<string, unknown>>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((k) => Object.is(a[k], b[k]));

/** The previous object back while its entries are the same (React's "previous render" pattern). */
function useShallowStable<T extends Readonly<Record<string, unknown>>>(value: T): T {
  const [stable, setStable] = useState(value);
  if (stable === value || shallowEqual(stable, value)) return stable;
  setStable(value);
  return value;
}

/**
 * The `./react` component of an element: the same view, store and behaviour as the custom
 * element (spec in its feature's `<feature>.element.ts`, runtime in its feature's `<feature>.definition.ts`),
 * rendered in a shadow root of its own `<div>`, or hydrating the one a server rendered
 * (react/server.tsx).
 */
export function createChromeComponent<S extends ElementSpec>(spec: S, definition: ChromeElementDefinition) {
  const attributes: readonly ChromeAttributeSpec[] = [...CHROME_ATTRIBUTES, ...spec.attributes];
  const objectNames = Object.keys(spec.properties);
  const handlerNames = spec.events.map((name) => [name, handlerPropName(name)] as const);

  function ChromeComponent(props: ChromeComponentProps<S>) {
    const all = props as Readonly<Record<string, unknown>>;
    // The raw strings as a key: a new object only when a value changed.
    const rawKey = JSON.stringify(toRawAttributes(attributes, all));
    const raw = useMemo(() => JSON.parse(rawKey) as RawAttributes, [rawKey]);
    const objects = useShallowStable(Object.fromEntries(objectNames.map((name) => [name, all[name]])));
    const events: EventHandlers = Object.fromEntries(handlerNames.map(([event, prop]) => [event, all[prop] as ((e: CustomEvent) => void) | undefined]));
    return <ShadowHost tag={spec.tag} definition={definition} raw={raw} objects={objects} events={events} className={props.className} style={props.style} />;
  }
  ChromeComponent.displayName = componentName(spec.tag);
  return ChromeComponent;
}
