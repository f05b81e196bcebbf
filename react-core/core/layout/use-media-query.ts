import { useSyncExternalStore } from 'react';

function subscribe(query: string) {
  return (onChange: () => void) => {
    if (typeof matchMedia !== 'function') return () => {};
    const list = matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}

/** Whether a media query matches now (false on a server render); re-renders when it flips. */
export function useMediaQuery(query: string): boolean {
  return useMediaQueryOrUnknown(query) ?? false;
}

/**
 * `useMediaQuery` that says null where the width is not known: on a server render and in the
 * hydration pass that must match it. A view then renders every variant and lets its CSS media
 * queries show the one that applies, so the server's HTML is right at every width and the
 * client's switch to its one variant after hydration moves nothing.
 */
export function useMediaQueryOrUnknown(query: string): boolean | null {
  return useSyncExternalStore(
    subscribe(query),
    () => typeof matchMedia === 'function' && matchMedia(query).matches,
    () => null,
  );
}
