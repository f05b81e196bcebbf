/**
 * A page of its own for the built one-script chrome (dist/exch-chrome.js), as a site embeds it:
 * a same-origin frame with the tags and the script tag, the size of the viewport asked for (a
 * frame's media queries see its own width, which is how WPE WebKit, whose window has one size,
 * lays out a phone), with its own elements registry and store. What the page saw is recorded from
 * its first script on: the `exch-ready` events, and every uncaught error, rejection and
 * console.error.
 */
import { waitUntil } from './wait';

interface Recorded {
  ready: string[];
  errors: string[];
  /** What a module script right after the page script saw (see `probeAfterBoot`). */
  afterBoot?: Record<string, unknown>;
}

export interface ChromeFrame {
  frame: HTMLIFrameElement;
  doc: Document;
  win: Window & typeof globalThis;
  /** The page's first element with this tag. */
  el(tag: string): HTMLElement;
  recorded: Recorded;
}

const RECORDER = `
window.__chrome = { ready: [], errors: [] };
addEventListener('error', function (e) { __chrome.errors.push('error: ' + e.message); });
addEventListener('unhandledrejection', function (e) { __chrome.errors.push('rejection: ' + (e.reason && e.reason.message || e.reason)); });
var consoleError = console.error;
console.error = function () { __chrome.errors.push('console.error: ' + Array.prototype.join.call(arguments, ' ')); return consoleError.apply(console, arguments); };
document.addEventListener('exch-ready', function (e) { __chrome.ready.push(e.target.localName); });
`;

/**
 * A module script placed after the page script runs once it has (module scripts run in order),
 * before the elements' code it imports has arrived: what the page shows then is what the page
 * script alone did.
 */
const PROBE_AFTER_BOOT = `
const tags = [...document.querySelectorAll('exch-header, exch-footer, exch-announcement')];
window.__chrome.afterBoot = {
  tags: tags.length,
  withShadowRoot: tags.filter((el) => el.shadowRoot && el.shadowRoot.childElementCount > 0).length,
  defined: tags.filter((el) => customElements.get(el.localName)).length,
  preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
};
`;

export interface ChromeFrameOptions {
  width?: number;
  height?: number;
  lang?: string;
  /** Scripts off (a frame sandboxed without allow-scripts). */
  scripts?: boolean;
  /** Record what the page script alone did, before the elements' code (PROBE_AFTER_BOOT). */
  probeAfterBoot?: boolean;
  /** A classic script that runs before the page script (to take a feature away, for one). */
  before?: string;
}

const frames: HTMLIFrameElement[] = [];

export async function chromeFrame(body: string, options: ChromeFrameOptions = {}): Promise<ChromeFrame> {
  const { width = 1280, height = 900, lang = 'en', scripts = true, probeAfterBoot = false, before = '' } = options;
  const frame = document.createElement('iframe');
  frame.style.cssText = `display:block;width:${width}px;height:${height}px;border:0`;
  if (!scripts) frame.setAttribute('sandbox', 'allow-same-origin');
  const head = scripts
    ? `<script>${RECORDER}${before}</script><link rel="stylesheet" href="/dist/exch-chrome.css"><script type="module" src="/dist/exch-chrome.js"></script>${probeAfterBoot ? `<script type="module">${PROBE_AFTER_BOOT}</script>` : ''}`
    : '';
  frame.srcdoc = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>chrome</title>${head}</head><body style="margin:0">${body}<main style="height:300px">page</main></body></html>`;
  const loaded = new Promise<void>((resolve) => frame.addEventListener('load', () => resolve(), { once: true }));
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  const win = frame.contentWindow as Window & typeof globalThis;
  const doc = frame.contentDocument as Document;
  return {
    frame,
    doc,
    win,
    el: (tag) => {
      const el = doc.querySelector<HTMLElement>(tag);
      if (!el) throw new Error(`no <${tag}> in the page`);
      return el;
    },
    recorded: (win as unknown as { __chrome?: Recorded }).__chrome ?? { ready: [], errors: [] },
  };
}

/** Resolves once every tag given has dispatched `exch-ready` in the page (each as often as it is listed). */
export async function readyIn(page: ChromeFrame, tags: readonly string[], timeout = 15_000): Promise<void> {
  const missing = () => {
    const seen = [...page.recorded.ready];
    return tags.filter((tag) => {
      const at = seen.indexOf(tag);
      if (at === -1) return true;
      seen.splice(at, 1);
      return false;
    });
  };
  await waitUntil(() => missing().length === 0, `never ready: ${missing().join(', ')} (errors: ${page.recorded.errors.join(' | ') || 'none'})`, { timeout });
}

/** Removes the frames of the test (call in afterEach). */
export function removeChromeFrames(): void {
  for (const frame of frames.splice(0)) frame.remove();
}

/** The visible text of an element's shadow root (what a reader of the page sees of it). */
export function shadowTextOf(el: Element): string {
  return (el.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Whether a node takes space and is not hidden (in its own window's styles). */
export function shown(el: Element | null | undefined): boolean {
  if (!el) return false;
  const box = el.getBoundingClientRect();
  const view = el.ownerDocument.defaultView!;
  return box.width > 0 && box.height > 0 && view.getComputedStyle(el).visibility !== 'hidden';
}
