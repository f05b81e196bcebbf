import { resetUnreadPolling } from '../../../react-core/notifications/unread';
import { clearCookies, clearStorage, setCookie, setPersona, type Persona } from './cookies';
import { resetChrome } from './reset';
import { restoreFetch } from './fetch-recorder';

let sid = 0;
/** Fresh page state, a persona, and a mock session of its own (so read marks never leak between tests). */
export function freshPage(persona: Persona): void {
  resetChrome();
  setPersona(persona);
  sid += 1;
  setCookie('mock_sid', `page-${Date.now()}-${Math.random().toString(36).slice(2)}-${sid}`);
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
