/**
 * The one script a page loads: `dist/exch-chrome.js`. It is built on its own (vite --mode boot),
 * with nothing imported at run time, so it runs as soon as it arrives, and in that first task (on
 * a page whose chrome the server rendered, in the task after the next frame: see boot()) it
 * asks for everything the page's first paint needs, all at once:
 * - the elements' code (dist/chunks/elements-*.js and what it imports) and the view chunks of
 *   the elements on the page (header, announcement), as module preloads;
 * - each site's common data and compliance menu, the main site's menu, each announcement's
 *   notice: the chrome's client takes these responses instead of asking again
 *   (core/api/preload.ts; the URLs come from the same request descriptors, core/api/requests.ts);
 * - the first-paint texts of the page's site and language (one file);
 * - the reserved space of each element (the optional exch-chrome.css, adopted into the document),
 *   so nothing shifts when the elements render.
 * So no request of the first paint waits for a chunk that only exists to start it: after the
 * HTML and this script, everything is one round trip away. It then imports the elements' chunk,
 * which defines the elements.
 *
 * What it reads of a tag follows the chrome's own rules (attribute-values.ts, the page-key rule,
 * and the region table's facts it needs, derived at build time: `__EXCH_BUILD__.sites`); where it
 * cannot know (an invalid attribute), it asks for nothing and the
 * chrome loads what it needs itself, as it does on pages without this script.
 */
import { preloadGet, setPageTextsSite, type PreloadedResponse } from '../react-core/core/api/preload';
import { buildUrl, getInit } from '../react-core/core/api/url';
import {
  announcementRequest,
  bulletinRequest,
  commonDataRequest,
  complianceRequest,
  headerMenuRequest,
  type RequestDescriptor,
} from '../react-core/core/api/requests';
import { DEFAULT_LANGUAGE, normalizeLanguage, type LanguageCode } from '../react-core/core/i18n/languages';
import { firstPaintTextsPath } from '../react-core/core/i18n/first-paint';
import { apiBaseOf, currentPathOf, parseBooleanAttribute } from '../react-core/core/element/attribute-values';
import { pageKeyFor } from '../react-core/announcement/announcement.rules';
import { CACHE_NAME, NO_LANGUAGE, isCachePaintable } from '../react-core/core/cache/cache';
import { warmFontStrikes } from '../react-core/core/layout/font-warmup';
import { attachServerShadowRoot } from '../react-core/core/element/declarative-shadow';
import { canPrepaint, startPrepaint } from '../react-core/core/element/prepaint-start';
import { saysVisitor } from '../react-core/core/api/visitor-answer';
import { paintSnippet } from '../react-core/core/element/prepaint';
import { snippetLocation } from '../react-core/server/snippet-path';
import type { FirstPaintNeed } from '../react-core/core/element/element-spec';
import reserveCss from './exch-chrome.css?inline';
import type * as Elements from './index';

/** The region id of a `region` attribute (the chrome warns about invalid ones; here they get no early requests). */
function regionOf(value: string | null): number | undefined {
  const text = (value ?? '').trim();
  const id = text ? Number(text) : BUILD.defaultRegion;
  return Number.isInteger(id) && id in BUILD.sites ? id : undefined;
}

/** Read once: the build writes the object where its name stands. */
const BUILD = __EXCH_BUILD__;

/** Every chrome tag (react-core/chrome-elements.ts), as a selector. */
const TAGS = Object.keys(BUILD.tags).join(', ');
const here = (file: string) => new URL(file, import.meta.url).href;

/**
 * Preloads a module with its Subresource Integrity hash (written by the build): a browser that
 * checks it refuses a file changed on the way or on the CDN, and the `import()` that follows
 * uses the checked module.
 */
function modulePreload(file: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  const integrity = BUILD.integrity[file];
  if (integrity) link.integrity = integrity;
  link.href = here(file);
  document.head.append(link);
  return link;
}

function reserveSpace(): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(reserveCss);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  } catch {
    // Without constructable stylesheets the elements still reserve their space once defined.
  }
}

function fetchEarly(base: string, { path, query }: RequestDescriptor): Promise<PreloadedResponse | null> {
  return preloadGet(buildUrl(base, path, query), getInit());
}

/** What a tag asks for, by the chrome's own rules; undefined where it cannot know (an invalid attribute). */
function targetOf(element: Element) {
  const attr = (name: string) => element.getAttribute(name);
  const region = regionOf(attr('region'));
  const base = apiBaseOf(attr('api-base'));
  const path = currentPathOf(attr('current-path'));
  const langAttr = attr('lang');
  const lang: LanguageCode | undefined = langAttr ? normalizeLanguage(langAttr) : (normalizeLanguage(document.documentElement.lang) ?? DEFAULT_LANGUAGE);
  if (region === undefined || base === undefined || path === undefined || lang === undefined) return undefined;
  const site = parseBooleanAttribute(attr('testnet')) ? BUILD.testnet : BUILD.sites[region];
  return site && { attr, region, base, path, lang, site };
}

/**
 * The attributes a tag may carry and still be painted from its snippet: the chrome's whose value
 * leaves a snippet's markup as it is (`keepsSnippet` in the element list, written in by the
 * build: the site and language choose the snippet, the API base and the page's path change
 * nothing the hydration pass draws) and the page's own HTML ones. Any other (`theme`, `hidden-*`,
 * the header's own) would change what the element draws: such a tag is not prepainted.
 */
const SNIPPET_NEUTRAL = new Set(BUILD.snippetNeutral);
const keepsSnippet = (name: string): boolean => SNIPPET_NEUTRAL.has(name) || /^(id|class|style|slot|title|(data|aria)-.+)$/.test(name);

/** The tags being painted from their snippets (paintFirst), whose elements hydrate them. */
const painting = new WeakSet<Element>();

/**
 * Whether the page's script tag asks for the prepaint (`data-prepaint`, docs/embedding.md
 * "Painted, then interactive"): the chrome's content painted from its snippets before the code,
 * interactive later than without (the paint's work comes before the code's). A page without it
 * fetches no snippet.
 */
const prepaintAsked = (): boolean =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-prepaint]')].some((script) => script.src === import.meta.url);

function paintFirst(element: Element): void {
  const target = targetOf(element);
  const { snippet, visitor } = BUILD.tags[element.localName]!;
  if (
    !target ||
    !snippet ||
    painting.has(element) ||
    element.shadowRoot ||
    !canPrepaint() ||
    ![...element.attributes].every(({ name }) => keepsSnippet(name)) ||
    document.cookie.split('; ').includes(BUILD.darkThemeCookie)
  )
    return;
  painting.add(element);
  const { region, base, lang } = target;
  const common = commonDataRequest(region, lang);
  const snippetOf = (at: NonNullable<ReturnType<typeof targetOf>>) => here(snippetLocation(at.site.key, at.lang, snippet));
  const url = snippetOf(target);
  const tried = startPrepaint(element, {
    url,
    // Part of this script, not a chunk: a request after it would put the paint one round trip
    // behind a snippet the page's HTML asked for (docs/embedding.md "Depth 1").
    paint: paintSnippet,
    // The header's snippet is a visitor's: hydrated once common data says so (a repeat visit's
    // paintable cache is a visitor's: a login is never cached for painting, cache.ts). Asked for
    // with the other data, after the paint where the page asked for the snippets: the paint does
    // not wait for it (the account area stays reserved), and its request and answer, handled in
    // the boot task, held a phone's paint back by about 20 ms (bench, 4x CPU, no latency).
    visitor:
      !visitor || isCachePaintable(CACHE_NAME.common(base, region), lang) ? Promise.resolve(true) : dataAsked.then(() => saysVisitor(fetchEarly(base, common))),
    // Still the snippet its attributes ask for when it arrives.
    current: () => {
      const now = targetOf(element);
      return now !== undefined && snippetOf(now) === snippetOf(target);
    },
  });
  paints.push(tried);
  if (askedByPage(url)) paintsAskedByPage.push(tried);
}

/** Whether the page's HTML asked for this file already (a preload line, docs/embedding.md "Depth 1"). */
const askedByPage = (url: string): boolean => [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === url);

/**
 * The order the scan starts a page's requests in, over all its tags: over HTTP/1.1 a browser
 * opens six connections per origin, so the first requests go in one round trip and the rest wait
 * for a free connection. First the code every first render of the page's elements runs, a
 * hydration's too (the views' chunks, the footer's table, the state's reader); then what an
 * element waits for to be complete either way (the common data that says whether the visitor is
 * logged in, the page's notice, the full-site bulletin, the texts file); last what only a client
 * render waits for, as a painted or server-rendered element hydrates with its snippet's menu and
 * the site's defaults and takes those answers after (the compliance menu, the main site's menu).
 * Measured (bench, 150 ms latency, desktop, A/B): the painted page interactive about 35 ms sooner
 * (its footer and announcement had waited a round trip for their code and notice behind the two
 * menus). An element that renders on the client waits for all of it alike, so its asks keep the
 * declaration's order: ordered the same way, the page without the prepaint completed about 25 ms
 * later (its header then waited for the menus in the second round trip).
 */
const CODE = 0;
const COMPLETE = 1;
const AFTER_HYDRATION = 2;

/** A request a tag asks for: its place in that order, the key that starts it once per page, and how. */
type Ask = readonly [order: number, key: string, start: () => void];

/** What a tag's first paint asks for, in the order above within each kind (`scan` starts it). */
function asksOf(element: Element): Ask[] {
  const target = targetOf(element);
  if (!target) return [];
  const { attr, region, base, path, lang, site } = target;
  const asks: Ask[] = [];
  // An element that renders on the client (neither painted nor server-rendered): one kind, in the
  // declaration's order (see above).
  const hydrates = element.shadowRoot !== null || painting.has(element);
  const ask = (order: number, key: string, start: () => void) => void asks.push([hydrates ? order : COMPLETE, key, start]);
  // Code, by file: two views may list a chunk they share (the announcement's, the header's).
  const preload = (files: readonly string[]) => files.forEach((file) => ask(CODE, file, () => modulePreload(file)));

  // A repeat visit paints from the chrome's cache (spec §5 rule) and asks after its paint: no
  // early request for what is cached (the stores make the same check, core/cache/cache.ts).
  const cached = (name: string, language: string = lang) => isCachePaintable(name, language);

  // What this element's first paint needs besides its site's data and texts: its view's chunk
  // and its declaration's `firstPaint` (react-core/chrome-elements.ts), written into this script
  // by the build.
  // (TAGS is the same table's keys: every element found here has an entry; the build writes a
  // view's files for every element whose declaration names one.)
  const { view, needs } = BUILD.tags[element.localName]!;
  setPageTextsSite(site.legal);
  // A shadow root before the elements are defined is the server's (declarative shadow DOM): its
  // HTML carries the texts it was rendered with and the element hydrates from them, so its first
  // paint needs no texts file. (Server HTML of another version is rendered over; its element
  // then loads the texts itself.) Nor does a tag painted from its snippet: the snippet's state
  // block carries the texts, which its element takes whether it hydrates the snippet or (a
  // login's header) renders over it (chrome-host.ts); only where the snippet does not come does
  // the element load the file itself.
  if (!hydrates)
    ask(
      COMPLETE,
      `texts|${site.legal}|${lang}`,
      () => void preloadGet(here(`${BUILD.texts}${firstPaintTextsPath(site.legal, lang)}`), { credentials: 'omit' }),
    );
  // ... and the element reads that HTML's (or its snippet's) state block with code of its own
  // (hydration.ts).
  else preload(BUILD.preload.serverState);
  // The site's data is one cache entry: both asked for unless both are cached (site-data.ts).
  if (!cached(CACHE_NAME.common(base, region)) || !cached(CACHE_NAME.compliance(base, region))) {
    ask(COMPLETE, `common|${base}|${region}|${lang}`, () => void fetchEarly(base, commonDataRequest(region, lang)));
    ask(AFTER_HYDRATION, `compliance|${base}|${region}`, () => void fetchEarly(base, complianceRequest(region)));
  }

  if (view) preload(BUILD.preload.views[view]!);
  // How each need asks (react-core/core/element/element-spec.ts `FirstPaintNeed`).
  const asker: Record<FirstPaintNeed, () => void> = {
    'footer-table': () => preload(BUILD.preload.footers[site.footer]!),
    'server-menu': () => {
      // A page-provided menu wins: nothing to fetch (set as a property before the script ran).
      const pageMenu = (element as Element & { menu?: unknown }).menu;
      // Every site but the testnet reads it (Region.readsServerMenu; the build checks): the main
      // site's navigation, the others' hidden flags (spec §6).
      if (BUILD.testnet !== site && !pageMenu && !cached(CACHE_NAME.menu(base)))
        ask(AFTER_HYDRATION, `menu|${base}|${lang}`, () => void fetchEarly(base, headerMenuRequest(lang)));
    },
    // A sub-site's header renders its built-in navigation, a chunk of its own (site-menu.store.ts).
    'site-menu': () => {
      if (!site.serverMenu) preload(BUILD.preload.siteMenu);
    },
    notice: () => {
      const page = pageKeyFor(path, attr('page'));
      if (page && !cached(CACHE_NAME.notice(base, page)))
        ask(COMPLETE, `notice|${base}|${page}|${lang}`, () => void fetchEarly(base, announcementRequest(page, lang)));
    },
    // The full-site bulletin fills a bar without a notice of its own (announcement.connected.tsx).
    bulletin: () => {
      if (!cached(CACHE_NAME.bulletin(base), NO_LANGUAGE)) ask(COMPLETE, `bulletin|${base}`, () => void fetchEarly(base, bulletinRequest()));
    },
  };
  for (const need of needs) asker[need as FirstPaintNeed]();
  return asks;
}

/**
 * Server-rendered chrome (a declarative shadow root in one of our tags, attached by the HTML
 * parser) is on screen with the page's first paint: nothing started here is needed for that
 * paint, and starting it (a dozen fetches and preloads, the reserve sheet's restyle) costs
 * main-thread time that lands before it, as a module script runs once the HTML is parsed, before
 * the first frame. So on such a page this waits for the next frame: a task queued from its
 * animation frame callback runs after its paint. Also when the browser painted part of the page
 * while still parsing it: the frame after the parse ends is the one that shows all of it (traced
 * at 4x CPU: a start right after the parse held that frame back by 280 ms). A page that has
 * loaded (the script was added later) or is hidden (no frames) starts at once.
 */
function boot(): void {
  // Server HTML on an engine whose parser does not attach declarative shadow roots (Safari
  // before 16.4, Firefox before 123): attached here, so it shows now, before the elements' code.
  document.querySelectorAll(TAGS).forEach(attachServerShadowRoot);
  const serverRendered = [...document.querySelectorAll(TAGS)].some((element) => element.shadowRoot);
  if (!serverRendered || document.hidden || document.readyState === 'complete') start();
  else requestAnimationFrame(() => setTimeout(start));
}

/**
 * How long the elements' code, once arrived, waits at most for the snippets still being painted
 * (a snippet or common data answering late): longer than a snippet takes after the code on any
 * connection the bench measures, short enough that a stalled one costs little interactivity.
 */
const PAINT_GRACE_MS = 500;

/**
 * The prepaints started (prepaint-start.ts), each resolving once its paint was tried. Not once
 * its element knows whether it hydrates (the header waits for the session's answer for that):
 * the code may run meanwhile, its element waits for that answer itself (chrome-host.ts).
 */
const paints: Promise<void>[] = [];
/**
 * Resolves once the scan has started the data requests (`start`: after the early paint, or at
 * once): the header's session check and the elements' code wait for it.
 */
let markDataAsked!: () => void;
const dataAsked = new Promise<void>((resolve) => (markDataAsked = resolve));
/** The prepaints whose snippets the page's HTML asked for, each resolving once its paint was tried. */
const paintsAskedByPage: Promise<void>[] = [];

/**
 * How long the requests the paint does not need wait at most for the paint of snippets the page
 * asked for in its HTML (see `afterEarlyPaint`): those are here, or nearly, when the script runs.
 */
const EARLY_PAINT_WAIT_MS = 100;

/**
 * Resolves once the snippets the page's HTML asked for are painted and their frame is on screen
 * (at most EARLY_PAINT_WAIT_MS for the snippets, then the next frame). Each request the script
 * starts costs the main thread a few ms (5 to 9 at a phone's 4x slower CPU, traced): the dozen a
 * page's data and code take, started in the same task, held back by about 60 ms a paint whose
 * HTML had already arrived. The elements' code is asked for before (the longest on its way).
 */
function afterEarlyPaint(): Promise<void> {
  return new Promise((resolve) => {
    const painted = Promise.race([Promise.all(paintsAskedByPage), new Promise((waited) => setTimeout(waited, EARLY_PAINT_WAIT_MS))]);
    // A hidden page has no frames: it goes on without waiting for one.
    void painted.then(() => (document.hidden ? resolve() : requestAnimationFrame(() => setTimeout(resolve))));
    // And if its frames stop (hidden meanwhile), at most a frame's wait later.
    setTimeout(resolve, EARLY_PAINT_WAIT_MS + 100);
  });
}

function start(): void {
  reserveSpace();
  const tags = () => document.querySelectorAll(TAGS);
  // Each tag's snippet first, where the script tag asks for the prepaint.
  const paint = prepaintAsked() ? () => tags().forEach(paintFirst) : () => {};
  paint();
  const preloads = BUILD.preload.elements.map(modulePreload);
  const done = new Set<string>();
  const scan = () => {
    paint();
    // Every tag's asks, in their order (a stable sort keeps the page's order within each).
    for (const [, key, ask] of [...tags()].flatMap(asksOf).sort(([a], [b]) => a - b)) {
      if (done.has(key)) continue;
      done.add(key);
      ask();
    }
    markDataAsked();
  };
  if (paintsAskedByPage.length) void afterEarlyPaint().then(scan);
  else scan();
  // An `async` script may run before the tags are parsed: look again once they are.
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan, { once: true });
  const code = () => import(/* @vite-ignore */ here(BUILD.elements)) as Promise<ChromeApi>;
  // Painting, the elements' code runs once the snippets are painted: run earlier, its one long
  // task (about half a second at a phone's 4x slower CPU) would hold back a paint whose HTML is
  // already here. It waits for snippets still on their way at most PAINT_GRACE_MS after it has
  // itself arrived.
  const arrived = () =>
    Promise.all(
      preloads.map((link) => new Promise((settled) => ['load', 'error'].forEach((type) => link.addEventListener(type, settled, { once: true })))),
    ).then(() => new Promise((graceOver) => setTimeout(graceOver, PAINT_GRACE_MS)));
  // After the data's requests too: run before them, its stores would ask for the same data anew.
  const elements = paints.length ? Promise.race([Promise.all(paints).then(() => dataAsked), arrived()]).then(code) : code();
  // While that code is on its way: the fonts its first paint sets text in. Not where tags are
  // painted from their snippets: the paint sets its text in them itself, and a lookup in an idle
  // period (a few ms each, traced) would hold back a snippet's paint that is waiting for a task.
  if (!paints.length) warmFontStrikes(BUILD.fonts);
  elements.then(
    (module) => {
      loaded = module;
      for (const call of waiting.splice(0)) call(module);
      settle.resolve(module);
    },
    (error: unknown) => {
      console.error('[exch-chrome] could not load the elements', error);
      settle.reject(error);
    },
  );
}

/**
 * The chrome's framework-free API (react-core/public: preferences, texts, version, error
 * reporter), which the elements' module exports: this script forwards each call to it, queued
 * in order until it has loaded, so a page may call it at once (texts registered before the
 * elements render, a listener that gets the preferences as soon as they are known).
 */
export type ChromeApi = Pick<
  typeof Elements,
  | 'getPreferences'
  | 'subscribe'
  | 'setTheme'
  | 'setLanguage'
  | 'setFiat'
  | 'setRiseColor'
  | 'registerTexts'
  | 'setChromeErrorReporter'
  | 'setChromeDebug'
  | 'version'
>;
export type { ChromePreferences, ChromeTexts, ErrorReporter } from './index';

type Call = (api: ChromeApi) => void;
let loaded: ChromeApi | undefined;
const waiting: Call[] = [];
let settle!: { resolve: (api: ChromeApi) => void; reject: (error: unknown) => void };
const own = new Promise<ChromeApi>((resolve, reject) => (settle = { resolve, reject }));
// A page that does not wait for `ready` gets no unhandled rejection when the code fails to load.
own.catch(() => {});

/** What the copy of the script that runs on the page leaves on it (one per page). */
interface Booted {
  version: string;
  ready: Promise<ChromeApi>;
  forward: (call: Call) => void;
}

function forwardHere(call: Call): void {
  if (loaded) call(loaded);
  else waiting.push(call);
}

/** The running copy's forwarding (this one's, unless a first copy of the script runs the page). */
const forward = (call: Call) => (scope[BOOTED]?.forward ?? forwardHere)(call);

/** This script's version (a second copy on a page reports its own). */
export const version: string = BUILD.version;

/** The API once the elements' code has loaded: `(await ready).getPreferences()`. Rejects when it cannot load. */
export const ready: Promise<ChromeApi> = new Promise((resolve, reject) => queueMicrotask(() => void (scope[BOOTED]?.ready ?? own).then(resolve, reject)));
ready.catch(() => {});

export const setTheme: ChromeApi['setTheme'] = (theme) => forward((api) => api.setTheme(theme));
export const setFiat: ChromeApi['setFiat'] = (fiat) => forward((api) => api.setFiat(fiat));
export const setRiseColor: ChromeApi['setRiseColor'] = (color) => forward((api) => api.setRiseColor(color));
export const registerTexts: ChromeApi['registerTexts'] = (lang, texts, options) => forward((api) => api.registerTexts(lang, texts, options));
/**
 * Where the chrome reports operational errors (the CDN check's 'cdn access error', an API it
 * cannot reach; the default is the console).
 */
export const setChromeErrorReporter: ChromeApi['setChromeErrorReporter'] = (reporter) => forward((api) => api.setChromeErrorReporter(reporter));
/** Development diagnostics in the console (as the `debug` attribute). */
export const setChromeDebug: ChromeApi['setChromeDebug'] = (on) => forward((api) => api.setChromeDebug(on));
/** Resolves once every element shows the language. */
export const setLanguage: ChromeApi['setLanguage'] = (lang) => new Promise((resolve) => forward((api) => void api.setLanguage(lang).then(resolve)));
/** Calls `listener` with the preferences as soon as they are known, then after every change; returns the function that stops it. */
export const subscribe: ChromeApi['subscribe'] = (listener) => {
  let stop: (() => void) | undefined;
  let stopped = false;
  forward((api) => {
    if (!stopped) stop = api.subscribe(listener);
  });
  return () => {
    stopped = true;
    stop?.();
  };
};

/** `window.ExchChrome`: the same API for classic scripts and consoles. */
export interface ExchChromeGlobal extends Omit<ChromeApi, 'getPreferences'> {
  ready: Promise<ChromeApi>;
}

declare global {
  interface Window {
    /** The chrome's API, set by the one script (`exch-chrome.js`) when it runs. */
    ExchChrome?: ExchChromeGlobal;
  }
}

/**
 * Whether this browser is at the browser floor (docs/browsers.md, scripts/browser-floor.mjs),
 * known by the newest feature the chrome relies on: the `inert` attribute (Chrome 102, Safari
 * 15.5, Firefox 112), with custom elements. (Safari 15.5 and Firefox 112 to 114 pass it while
 * below the floor: the chrome is not tested there, but nothing in it is known to fail.) Below it
 * nothing starts: the page keeps what it has (its own fallback inside the tags), with no error.
 * This script itself parses in every browser with modules (it is built for them), the chrome's
 * other code only at the floor.
 */
function atBrowserFloor(): boolean {
  return typeof customElements !== 'undefined' && typeof HTMLElement !== 'undefined' && 'inert' in HTMLElement.prototype;
}

// Loaded twice (two teams embedding it): the second copy has nothing to add. A different
// version is not started either (two element definitions cannot share a tag): say so once.
const BOOTED = Symbol.for('exch-chrome.booted');
const scope = globalThis as { [BOOTED]?: Booted };
const running = scope[BOOTED];
if (running) {
  if (running.version !== BUILD.version) console.warn(`[exch-chrome] ${BUILD.version} is not started: ${running.version} is already on this page`);
} else if (typeof document !== 'undefined') {
  scope[BOOTED] = { version: BUILD.version, ready: own, forward: forwardHere };
  window.ExchChrome = Object.freeze({
    version,
    ready: own,
    subscribe,
    setTheme,
    setLanguage,
    setFiat,
    setRiseColor,
    registerTexts,
    setChromeErrorReporter,
    setChromeDebug,
  });
  // Below the floor the API is there (a page's calls never throw) and `ready` rejects.
  if (atBrowserFloor()) boot();
  else settle.reject(new Error('[exch-chrome] not started: this browser is below the browser floor (docs/browsers.md)'));
}
