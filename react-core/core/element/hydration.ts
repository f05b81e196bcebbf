import type { ComponentType } from 'react';
import type { ChromeOptions } from './attributes';
import type { HydrationInputs } from './context';
import type { Loadable } from './loadable';
import { MOUNT_ATTRIBUTE } from './renderer';
import { stateBlocks } from './state-block';
import { VISITOR_ONLY_ATTRIBUTE } from './visitor-only';

/** The element of a shadow root React renders into (`data-exch-mount`), if there is one yet. */
export function findMount(shadow: ShadowRoot): Element | null {
  // A child of the root (`:scope` matches nothing in a ShadowRoot's querySelector).
  return [...shadow.children].find((child) => child.hasAttribute(MOUNT_ATTRIBUTE)) ?? null;
}

/**
 * The mount element of a server's render in a shadow root (declarative shadow DOM), if there is
 * one: markup in the mount. Whether it can be hydrated is for its state block to say
 * (`hydrationOfServerHtml`); server HTML without a valid state is rendered over instead.
 */
export function serverMount(shadow: ShadowRoot): Element | null {
  const mount = findMount(shadow);
  return mount?.hasChildNodes() ? mount : null;
}

/**
 * The hydration inputs of server HTML, its state block validated and the page's stores seeded
 * from it (hydration-state.ts); null when it is not a state this client can hydrate (another
 * version's, edited) or its code cannot load. That code is a chunk of its own: a page without
 * server HTML never loads it, and the page script preloads it on a page with some (elements/boot.ts).
 */
export function hydrationOfServerHtml(shadow: ShadowRoot, options: Pick<ChromeOptions, 'apiBase' | 'region'>): Promise<HydrationInputs | null> {
  return import('./hydration-state').then(
    (module) => module.hydrationOf(shadow, options),
    () => null,
  );
}

/**
 * Whether server HTML that shows what only a visitor sees (Log in, Sign up) is under a login's
 * session, its state not saying who is logged in (the build's static snippets, written before
 * anyone asked): then it is rendered over once its code is in, as a painted snippet is
 * (prepaint-start.ts), not hydrated and then swapped to the account area (which widens the bar's
 * end: a layout shift). Resolves false for a visitor, for a state that says who it rendered for,
 * and when the answer failed (the server's visitor stands). Never rejects.
 */
export function loginUnderServerHtml(shadow: ShadowRoot, options: Pick<ChromeOptions, 'apiBase' | 'region'>): Promise<boolean> {
  // Here, not in the chunk: the attribute's module then stays out of the views' chunks it would share.
  if (!shadow.querySelector(`[${VISITOR_ONLY_ATTRIBUTE}]`)) return Promise.resolve(false);
  return import('./hydration-state').then((module) => module.loginUnderState(shadow, options)).catch(() => false);
}

/**
 * Seeds the texts of a state block in the shadow root, if it has one (hydration-state.ts
 * `seedTextsOf`); without one the state's code is not loaded. Never rejects.
 */
export function seedServerTexts(shadow: ShadowRoot): Promise<void> {
  if (!stateBlocks(shadow).length) return Promise.resolve();
  return import('./hydration-state').then(
    (module) => module.seedTextsOf(shadow),
    () => undefined,
  );
}

/**
 * Removes the shadow root's state block: its HTML is to be rendered over, not hydrated (a painted
 * visitor's snippet under a login's session), and without the block it is read as such.
 */
export function dropServerState(shadow: ShadowRoot): void {
  stateBlocks(shadow).forEach((block) => block.remove());
}

/**
 * Loads the view's code (a `loadable` view), what `prepare` loads and, for a client render, what
 * `data` loads (LoadViewData in element-definition.ts), so the first commit is the complete view (or, hydrating, the
 * server's DOM node for node). Never rejects: a failed chunk or answer renders as without it
 * (the view retries from its effects and shows its own failure or fallback).
 */
export async function loadView(View: ComponentType, prepare: (() => Promise<unknown>) | undefined, data?: () => Promise<unknown>): Promise<void> {
  try {
    await Promise.all([(View as Partial<Loadable<object>>).preload?.(), prepare?.(), data?.()]);
  } catch {
    /* the view shows its own failure when it renders */
  }
}
