import { useSyncExternalStore } from 'react';

interface WatchedQuery {
  subscribe: (onChange: () => void) => () => void;
  matches: () => boolean;
}

/**
 * One MediaQueryList per query for the page's life: its `matches` is live, so every render reads
 * it without asking the browser to parse the query again, and the subscribe function keeps its
 * identity (a new one on each render made React unsubscribe and subscribe again on every render
 * of every element using it).
 */
const watched = new Map<string, WatchedQuery>();

function watch(query: string): WatchedQuery {
  let entry = watched.get(query);
  if (!entry) {
    let list: MediaQueryList | undefined;
    const listOf = () => (list ??= matchMedia(query));
    entry = {
      subscribe: (onChange) => {
        if (typeof matchMedia !== 'function') return () => {};
        listOf().addEventListener('change', onChange);
        return () => listOf().removeEventListener('change', onChange);
      },
      matches: () => typeof matchMedia === 'function' && listOf().matches,
    };
    watched.set(query, entry);
  }
  return entry;
}

/** Whether a media query matches now (false on a server render); re-renders when it flips. */
export function useMediaQuery(query: string): boolean {
  return useMediaQueryOrUnknown(query) ?? false;
}

const unknownOnServer = () => null;
const NOTHING: WatchedQuery = { subscribe: () => () => {}, matches: () => false };

/**
 * `useMediaQuery` that says null where the width is not known: on a server render and in the
 * hydration pass that must match it. A view then renders every variant and lets its CSS media
 * queries show the one that applies, so the server's HTML is right at every width and the
 * client's switch to its one variant after hydration moves nothing.
 */
export function useMediaQueryOrUnknown(query: string | null): boolean | null {
  // No query (a hook must be called on every render): nothing is parsed or watched.
  const { subscribe, matches } = query === null ? NOTHING : watch(query);
  return useSyncExternalStore(subscribe, matches, unknownOnServer);
}
