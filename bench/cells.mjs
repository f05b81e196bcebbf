/**
 * The cells of issue 29 beside the main tables, one load function each (run.mjs runs them,
 * report.mjs aggregates and prints them; docs/performance.md explains each figure):
 *
 *   repeatVisit  a page visited twice in one browser context: the first visit is not timed (it
 *                runs to complete and EXTRA.repeat.settleMs more, so after-paint work and the
 *                chrome's caches are written), the second one, in a new tab of the same context
 *                once the first is closed, is. Complete, CLS, and the
 *                request depth before complete counting only the requests that went to the
 *                network (network.mjs `cached`: memory, disk, prefetch cache, service worker
 *                excluded); the HTML (no-store) is depth 0.
 *   slowLoad     a fresh load on an emulated slow link (CDP Network.emulateNetworkConditions:
 *                EXTRA.slow latency per request and bytes per second both ways; the server adds no
 *                latency of its own and compresses), desktop viewport, CPU not throttled: complete,
 *                bytes received (CDP encodedDataLength, headers included) and requests, before
 *                complete and within complete + EXTRA.slow.afterMs.
 *   threadLoad   a fresh load on the phone profile without the debugger: from complete to
 *                complete + EXTRA.thread.windowMs, the long tasks (a PerformanceObserver installed
 *                before any page script) and the main thread's busy share (CDP
 *                Performance.getMetrics TaskDuration over its Timestamp, read at complete and at
 *                the window's end), as bench/market-panel.mjs measures the feed.
 *   lazyPart     a fresh load on a connection that saves data (nothing preloaded ahead of intent),
 *                with async stack traces on, in which one lazy part is opened by its trigger
 *                (interactions.mjs): the depth of the code requests (JS, JSON texts) it caused,
 *                from the trigger (network.mjs `triggerDepth`).
 *
 * Each function opens its own browser context and closes it; none throws (a failure is returned
 * as `{ complete: null, error }`).
 */
import { EXTRA, PROFILES } from './config.mjs';
import { collect, invisibleParts, kindOfTarget, pageProbe, READY_EVENT, waitComplete } from './probes.mjs';
import { kindOf, recordNetwork, requestDepth, short, triggerDepth } from './network.mjs';
import { cls } from './metrics.mjs';
import { measurePanels, PANEL_TIMEOUT_MS } from './interactions.mjs';
import { waitForQuietMachine } from './machine.mjs';

/**
 * A fresh context and page with the probe (and any more init scripts), error capture and the
 * network recorder. `h`: { browser, server, probe, config }.
 */
async function openPage(h, pageDef, profile, initScripts = [], { origin = h.server.origin } = {}) {
  // The secure origin's certificate is self-signed (server.mjs).
  const context = await h.browser.newContext({ ...profile.context, ignoreHTTPSErrors: origin.startsWith('https:') });
  if (pageDef.cookies.length) await context.addCookies(pageDef.cookies.map((c) => ({ ...c, url: origin })));
  await context.addInitScript(pageProbe, {
    targets: pageDef.chrome.map((selector) => ({ selector, kind: kindOfTarget(selector) })),
    event: READY_EVENT,
    domChecks: pageDef.domChecks,
  });
  for (const [fn, arg] of initScripts) await context.addInitScript(fn, arg);
  const errors = [];
  const opened = { context, errors, ...(await attach(context, await context.newPage(), errors)) };
  // Quiet cores before the page loads, as in the main tables (machine.mjs).
  await waitForQuietMachine();
  return opened;
}

/** A page's error capture, CDP session and network recorder. */
async function attach(context, page, errors) {
  page.on('pageerror', (e) => errors.push(String(e.message).slice(0, 160)));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/favicon\.ico/.test(m.location()?.url ?? '')) errors.push(m.text().slice(0, 160));
  });
  const cdp = await context.newCDPSession(page);
  const net = await recordNetwork(cdp);
  return { page, cdp, net };
}

const modeOf = (h, pageDef) => pageDef.probe ?? h.probe.mode;
const failed = (error, errors, extra = {}) => ({ complete: null, error: String(error?.message ?? error).split('\n')[0], errors, ...extra });
const asyncStacks = (cdp) => Promise.all([cdp.send('Debugger.enable'), cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 })]);

// --- Repeat visit -------------------------------------------------------------------------------

export async function repeatVisit(h, pageDef, profile) {
  const first = await openPage(h, pageDef, profile);
  const { context, errors } = first;
  const timeoutMs = h.config.completeTimeoutMs;
  const throttle = (cdp) => (profile.cpuThrottling > 1 ? cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuThrottling }) : null);
  try {
    await throttle(first.cdp);
    const url = `${h.server.origin}${pageDef.path}`;
    await first.page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const firstComplete = await first.page.evaluate(waitComplete, { mode: modeOf(h, pageDef), timeoutMs });
    if (firstComplete === null) throw new Error('the first visit never completed');
    await first.page.waitForTimeout(EXTRA.repeat.settleMs);
    // The second visit in a new tab of the same context, the first one closed: the HTTP cache
    // and the page's storage are warm, Blink's in-process memory cache is not (a second
    // navigation in the same tab is served from it, faster than a visit some time later would
    // be). A timed load like the main cells' (async stack traces on, for depth (a)).
    const { page, cdp, net } = await attach(context, await context.newPage(), errors);
    await first.page.close();
    await Promise.all([throttle(cdp), asyncStacks(cdp)]);
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const complete = await page.evaluate(waitComplete, { mode: modeOf(h, pageDef), timeoutMs });
    const hydrated =
      pageDef.probe === 'dom' && !pageDef.reference && complete !== null ? await page.evaluate(waitComplete, { mode: 'event', timeoutMs }) : null;
    if (complete !== null) errors.push(...(await page.evaluate(invisibleParts, pageDef.chrome)));
    const settledAt = Math.max(complete ?? timeoutMs, hydrated ?? 0);
    const seen = await page.evaluate(collect, { until: settledAt + h.config.clsWindowMs, window: h.config.clsWindowMs });
    const timeline = net.timeline(seen.timeOrigin);
    await context.close();
    if (complete === null) return failed('the second visit never completed', errors, { first: firstComplete });
    const before = timeline.filter((r) => r.sentAt <= complete);
    const depth = requestDepth(
      timeline.filter((r) => !r.cached),
      complete,
    );
    const cacheKinds = {};
    for (const r of before) if (r.cached) cacheKinds[r.cached] = (cacheKinds[r.cached] ?? 0) + 1;
    return {
      first: firstComplete,
      complete,
      hydrated,
      cls: cls(seen.shifts, seen.until),
      depth,
      network: before.filter((r) => !r.cached).map((r) => short(r.url)),
      cached: before.filter((r) => r.cached).length,
      cacheKinds,
      errors,
    };
  } catch (error) {
    await context.close().catch(() => {});
    return failed(error, errors);
  }
}

// --- Slow network -------------------------------------------------------------------------------

export async function slowLoad(h, pageDef) {
  const cfg = EXTRA.slow;
  // The secure HTTP/2 origin with Brotli, as a CDN serves the files today (server.mjs); the
  // plain origin (HTTP/1.1, gzip) where openssl is missing.
  const origin = h.server.secureOrigin ?? h.server.origin;
  const { context, page, cdp, net, errors } = await openPage(h, pageDef, PROFILES.desktop, [], { origin });
  try {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: cfg.latencyMs,
      downloadThroughput: cfg.bytesPerSecond,
      uploadThroughput: cfg.bytesPerSecond,
    });
    await page.goto(`${origin}${pageDef.path}`, { waitUntil: 'commit', timeout: cfg.timeoutMs });
    const complete = await page.evaluate(waitComplete, { mode: modeOf(h, pageDef), timeoutMs: cfg.timeoutMs });
    if (complete === null) throw new Error(`never completed within ${cfg.timeoutMs} ms`);
    // A page painted before its code (visitor-prepaint): when its elements said `exch-ready`.
    const hydrated = pageDef.interactiveBy ? await page.evaluate(waitComplete, { mode: 'event', timeoutMs: cfg.timeoutMs }) : null;
    const seen = await page.evaluate(collect, { until: complete + cfg.afterMs, window: 0 });
    const transport = `${origin.startsWith('https:') ? 'HTTPS, HTTP/2, Brotli' : 'HTTP/1.1, gzip'}`;
    const connection = await page.evaluate(() => navigator.connection?.effectiveType ?? null);
    const timeline = net.timeline(seen.timeOrigin);
    await context.close();
    const end = complete + cfg.afterMs;
    const doneBy = (t) => timeline.filter((r) => r.finishedAt !== null && r.finishedAt <= t);
    const sum = (list) => list.reduce((n, r) => n + (r.encodedBytes ?? 0), 0);
    const byKind = {};
    for (const r of doneBy(complete)) byKind[kindOf(r)] = (byKind[kindOf(r)] ?? 0) + (r.encodedBytes ?? 0);
    return {
      complete,
      hydrated,
      htmlAt: timeline.find((r) => r.doc)?.finishedAt ?? null,
      bytesBefore: sum(doneBy(complete)),
      bytesTotal: sum(doneBy(end)),
      byKind,
      requestsBefore: timeline.filter((r) => r.sentAt <= complete).length,
      requestsTotal: timeline.filter((r) => r.sentAt <= end).length,
      unfinished: timeline.filter((r) => r.sentAt <= end && (r.finishedAt === null || r.finishedAt > end)).map((r) => short(r.url)),
      depthB: requestDepth(timeline, complete).b,
      connection,
      transport,
      errors,
    };
  } catch (error) {
    await context.close().catch(() => {});
    return failed(error, errors);
  }
}

// --- The phone's main thread after complete ----------------------------------------------------

/** Init script: every long task (start, duration) from the document's start. */
function watchLongTasks() {
  window.__longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    window.__longTasks = null;
  }
}

export async function threadLoad(h, pageDef) {
  const profile = PROFILES.mobile;
  const windowMs = EXTRA.thread.windowMs;
  const { context, page, cdp, net, errors } = await openPage(h, pageDef, profile, [[watchLongTasks, undefined]]);
  const timeoutMs = h.config.completeTimeoutMs;
  const metrics = async () => {
    const list = (await cdp.send('Performance.getMetrics')).metrics;
    const get = (name) => list.find((m) => m.name === name)?.value ?? NaN;
    return { task: get('TaskDuration'), ts: get('Timestamp') };
  };
  try {
    // No debugger: its async stack capture inflates the main thread (run.mjs load()).
    await Promise.all([cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuThrottling }), cdp.send('Performance.enable')]);
    await page.goto(`${h.server.origin}${pageDef.path}`, { waitUntil: 'commit', timeout: timeoutMs });
    const complete = await page.evaluate(waitComplete, { mode: modeOf(h, pageDef), timeoutMs });
    if (complete === null) throw new Error('never completed');
    const m0 = await metrics();
    const end = complete + windowMs;
    await page.evaluate(
      (t) =>
        new Promise((resolve) => {
          const wait = () => (performance.now() >= t ? resolve() : setTimeout(wait, Math.max(1, t - performance.now())));
          wait();
        }),
      end,
    );
    const m1 = await metrics();
    const { timeOrigin, longTasks } = await page.evaluate(() => ({ timeOrigin: performance.timeOrigin, longTasks: window.__longTasks }));
    const timeline = net.timeline(timeOrigin);
    const from = net.pageTime(m0.ts, timeOrigin);
    const to = net.pageTime(m1.ts, timeOrigin);
    await context.close();
    if (longTasks === null) throw new Error('no longtask entries in this browser');
    // Tasks overlapping [complete, end]; blocking time on the part inside the window (as
    // Lighthouse clips TBT to its window); the longest by its whole duration.
    const overlapping = longTasks.filter(([s, d]) => s < end && s + d > complete);
    const tbt = overlapping.reduce((sum, [s, d]) => sum + Math.max(0, Math.min(s + d, end) - Math.max(s, complete) - 50), 0);
    const longest = overlapping.reduce((top, t) => (!top || t[1] > top[1] ? t : top), null);
    return {
      complete,
      tbt,
      busy: (m1.task - m0.task) / (m1.ts - m0.ts),
      busyFrom: from === null ? null : from - complete,
      busyTo: to === null ? null : to - complete,
      longest: longest ? longest[1] : 0,
      longestAt: longest ? longest[0] - complete : null,
      longTasks: overlapping.length,
      requests: timeline.filter((r) => r.sentAt >= complete && r.sentAt <= end).map((r) => `${short(r.url)}${r.cached ? ' (cache)' : ''}`),
      errors,
    };
  } catch (error) {
    await context.close().catch(() => {});
    return failed(error, errors);
  }
}

// --- Lazy parts' depth ------------------------------------------------------------------------

/** Code: module scripts and dynamic imports, and the JSON texts (as interactions.mjs codeFetches). */
const isCode = (r) => r.type === 'Script' || /\/i18n\/.*\.json(\?|$)/.test(r.url);

/** Fallback where Network.overrideNetworkState is missing: Save-Data on, by an init script. */
function saveDataOn() {
  const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'connection')?.get;
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get() {
      const c = real ? real.call(this) : {};
      return new Proxy(c, { get: (t, k) => (k === 'saveData' ? true : typeof t[k] === 'function' ? t[k].bind(t) : t[k]) });
    },
  });
}

export async function lazyPart(h, pageDef, profile, entry) {
  const cfg = EXTRA.lazy;
  // The depth comes from initiator stacks, not from times: the CPU is not throttled (the profile's
  // viewport and touch decide which parts exist).
  const unthrottled = { ...profile, cpuThrottling: 1 };
  const { context, page, cdp, net, errors } = await openPage(h, pageDef, unthrottled);
  const timeoutMs = h.config.completeTimeoutMs;
  try {
    let emulation = 'Network.overrideNetworkState';
    await cdp.send('Network.overrideNetworkState', cfg.connection).catch(async () => {
      emulation = 'init script (saveData)';
      await context.addInitScript(saveDataOn);
    });
    await asyncStacks(cdp);
    await page.goto(`${h.server.origin}${pageDef.path}`, { waitUntil: 'commit', timeout: timeoutMs });
    const complete = await page.evaluate(waitComplete, { mode: modeOf(h, pageDef), timeoutMs });
    if (complete === null) throw new Error('never completed');
    const connection = await page.evaluate(() => ({
      saveData: navigator.connection?.saveData ?? null,
      effectiveType: navigator.connection?.effectiveType ?? null,
    }));
    // The idle in which a connection that does not save data would preload.
    await page.waitForTimeout(cfg.idleMs);
    const result = (await measurePanels({ page, pageDef, profile: unthrottled, only: [entry.id] }))[entry.id];
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const timeline = net.timeline(timeOrigin);
    await context.close();
    const savesData = connection.saveData === true || ['slow-2g', '2g'].includes(connection.effectiveType);
    if (result.status === 'n/a') return { complete, status: 'n/a', connection, savesData, errors };
    const from = Math.min(...[result.hover, result.down].filter((t) => t !== null && t !== undefined));
    if (!Number.isFinite(from)) throw new Error(`${entry.id}: no input event seen on the trigger`);
    const until = result.painted ?? from + PANEL_TIMEOUT_MS;
    const d = triggerDepth(timeline, { from, until, include: isCode });
    return {
      complete,
      status: result.status,
      ms: result.status === 'ok' ? result.ms : null,
      openedBy: result.openedBy ?? null,
      depth: d.depth,
      depthB: d.depthB,
      requests: d.requests,
      chain: d.chain,
      chainB: d.chainB,
      urls: d.urls,
      // Code fetched between complete and the trigger, without one (on a connection that saves
      // data only the spec's own after-paint work should be: the emulation's check), chained the
      // same way with complete as depth 0: a part whose code loads there shows its chain here.
      ahead: timeline.filter((r) => isCode(r) && !r.cached && r.sentAt > complete && r.sentAt < from).map((r) => short(r.url)),
      afterPaint: triggerDepth(timeline, { from: complete, until: from, include: isCode }),
      connection,
      savesData,
      emulation,
      errors,
    };
  } catch (error) {
    await context.close().catch(() => {});
    return failed(error, errors);
  }
}
