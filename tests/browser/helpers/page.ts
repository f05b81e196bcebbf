import { fixture } from '@open-wc/testing';
import type { LanguageCode } from '../../../react-core/core/i18n/languages';
import { resetUnreadPolling } from '../../../react-core/notifications/unread';
import { clearCookies, clearStorage, setCookie, setPersona, type Persona } from './cookies';
import { resetChrome } from './reset';
import { restoreFetch } from './fetch-recorder';

let sid = 0;
/** A mock session of this page's own (the `mock_sid` cookie), so read marks and logouts never leak between tests. */
export function newMockSession(): void {
  sid += 1;
  setCookie('mock_sid', `page-${Date.now()}-${Math.random().toString(36).slice(2)}-${sid}`);
}

/** Fresh page state, a persona, and a mock session of its own. */
export function freshPage(persona: Persona, lang: LanguageCode = 'en'): void {
  resetChrome(lang);
  setPersona(persona);
  newMockSession();
}

/** After a test that recorded fetches or polled: the real fetch back, no poller, no cookies or storage. */
export function cleanUp(): void {
  restoreFetch();
  resetUnreadPolling();
  clearCookies();
  clearStorage();
}

/** Adds the page script (or any module script) to the page; resolves once it has run. */
export function addModuleScript(src = '/dist/exch-chrome.js'): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    // A module script's load event follows its evaluation.
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/** Types into an input the way a user does (React listens to `input`). */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Window errors during a test (an element must never throw). */
export function collectErrors(): { errors: unknown[]; stop: () => void } {
  const errors: unknown[] = [];
  const onError = (event: ErrorEvent) => errors.push(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => errors.push(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    errors,
    stop: () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}

/** Stops link navigation (the test page must stay); the click's handlers still run. */
export function holdNavigation(): () => void {
  const stop = (event: Event) => {
    if ((event.composedPath()[0] as Element | undefined)?.closest?.('a')) event.preventDefault();
  };
  window.addEventListener('click', stop);
  return () => window.removeEventListener('click', stop);
}

/**
 * An `<exch-header>` on the page with the page's own menu (the `menu` property, set before it
 * connects, as a page does), and any attributes.
 */
export async function headerWithMenu(menu: { list: unknown[] }, attributes: Record<string, string> = {}): Promise<HTMLElement & { menu: unknown }> {
  const wrapper = await fixture<HTMLDivElement>('<div></div>');
  const el = document.createElement('exch-header') as HTMLElement & { menu: unknown };
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  el.menu = menu;
  wrapper.append(el);
  return el;
}
