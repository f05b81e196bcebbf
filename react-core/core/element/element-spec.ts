/**
 * The one description of a chrome element (Shoelace's "the JSDoc is the API", as data): its tag,
 * own attributes, object-valued properties and the events it fires. The custom-element class
 * (elements/create-element.ts), the `./react` component (react/create-component.tsx), the tag-map
 * and JSX types, and custom-elements.json (scripts/manifest.mjs) all derive from it.
 *
 * Each element's spec lives in its feature's `<feature>.element.ts`, in its declaration
 * (`ChromeElementDeclaration`, listed once in react-core/chrome-elements.ts) and beside its words
 * (`ElementDocs`), which the type below forces to cover exactly the spec's attributes,
 * properties and events. The words are a separate export, so the shipped script (which imports
 * only the declarations) leaves them out.
 */
import type { ChromeAttributeSpec, ThemeAttribute } from './attributes';
import type { ChromeOutboundEvent } from './events';
import type { HidingFlag, RegionId } from '../region/regions';
import type { LanguageCode } from '../i18n/languages';

/** An object-valued property; `type` only carries the TypeScript type (never read at run time). */
export interface PropertySpec<T> {
  type?: T;
}
export const property = <T>(): PropertySpec<T> => ({});

export interface ElementSpec {
  tag: `exch-${string}`;
  /** Attributes of this element only (the shared ones are CHROME_ATTRIBUTES). */
  attributes: readonly ChromeAttributeSpec[];
  properties: Readonly<Record<string, PropertySpec<unknown>>>;
  /** Events the element dispatches (names of CHROME_EVENTS). */
  events: readonly ChromeOutboundEvent[];
}

/**
 * What an element's first paint needs, named in its declaration and read by the three places
 * that load it: the boot script, before the elements' code has loaded (elements/boot.ts), the
 * hosts (react-core/chrome-definitions.ts `forHosts`, each need in its FIRST_PAINT_PHASE) and the
 * server (react-core/server/fetch.ts `serverPartsOf`); beyond what every element needs (its site's data, its
 * first-paint texts and, when its declaration names one, its view's chunk):
 * - `footer-table`: the page's footer variant's table;
 * - `server-menu`: the server menu (unless cached, given by the page, or the testnet's);
 * - `site-menu`: a sub-site's built-in navigation chunk;
 * - `notice`: the page key's announcement; `bulletin`: the full-site bulletin.
 */
export type FirstPaintNeed = 'footer-table' | 'server-menu' | 'site-menu' | 'notice' | 'bulletin';

/**
 * When a host meets each need (react-core/chrome-definitions.ts): `code` before every first
 * render, hydration included (the view renders from it, the server's HTML too); `data` before a
 * client render only (hydrating, the server's state stands in; see LoadViewData).
 */
export const FIRST_PAINT_PHASE: Readonly<Record<FirstPaintNeed, 'code' | 'data'>> = {
  'footer-table': 'code',
  'site-menu': 'code',
  'server-menu': 'data',
  notice: 'data',
  bulletin: 'data',
};

/** The first-paint needs an element's declaration names. */
export type FirstPaintOf<D extends { readonly firstPaint: readonly FirstPaintNeed[] }> = D['firstPaint'][number];

/**
 * An element, declared once in its feature's folder (`<feature>/<feature>.element.ts`) and listed
 * once in react-core/chrome-elements.ts: everything else about it (the custom element, the boot
 * script's tags and preloads, the `./react` components, the tag and JSX types, the server
 * renderer, the snippets, the manifest, the chunk plan) is derived from the list.
 */
export interface ChromeElementDeclaration<S extends ElementSpec = ElementSpec> {
  readonly spec: S;
  /**
   * Its folder under react-core/: `<feature>.definition.ts` holds its runtime
   * (`<FEATURE>_DEFINITION`), `<feature>.server.ts` its server view (`<FEATURE>_SERVER_VIEW`).
   */
  readonly feature: string;
  /** Rendered by exch-chrome/server and pre-rendered into dist/snippets (a page of the user's own messages is not). */
  readonly server: boolean;
  /** Its view when that is a chunk of its own, which the boot preloads when the element is on the page (a module of its folder). */
  readonly view?: string;
  readonly firstPaint: readonly FirstPaintNeed[];
  /**
   * Its snippet shows a logged-out visitor (the header): the page script paints it before the
   * code only once common data says the visitor is logged out (core/element/prepaint-start.ts).
   */
  readonly visitorSnippet?: boolean;
}

/** The words of an element, checked against its spec: a missing or extra entry is a type error. */
export interface ElementDocs<S extends ElementSpec> {
  summary: string;
  /** Markdown; what the element shows and does, for the manifest. */
  description: string;
  attributes: { [K in S['attributes'][number]['prop']]: { description: string; default: string } };
  properties: { [K in keyof S['properties']]: string };
  events: { [K in S['events'][number]]: string };
  /** `part` names → what they are. */
  parts: Readonly<Record<string, string>>;
  /** Custom properties of this element only (the shared ones are in attribute-docs.ts). */
  cssProperties: Readonly<Record<`--exch-${string}`, string>>;
  slots: Readonly<Record<string, string>>;
}

// Types derived from a spec --------------------------------------------------------------------

type AttributeValue<T extends ChromeAttributeSpec['type']> = T extends 'boolean' ? boolean : T extends 'number' ? number : string;

type HiddenProps = { [K in HidingFlag as `hidden${Capitalize<K>}`]: boolean };

/** The shared attributes as typed properties (contract §3). */
export interface ChromeAttributeProps extends HiddenProps {
  /** A sub-site of the region table (an unknown id renders global and warns). */
  region: RegionId;
  testnet: boolean;
  /** A UI language (other spellings such as `zh_TW` or `en-US` are normalised at run time). */
  lang: LanguageCode;
  /** `auto` follows the system's colour scheme, live. */
  theme: ThemeAttribute;
  apiBase: string;
  currentPath: string;
  /** Development diagnostics in the console (why the chrome is empty), for the page's life. */
  debug: boolean;
}

export type OwnAttributeProps<S extends ElementSpec> = {
  [A in S['attributes'][number] as A['prop']]: A extends { values: readonly (infer V)[] } ? V : AttributeValue<A['type']>;
};

export type ObjectProps<S extends ElementSpec> = {
  -readonly [K in keyof S['properties']]: Exclude<S['properties'][K]['type'], undefined> | undefined;
};

/** What the element class exposes (every attribute as a reflecting property, plus object properties). */
export type ElementProps<S extends ElementSpec> = Partial<ChromeAttributeProps & OwnAttributeProps<S>> & ObjectProps<S>;

export type EventsOf<S extends ElementSpec> = S['events'][number];
