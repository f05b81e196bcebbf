/**
 * Test elements that mount the settings the way the header and its drawer will: the entries in
 * the header's tools slot (with the header's stylesheet beside them) and the mobile entry in the
 * drawer. Reloads and navigations are recorded instead of leaving the test page.
 */
import { waitUntil } from './wait';
import baseCss from '../../../react-core/core/element/base.css?inline';
import headerCss from '../../../react-core/header/header.css?inline';
import { LanguageRegionEntry, SettingsEntry } from '../../../react-core/settings/settings-entries.connected';
import { MobileSettingsEntry } from '../../../react-core/settings/mobile-settings-entry.connected';
import type { PageActions } from '../../../react-core/settings/settings-choices';
import type { ChromeEventMap, ChromeEventName } from '../../../react-core/core/element/events';
import { defineTestElement, waitForShadow } from '.';
import { prefs } from '../../../react-core/core/store/prefs';
import type { LanguageCode } from '../../../react-core/core/i18n/languages';

/** An in-place language switch lands once the new language's texts are there. */
export function languageSwitched(lang: LanguageCode): Promise<void> {
  return waitUntil(() => prefs.lang === lang, `the language did not switch to ${lang}`, { timeout: 5000 });
}

export const page = { reloads: 0, navigations: [] as string[] };
const actions: PageActions = {
  reload: () => {
    page.reloads += 1;
  },
  navigate: (href) => {
    page.navigations.push(href);
  },
};
export function resetPage(): void {
  page.reloads = 0;
  page.navigations = [];
}

function HeaderTools() {
  return (
    <div className="end">
      <LanguageRegionEntry page={actions} />
      <SettingsEntry page={actions} />
    </div>
  );
}
function DrawerSettings() {
  return <MobileSettingsEntry page={actions} />;
}
defineTestElement('test-settings-header', HeaderTools, [baseCss, headerCss]);
defineTestElement('test-settings-drawer', DrawerSettings, [baseCss, headerCss]);

/** Every `exch-*` event that reached document, in order; `cancel` names the ones to preventDefault(). */
export function recordEvents(names: readonly ChromeEventName[], cancel: readonly ChromeEventName[] = []) {
  const seen: Array<{ name: ChromeEventName; detail: unknown; cancelable: boolean; bubbles: boolean; composed: boolean }> = [];
  const listener = (event: Event) => {
    const e = event as CustomEvent;
    seen.push({ name: e.type as ChromeEventName, detail: e.detail, cancelable: e.cancelable, bubbles: e.bubbles, composed: e.composed });
    if (cancel.includes(e.type as ChromeEventName)) e.preventDefault();
  };
  for (const name of names) document.addEventListener(name, listener);
  return {
    seen,
    detail: <K extends ChromeEventName>(name: K) => seen.filter((s) => s.name === name).map((s) => s.detail as ChromeEventMap[K]),
    stop: () => names.forEach((name) => document.removeEventListener(name, listener)),
  };
}

/**
 * Clicks on links inside the chrome: whether the chrome left the click's default (navigation)
 * alone; the navigation itself is always stopped, so the test page stays.
 */
export function recordLinkClicks() {
  const clicks: Array<{ href: string; defaultPrevented: boolean }> = [];
  const listener = (event: MouseEvent) => {
    const link = event.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement);
    if (!link) return;
    clicks.push({ href: link.getAttribute('href') ?? '', defaultPrevented: event.defaultPrevented });
    event.preventDefault();
  };
  document.addEventListener('click', listener);
  return { clicks, stop: () => document.removeEventListener('click', listener) };
}

/**
 * Every string written to document.cookie (name=value plus its attributes), so a test can check
 * Secure, Path and Max-Age, which document.cookie does not read back.
 */
export function recordCookieWrites() {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  const writes: string[] = [];
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor.get!.call(document) as string,
    set: (value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    },
  });
  return {
    writes,
    of: (name: string) => writes.filter((w) => w.startsWith(`${name}=`)),
    /** The writes of a cookie as value and attributes (names lower-cased; expires as seconds from now). */
    parsed: (name: string) => writes.filter((w) => w.startsWith(`${name}=`)).map(parseCookieWrite),
    stop: () => {
      delete (document as { cookie?: string }).cookie;
    },
  };
}

export interface CookieWrite {
  value: string;
  path?: string;
  secure: boolean;
  sameSite?: string;
  /** Lifetime in seconds (Max-Age, or Expires from now), undefined for a session cookie. */
  lifetime?: number;
}

export function parseCookieWrite(write: string): CookieWrite {
  const [pair = '', ...attributes] = write.split(';').map((part) => part.trim());
  const out: CookieWrite = { value: decodeURIComponent(pair.slice(pair.indexOf('=') + 1)), secure: false };
  for (const attribute of attributes) {
    const [key = '', ...rest] = attribute.split('=');
    const value = rest.join('=');
    switch (key.toLowerCase()) {
      case 'path':
        out.path = value;
        break;
      case 'secure':
        out.secure = true;
        break;
      case 'samesite':
        out.sameSite = value.toLowerCase();
        break;
      case 'max-age':
        out.lifetime = Number(value);
        break;
      case 'expires':
        out.lifetime = Math.round((Date.parse(value) - Date.now()) / 1000);
        break;
    }
  }
  return out;
}

/**
 * A cookie written as the chrome's preference cookies are: path /, SameSite=Lax, one year, and
 * Secure on an https page (the test pages are http: core/cookies/cookies.ts says why).
 */
export function expectYearCookie(write: CookieWrite | undefined, value: string): void {
  if (!write) throw new Error('the cookie was not written');
  if (
    write.value !== value ||
    write.path !== '/' ||
    write.secure !== (location.protocol === 'https:') ||
    write.sameSite !== 'lax' ||
    write.lifetime === undefined ||
    Math.abs(write.lifetime - 31_536_000) > 120
  ) {
    throw new Error(`expected ${value} for a year on path / (SameSite=Lax, Secure on https), got ${JSON.stringify(write)}`);
  }
}

export async function headerTools(attrs = ''): Promise<HTMLElement> {
  const holder = document.createElement('div');
  holder.innerHTML = `<test-settings-header ${attrs}></test-settings-header>`;
  document.body.append(holder);
  const el = holder.firstElementChild as HTMLElement;
  await waitUntil(() => el.shadowRoot?.querySelector('.end') !== null, 'no tools rendered');
  return el;
}

/** The shadow root's focused element. */
export const focused = (el: Element) => el.shadowRoot!.activeElement as HTMLElement | null;

export async function openRegionDialog(el: HTMLElement): Promise<HTMLDialogElement> {
  const button = await waitForShadow<HTMLButtonElement>(el, '[data-action="language-region"]');
  button.click();
  const dialog = await waitForShadow<HTMLDialogElement>(el, 'dialog[data-settings-dialog="region"]');
  await waitUntil(() => dialog.querySelector('.st-dialog-title') !== null, 'the dialog never showed its content');
  return dialog;
}

export async function openPanel(el: HTMLElement): Promise<HTMLElement> {
  const button = await waitForShadow<HTMLButtonElement>(el, '[data-action="settings"]');
  button.click();
  return waitForShadow(el, '.st-panel[role="dialog"]');
}

export async function openSection(el: HTMLElement, section: string): Promise<HTMLElement> {
  const panel = await openPanel(el);
  panel.querySelector<HTMLButtonElement>(`[data-section="${section}"] .st-section-toggle`)!.click();
  return waitForShadow(el, `[data-section="${section}"] [role="region"]:not([hidden])`);
}
