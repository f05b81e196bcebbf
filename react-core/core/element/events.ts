/**
 * Every `exch-*` event, written once (in the spirit of `GlobalEventHandlersEventMap`): its name,
 * its detail type and whether the page may cancel its default action. `emit` accepts only a name
 * of this table with its detail type; the `./react` components derive their `on*` props from it,
 * and `custom-elements.json` prints the detail types from it (scripts/manifest.mjs).
 *
 * The table is a runtime object (the cancelable flags ship) whose `detail` fields only carry
 * types; keep it free of documentation text: the words live with each element (`<feature>.element.ts`).
 */
import type { LanguageCode } from '../i18n/languages';
import type { TrackDetail } from './track';

interface EventSpec<Detail> {
  /** Whether a listener may call preventDefault() to take over the default action. */
  cancelable: boolean;
  /** Dispatched by the page (to the chrome), not by the chrome. */
  inbound?: true;
  /** Type carrier only: never read at run time. */
  detail?: Detail;
}

const event = <Detail>(cancelable: boolean, inbound?: true): EventSpec<Detail> => (inbound ? { cancelable, inbound } : { cancelable });

export type ChangeWindowValue = '24h' | 'utc0' | 'utc8';

export const CHROME_EVENTS = {
  'exch-ready': event<{ tag: string }>(false),
  'exch-language-change': event<{ lang: LanguageCode; href: string }>(true),
  'exch-fiat-change': event<{ fiat: string }>(true),
  'exch-theme-change': event<{ theme: 'light' | 'dark' }>(false),
  'exch-rise-color-change': event<{ riseColor: 'risered' | 'risegreen' }>(false),
  'exch-change-window-change': event<{ changeWindow: ChangeWindowValue; timezone: string }>(false),
  'exch-float-rate-change': event<{ floatRate: boolean }>(false),
  'exch-logout': event<{ scope: 'all' | 'this'; href: string; serverEnded: boolean }>(true),
  'exch-visitor-redirect': event<{ href: string }>(true),
  'exch-switch-account': event<{ uid: string }>(false),
  'exch-notification-dot': event<{ shouldShow: boolean; count: number | null }>(false),
  'exch-notification-set-dot': event<{ count?: number; shouldShow?: boolean }>(false, true),
  'exch-session-change': event<Record<string, never>>(false, true),
  'exch-session-end': event<{ cause: 'server' | 'logout' }>(false),
  'exch-favourites-change': event<{ ids: string[]; id: string; favourite: boolean }>(false),
  'exch-announcement-dismiss': event<{ contentId: string; page: 'index' | 'wallet' | 'site'; source: 'page' | 'bulletin' }>(false),
  'exch-track': event<TrackDetail>(false),
} as const satisfies Record<`exch-${string}`, EventSpec<unknown>>;

type Specs = typeof CHROME_EVENTS;
export type ChromeEventName = keyof Specs;
/** Event name → detail type. */
export type ChromeEventMap = { [K in ChromeEventName]: NonNullable<Specs[K]['detail']> };
/** Events the chrome dispatches (the page listens). */
export type ChromeOutboundEvent = { [K in ChromeEventName]: Specs[K] extends { inbound: true } ? never : K }[ChromeEventName];

/** The DOM's view of the table: `el.addEventListener('exch-logout', (e) => e.detail.href)` is typed. */
export type ChromeDomEventMap = { [K in ChromeEventName]: CustomEvent<ChromeEventMap[K]> };

declare global {
  // Declaration merging: every element (and document, window) knows the chrome's events.
  /* eslint-disable @typescript-eslint/no-empty-object-type -- merging needs an interface */
  interface HTMLElementEventMap extends ChromeDomEventMap {}
  interface DocumentEventMap extends ChromeDomEventMap {}
  interface WindowEventMap extends ChromeDomEventMap {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}

export function isCancelable(name: ChromeEventName): boolean {
  return CHROME_EVENTS[name].cancelable;
}

/**
 * Dispatches a bubbling, composed chrome event from `host` (it reaches `document`). Returns false
 * when a listener cancelled it, so the caller skips its default action.
 */
export function dispatchChromeEvent<K extends ChromeOutboundEvent>(host: EventTarget, name: K, detail: ChromeEventMap[K]): boolean {
  return host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: isCancelable(name) }));
}

/** `exch-logout` → `onLogout`: the `./react` prop that listens to an event. */
export type HandlerProp<K extends string> = K extends `exch-${infer Rest}` ? `on${KebabToPascal<Rest>}` : never;
type KebabToPascal<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Capitalize<Head>}${KebabToPascal<Tail>}` : Capitalize<S>;

export function handlerPropName<K extends ChromeEventName>(name: K): HandlerProp<K> {
  const pascal = name
    .slice('exch-'.length)
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
  return `on${pascal}` as HandlerProp<K>;
}
