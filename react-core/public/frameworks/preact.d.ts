/**
 * `exch-chrome/jsx/preact` (types only): the chrome's tags in Preact's JSX, with their attributes,
 * object properties and an `on<event>` prop per event (`onexch-logout`: Preact listens to a
 * custom element's event through `on` + its name). Preact 11. Add it once: `import type {} from 'exch-chrome/jsx/preact'`.
 * Copied into dist/types by the build; checked by the types fixture (fixtures/types).
 */
import type { HTMLAttributes } from 'preact';
import type { ChromeTagAttributes, ChromeTagEventProps, ChromeTagName, ChromeTagProperties } from '../tags.js';

export type ChromePreactElements = {
  [T in ChromeTagName]: Omit<HTMLAttributes<HTMLElement>, 'lang'> & ChromeTagAttributes<T> & ChromeTagProperties<T> & ChromeTagEventProps<T>;
};

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements extends ChromePreactElements {}
  }
}
