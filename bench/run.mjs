#!/usr/bin/env node
/**
 * `npm run bench` (after `npm run build`): issue 8's measurements of the chrome against a plain
 * React 19 floor, on this machine, in one run, then issue 29's cells. docs/performance.md explains
 * each figure; the modules beside this file say how each is taken:
 *   config.mjs (knobs, profiles, targets, cells)  pages.mjs (the pages)  server.mjs (one origin, latency, cache headers, gzip)
 *   probes.mjs (complete, layout shifts)    network.mjs (requests, depth)   metrics.mjs (bytes, CLS)
 *   interactions.mjs (first opens)          cells.mjs (issue 29's cells)    report.mjs (tables, targets)
 *   floor/ (the floor page)
 *
 * Cells (CELLS knob, default all; `--quick`: main):
 *   main    every page RUNS times per profile × latency, interleaved (round-robin across the pages
 *           within each run, starting one page later each run so no page always goes first), each
 *           load in a fresh browser context (empty cache and storage), after one warm-up round at
 *           the start that is not counted; first opens in loads of their own; byte budgets.
 *   repeat  repeat visit: per profile at 150 ms, floor/visitor/user/visitor-ssr, the second visit
 *           (new tab, same context) timed: complete, ratio to the floor's, network-only depth, CLS.
 *   slow    slow network: 400 ms per request, 400 kbit/s (CDP emulation), gzip on, desktop
 *           viewport, CPU not throttled: complete, bytes and requests (floor, visitor, visitor-ssr).
 *   thread  the phone's main thread from complete to complete + 2 s (mobile, 150 ms, no debugger):
 *           total blocking time, busy share, longest task (floor, visitor, user).
 *   lazy    per profile at 150 ms on a data-saving connection: the depth of each lazy part's code
 *           requests from its trigger (user page), and of the code loaded after paint without one.
 * The new cells run EXTRA_RUNS loads per page (default min(RUNS, 5); slow: SLOW_RUNS, default
 * min(RUNS, 9); lazy: min(EXTRA_RUNS, 3)).
 * Figures are medians over the loads. Exit code 0 unless BENCH_STRICT=1 and a target is missed
 * (absolute times drift on a shared machine; ratios are what most targets use). Every figure and
 * the missed targets go to bench/results/latest.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { CHROME_ARGS, findChrome, NO_CHROME_MESSAGE } from '../scripts/find-chrome.mjs';
import { config, EXTRA, PROFILES, TARGETS } from './config.mjs';
import { buildPages } from './pages.mjs';
import { startBenchServer } from './server.mjs';
import { chooseProbe, collect, invisibleParts, kindOfTarget, pageProbe, READY_EVENT, waitComplete } from './probes.mjs';
import { kindOf, recordNetwork } from './network.mjs';
import { cls, networkFigures } from './metrics.mjs';
import { codeFetches, measurePanels, PANELS, summarizeTapPath, tapPathOnce } from './interactions.mjs';
import { waitForQuietMachine } from './machine.mjs';
import { lazyPart, repeatVisit, slowLoad, threadLoad } from './cells.mjs';
import {
  aggregate,
  crossPageTargets,
  aggregateLazy,
  aggregateRepeat,
  aggregateSlow,
  aggregateThread,
  compactMisses,
  interactionLimit,
  misses,
  printBudgets,
  printCell,
  printLazy,
  printRepeat,
  printSlow,
  printThread,
} from './report.mjs';

const root = resolve(import.meta.dirname, '..');
const log = (...args) => console.log(...args);
const debug = (...args) => config.debug && console.log('  [debug]', ...args);
const started = Date.now();

if (!existsSync(join(root, 'dist/exch-chrome.js'))) {
  console.error('bench: dist/ is missing, run `npm run build` first');
  process.exit(1);
}
const executablePath = findChrome();
if (!executablePath) {
  console.error(`bench: ${NO_CHROME_MESSAGE}`);
  process.exit(1);
}

// --- The floor: built per run, for the run's language and site -------------------------------
const { resolveSite } = await tsImport('../react-core/core/region/regions.ts', import.meta.url);
const siteKey = resolveSite(Number(config.region), false).key;
log(`bench: building the floor (plain React 19, lang ${config.lang}, site ${siteKey})...`);
execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'bench/floor/vite.config.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FLOOR_LANG: config.lang, FLOOR_SITE: siteKey },
});

const probe = chooseProbe(config.probe, join(root, 'dist'));
log(
  `bench: complete = ${probe.mode === 'event' ? `'${READY_EVENT}' from every chrome element, next frame` : 'DOM fallback probe (bench/probes.mjs)'} (${probe.why})`,
);

const pages = buildPages(config);
const runsMain = config.cells.includes('main');
const mainPages = runsMain ? pages.list.filter((p) => !p.budgetOnly && (p.floor || !config.pages || config.pages.includes(p.id))) : [];
const budgetPages = runsMain ? pages.list.filter((p) => p.budgetOnly && (!config.pages || config.pages.includes(p.id) || config.pages.includes('budget'))) : [];
/** A new cell's pages: its own list (config.mjs EXTRA), narrowed by PAGES (its floor always runs). */
const cellPages = (ids) => ids.map((id) => pages.list.find((p) => p.id === id)).filter((p) => p && (p.floor || !config.pages || config.pages.includes(p.id)));
const server = await startBenchServer({ pages: pages.byPath });
const browser = await chromium.launch({
  executablePath,
  args: [
    ...CHROME_ARGS,
    // Interleaved loads in one browser: no page may be slowed for being in the background.
    '--disable-background-timer-throttling',
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
  ],
});

function describeLoad(label, result) {
  return (
    `${label}: complete ${result.complete?.toFixed(1) ?? 'NEVER'}` +
    (result.net ? ` req ${result.net.requests} depth ${result.net.depth.a}/${result.net.depth.b} cls ${result.cls.value.toFixed(4)}` : '') +
    (result.panels
      ? ` panels ${Object.entries(result.panels)
          .filter(([, p]) => p.status !== 'n/a')
          .map(([k, p]) => `${k}=${p.status === 'ok' ? p.ms.toFixed(0) : p.status}${p.fetches?.onClick.length ? '!' : ''}`)
          .join(' ')}`
      : '') +
    (result.error ? ` error: ${result.error}` : '') +
    (result.missing?.length ? ` waiting for: ${result.missing.join(', ')}` : '') +
    (result.phases ? ` [${result.phases}]` : '') +
    (result.errors.length ? ` console: ${result.errors.slice(0, 2).join(' | ')}` : '')
  );
}

/**
 * One load of one page. A timed load (the default) records everything but the first opens, with
 * the debugger's async stack traces on (depth (a) needs them). A load for the first opens
 * (`interactions`) measures only those, without the debugger: async stack capture slows every
 * promise and task of the page by a tenth or more at 4x CPU, which no user's browser pays, so
 * timing a tap with it attached measures the instrument (README "Performance").
 */
async function load(pageDef, profile, { interactions = false } = {}) {
  const phases = { start: Date.now() };
  const context = await browser.newContext({ ...profile.context });
  if (pageDef.cookies.length) await context.addCookies(pageDef.cookies.map((c) => ({ ...c, url: server.origin })));
  await context.addInitScript(pageProbe, {
    targets: pageDef.chrome.map((selector) => ({ selector, kind: kindOfTarget(selector) })),
    event: READY_EVENT,
    domChecks: pageDef.domChecks,
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e.message).slice(0, 160)));
  page.on('console', (m) => {
    // The browser's own /favicon.ico request (404 here) is not the page's error.
    if (m.type() === 'error' && !/favicon\.ico/.test(m.location()?.url ?? '')) errors.push(m.text().slice(0, 160));
  });
  const cdp = await context.newCDPSession(page);
  const net = await recordNetwork(cdp);
  // Async stack traces, so request initiators show their async parents (depth (a)); a load for
  // the first opens does without (see above).
  await Promise.all([
    interactions ? null : cdp.send('Debugger.enable'),
    interactions ? null : cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 32 }),
    profile.cpuThrottling > 1 ? cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuThrottling }) : null,
    interactions ? null : cdp.send('Performance.enable'),
  ]);
  // Every load starts on quiet cores: what the previous load left (its closed context's renderer,
  // a first-opens load's lazy parts) is cleaned up first (machine.mjs).
  phases.quiet = await waitForQuietMachine();
  phases.ready = Date.now();
  try {
    await page.goto(`${server.origin}${pageDef.path}`, { waitUntil: 'commit', timeout: config.completeTimeoutMs });
    const complete = await page.evaluate(waitComplete, { mode: pageDef.probe ?? probe.mode, timeoutMs: config.completeTimeoutMs });
    // A server-rendered page is complete at its paint; its elements' `exch-ready` says when the
    // script has hydrated them. The main thread's script time up to then (CDP ScriptDuration) is
    // what the hydration costs, next to the floor's and the client-rendered pages' to complete.
    const hydrated =
      pageDef.probe === 'dom' && !pageDef.reference && complete !== null
        ? await page.evaluate(waitComplete, { mode: 'event', timeoutMs: config.completeTimeoutMs })
        : null;
    // A page whose header or footer shows nothing at complete measures nothing (it happened to the
    // floor once, when base.css started to require a node its root lacked): say so with the figures.
    if (complete !== null) errors.push(...(await page.evaluate(invisibleParts, pageDef.chrome)));
    const metrics = await cdp.send('Performance.getMetrics').catch(() => ({ metrics: [] }));
    const scriptMs = (metrics.metrics.find((m) => m.name === 'ScriptDuration')?.value ?? NaN) * 1000;
    // Layout shifts are watched until a second after complete, or after hydration when it came
    // later (a server-rendered page), and the first interactions start then: before it hydrates,
    // a server-rendered chrome shows but does not respond yet.
    const settledAt = Math.max(complete ?? config.completeTimeoutMs, hydrated ?? 0);
    const seen = await page.evaluate(collect, { until: settledAt + config.clsWindowMs, window: config.clsWindowMs });
    // The idle before the first interaction runs in the same second as the CLS window.
    if (config.idleBeforeInteractionMs > config.clsWindowMs) await page.waitForTimeout(config.idleBeforeInteractionMs - config.clsWindowMs);
    phases.collected = Date.now();
    if (interactions) {
      // A load for the first opens: those, and the code each open fetched, only.
      const panels = complete !== null ? await measurePanels({ page, pageDef, profile }) : null;
      const timeline = net.timeline(seen.timeOrigin);
      await context.close();
      if (panels) for (const p of Object.values(panels)) p.fetches = codeFetches(p, timeline);
      return { complete, panels, errors };
    }
    // API answers sent before complete, read now (the gzip comes after the context is closed).
    const timeline = net.timeline(seen.timeOrigin);
    const bodies = new Map();
    for (const r of timeline) {
      if (complete === null || r.sentAt > complete || r.failed || kindOf(r) !== 'api') continue;
      try {
        bodies.set(r.id, (await cdp.send('Network.getResponseBody', { requestId: r.id })).body);
      } catch {
        // evicted or not finished: counted as 0 bytes
      }
    }
    await context.close();
    phases.closed = Date.now();
    const result = {
      complete,
      hydrated,
      scriptMs: Number.isFinite(scriptMs) ? scriptMs : null,
      eventComplete: seen.eventComplete,
      domComplete: seen.domComplete,
      readyAt: seen.readyAt,
      domAt: seen.domAt,
      announcementBar: seen.announcementBar,
      fcp: seen.fcp,
      cls: cls(seen.shifts, seen.until),
      net: complete === null ? null : networkFigures({ root, timeline, complete, bodies, interactive: hydrated }),
      // Set by the caller from the first-opens load of the same round, when there is one.
      panels: null,
      errors,
      // On a load that never completed: the elements the probe was still waiting for.
      missing:
        complete === null
          ? pageDef.chrome.filter((sel) =>
              probe.mode === 'event' ? seen.readyAt[sel] === undefined : kindOfTarget(sel) !== 'announcement' && seen.domAt[sel] === undefined,
            )
          : [],
    };
    phases.done = Date.now();
    result.phases = `setup ${phases.ready - phases.start} (quiet ${phases.quiet}) load+cls ${phases.collected - phases.ready} bodies+close ${phases.closed - phases.collected} analysis ${phases.done - phases.closed} ms`;
    return result;
  } catch (error) {
    await context.close().catch(() => {});
    return { complete: null, error: String(error.message ?? error).split('\n')[0], errors, cls: { value: null }, net: null, panels: null, missing: [] };
  }
}

const cells = [];
for (const profileId of runsMain ? config.profiles : []) {
  const profile = PROFILES[profileId];
  if (!cells.length) {
    // One warm-up round (mock data generated, browser and bench code warm), not counted.
    server.setLatency(Number(config.latencies[0]));
    log(`bench: warm-up round (${profileId})...`);
    for (const pageDef of mainPages) {
      const result = await load(pageDef, profile);
      if (config.interactions && pageDef.interactions) await load(pageDef, profile, { interactions: true });
      debug(describeLoad(`${profileId} warm-up ${pageDef.id}`, result));
    }
  }
  for (const latency of config.latencies) {
    server.setLatency(Number(latency));
    log(`bench: ${profileId}, latency ${latency} ms: ${mainPages.map((p) => p.id).join(', ')} x ${config.runs}...`);
    const loads = Object.fromEntries(mainPages.map((p) => [p.id, []]));
    // On the phone profile, the tap path's own cost beside the first opens (interactions.mjs): at
    // 4x CPU a first open's limit is its median + 30 ms (at most 200 ms; report.mjs
    // interactionLimit). One tap per round, after its pages' loads: spread over the cell's minutes.
    const tapTimes = [];
    const tapsHere = config.interactions && profile.context.hasTouch;
    const cellStarted = Date.now();
    for (let run = 1; run <= config.runs; run += 1) {
      const order = mainPages.map((_, i) => mainPages[(i + run) % mainPages.length]);
      // First interactions in every INTERACTION_EVERY-th run (they cost seconds per load).
      const withPanels = config.interactions && (run - 1) % config.interactionEvery === 0;
      for (const pageDef of order) {
        const result = await load(pageDef, profile);
        // The first opens in a load of their own, right after the timed one (see load()).
        if (withPanels && pageDef.interactions) {
          const opened = await load(pageDef, profile, { interactions: true });
          result.panels = opened.panels;
          result.errors.push(...opened.errors);
          if (opened.error) result.errors.push(`first opens: ${opened.error}`);
        }
        result.run = run;
        loads[pageDef.id].push(result);
        debug(describeLoad(`${profileId}/${latency} run ${run} ${pageDef.id}`, result));
      }
      if (tapsHere) tapTimes.push(await tapPathOnce({ browser, profile }));
    }
    const tapPath = tapsHere ? summarizeTapPath(tapTimes) : null;
    const limit = interactionLimit(profile, tapPath);
    const rows = crossPageTargets(
      mainPages,
      mainPages.map((p) => aggregate(p, loads[p.id], loads.floor, { interactionLimit: limit })),
    );
    cells.push({ profile: profileId, latency: Number(latency), rows, tapPath, interactionLimitMs: limit.ms });
    log(printCell({ profile, latency, rows, runs: config.runs, probe: probe.mode, tapPath, limit }));
    log(`(${((Date.now() - cellStarted) / 1000).toFixed(0)} s)`);
  }
}

// --- Byte budgets of the earlier issues: two more pages, desktop, no latency ------------------
let budgetRows = [];
if (budgetPages.length) {
  server.setLatency(0);
  const BUDGET_RUNS = 3;
  const loads = Object.fromEntries(budgetPages.map((p) => [p.id, []]));
  for (let run = 0; run < BUDGET_RUNS; run += 1) {
    for (const pageDef of budgetPages) loads[pageDef.id].push(await load(pageDef, PROFILES.desktop));
  }
  budgetRows = budgetPages.map((p) => aggregate(p, loads[p.id], null));
  log(printBudgets(budgetRows));
}

// --- Issue 29's cells (cells.mjs): repeat visit, slow network, phone main thread, lazy parts ---
const h = { browser, server, probe, config };
const extra = {};
const newCells = config.cells.filter((c) => c !== 'main');
if (newCells.length && !runsMain) {
  // One warm-up load per page of the new cells (mock data, browser and bench code warm), not counted.
  log('bench: warm-up loads...');
  server.setLatency(0);
  const warm = [...new Set(newCells.flatMap((c) => EXTRA[c].pages))];
  for (const pageDef of cellPages(warm)) debug(describeLoad(`warm-up ${pageDef.id}`, await load(pageDef, PROFILES.desktop)));
}
const cellLog = (name, cellStarted) => log(`(${name}: ${((Date.now() - cellStarted) / 1000).toFixed(0)} s)`);

if (config.cells.includes('repeat')) {
  const list = cellPages(EXTRA.repeat.pages);
  server.setLatency(EXTRA.repeat.latencyMs);
  extra.repeat = [];
  for (const profileId of config.profiles) {
    const profile = PROFILES[profileId];
    const cellStarted = Date.now();
    log(`bench: repeat visit, ${profileId}, latency ${EXTRA.repeat.latencyMs} ms: ${list.map((p) => p.id).join(', ')} x ${config.extraRuns}...`);
    const loads = Object.fromEntries(list.map((p) => [p.id, []]));
    for (let run = 1; run <= config.extraRuns; run += 1) {
      for (const pageDef of list.map((_, i) => list[(i + run) % list.length])) {
        const result = await repeatVisit(h, pageDef, profile);
        result.run = run;
        loads[pageDef.id].push(result);
        debug(
          `repeat ${profileId} run ${run} ${pageDef.id}: first ${result.first?.toFixed(0) ?? '-'} complete ${result.complete?.toFixed(0) ?? 'NEVER'}${result.depth ? ` depth ${result.depth.a}/${result.depth.b} net ${result.network.length} cache ${result.cached} cls ${result.cls.value.toFixed(4)}` : ''}${result.error ? ` error: ${result.error}` : ''}`,
        );
      }
    }
    const rows = list.map((p) => aggregateRepeat(p, loads[p.id], loads.floor));
    extra.repeat.push({ where: `repeat ${profileId}/${EXTRA.repeat.latencyMs} ms`, profile: profileId, latency: EXTRA.repeat.latencyMs, rows });
    log(printRepeat({ profile, latency: EXTRA.repeat.latencyMs, rows, runs: config.extraRuns }));
    cellLog('repeat', cellStarted);
  }
}

if (config.cells.includes('slow')) {
  const list = cellPages(EXTRA.slow.pages);
  const cellStarted = Date.now();
  server.setLatency(0);
  server.setGzip(true);
  log(`bench: slow network: ${list.map((p) => p.id).join(', ')} x ${config.slowRuns}...`);
  const loads = Object.fromEntries(list.map((p) => [p.id, []]));
  for (let run = 1; run <= config.slowRuns; run += 1) {
    for (const pageDef of list.map((_, i) => list[(i + run) % list.length])) {
      const result = await slowLoad(h, pageDef);
      loads[pageDef.id].push(result);
      debug(
        `slow run ${run} ${pageDef.id}: complete ${result.complete?.toFixed(0) ?? 'NEVER'}${result.complete !== null ? ` KB ${(result.bytesBefore / 1000).toFixed(1)} / ${(result.bytesTotal / 1000).toFixed(1)} req ${result.requestsBefore} / ${result.requestsTotal} html ${result.htmlAt?.toFixed(0)} (${result.connection})` : ''}${result.error ? ` error: ${result.error}` : ''}`,
      );
    }
  }
  server.setGzip(false);
  const rows = list.map((p) => aggregateSlow(p, loads[p.id]));
  extra.slow = { where: 'slow network', emulation: { latencyMs: EXTRA.slow.latencyMs, bytesPerSecond: EXTRA.slow.bytesPerSecond }, rows };
  log(printSlow({ rows, runs: config.slowRuns, cfg: EXTRA.slow }));
  cellLog('slow', cellStarted);
}

if (config.cells.includes('thread')) {
  const list = cellPages(EXTRA.thread.pages);
  const cellStarted = Date.now();
  server.setLatency(EXTRA.thread.latencyMs);
  log(`bench: phone main thread, latency ${EXTRA.thread.latencyMs} ms: ${list.map((p) => p.id).join(', ')} x ${config.extraRuns}...`);
  const loads = Object.fromEntries(list.map((p) => [p.id, []]));
  for (let run = 1; run <= config.extraRuns; run += 1) {
    for (const pageDef of list.map((_, i) => list[(i + run) % list.length])) {
      const result = await threadLoad(h, pageDef);
      loads[pageDef.id].push(result);
      debug(
        `thread run ${run} ${pageDef.id}: complete ${result.complete?.toFixed(0) ?? 'NEVER'}${result.complete !== null ? ` TBT ${result.tbt.toFixed(0)} busy ${(result.busy * 100).toFixed(0)} % longest ${result.longest.toFixed(0)} at ${result.longestAt?.toFixed(0)} (${result.longTasks} long)` : ''}${result.error ? ` error: ${result.error}` : ''}`,
      );
    }
  }
  const rows = list.map((p) => aggregateThread(p, loads[p.id]));
  extra.thread = {
    where: `thread mobile/${EXTRA.thread.latencyMs} ms`,
    profile: 'mobile',
    latency: EXTRA.thread.latencyMs,
    windowMs: EXTRA.thread.windowMs,
    rows,
  };
  log(printThread({ rows, runs: config.extraRuns, latency: EXTRA.thread.latencyMs, windowMs: EXTRA.thread.windowMs }));
  cellLog('thread', cellStarted);
}

if (config.cells.includes('lazy')) {
  const list = cellPages(EXTRA.lazy.pages).filter((p) => !p.floor);
  server.setLatency(EXTRA.lazy.latencyMs);
  extra.lazy = [];
  for (const profileId of config.profiles) {
    const profile = PROFILES[profileId];
    const cellStarted = Date.now();
    const parts = PANELS.filter((e) => e.profiles.includes(profileId));
    log(
      `bench: lazy parts, ${profileId}, latency ${EXTRA.lazy.latencyMs} ms, data-saving connection: ${list.map((p) => p.id).join(', ')} (${parts.map((e) => e.id).join(', ')}) x ${config.lazyRuns}, each part in a load of its own...`,
    );
    const rows = [];
    const afterPaint = [];
    for (const pageDef of list) {
      const byPart = Object.fromEntries(parts.map((e) => [e.id, []]));
      for (let run = 1; run <= config.lazyRuns; run += 1) {
        for (const entry of parts) {
          const result = await lazyPart(h, pageDef, profile, entry);
          byPart[entry.id].push(result);
          debug(
            `lazy ${profileId} run ${run} ${pageDef.id} ${entry.id}: ${result.complete === null ? `error: ${result.error}` : result.status === 'n/a' ? 'n/a' : `depth ${result.depth} (${result.requests} req) ${result.status} ${result.ms?.toFixed(0) ?? '-'} ms; ${result.chain.join(' -> ')}; after paint ${result.afterPaint.depth}: ${result.afterPaint.chain.join(' -> ')}`}`,
          );
        }
      }
      const lazy = aggregateLazy(pageDef, byPart);
      rows.push(...lazy.rows);
      afterPaint.push({ page: pageDef.id, afterPaint: lazy.afterPaint });
    }
    // misses() reads `page` and the targets; one row per part.
    extra.lazy.push({ where: `lazy ${profileId}/${EXTRA.lazy.latencyMs} ms`, profile: profileId, latency: EXTRA.lazy.latencyMs, rows, afterPaint });
    log(printLazy({ profile, latency: EXTRA.lazy.latencyMs, rows, afterPaint, runs: config.lazyRuns }));
    cellLog('lazy', cellStarted);
  }
}

const chromiumVersion = browser.version();
await browser.close();
await server.close();

// --- Verdict and JSON ---------------------------------------------------------------------------
const missed = misses([...cells, ...(extra.repeat ?? []), ...(extra.slow ? [extra.slow] : []), ...(extra.thread ? [extra.thread] : []), ...(extra.lazy ?? [])]);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
log('');
if (runsMain)
  log(
    `targets (issues 8, 11, 29): ratio <= ${TARGETS.ratio}x floor (server-rendered page: its own, pages.mjs), depth (a) <= ${TARGETS.depth}, CLS 0 with exch-chrome.css and <= 0.01 with a render-blocking script (per page, pages.mjs), first open <= ${TARGETS.interactionMs} ms on desktop, at 4x CPU <= the cell's tap path + ${TARGETS.phoneInteractionOverTapMs} ms and <= ${TARGETS.phoneInteractionMaxMs} ms, nothing fetched on the click`,
  );
if (extra.repeat)
  log(
    `targets (issue 29), repeat visit: ratio <= ${TARGETS.repeatRatio}x the floor's repeat visit, depth <= ${TARGETS.repeatDepth} (not on the logged-in page), CLS 0`,
  );
if (extra.slow) log(`targets (issue 29), slow network: visitor complete <= ${TARGETS.slowVisitorMs} ms, visitor-ssr <= ${TARGETS.slowSsrMs} ms`);
if (extra.thread)
  log(
    `targets (issue 29), phone main thread after complete: TBT <= ${TARGETS.threadTbtMs} ms, busy <= ${TARGETS.threadBusyShare * 100} %, no task over ${TARGETS.threadLongestTaskMs} ms`,
  );
if (extra.lazy) log(`targets (issue 29), lazy parts: depth from the trigger <= ${TARGETS.lazyDepth}`);
log(missed.length ? `missed ${missed.length}:\n  ${compactMisses(missed).join('\n  ')}` : 'every target met');
log(`bench: ${minutes} min; probe: ${probe.mode} (${probe.why}); results in bench/results/latest.json`);

mkdirSync(join(root, 'bench/results'), { recursive: true });
const strip = (row) => row;
writeFileSync(
  join(root, 'bench/results/latest.json'),
  JSON.stringify(
    {
      date: new Date().toISOString(),
      commit: (() => {
        try {
          return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim();
        } catch {
          return null;
        }
      })(),
      machine: { cpus: (await import('node:os')).cpus().length, node: process.version, chromium: chromiumVersion },
      config: { ...config, probe: probe.mode, probeWhy: probe.why },
      targets: TARGETS,
      cells: cells.map((c) => ({ profile: c.profile, latency: c.latency, rows: c.rows.map(strip), tapPath: c.tapPath })),
      budgets: budgetRows,
      repeat: extra.repeat ?? null,
      slow: extra.slow ?? null,
      thread: extra.thread ?? null,
      lazy: extra.lazy ?? null,
      extra: EXTRA,
      missed,
      minutes: Number(minutes),
    },
    null,
    2,
  ),
);
process.exit(config.strict && missed.length ? 1 : 0);
