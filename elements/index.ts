/**
 * The one script: importing it defines every chrome element (react-core/chrome-elements.ts lists
 * them; each is its spec and its runtime, react-core/chrome-definitions.ts). Each element's
 * first-paint code is here; panels, modals, other languages and the QR encoder are chunks loaded
 * relative to it.
 */
import { createChromeElement, defineOnce, type ChromeElementClass } from './create-element';
import { CHROME_ELEMENTS, type ChromeTagName, type ChromeTagSpecs } from '../react-core/chrome-elements';
import { CHROME_DEFINITIONS } from '../react-core/chrome-definitions';
import { registerModulePreloads } from '../react-core/core/build/module-preloads';

// Before any lazy part can load: its chunks' imports are started in parallel by this helper
// (scripts/vite-lazy-preload.mjs).
registerModulePreloads();

/** Each tag's element class. */
export type ChromeElementClasses = { [T in ChromeTagName]: ChromeElementClass<ChromeTagSpecs[T]> };

/** Every element's class, by tag (defined as this module loads; `customElements.get(tag)` is the same class). */
export const CHROME_ELEMENT_CLASSES = Object.fromEntries(
  CHROME_ELEMENTS.map(({ spec }) => {
    const element = createChromeElement(spec, CHROME_DEFINITIONS[spec.tag]);
    defineOnce(spec.tag, element);
    return [spec.tag, element];
  }),
) as ChromeElementClasses;

/** Tag → element instance. */
export type ChromeTagNameMap = { [T in ChromeTagName]: InstanceType<ChromeElementClasses[T]> };

// The classes by name, as earlier versions exported them.
export const ExchHeaderElement = CHROME_ELEMENT_CLASSES['exch-header'];
export type ExchHeaderElement = ChromeTagNameMap['exch-header'];
export const ExchFooterElement = CHROME_ELEMENT_CLASSES['exch-footer'];
export type ExchFooterElement = ChromeTagNameMap['exch-footer'];
export const ExchAnnouncementElement = CHROME_ELEMENT_CLASSES['exch-announcement'];
export type ExchAnnouncementElement = ChromeTagNameMap['exch-announcement'];
export const ExchReminderElement = CHROME_ELEMENT_CLASSES['exch-reminder'];
export type ExchReminderElement = ChromeTagNameMap['exch-reminder'];

// The framework-free API (preferences, texts, version, error reporter) and the public types: the
// one script forwards to these once this module has loaded (boot.ts).
export * from '../react-core/public/index';
export * from '../react-core/public/types';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface HTMLElementTagNameMap extends ChromeTagNameMap {}
}
