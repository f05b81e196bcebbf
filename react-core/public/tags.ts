import type { EXCH_HEADER } from '../../elements/exch-header.meta';
import type { EXCH_FOOTER } from '../../elements/exch-footer.meta';
import type { EXCH_ANNOUNCEMENT } from '../../elements/exch-announcement.meta';
import type { EXCH_REMINDER } from '../../elements/exch-reminder.meta';
import type { ElementSpec, ObjectProps } from '../core/element/element-spec';
import type { ChromeEventMap } from '../core/element/events';
import type { ThemeAttribute } from '../core/element/attributes';
import type { HidingFlag, RegionId } from '../core/region/regions';
import type { LanguageCode } from '../core/i18n/languages';

/**
 * The tags as a template writes them, for every framework's type checker (exch-chrome/jsx for
 * React 19, exch-chrome/jsx/preact, exch-chrome/jsx/solid, exch-chrome/vue, exch-chrome/svelte):
 * derived from the element specs, so a new attribute, property or event reaches each at once.
 */
export interface ChromeTagSpecs {
  'exch-header': typeof EXCH_HEADER;
  'exch-footer': typeof EXCH_FOOTER;
  'exch-announcement': typeof EXCH_ANNOUNCEMENT;
  'exch-reminder': typeof EXCH_REMINDER;
}
export type ChromeTagName = keyof ChromeTagSpecs;

type KebabCase<S extends string> = S extends `${infer C}${infer Rest}` ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${KebabCase<Rest>}` : S;

/** An HTML boolean attribute: present (`''`) or a boolean a framework writes. */
type BooleanAttribute = boolean | '';

/** The attributes every element takes, as written in HTML (a region as a number or its text). */
export type ChromeSharedAttributes = {
  region?: RegionId | `${RegionId}`;
  testnet?: BooleanAttribute;
  lang?: LanguageCode;
  theme?: ThemeAttribute;
  'api-base'?: string;
  'current-path'?: string;
  debug?: BooleanAttribute;
} & { [K in HidingFlag as `hidden-${KebabCase<K>}`]?: BooleanAttribute };

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
