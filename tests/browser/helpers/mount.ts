// The kit's one way to put a chrome element on the test page, and the page fixture every browser
// test file starts with (docs/testing.md, "The kit").
import { fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import type { LanguageCode } from '../../../react-core/core/i18n/languages';
import { setPersona, type Persona } from './cookies';
import { recordFetch } from './fetch-recorder';
import { cleanUp, freshPage, newMockSession } from './page';
import { resetChrome } from './reset';
import { waitForShadow } from './shadow';
import { whenReady } from './wait';

export interface MountOptions {
  /** The mock's persona for this element's requests, set before it connects. */
  persona?: Persona;
  /**
   * When the element is handed back: `true` (the default) once it has painted its complete view
   * (`whenReady`); a selector, once that is rendered in its shadow root (a part that comes after
   * the first paint: the account area, an open panel; or an element with no ready state of its
   * own); `false` as soon as it is connected (a test of what happens before the paint).
   */
  ready?: boolean | string;
  /** Properties set before it connects, as a page does (the page's own `menu`, `hiddenSearch`...). */
  props?: Record<string, unknown>;
}

/** Attributes as markup (`'region="0" lang="pl"'`) or as a record (a `true` value: a bare boolean attribute). */
export type MountAttributes = string | Record<string, string | number | boolean>;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function markup(attributes: MountAttributes): string {
  if (typeof attributes === 'string') return attributes;
  return Object.entries(attributes)
    .filter(([, value]) => value !== false)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(String(value))}"`))
    .join(' ');
}

/**
 * Puts `<tag attributes>` on the page (as @open-wc's fixture, removed after the test) and returns
 * it ready (see MountOptions.ready). With `props`, the element is made, given its properties, and
 * only then connected, in a wrapper of its own.
 */
export async function mountChrome<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes?: MountAttributes,
  options?: MountOptions,
): Promise<HTMLElementTagNameMap[K]>;
export async function mountChrome<E extends HTMLElement = HTMLElement>(tag: string, attributes?: MountAttributes, options?: MountOptions): Promise<E>;
export async function mountChrome(tag: string, attributes: MountAttributes = '', options: MountOptions = {}): Promise<HTMLElement> {
  const { persona, ready = true, props } = options;
  if (persona) setPersona(persona);
  let el: HTMLElement;
  if (props) {
    const wrapper = await fixture<HTMLDivElement>('<div></div>');
    const template = document.createElement('template');
    template.innerHTML = `<${tag} ${markup(attributes)}></${tag}>`;
    el = document.createElement(tag);
    for (const { name, value } of Array.from((template.content.firstElementChild as Element).attributes)) el.setAttribute(name, value);
    Object.assign(el, props);
    wrapper.append(el);
  } else {
    el = await fixture<HTMLElement>(`<${tag} ${markup(attributes)}></${tag}>`);
  }
  if (ready === true) await whenReady(el);
  else if (typeof ready === 'string') await waitForShadow(el, ready);
  return el;
}

/**
 * Puts a page's markup on the test page (as @open-wc's fixture, removed after the test) and returns
 * its outermost element as parsed, before any chrome in it has loaded or painted: several elements
 * side by side, a wrapper with a style, tags the one-script tests leave undefined until the built
 * script arrives, or a host for a React root. The test waits for what it needs (whenReady and
 * the kit's other waits); one element alone is mountChrome's.
 */
export async function mountMarkup<E extends HTMLElement = HTMLElement>(html: string): Promise<E> {
  return fixture<E>(html);
}

export interface PageOptions {
  /** Every test starts as this persona, with a mock session of its own (freshPage); none: the mock's visitor. */
  persona?: Persona;
  /** A mock session of each test's own (`mock_sid`) without a persona (a persona brings one). */
  ownSession?: boolean;
  /** The chrome's language for every test (resetChrome's); English by default. */
  lang?: LanguageCode;
  /** Records every fetch (recordFetch; an object: its stubs) for `requested`, `requestsTo`, `fetchesIdle`. */
  recordRequests?: boolean | Record<string, unknown>;
  /** The window size every test starts with. */
  viewport?: { width: number; height: number };
}

/**
 * The page fixture: call it once at the top of a `describe`. Before each test: every store, load,
 * cookie and storage reset (resetChrome, or freshPage with a persona), the language, the fetch
 * recorder, the window size; after each: cleanUp (the real fetch back, no poller, no cookies or
 * storage). The elements themselves are removed, and their roots unmounted, by the kit's teardown
 * (helpers/teardown.ts). A test sets what differs (a fault, another persona) after this has run.
 */
export function usePage(options: PageOptions = {}): void {
  const { persona, ownSession, lang = 'en', recordRequests, viewport } = options;
  beforeEach(async () => {
    if (persona) freshPage(persona, lang);
    else resetChrome(lang);
    if (ownSession && !persona) newMockSession();
    if (recordRequests) recordFetch(recordRequests === true ? {} : recordRequests);
    if (viewport) await setViewport(viewport);
  });
  afterEach(() => cleanUp());
}
