/**
 * `exch-chrome/jsx/solid` (types only): the chrome's tags in Solid's JSX: their attributes and
 * object properties (`prop:menu` too), and each event for `on:exch-logout` (Solid's namespace for
 * custom events). Add it once: `import type {} from 'exch-chrome/jsx/solid'`.
 * Copied into dist/types by the build; checked by the types fixture (fixtures/types).
 */
import type { JSX as SolidJSX } from 'solid-js';
import type { ChromeTagAttributes, ChromeTagEvents, ChromeTagName, ChromeTagProperties } from '../tags.js';

type AllEvents = { [T in ChromeTagName]: ChromeTagEvents<T> }[ChromeTagName];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

export type ChromeSolidElements = {
  [T in ChromeTagName]: Omit<SolidJSX.HTMLAttributes<HTMLElement>, 'lang'> & ChromeTagAttributes<T> & ChromeTagProperties<T>;
};

declare module 'solid-js' {
  namespace JSX {
    interface IntrinsicElements extends ChromeSolidElements {}
    interface CustomEvents extends UnionToIntersection<AllEvents> {}
    interface ExplicitProperties extends UnionToIntersection<{ [T in ChromeTagName]: Required<ChromeTagProperties<T>> }[ChromeTagName]> {}
  }
}
