/**
 * What runs inside the measured page. `pageProbe` is installed as an init script (before any page
 * script, so the layout-shift observer and the `exch-ready` listener see everything from the
 * navigation start). It keeps its findings on `window.__bench`, all in page time
 * (`performance.now()`, ms since navigation start):
 *
 * - complete, by two probes running side by side (the bench decides which one it reports):
 *   - event probe: every chrome element of the page (`targets`) has dispatched `exch-ready`; the
 *     time is `performance.now()` in the animation frame after the last one;
 *   - DOM probe (the fallback while the chrome has no such event): checked in every animation
 *     frame, see `domComplete` below; the time is that frame's `performance.now()`.
 * - every layout shift (Layout Instability API, buffered) with its sources.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const READY_EVENT = 'exch-ready';

/**
 * The init script. `cfg.targets`: [{ selector, kind: 'header' | 'footer' | 'announcement' }] for
 * the page's chrome elements (or the floor's section containers).
 */
export function pageProbe(cfg) {
  const B = (window.__bench = {
    targets: cfg.targets,
    /** selector → page time of its first `exch-ready`. */
    readyAt: {},
    /** selector → page time of the frame in which the DOM probe first found it complete. */
    domAt: {},
    eventComplete: null,
    domComplete: null,
    /** When the announcement's bar first showed (DOM), for the record. */
    announcementBar: null,
    shifts: [],
  });
  const listeners = [];
  B.onComplete = (fn) => listeners.push(fn);
  const settle = () => {
    for (const fn of listeners.splice(0)) fn();
  };

  // --- Layout shifts ------------------------------------------------------------------------
  const describe = (node) => {
    if (!node) return '(removed node)';
    const el = node.nodeType === 1 ? node : node.parentElement;
    if (!el) return '#text';
    const host = el.getRootNode && el.getRootNode().host;
    const part = el.getAttribute('part');
    const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
    const self = `${el.localName}${el.id ? `#${el.id}` : ''}${part ? `[part=${part}]` : ''}${cls}`;
    return host ? `${host.localName} > ${self}` : self;
  };
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        B.shifts.push({
          t: e.startTime,
          value: e.value,
          recentInput: e.hadRecentInput,
          sources: (e.sources || []).map((s) => ({
            node: describe(s.node),
            // [y, height, x, width]: the report reads the first two; a sideways move shows in the others.
            from: [Math.round(s.previousRect.y), Math.round(s.previousRect.height), Math.round(s.previousRect.x), Math.round(s.previousRect.width)],
            to: [Math.round(s.currentRect.y), Math.round(s.currentRect.height), Math.round(s.currentRect.x), Math.round(s.currentRect.width)],
          })),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    B.noLayoutShiftApi = true;
  }

  // --- Event probe --------------------------------------------------------------------------
  const targetOf = (node) => cfg.targets.find((t) => node && node.matches && node.matches(t.selector));
  document.addEventListener(
    cfg.event,
    (event) => {
      const target = targetOf(event.target);
      if (!target || B.readyAt[target.selector] !== undefined) return;
      B.readyAt[target.selector] = performance.now();
      const present = cfg.targets.filter((t) => document.querySelector(t.selector));
      if (B.eventComplete === null && present.every((t) => B.readyAt[t.selector] !== undefined)) {
        B.eventComplete = -1; // claimed; the time is the next frame's
        requestAnimationFrame(() => {
          B.eventComplete = performance.now();
          settle();
        });
      }
    },
    true,
  );

  // --- DOM probe (fallback) -----------------------------------------------------------------
  // ---------------------------------------------------------------------------------------------
  // FALLBACK PROBE, used while the chrome does not dispatch `exch-ready`. Per element:
  //   header: its nav has a top-level link or button ([part="nav"] li a|button; below 992 px,
  //           where the nav lives in the drawer, the drawer button [data-action="drawer"]) AND
  //           the login link [data-action="login"] or, logged in, the avatar button
  //           [data-menu="profile"];
  //   footer: a column link ([part="column"] a) AND the copyright ([part="copyright"]);
  //   announcement: not waited for (it may rightly show nothing); its bar's first frame
  //           ([part="announcement"]) is recorded apart.
  // The same selectors find the floor's sections, which render the same views in light DOM.
  // ---------------------------------------------------------------------------------------------
  const DOM_CHECKS = {
    header: (root) =>
      !!root.querySelector('[part="nav"] li a, [part="nav"] li button, [data-action="drawer"]') &&
      !!root.querySelector('[data-action="login"], [data-menu="profile"]'),
    footer: (root) => !!root.querySelector('[part="column"] a') && !!root.querySelector('[part="copyright"]'),
    announcement: null,
  };
  // A reference page (not ours) names its own parts: every selector present (pages.mjs `domChecks`).
  for (const [kind, selectors] of Object.entries(cfg.domChecks ?? {})) DOM_CHECKS[kind] = (root) => selectors.every((s) => !!root.querySelector(s));
  const scopeOf = (el) => el.shadowRoot || el;
  const frame = () => {
    const now = performance.now();
    let all = true;
    for (const t of cfg.targets) {
      const el = document.querySelector(t.selector);
      if (!el) continue;
      if (t.kind === 'announcement') {
        if (B.announcementBar === null && scopeOf(el).querySelector('[part="announcement"]')) B.announcementBar = now;
        continue;
      }
      if (B.domAt[t.selector] === undefined && DOM_CHECKS[t.kind](scopeOf(el))) B.domAt[t.selector] = now;
      if (B.domAt[t.selector] === undefined) all = false;
    }
    if (all && B.domComplete === null && document.readyState !== 'loading') {
      B.domComplete = now;
      settle();
    }
    // Keep looking for the announcement bar a little after complete; then stop polling.
    if (B.domComplete === null || (B.announcementBar === null && now < B.domComplete + 3000)) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** In the page: resolves with the complete time of the chosen probe (or null after timeoutMs). */
export function waitComplete({ mode, timeoutMs }) {
  const B = window.__bench;
  const read = () => (mode === 'event' ? (B.eventComplete > 0 ? B.eventComplete : null) : B.domComplete);
  return new Promise((resolve) => {
    if (read() !== null) return resolve(read());
    const timer = setTimeout(() => resolve(null), timeoutMs);
    // Either probe settling wakes every waiter; each resolves on its own probe's time (a page
    // without `exch-ready`, like the GOV.UK reference, settles by the DOM probe only).
    const check = () => {
      if (read() === null) return void B.onComplete(check);
      clearTimeout(timer);
      resolve(read());
    };
    B.onComplete(check);
  });
}

/**
 * In the page: waits until page time `until` (complete + the CLS window), or, when the
 * announcement's bar showed up later than complete, until the same window after the bar (so its
 * own shift is inside the observed period), then returns everything the probe recorded.
 */
export function collect({ until, window: windowMs }) {
  const B = window.__bench;
  return new Promise((resolve) => {
    const done = () => {
      const extended = B.announcementBar !== null ? Math.max(until, B.announcementBar + windowMs) : until;
      if (performance.now() < extended) return void setTimeout(done, extended - performance.now());
      resolve({
        timeOrigin: performance.timeOrigin,
        until: extended,
        readyAt: B.readyAt,
        domAt: B.domAt,
        eventComplete: B.eventComplete > 0 ? B.eventComplete : null,
        domComplete: B.domComplete,
        announcementBar: B.announcementBar,
        // The first frame with text or an image painted (a web font still in its block period paints nothing).
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        shifts: B.shifts,
        noLayoutShiftApi: !!B.noLayoutShiftApi,
      });
    };
    const wait = until - performance.now();
    if (wait > 0) setTimeout(done, wait);
    else done();
  });
}

/**
 * Which probe to use. PROBE=event|dom forces one; auto picks the event when the built chrome
 * mentions it (the entry or any chunk), else the DOM fallback. Returns { mode, why }.
 */
export function chooseProbe(requested, distDir) {
  if (requested === 'event') return { mode: 'event', why: 'PROBE=event' };
  if (requested === 'dom') return { mode: 'dom', why: 'PROBE=dom' };
  const files = [
    join(distDir, 'exch-chrome.js'),
    ...readdirSync(join(distDir, 'chunks'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => join(distDir, 'chunks', f)),
  ];
  const found = files.some((f) => readFileSync(f, 'utf8').includes(READY_EVENT));
  return found
    ? { mode: 'event', why: `the built chrome dispatches '${READY_EVENT}'` }
    : { mode: 'dom', why: `'${READY_EVENT}' is not in dist/ yet: DOM fallback probe` };
}

/** The kind of a page's chrome target from its selector (the floor's containers name it too). */
export const kindOfTarget = (selector) => (selector.includes('header') ? 'header' : selector.includes('footer') ? 'footer' : 'announcement');

/** In the page: the chrome parts (header, footer; the announcement may rightly show nothing) with no visible text. */
export function invisibleParts(selectors) {
  const shown = (el) => (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) : el.getClientRects().length > 0);
  return selectors
    .filter((selector) => !/announcement/.test(selector))
    .filter((selector) => {
      const host = document.querySelector(selector);
      const root = host && (host.shadowRoot || host);
      if (!root) return false;
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const parent = walker.currentNode.parentElement;
        if (walker.currentNode.textContent.trim() && parent && shown(parent)) return false;
      }
      return true;
    })
    .map((selector) => `bench: nothing visible in ${selector} at complete`);
}
