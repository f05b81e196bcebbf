/**
 * The chrome's elements: the one list everything about them is derived from (docs/architecture.md
 * "The element list"). Each is declared once in its feature's folder (`<feature>.element.ts`:
 * its spec, its words, its first-paint needs; `<feature>.definition.ts`: its runtime;
 * `<feature>.server.ts`: its server view). From this list come the custom elements
 * (elements/index.ts), the boot script's tags and preloads (vite.config.ts writes them into it),
 * the `./react` components for the browser and the server (react-core/react), the tag, JSX and
 * framework types (react-core/public/tags.ts), the server renderer's tags and the snippets
 * (react-core/server), custom-elements.json and the editor data (scripts/manifest.mjs) and the
 * elements build's chunk plan (vite.config.ts). A new element is a folder and a line here.
 *
 * Data only (tags, specs, first-paint needs), so the build config, the manifest script and every
 * entry can read it without loading an element's code.
 */
import { HEADER_ELEMENT } from './header/header.element';
import { FOOTER_ELEMENT } from './footer/footer.element';
import { ANNOUNCEMENT_ELEMENT } from './announcement/announcement.element';
import { REMINDER_ELEMENT } from './reminder/reminder.element';
import type { ChromeElementDeclaration } from './core/element/element-spec';

export const CHROME_ELEMENTS = [HEADER_ELEMENT, FOOTER_ELEMENT, ANNOUNCEMENT_ELEMENT, REMINDER_ELEMENT] as const satisfies readonly ChromeElementDeclaration[];

export type ChromeElement = (typeof CHROME_ELEMENTS)[number];
/** Every tag of the chrome. */
export type ChromeTagName = ChromeElement['spec']['tag'];
/** Each tag's spec. */
export type ChromeTagSpecs = { [E in ChromeElement as E['spec']['tag']]: E['spec'] };
/** The tags a server renders (its declaration's `server`). */
export type ServerTag = Extract<ChromeElement, { server: true }>['spec']['tag'];

/** The elements a server renders and the snippets carry (their declaration's `server`). */
export const SERVER_ELEMENTS = CHROME_ELEMENTS.filter((element): element is Extract<ChromeElement, { server: true }> => element.server);
/** Their tags: what `exch-chrome/server` renders. */
export const SERVER_TAGS: readonly ServerTag[] = SERVER_ELEMENTS.map((element) => element.spec.tag);

/** The export name a feature's modules give its parts (`market-search` → `MARKET_SEARCH`). */
export const featureConstant = (feature: string): string => feature.toUpperCase().replace(/-/g, '_');
