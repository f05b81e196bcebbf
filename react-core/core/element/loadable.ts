import { createElement, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { retryLater } from '../util/backoff';
import { retryingImport } from '../util/import-retry';

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

/** The component is the chunk's default export. */
export function loadable<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback?: ReactNode | ((props: P) => ReactNode),
  options?: LoadableOptions,
): Loadable<P>;
/** The component is `pick(module)` (a chunk that exports several). */
export function loadable<P extends object, M>(
  load: () => Promise<M>,
  fallback: ReactNode | ((props: P) => ReactNode),
  options: LoadableOptions & { pick: (module: M) => ComponentType<P> },
): Loadable<P>;
export function loadable<P extends object, M>(
  load: () => Promise<M>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
  { after, pick = (module: M) => (module as { default: ComponentType<P> }).default }: LoadableOptions & { pick?: (module: M) => ComponentType<P> } = {},
): Loadable<P> {
  let component: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  // A chunk that failed is imported again under a fresh URL (import-retry.ts).
  const importChunk = retryingImport(load);
  const preload = () => {
    pending ??= importChunk().then(
      (module) => {
        component = pick(module);
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
      let cancelRetry = () => {};
      // A chunk that failed (the network dropped) is asked again while the part is on the page:
      // with backoff, and as soon as the browser is back online (it fetches a failed module again).
      const attempt = (failures: number) =>
        preload().then(
          () => live && setLoaded(true),
          (error: unknown) => {
            if (failures === 0) console.warn('[exch-chrome] a part of the chrome could not be loaded; trying again', error);
            if (live) cancelRetry = retryLater(failures + 1, () => void attempt(failures + 1));
          },
        );
      void (after && !pending ? after() : Promise.resolve()).then(() => (live ? attempt(0) : undefined));
      return () => {
        live = false;
        cancelRetry();
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
