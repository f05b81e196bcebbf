/**
 * `exch-chrome/vue` (types only): the chrome's tags as Vue's `GlobalComponents`, for templates
 * checked by vue-tsc (Volar): attributes, object properties (`:menu` or `.menu`) and events
 * (`@exch-logout`), typed, following Vue's guide for typing custom elements. Tell Vue's compiler
 * the tags are custom elements (`compilerOptions.isCustomElement: (tag) => tag.startsWith('exch-')`).
 * Add it once: `import type {} from 'exch-chrome/vue'`.
 * Copied into dist/types by the build; checked by the types fixture (fixtures/types).
 */
import type { EmitFn, HTMLAttributes } from 'vue';
import type { ChromeTagAttributes, ChromeTagEvents, ChromeTagName, ChromeTagProperties } from '../tags.js';

type EventProps<Events> = { [K in keyof Events & string as `on${Capitalize<K>}`]?: (event: Events[K]) => void };

/** A custom element for Vue's template checker (Vue's `DefineCustomElement` pattern). */
export type ChromeVueElement<T extends ChromeTagName> = new () => HTMLElement & {
  /** @deprecated For template types only. */
  $props: Omit<HTMLAttributes, 'lang'> & ChromeTagAttributes<T> & ChromeTagProperties<T> & EventProps<ChromeTagEvents<T>>;
  /** @deprecated For template types only. */
  $emit: EmitFn<{ [K in keyof ChromeTagEvents<T>]: (event: ChromeTagEvents<T>[K]) => void }>;
};

export type ChromeVueComponents = { [T in ChromeTagName]: ChromeVueElement<T> };

declare module 'vue' {
  interface GlobalComponents extends ChromeVueComponents {}
}
