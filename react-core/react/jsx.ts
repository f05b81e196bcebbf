import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { ChromeTagAttributes, ChromeTagEventProps, ChromeTagName, ChromeTagProperties } from '../public/tags';

/**
 * JSX types for the custom elements themselves (`<exch-footer region={182} />` in a React 19 page
 * that loads the one script or `import 'exch-chrome'`), derived from each element's spec: its
 * attributes (`region` and `lang` as unions), its object properties (React 19 sets a prop as a
 * property when the element has one) and an `on<event>` prop per event (`onexch-logout`: React
 * 19 adds a listener for a custom element's `on` + event name). `exch-chrome/react` and the
 * types-only `exch-chrome/jsx` both add them.
 */
export type ChromeIntrinsicElements = {
  [T in ChromeTagName]: DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & ChromeTagAttributes<T> & ChromeTagProperties<T> & ChromeTagEventProps<T>;
};

declare module 'react' {
  // React declares its JSX types in a namespace; merging into it needs one, and an interface.
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface IntrinsicElements extends ChromeIntrinsicElements {}
  }
}
