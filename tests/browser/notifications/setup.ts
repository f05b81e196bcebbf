// Shared set-up of the notification browser tests: a test-only element around the bell (the
// header will embed the bell; here it stands alone), per-test sessions, and a fetch recorder/stub.
import baseCss from '../../../react-core/core/element/base.css?inline';
import { BELL_CSS, NotificationBell } from '../../../react-core/notifications/bell';
import { resetUnreadPolling } from '../../../react-core/notifications/unread';
import { clearCookies, clearStorage, defineTestElement, resetChrome, setCookie, usePersona, type Persona } from '../helpers';

export type TestBellElement = HTMLElement;
defineTestElement('test-bell', NotificationBell, [baseCss, BELL_CSS]);

let sid = 0;
/** Fresh page state, a persona, and a session of its own (so read marks never leak between tests). */
export function freshPage(persona: Persona): void {
  resetChrome();
  usePersona(persona);
  sid += 1;
  setCookie('mock_sid', `ntf-${Date.now()}-${Math.random().toString(36).slice(2)}-${sid}`);
}

export function cleanUp(): void {
  restoreFetch();
  resetUnreadPolling();
  clearCookies();
  clearStorage();
}

const realFetch = window.fetch.bind(window);
export const requested: string[] = [];

/**
 * Records every fetch; `stubs` answer paths (substring match) with a success envelope around
 * `data` instead of asking the mock (for answers the mock never gives: XSS payloads, huge counts).
 */
export function recordFetch(stubs: Record<string, unknown> = {}): void {
  requested.length = 0;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    requested.push(url);
    const hit = Object.keys(stubs).find((part) => url.includes(part));
    if (hit !== undefined) {
      return new Response(JSON.stringify({ code: 200, message: 'success', data: stubs[hit] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    return realFetch(input, init);
  };
}

export function restoreFetch(): void {
  window.fetch = realFetch;
}

export const heraldRequests = () => requested.filter((u) => u.includes('/herald/'));
/** Requests a visitor must never make: notifications and personal data. */
export const personalRequests = () => requested.filter((u) => u.includes('/herald/') || u.includes('/usercenter/userInfo'));
/** Resolves once common data (which says whether anyone may be logged in) has been asked for and answered. */
export const commonDataAnswered = () => requested.some((u) => u.includes('/site/commonData'));
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const $ = <T extends Element = HTMLElement>(el: Element, sel: string) => el.shadowRoot!.querySelector<T>(sel);
export const $$ = <T extends Element = HTMLElement>(el: Element, sel: string) => Array.from(el.shadowRoot!.querySelectorAll<T>(sel));
/**
 * Whether the element's shadow root has a match. Assert on this boolean, never on an element:
 * a failing chai assertion whose actual value is a rendered element makes the runner serialise
 * React's (circular) internals and hang instead of failing.
 */
export const has = (el: Element, sel: string) => el.shadowRoot!.querySelector(sel) !== null;
