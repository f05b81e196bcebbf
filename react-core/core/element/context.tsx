import { createContext, useContext } from 'react';
import type { ChromeOptions, RawAttributes } from './attributes';
import type { HidingFlag, Site } from '../region/regions';

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
   * Dispatches a bubbling, composed `exch-*` CustomEvent from the host. Returns false when a
   * listener called preventDefault() (cancelable events), so the page can take over the default.
   */
  emit: <T>(name: `exch-${string}`, detail: T, cancelable?: boolean) => boolean;
  /** Tells the page-wide paint gate this element has painted (see core/layout/paint-gate.ts). */
  painted: () => void;
}

export const ChromeContext = createContext<ChromeContextValue | null>(null);

export function useChrome(): ChromeContextValue {
  const value = useContext(ChromeContext);
  if (!value) throw new Error('useChrome() must be used inside a chrome element');
  return value;
}

export function dispatchChromeEvent<T>(host: EventTarget, name: string, detail: T, cancelable = false): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }));
}
