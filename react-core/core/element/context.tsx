import { createContext, useContext, useLayoutEffect } from 'react';
import type { ChromeOptions, RawAttributes } from './attributes';
import type { ChromeEventMap, ChromeOutboundEvent } from './events';
import type { HidingFlag, Site } from '../region/regions';
import type { SiteDataEntry } from '../store/site-data';
import type { ServerState } from './server-state';

/**
 * The inputs of a server render (server-state.ts), mapped: what the hydration pass renders from
 * instead of the page's stores, so it produces exactly the server's DOM.
 */
export interface HydrationInputs extends Pick<ServerState, 'lang' | 'currentPath' | 'year' | 'menu'> {
  site: SiteDataEntry;
}

/** What every view knows about the element it renders in. */
export interface ChromeContextValue {
  /** The custom element (or the React wrapper's host) that events are dispatched from. */
  host: HTMLElement;
  options: ChromeOptions;
  /** Every attribute as written (null when absent), for an element's own attributes. */
  raw: RawAttributes;
  /** Object-valued properties the page set on the element (e.g. `menu`). */
  props: Readonly<Record<string, unknown>>;
  /** The region's facts with the testnet overlay. */
  site: Site;
  /** Region hiding plus the page's hidden-* attributes. */
  isHidden: (flag: HidingFlag) => boolean;
  /**
   * The site prefix (spec §2 "language or site prefix": common data's `lang_prefix` beyond the
   * language, core/routes/links.ts sitePrefixOf); '' when there is none. Every same-site link the
   * views build starts with it (`withSitePrefix`), and `options.currentPath` is read without it.
   */
  sitePrefix: string;
  /**
   * Dispatches a bubbling, composed chrome event (events.ts) from the host. Returns false when a
   * listener called preventDefault() on a cancelable event, so the caller skips its default.
   */
  emit: <K extends ChromeOutboundEvent>(name: K, detail: ChromeEventMap[K]) => boolean;
  /**
   * The view is complete (its first useful paint): releases the element's hold on the page-wide
   * paint gate (core/layout/paint-gate.ts) and dispatches `exch-ready`. Idempotent.
   */
  markReady: () => void;
  /** Turns a custom state of the host on or off (`:host(:state(reserved))`); a no-op in React components. */
  setHostState: (name: HostState, on: boolean) => void;
  /**
   * Non-null only while rendering on a server and during the hydration pass of server HTML: the
   * server's inputs. Views show these instead of what the page knows (stored choices, newer
   * data), which they apply in the re-render right after hydration.
   */
  hydration: HydrationInputs | null;
}

/** The host's custom states: `ready` after the first complete render, `reserved` while its box is held. */
export type HostState = 'ready' | 'reserved';

/**
 * Whether the host holds its box (the element's `:state(reserved)`, the component host's
 * `data-exch-reserved`), as it decided when it connected: a view renders into that space, or
 * else over the page. Read on the client only.
 */
export function isHostReserved(host: Element): boolean {
  if (host.hasAttribute('data-exch-reserved')) return true;
  try {
    return host.matches(':state(reserved)');
  } catch {
    return false;
  }
}

export const ChromeContext = createContext<ChromeContextValue | null>(null);

export function useChrome(): ChromeContextValue {
  const value = useContext(ChromeContext);
  if (!value) throw new Error('useChrome() must be used inside a chrome element');
  return value;
}

/** The server's inputs while hydrating (or rendering on a server), else null; usable outside a chrome element. */
export function useHydration(): HydrationInputs | null {
  return useContext(ChromeContext)?.hydration ?? null;
}

/**
 * Marks the element complete once `complete` turns true, in the commit that shows it: a layout
 * effect runs once that commit's DOM is in place, before the browser paints it. (A passive effect
 * would wait for the paint and then for whatever other roots scheduled first, so `exch-ready`
 * and the paint gate would lag the content by a frame or more.)
 */
export function useMarkReady(complete: boolean): void {
  const { markReady } = useChrome();
  useLayoutEffect(() => {
    if (complete) markReady();
  }, [complete, markReady]);
}
