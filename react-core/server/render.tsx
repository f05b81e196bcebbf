/**
 * `exch-chrome/server`: renders a chrome element's HTML in Node (react-dom/server), as the tag
 * with a declarative shadow root inside, which the element hydrates on upgrade
 * (elements/create-element.ts). Used by `npm run snippets` for the pre-rendered files in
 * dist/snippets, and by servers that render on demand with live data.
 *
 * Nothing here runs in a browser. The views it renders are the client's own: whatever only the
 * page can know (stored choices, the viewport, the origin, dismissals) they leave to the
 * re-render after hydration (core/element/context.tsx `hydration`).
 */
import { renderToString } from 'react-dom/server';
import { ChromeRoot } from '../core/element/chrome-root.connected';
import { CHROME_ATTRIBUTES, parseChromeAttributes, type ChromeAttributeSpec } from '../core/element/attributes';
import { MOUNT_ATTRIBUTE } from '../core/element/renderer';
import { STATE_ATTRIBUTE, STATE_VERSION, serializeState, type ServerState } from '../core/element/server-state';
import { hydrationInputsOf } from '../core/element/hydration-state';
import { loadCatalog, loadedCatalog } from '../core/i18n/catalogs';
import { FIRST_PAINT_NAMESPACES, legalNamespace } from '../core/i18n/first-paint';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from '../core/i18n/languages';
import { LEGAL_SITES, REGIONS, resolveSite, type FooterVariant } from '../core/region/regions';
import { setLanguage } from '../core/store/prefs';
import { isRecord } from '../core/util/coerce';
import type { ServerView } from '../core/element/element-definition';
import { loadFooterVariant } from '../footer/footer.store';
import { loadSiteMenu } from '../header/menu/site-menu.store';
import { SERVER_ELEMENTS, SERVER_TAGS, type ServerTag } from '../chrome-elements';
import { CHROME_DEFINITIONS, featurePart } from '../chrome-definitions';
import { elementHtml, shadowRootHtml, styleText, type ShadowStyle } from './html';

/** The elements a server renders: those declared `server` (the reminder is a full page of the user's messages: client only). */
export type { ServerTag };

interface ServerElement extends Omit<ServerView, 'styles'> {
  ownAttributes: readonly ChromeAttributeSpec[];
  /** The CSS the element's first paint uses, in the order the client adopts it. */
  css: readonly string[];
}

// Each server-rendered element's view module (`<feature>/<feature>.server.ts`, exporting
// `<FEATURE>_SERVER_VIEW`), in this bundle as static imports would put it.
const SERVER_VIEWS = import.meta.glob<Readonly<Record<string, unknown>>>('../*/*.server.ts', { eager: true });
const serverViewModules = Object.fromEntries(Object.entries(SERVER_VIEWS).map(([file, module]) => [file.replace(/^\.\.\//, './'), module]));

/** Each element a server renders (its declaration's `server`), from the same spec, definition and view module as the client's. */
const ELEMENTS = Object.fromEntries(
  SERVER_ELEMENTS.map(({ spec, feature }) => {
    const view = featurePart<ServerView>(serverViewModules, feature, 'server', 'SERVER_VIEW');
    const element: ServerElement = {
      View: view.View,
      namespaces: view.namespaces,
      ownAttributes: spec.attributes,
      css: [...CHROME_DEFINITIONS[spec.tag].styles, ...view.styles],
    };
    return [spec.tag, element];
  }),
) as Record<ServerTag, ServerElement>;

export { SERVER_TAGS };

/** One stylesheet per element, named by its content's hash (cacheable forever; a new build, a new name). */
export interface ChromeStylesheet {
  tag: ServerTag;
  /** Path relative to dist/ (`ssr/exch-footer.1a2b3c4d.css`). */
  path: string;
  css: string;
  /**
   * The CSP source allowing this CSS inline (`styles: 'inline'`): `'sha256-…'` of the `<style>`
   * element's text, for a page's `style-src` (no `'unsafe-inline'` needed).
   */
  cspHash: string;
}

/**
 * SHA-256 with web-standard APIs only (WebCrypto): this renderer runs in Node, Deno, Bun and edge
 * workers (no `node:` built-ins, no hashing library). Asynchronous, so the module computes the
 * hashes while it loads (its top-level await, below).
 */
async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}
const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

async function stylesheetOf(tag: ServerTag): Promise<ChromeStylesheet> {
  const css = ELEMENTS[tag].css.join('\n');
  const hash = toHex(await sha256(css)).slice(0, 8);
  const cspHash = `'sha256-${toBase64(await sha256(styleText(css)))}'`;
  return { tag, path: `ssr/${tag}.${hash}.css`, css, cspHash };
}

export const STYLESHEETS: Record<ServerTag, ChromeStylesheet> = Object.fromEntries(
  await Promise.all(SERVER_TAGS.map(async (tag) => [tag, await stylesheetOf(tag)] as const)),
) as Record<ServerTag, ChromeStylesheet>;

/**
 * How a server render carries its styles: `link` (default) links dist/ssr's stylesheet, which a
 * strict CSP allows as it is, and which the parser waits for before it goes on (one request
 * before the first paint); `inline` writes the same CSS in a `<style>`, so the chrome paints with
 * the HTML alone (allowed by `STYLESHEETS[tag].cspHash` or by `nonce` in a CSP).
 */
export type ServerStyles = 'link' | 'inline';

/**
 * Where the stylesheets are served from, by default: `/dist/` (the package's dist/ served at
 * /dist/, as the demo and the bench do). Pass `assetBase` for another place (a CDN, a path).
 */
export const DEFAULT_ASSET_BASE = '/dist/';

// Everything a render reads, loaded once when the module loads (the texts and tables are in the
// server bundle: no request), so renderChromeElement itself is synchronous.
const BUNDLED_MENUS = import.meta.glob('../header/menu/bundled/*.json', { eager: true, import: 'default' }) as Record<string, unknown>;
const FOOTER_VARIANTS = [...new Set(REGIONS.flatMap((r) => [false, true].map((testnet) => resolveSite(r.id, testnet).footer)))] as FooterVariant[];
await Promise.all([
  loadSiteMenu(),
  ...FOOTER_VARIANTS.map((variant) => loadFooterVariant(variant)),
  ...LANGUAGE_CODES.flatMap((lang) => [...FIRST_PAINT_NAMESPACES, ...LEGAL_SITES.map(legalNamespace)].map((ns) => loadCatalog(ns, lang))),
]);

/** Data a server already has (each optional; absent: the bundled last-known-good data). */
export interface ChromeServerData {
  /** The header menu in the server's shape (`{ list: [...] }` or the list); default: the bundled menu of the language. */
  menu?: unknown;
  /** Common data as `commonData` answers it (`data`); default: the spec's defaults. */
  commonData?: unknown;
  /** The compliance menu as `complianceMenu` answers it (`data`); default: nothing hidden. */
  compliance?: unknown;
  /** The visitor is logged in (the header then shows no login or signup; the account area follows on the client). */
  loggedIn?: boolean;
  /**
   * The announcement answer (`{ [pageKey]: notice }`), for `exch-announcement`: the server renders
   * its shell (it cannot know the visitor's dismissals) and hands the notice to the page, which
   * shows it right after hydration without asking for it again.
   */
  notice?: unknown;
}

export interface RenderChromeOptions {
  tag: ServerTag;
  /** The element's attributes (contract §3), by attribute name; `true` or `''` for a boolean one, false/null/undefined for absent. */
  attributes?: Readonly<Record<string, string | number | boolean | null | undefined>>;
  data?: ChromeServerData;
  /** URL prefix of the package's dist/ folder for the stylesheet links (default DEFAULT_ASSET_BASE). */
  assetBase?: string;
  /** Linked (default) or inline styles (see ServerStyles). */
  styles?: ServerStyles;
  /** With inline styles: the response's CSP nonce, written on the `<style>`. */
  nonce?: string;
  /** The copyright year (default: the current year). */
  year?: number;
}

const HOST_STUB = Object.freeze({}) as HTMLElement;
const noop = () => {};

function rawAttributes(specs: readonly ChromeAttributeSpec[], given: RenderChromeOptions['attributes'] = {}) {
  const raw: Record<string, string | null> = {};
  const written: Array<readonly [string, string]> = [];
  for (const spec of specs) {
    const value = given[spec.attribute];
    const text = value === undefined || value === null || value === false ? null : value === true ? '' : String(value);
    raw[spec.prop] = text;
    if (text !== null) written.push([spec.attribute, text]);
  }
  return { raw, written };
}

function menuList(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value;
  return isRecord(value) && Array.isArray(value.list) ? value.list : undefined;
}

function bundledMenu(lang: LanguageCode): unknown[] | undefined {
  return menuList(BUNDLED_MENUS[`../header/menu/bundled/${lang}.json`] ?? BUNDLED_MENUS[`../header/menu/bundled/${DEFAULT_LANGUAGE}.json`]);
}

/** A server render split in two: the host's attributes and its declarative shadow root. */
export interface ChromeShadowRender {
  /** The attributes the host carries (name, value; `''` for a bare boolean), `data-exch-ready` included. */
  attributes: ReadonlyArray<readonly [string, string]>;
  /** `<template shadowrootmode="open">…</template>`: stylesheet (linked or inline), state block and the view's markup. */
  shadowRoot: string;
}

/**
 * The element's declarative shadow root and its host's attributes (see the file comment): what
 * renderChromeElement wraps in the element's tag, and what a `./react` component's host `<div>`
 * holds when a React server renders it (react-core/react/server.tsx). Synchronous and side-effect
 * free for the page; attributes it does not know are left out.
 */
export function renderChromeShadowRoot(options: RenderChromeOptions): ChromeShadowRender {
  const element = ELEMENTS[options.tag];
  if (!element) throw new Error(`exch-chrome/server renders ${SERVER_TAGS.join(', ')}, not ${String(options.tag)}`);
  const { raw, written } = rawAttributes([...CHROME_ATTRIBUTES, ...element.ownAttributes], options.attributes);
  const parsed = parseChromeAttributes(raw);
  const lang = parsed.lang ?? DEFAULT_LANGUAGE;
  const site = resolveSite(parsed.region, parsed.testnet);
  const data = options.data ?? {};
  const texts: Record<string, Record<string, string>> = {};
  for (const ns of element.namespaces(site)) texts[ns] = { ...loadedCatalog(ns, lang) };
  const state: ServerState = {
    v: STATE_VERSION,
    lang,
    currentPath: parsed.currentPath,
    year: options.year ?? new Date().getFullYear(),
    texts,
    site: data.commonData !== undefined || data.compliance !== undefined ? { common: data.commonData, compliance: data.compliance } : undefined,
    // The main site's navigation; a sub-site's built-in one reads the hidden flags of a menu the
    // server passed (spec §6), and a snippet without one carries none.
    menu:
      options.tag !== 'exch-header'
        ? undefined
        : site.serverMenu
          ? (menuList(data.menu) ?? bundledMenu(lang))
          : site.readsServerMenu
            ? menuList(data.menu)
            : undefined,
    loggedIn: data.loggedIn,
    notices: options.tag === 'exch-announcement' && isRecord(data.notice) ? data.notice : undefined,
  };
  // The views read the shared language from the store: renderToString is synchronous, so
  // setting it for this render cannot leak into another one.
  setLanguage(lang);
  const html = renderToString(<ChromeRoot host={HOST_STUB} raw={raw} View={element.View} onReady={noop} server={hydrationInputsOf(state)} />);
  const base = options.assetBase ?? DEFAULT_ASSET_BASE;
  const sheet = STYLESHEETS[options.tag];
  const style: ShadowStyle = options.styles === 'inline' ? { css: sheet.css, nonce: options.nonce } : { href: `${base}${sheet.path}` };
  return {
    // The content is complete at first paint: the host drops its reserved minimum (footer-host.css).
    attributes: [...written, ['data-exch-ready', '']],
    shadowRoot: shadowRootHtml({
      styles: [style],
      state: serializeState(state),
      stateAttribute: STATE_ATTRIBUTE,
      mountAttribute: MOUNT_ATTRIBUTE,
      html,
    }),
  };
}

/** The element's HTML: its tag, its attributes and the declarative shadow root inside (see renderChromeShadowRoot). */
export function renderChromeElement(options: RenderChromeOptions): string {
  const { attributes, shadowRoot } = renderChromeShadowRoot(options);
  return elementHtml(options.tag, attributes, shadowRoot);
}
