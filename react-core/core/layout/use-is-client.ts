import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while rendering on a server and while hydrating the server's HTML, true afterwards: state
 * the server cannot know (stored dismissals, the time, the viewport) is read only once this is
 * true, so hydration matches the server's HTML and the client's values follow in a re-render.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
