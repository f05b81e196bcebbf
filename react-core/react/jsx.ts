import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { HidingFlag } from '../core/region/regions';
import type { ElementSpec, ObjectProps } from '../core/element/element-spec';
import type { EXCH_HEADER } from '../../elements/exch-header.meta';
import type { EXCH_FOOTER } from '../../elements/exch-footer.meta';
import type { EXCH_ANNOUNCEMENT } from '../../elements/exch-announcement.meta';
import type { EXCH_REMINDER } from '../../elements/exch-reminder.meta';

/**
 * JSX types for the custom elements themselves (`<exch-footer region={182} />` in a React page
 * that loads the one script), derived from each element's spec. React 19 passes a prop to a
 * custom element as a property when the element has one, else as an attribute.
 */
type KebabCase<S extends string> = S extends `${infer C}${infer Rest}` ? `${C extends Lowercase<C> ? C : `-${Lowercase<C>}`}${KebabCase<Rest>}` : S;

type SharedAttributes = {
  region?: number | string;
  testnet?: boolean | '';
  lang?: string;
  theme?: 'light' | 'dark';
  'api-base'?: string;
  'current-path'?: string;
} & { [K in HidingFlag as `hidden-${KebabCase<K>}`]?: boolean | '' };

type OwnAttributes<S extends ElementSpec> = {
  [A in S['attributes'][number] as A['attribute']]?: A['type'] extends 'boolean' ? boolean | '' : A['type'] extends 'number' ? number | string : string;
};

type IntrinsicChromeElement<S extends ElementSpec> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  SharedAttributes &
  OwnAttributes<S> &
  Partial<ObjectProps<S>>;

export type ChromeIntrinsicElements = { [K in (typeof EXCH_HEADER)['tag']]: IntrinsicChromeElement<typeof EXCH_HEADER> } & {
  [K in (typeof EXCH_FOOTER)['tag']]: IntrinsicChromeElement<typeof EXCH_FOOTER>;
} & { [K in (typeof EXCH_ANNOUNCEMENT)['tag']]: IntrinsicChromeElement<typeof EXCH_ANNOUNCEMENT> } & {
  [K in (typeof EXCH_REMINDER)['tag']]: IntrinsicChromeElement<typeof EXCH_REMINDER>;
};

declare module 'react' {
  // React declares its JSX types in a namespace; merging into it needs one, and an interface.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends ChromeIntrinsicElements {}
  }
}
