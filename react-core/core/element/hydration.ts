import type { ComponentType } from 'react';
import { seedCatalog } from '../i18n/catalogs';
import { setLanguage } from '../store/prefs';
import { seedSiteData, serverSiteEntry } from '../store/site-data';
import type { ChromeOptions } from './attributes';
import type { Loadable } from './loadable';
import { MOUNT_ATTRIBUTE } from './renderer';
import type { ServerState } from './server-state';

/** The element of a shadow root React renders into (`data-exch-mount`), if there is one yet. */
export function findMount(shadow: ShadowRoot): Element | null {
  // A child of the root (`:scope` matches nothing in a ShadowRoot's querySelector).
  return [...shadow.children].find((child) => child.hasAttribute(MOUNT_ATTRIBUTE)) ?? null;
}

/**
 * The mount element of a server's render in a shadow root (declarative shadow DOM), if there is
 * one: markup in the mount. Whether it can be hydrated is for its state block to say
 * (`readServerStateOf`); server HTML without a valid state is rendered over instead.
 */
export function serverMount(shadow: ShadowRoot): Element | null {
  const mount = findMount(shadow);
  return mount?.hasChildNodes() ? mount : null;
}

/**
 * The validated state block of server HTML (server-state.ts); null when it is not a state this
 * client can hydrate (another version's, edited) or its code cannot load. The validation is a
 * chunk of its own: a page without server HTML never loads it, and the page script preloads it
 * on a page with some (elements/boot.ts).
 */
export function readServerStateOf(shadow: ShadowRoot): Promise<ServerState | null> {
  return import('./server-state').then(
    (module) => module.readServerState(shadow),
    () => null,
  );
}

/** What a view needs loaded before its first render besides its own code (the footer: its site's table). */
export type PrepareView = (options: ChromeOptions) => Promise<unknown>;

/**
 * Loads the view's code (a `loadable` view), what `prepare` loads and, for a client render, what
 * `data` loads (LoadViewData in element-definition.ts), so the first commit is the complete view (or, hydrating, the
 * server's DOM node for node). Never rejects: a failed chunk or answer renders as without it
 * (the view retries from its effects and shows its own failure or fallback).
 */
export async function loadView(View: ComponentType, prepare: PrepareView | undefined, options: ChromeOptions, data?: () => Promise<unknown>): Promise<void> {
  try {
    await Promise.all([(View as Partial<Loadable<object>>).preload?.(), prepare?.(options), data?.()]);
  } catch {
    /* the view shows its own failure when it renders */
  }
}

/**
 * Before an element loads its view and hydrates server HTML: the page's stores get what the
 * server rendered with, so the views stay complete after the hydration pass (no fall back to a
 * reserved box while the page's own loads run) and the texts need no fetch (namespaces the
 * view's modules register later find theirs in place, catalogs.ts). The language is the
 * server's (an element's `lang` attribute sets it anyway); texts and site data never replace
 * what the page already has. The views' hydration pass itself reads the state through the
 * context (chrome-root.connected.tsx).
 */
export function seedFromServerState(state: ServerState, options: Pick<ChromeOptions, 'apiBase' | 'region'>): void {
  setLanguage(state.lang);
  for (const [namespace, catalog] of Object.entries(state.texts)) seedCatalog(namespace, state.lang, catalog);
  seedSiteData(options.apiBase, options.region, state.lang, serverSiteEntry(state.site, state.loggedIn));
}
