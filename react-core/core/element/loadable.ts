import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code is a chunk of its own, loaded on first render (from an effect) or
 * earlier through `preload()` (idle time, pointer or focus intent, the boot script's module
 * preloads). Unlike React.lazy it never suspends: it renders nothing until the code is there,
 * then the component, at once (or `fallback` meanwhile, a node or a function of the props). Suspense would hold back the reveal of content that resolved
 * right after its fallback for React's 300 ms fallback throttle, which on a first paint costs a
 * third of a second for nothing; and a server can `preload()` before rendering.
 */
export type Loadable<P extends object> = ComponentType<P> & {
  /** Starts loading (once); resolves when the component is ready. */
  preload: () => Promise<void>;
  /** The component, once loaded (renders it without a state update). */
  readonly loaded: ComponentType<P> | null;
};

export interface LoadableOptions {
  /**
   * What a first render waits for before it starts loading (an earlier `preload()` still loads
   * at once), e.g. `afterChromePaint` for a part whose fallback holds its place in the first paint
   * (the account area's shell): its chunks then do not compete with the first paint's.
   */
  after?: () => Promise<void>;
}

export function loadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
  { after }: LoadableOptions = {},
): Loadable<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = () => {
    pending ??= load().then(
      (module) => {
        component = module.default;
      },
      (error: unknown) => {
        // A chunk that failed to load may load on a later attempt.
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  function LoadableComponent(props: P) {
    const [, setLoaded] = useState(component !== null);
    useEffect(() => {
      if (component) return undefined;
      let live = true;
      (after && !pending ? after() : Promise.resolve())
        .then(() => (live ? preload() : undefined))
        .then(
          () => live && setLoaded(true),
          (error: unknown) => console.warn('[exch-chrome] a part of the chrome could not be loaded', error),
        );
      return () => {
        live = false;
      };
    }, []);
    if (component) return createElement(component, props);
    return typeof fallback === 'function' ? fallback(props) : fallback;
  }
  return Object.assign(LoadableComponent, {
    preload,
    get loaded() {
      return component;
    },
  }) as Loadable<P>;
}
