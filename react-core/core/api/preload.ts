/**
 * Responses started before the code that needs them has loaded. The boot script
 * (elements/boot.ts) asks for everything a page's first paint needs as soon as it runs; the
 * client (and the texts loader) take a response from here instead of asking again. The registry
 * lives on `globalThis` under a registered symbol, so the boot (a separate file) and the chrome's
 * chunks share it; each entry is taken once, and an old one is ignored.
 */
import type { LegalSite } from '../region/regions';

/** The texts file of pages the boot script did not prepare (React wrappers, bundlers). */
const GLOBAL_TEXTS_SITE: LegalSite = 'global';

export interface PreloadedResponse {
  status: number;
  ok: boolean;
  text: string;
}

interface Entry {
  at: number;
  response: Promise<PreloadedResponse | null>;
}

const REGISTRY = Symbol.for('exch-chrome.preload.v1');
/** A response the chrome did not use within this time is stale: it asks again. */
export const PRELOAD_MAX_AGE_MS = 10_000;

function registry(): Map<string, Entry> {
  const scope = globalThis as { [REGISTRY]?: Map<string, Entry> };
  return (scope[REGISTRY] ??= new Map());
}

const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

/**
 * Starts a GET now (once per URL) and keeps its response for the chrome; returns that response
 * (the page script reads common data's login answer from it, prepaint-start.ts). Never throws.
 */
export function preloadGet(url: string, init: RequestInit): Promise<PreloadedResponse | null> {
  const entries = registry();
  const started = entries.get(url);
  if (started) return started.response;
  let response: Promise<PreloadedResponse | null>;
  try {
    response = fetch(url, init).then(
      async (r) => ({ status: r.status, ok: r.ok, text: await r.text() }),
      () => null,
    );
  } catch {
    response = Promise.resolve(null);
  }
  entries.set(url, { at: now(), response });
  return response;
}

/** The response the boot started for this URL, once; undefined when there is none (or it is stale). */
export function takePreloaded(url: string): Promise<PreloadedResponse | null> | undefined {
  const response = peekPreloaded(url);
  registry().delete(url);
  return response;
}

/** The response the boot started for this URL, left for the client to take; undefined when there is none (or it is stale). */
export function peekPreloaded(url: string): Promise<PreloadedResponse | null> | undefined {
  const entry = registry().get(url);
  return entry && now() - entry.at <= PRELOAD_MAX_AGE_MS ? entry.response : undefined;
}

/** For tests: forget every preloaded response. */
export function resetPreloads(): void {
  registry().clear();
}

const TEXTS_SITE = Symbol.for('exch-chrome.texts-site.v1');

/** The site whose first-paint texts file the page uses for the shared namespaces (set by the boot script). */
export function setPageTextsSite(site: LegalSite): void {
  (globalThis as { [TEXTS_SITE]?: LegalSite })[TEXTS_SITE] ??= site;
}

export function pageTextsSite(): LegalSite {
  return (globalThis as { [TEXTS_SITE]?: LegalSite })[TEXTS_SITE] ?? GLOBAL_TEXTS_SITE;
}
