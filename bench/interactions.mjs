/**
 * First interactions: the first open of each panel, measured from the user's action to the
 * panel's content painted. One table, so new panels (market panels, settings) are one entry each.
 *
 * Per entry:
 *   host     where the trigger and content live: the chrome element (its open shadow root) and,
 *            for the floor, the section container that renders the same view in light DOM
 *   trigger  the control the user points at / clicks / taps
 *   content  what must be visible for the panel to count as open WITH its content (its texts and
 *            items, not a spinner)
 *   profiles where the panel exists (the nav is desktop-only, the drawer is below 992 px)
 *   floor    false when the floor has no such panel (its nav items carry the same ids but open
 *            plain dropdowns: waiting for a market panel there only timed out)
 * An entry whose trigger is not on the page (not logged in, other profile, not built yet) prints
 * "n/a" and is not a failure.
 *
 * The user's action, as real input through CDP (Playwright's mouse and touchscreen):
 *   desktop: the pointer moves onto the trigger, rests DWELL_MS, then clicks;
 *   mobile:  a tap (pointer events arrive together with the click).
 * The time runs from the input event that opened the panel (the pointer arriving, for panels
 * that open on hover, such as the nav dropdowns and the personal centre; else the pointerdown of
 * the click or tap), using the events' own timestamps (so time the event waited for a busy main
 * thread counts), to the first frame in which the content is visible, plus that frame's rendering
 * (measured after the frame with a message posted from requestAnimationFrame, as "next paint").
 *
 * "Never on the click": every JS chunk or JSON text requested between the pointerdown of the click
 * or tap and the content painted is reported as a violation (the code and texts must be there by then: fetched at idle
 * after first paint, or on pointer/focus intent). Requests made while the pointer rested on the
 * trigger are listed as "intent" fetches (allowed). API calls (e.g. the message list refreshed on
 * each open) are data, not code, and are allowed.
 *
 * The load they are measured in is not a timed one (run.mjs load()): it runs without the debugger,
 * whose async stack traces the timed loads need for the request depth and which slow a tap.
 *
 * Panels are opened one after another in table order on the same page, each closed (Escape, then
 * a click or tap on the page's <main>, and checked closed: `leftOpen` otherwise) before the next;
 * each is still its own first open, but a chunk loaded by an earlier panel (shared texts, say) is
 * already there for a later one.
 */

import { median, percentile } from './metrics.mjs';

/** Pointer rest on the trigger before the click (desktop): a quick user. */
export const DWELL_MS = 100;
/** A panel whose content is not painted this long after the action counts as "timeout". */
export const PANEL_TIMEOUT_MS = 5000;

const HEADER = { chrome: 'exch-header', floor: '#floor-header' };

export const PANELS = [
  {
    id: 'nav-dropdown',
    label: 'nav dropdown (first top-level menu)',
    host: HEADER,
    profiles: ['desktop'],
    trigger: '[part="nav"] li > button[aria-expanded]',
    content: '[part="nav"] [part="nav-panel"]:not([hidden]) a',
  },
  {
    id: 'drawer',
    label: 'drawer',
    host: HEADER,
    profiles: ['mobile'],
    trigger: '[data-action="drawer"]',
    content: '[part="drawer"] .drawer-nav li',
  },
  {
    id: 'personal-centre',
    label: 'personal centre (avatar)',
    host: HEADER,
    profiles: ['desktop', 'mobile'],
    trigger: '[data-menu="profile"]',
    content: '[part="personal-identity"]',
  },
  {
    id: 'notifications',
    label: 'notification panel (bell)',
    host: HEADER,
    profiles: ['desktop', 'mobile'],
    trigger: '[part="notification-bell"]',
    // The panel with its texts (title, tabs or list); the messages themselves are data fetched on
    // every open.
    content: '[part="notification-panel"] .ntf-panel-title',
  },
  // The market panels (spec: hover panels of type trade, futures, ...): the nav item's button
  // (data-nav-id) and its dropdown [data-panel=<nav key>] with the panel's code and texts (its
  // filter field). Their rows are data that spec §4 lets only the first hover ask for, like the
  // notification panel's messages: `npm run bench:panel` times hover to rows with data loaded.
  {
    id: 'market-trade',
    floor: false,
    label: 'market panel: trade',
    host: HEADER,
    profiles: ['desktop'],
    trigger: '[part="nav"] button[data-nav-id="trade_head"]',
    content: '[data-panel="trade_head"] .ms-search-input',
  },
  {
    id: 'market-futures',
    floor: false,
    label: 'market panel: derivatives',
    host: HEADER,
    profiles: ['desktop'],
    trigger: '[part="nav"] button[data-nav-id="derivatives"]',
    content: '[data-panel="derivatives"] .ms-search-input',
  },
  {
    id: 'settings',
    label: 'settings',
    host: HEADER,
    profiles: ['desktop', 'mobile'],
    trigger: '[data-action="settings"]',
    content: '[part="settings-panel"] button, [part="settings-panel"] a',
  },
];

/**
 * In the page: finds the trigger (null when it is not there or not visible), starts watching the
 * input events and the content, and returns the trigger's centre and a spot on <main> to click
 * for closing. `window.__panel` resolves once the content is painted (or after timeoutMs).
 */
function watchPanel({ host, trigger, content, timeoutMs }) {
  const el = document.querySelector(host);
  const root = (el && el.shadowRoot) || el;
  // Visible: laid out, not in a `content-visibility: hidden` subtree, not `visibility: hidden`, not transparent
  // (panels rendered closed at idle are all three until they open).
  const shown = (n) => (n.checkVisibility ? n.checkVisibility({ visibilityProperty: true, opacityProperty: true }) : n.getClientRects().length > 0);
  const button = root && [...root.querySelectorAll(trigger)].find(shown);
  if (!button) return null;
  const box = button.getBoundingClientRect();
  const main = document.querySelector('main').getBoundingClientRect();
  const state = { hover: null, down: null, clickStart: null, clickEnd: null };
  const onOver = (e) => {
    if (state.hover === null) state.hover = e.timeStamp;
  };
  const onDown = (e) => {
    if (state.down === null) state.down = e.timeStamp;
  };
  // The opening click's own main-thread time: from its first listener (capture, on window) to
  // its last (bubble, on window), so React's render and the effects it flushes for a discrete
  // event, which run in microtasks between listeners, are inside. Less noisy than the paint.
  const onClickStart = () => {
    if (state.clickStart === null) state.clickStart = performance.now();
  };
  const onClickEnd = () => {
    if (state.clickEnd === null) state.clickEnd = performance.now();
  };
  window.addEventListener('pointerover', onOver, true);
  window.addEventListener('pointerdown', onDown, true);
  window.addEventListener('click', onClickStart, true);
  window.addEventListener('click', onClickEnd, false);
  window.__panel = new Promise((resolve) => {
    const started = performance.now();
    const finish = (result) => {
      window.removeEventListener('pointerover', onOver, true);
      window.removeEventListener('pointerdown', onDown, true);
      window.removeEventListener('click', onClickStart, true);
      window.removeEventListener('click', onClickEnd, false);
      const clickMs = state.clickStart !== null && state.clickEnd !== null ? state.clickEnd - state.clickStart : null;
      resolve({ ...result, hover: state.hover, down: state.down, clickMs });
    };
    const frame = () => {
      if ([...root.querySelectorAll(content)].some(shown)) {
        const seen = performance.now();
        // After this frame's style, layout and paint: a message posted from the rAF callback.
        const channel = new MessageChannel();
        channel.port1.onmessage = () => finish({ seen, painted: performance.now() });
        channel.port2.postMessage(0);
        return;
      }
      if (performance.now() - started > timeoutMs) return finish({ seen: null, painted: null });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  return {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    closeX: main.x + 8,
    closeY: main.y + Math.min(main.height / 2, 120),
  };
}

/** In the page: whether no element of the panel's content shows (the same visibility test as watchPanel's). */
function contentHidden({ host, content }) {
  const el = document.querySelector(host);
  const root = (el && el.shadowRoot) || el;
  const shown = (n) => (n.checkVisibility ? n.checkVisibility({ visibilityProperty: true, opacityProperty: true }) : n.getClientRects().length > 0);
  return !root || ![...root.querySelectorAll(content)].some(shown);
}

/**
 * Measures every panel of the table that applies (or those of `only`, ids); returns { [id]: result }.
 */
export async function measurePanels({ page, pageDef, profile, only = null }) {
  const results = {};
  const touch = profile.context.hasTouch;
  for (const entry of PANELS) {
    if (only && !only.includes(entry.id)) continue;
    const host = pageDef.floor ? entry.host.floor : entry.host.chrome;
    const spot =
      entry.profiles.includes(profile.id) && !(pageDef.floor && entry.floor === false)
        ? await page.evaluate(watchPanel, { host, trigger: entry.trigger, content: entry.content, timeoutMs: PANEL_TIMEOUT_MS })
        : null;
    if (!spot) {
      results[entry.id] = { status: 'n/a' };
      continue;
    }
    if (touch) {
      await page.touchscreen.tap(spot.x, spot.y);
    } else {
      await page.mouse.move(spot.x, spot.y);
      await page.waitForTimeout(DWELL_MS);
      await page.mouse.down();
      await page.mouse.up();
    }
    const r = await page.evaluate(() => window.__panel);
    if (r.painted === null) {
      results[entry.id] = { status: 'timeout', hover: r.hover, down: r.down };
    } else {
      // Opened by the hover if its content was there before the click.
      const byHover = !touch && r.hover !== null && (r.down === null || r.seen < r.down);
      const start = byHover ? r.hover : (r.down ?? r.hover);
      // The click's handlers count only when the click opened it (a hover's open is not the click's work).
      const clickMs = byHover ? null : r.clickMs;
      results[entry.id] = {
        status: 'ok',
        ms: r.painted - start,
        openedBy: byHover ? 'hover' : touch ? 'tap' : 'click',
        clickMs,
        hover: r.hover,
        down: r.down,
        painted: r.painted,
      };
    }
    // Close it before the next one: Escape, then a click or tap on the page content. A panel
    // still showing then would sit under the next one's tap (and its close would be part of
    // that open): counted, and shown beside the panel's figures.
    await page.keyboard.press('Escape');
    if (touch) await page.touchscreen.tap(spot.closeX, spot.closeY);
    else await page.mouse.click(spot.closeX, spot.closeY);
    const closed = await page.waitForFunction(contentHidden, { host, content: entry.content }, { timeout: PANEL_TIMEOUT_MS }).then(
      () => true,
      () => false,
    );
    if (!closed && results[entry.id]) results[entry.id].leftOpen = true;
    // A moment for the close's own work before the next tap (a fixed condition of the bench).
    await page.waitForTimeout(150);
  }
  return results;
}

/**
 * The tap path alone, as a reference for the phone first opens: a blank page with one button whose
 * click unhides a line, tapped and watched exactly as a panel is (same profile and CPU throttling,
 * a fresh context). What any page's first open pays at least in this harness: CDP's touch events,
 * the browser's tap gesture, the click and a frame. One tap; returns its time (ms) or null. The
 * bench taps once in every round of a phone cell, after that round's loads, so the reference is
 * taken across the same minutes as the opens it is compared with (summarizeTapPath).
 */
export async function tapPathOnce({ browser, profile }) {
  const context = await browser.newContext({ ...profile.context });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (profile.cpuThrottling > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuThrottling });
    await page.setContent(
      '<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">' +
        '<main style="display:block;min-height:600px"><div id="tap-host"><button type="button" data-open style="width:200px;height:48px">Open</button><p data-panel hidden>Panel</p></div></main>',
    );
    await page.evaluate(() => document.querySelector('[data-open]').addEventListener('click', () => (document.querySelector('[data-panel]').hidden = false)));
    await page.waitForTimeout(500);
    const spot = await page.evaluate(watchPanel, { host: '#tap-host', trigger: '[data-open]', content: '[data-panel]', timeoutMs: PANEL_TIMEOUT_MS });
    await page.touchscreen.tap(spot.x, spot.y);
    const r = await page.evaluate(() => window.__panel);
    return r.painted !== null && r.down !== null ? r.painted - r.down : null;
  } finally {
    await context.close();
  }
}

/** The taps' median and p90 (ms), and how many there were. */
export function summarizeTapPath(times) {
  const valid = times.filter((t) => t !== null);
  return { median: median(valid), p90: percentile(valid, 90), runs: valid.length };
}

/**
 * Code fetched because of the click: JS and JSON texts requested between the pointerdown and the
 * panel's content painted (what the open waited for; later requests are not this panel's), and
 * those requested while the pointer rested on the trigger (intent).
 */
export function codeFetches(result, timeline) {
  if (result.status !== 'ok' && result.status !== 'timeout') return { onClick: [], onIntent: [] };
  // Code = module scripts and dynamic imports (type Script) and the JSON texts. A plain fetch of a
  // .js URL is not code being loaded (the chrome's CDN check fetches its own script URL on a timer).
  const isCode = (r) => r.type === 'Script' || /\/i18n\/.*\.json(\?|$)/.test(r.url);
  const end = result.painted ?? result.down + PANEL_TIMEOUT_MS;
  const down = result.down ?? result.hover;
  const short = (u) => new URL(u).pathname;
  return {
    onClick: timeline.filter((r) => isCode(r) && r.sentAt >= down && r.sentAt <= end).map((r) => short(r.url)),
    onIntent:
      result.hover !== null && result.down !== null
        ? timeline.filter((r) => isCode(r) && r.sentAt >= result.hover && r.sentAt < result.down).map((r) => short(r.url))
        : [],
  };
}
