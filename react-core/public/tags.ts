import type { ChromeTagName, ChromeTagSpecs } from '../chrome-elements';
import type { ChromeAttributeProps, ElementSpec, ObjectProps } from '../core/element/element-spec';
import type { ChromeEventMap } from '../core/element/events';

/**
 * The tags as a template writes them, for every framework's type checker (exch-chrome/jsx for
 * React 19, exch-chrome/jsx/preact, exch-chrome/jsx/solid, exch-chrome/vue, exch-chrome/svelte):
 * derived from the element list (react-core/chrome-elements.ts), so a new element, attribute,
 * property or event reaches each at once.
 */
export type { ChromeTagName, ChromeTagSpecs };

type KebabCase<S extends string> = S extends `${infer C}${infer Rest}` ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${KebabCase<Rest>}` : S;

/** An HTML boolean attribute: present (`''`) or a boolean a framework writes. */
type BooleanAttribute = boolean | '';

/** A shared attribute's value as HTML writes it: a boolean present or not, a number or its text. */
type SharedAttributeValue<V> = V extends boolean ? BooleanAttribute : V extends number ? V | `${V}` : V;

/**
 * The attributes every element takes, as written in HTML (a region as a number or its text):
 * derived from their one typed list, `ChromeAttributeProps` (core/element/element-spec.ts).
 */
export type ChromeSharedAttributes = { [K in keyof ChromeAttributeProps as KebabCase<K & string>]?: SharedAttributeValue<ChromeAttributeProps[K]> };

type OwnAttributes<S extends ElementSpec> = {
  [A in S['attributes'][number] as A['attribute']]?: A extends { values: readonly (infer V)[] }
    ? V
    : A['type'] extends 'boolean'
      ? BooleanAttribute
      : A['type'] extends 'number'
        ? number | `${number}`
        : string;
};

/** Each tag's attributes (kebab-case, as in HTML). */
export type ChromeTagAttributes<T extends ChromeTagName> = ChromeSharedAttributes & OwnAttributes<ChromeTagSpecs[T]>;
/** Each tag's object-valued properties (`menu`, `visitorRedirect`, `favourites` of the header). */
export type ChromeTagProperties<T extends ChromeTagName> = Partial<ObjectProps<ChromeTagSpecs[T]>>;
/** Each tag's events, by name, as the DOM dispatches them. */
export type ChromeTagEvents<T extends ChromeTagName> = { [E in ChromeTagSpecs[T]['events'][number]]: CustomEvent<ChromeEventMap[E]> };
/** `onexch-logout`: React 19, Preact and Svelte 5 listen to a custom element's event through `on` + its name. */
export type ChromeTagEventProps<T extends ChromeTagName> = { [E in keyof ChromeTagEvents<T> & string as `on${E}`]?: (event: ChromeTagEvents<T>[E]) => void };
