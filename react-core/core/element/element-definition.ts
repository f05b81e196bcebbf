import type { ComponentType } from 'react';
import type { ChromeOptions, RawAttributes } from './attributes';
import type { Site } from '../region/regions';
import type { FirstPaintNeed } from './element-spec';

/** What a host gives the definition's hooks: its raw attributes (by property name) and its object properties. */
export interface HostInputs {
  raw: RawAttributes;
  objects: Readonly<Record<string, unknown>>;
}

/**
 * The data a view's first client render reads (site data, the header's menu, the notice), loaded
 * before a host mounts, so its first commit is the complete view instead of its reserved box
 * followed by a render per answer. The boot script has usually started every one of these
 * requests, so this waits for answers already on their way. Not before hydrating server HTML:
 * the server's state stands in until the page's own loads (started by the view) arrive.
 */
export type LoadViewData = (options: ChromeOptions, inputs: HostInputs) => Promise<unknown>;

/** What a view needs loaded before its first render besides its own code (the footer: its texts). */
export type PrepareView = (options: ChromeOptions, inputs: HostInputs) => Promise<unknown>;

/** How a host meets one first-paint need of its element (element-spec.ts `FirstPaintNeed`). */
export type NeedLoader = (options: ChromeOptions, inputs: HostInputs) => Promise<unknown>;

/**
 * One element's runtime, written once in its feature folder (`<feature>.definition.ts`) and
 * driven by both hosts: the custom element (elements/create-element.ts) and the `./react`
 * component (react-core/react/create-component.tsx), so both paint the same first commit.
 */
interface DefinitionParts {
  View: ComponentType;
  /** CSS texts (imported with `?inline`) adopted into the shadow root. */
  styles: readonly string[];
  /**
   * Whether to reserve the host's box as it connects (the element's custom state `reserved`,
   * the component host's `data-exch-reserved`), e.g. the announcement bar a returning visitor expects.
   */
  reserve?: (raw: RawAttributes) => boolean;
  /**
   * What the view needs loaded before its first render besides its own code (a `loadable` View
   * is loaded anyway), e.g. the footer's table of its site: the host mounts (or hydrates
   * server HTML) once both are in, so its first commit is complete.
   */
  prepare?: PrepareView;
  /** The data its first client render reads (see LoadViewData): the host mounts once it is in. */
  loadData?: LoadViewData;
}

/**
 * One element's runtime (see DefinitionParts), with, for `N` its declaration's first-paint needs:
 * `needs`, one loader per need its declaration names (`<feature>.element.ts` `firstPaint`, the
 * definition typed with `FirstPaintOf<typeof X_ELEMENT>`: a missing or extra one is a type error).
 * The hosts run the declaration's list, each need in its phase (element-spec.ts
 * `FIRST_PAINT_PHASE`: with `prepare` or with `loadData`), as the boot script and the server
 * renderer read the same list (react-core/chrome-definitions.ts `forHosts`). Without `N`: what a
 * host drives (needs already folded in) or a test's element with none.
 */
export type ChromeElementDefinition<N extends FirstPaintNeed = never> = DefinitionParts &
  ([N] extends [never] ? { needs?: Readonly<Partial<Record<FirstPaintNeed, NeedLoader>>> } : { needs: { readonly [K in N]: NeedLoader } });

/**
 * What a server render of a view needs besides its element's definition
 * (react-core/server/render.tsx), exported by the view's module beside the view, so each list is
 * written once: the view adopts the same styles, and the namespaces are the ones it translates with.
 */
export interface ServerView {
  /** The view itself (the server renders it directly, not through the definition's loadable). */
  View: ComponentType;
  /** The CSS its first paint adopts besides the definition's `styles`, in the client's order. */
  styles: readonly string[];
  /** The first-paint text namespaces it translates with, serialised for the hydration pass. */
  namespaces: (site: Site) => readonly string[];
}
