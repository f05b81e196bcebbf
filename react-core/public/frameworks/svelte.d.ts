/**
 * `exch-chrome/svelte` (types only): the chrome's tags in Svelte 5's element map
 * (`svelte/elements`), with their attributes, object properties and an `on<event>` attribute per
 * event (`onexch-logout`: Svelte 5 listens to an element's event through `on` + its name). Add it
 * once: `import type {} from 'exch-chrome/svelte'`.
 * Copied into dist/types by the build; checked by the types fixture (fixtures/types).
 */
import type { HTMLAttributes } from 'svelte/elements';
import type { ChromeTagAttributes, ChromeTagEventProps, ChromeTagName, ChromeTagProperties } from '../tags.js';

export type ChromeSvelteElements = {
  [T in ChromeTagName]: Omit<HTMLAttributes<HTMLElement>, 'lang'> & ChromeTagAttributes<T> & ChromeTagProperties<T> & ChromeTagEventProps<T>;
};

declare module 'svelte/elements' {
  interface SvelteHTMLElements extends ChromeSvelteElements {}
}
