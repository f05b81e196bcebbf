#!/usr/bin/env node
/**
 * Market-panel bench (issue 9), in headless Chromium against the mock API, with the spot list
 * stubbed to 10 000 rows (bench/market/main.tsx):
 * - keystroke to updated list painted: from the keydown (event timestamp) to the frame after
 *   the list shows the new keyword's first result; budget one frame (16.7 ms) without throttling
 *   and 50 ms at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate);
 * - row elements in the DOM with 10 000 rows, at the top and scrolled to the middle (<= 40);
 * - hover to rows visible with the data already loaded and the chunk preloaded (<= 50 ms at 4x),
 *   as the header does it (the panel kept rendered while closed after its first open:
 *   `content-visibility: hidden`), and for comparison when the dropdown mounts the panel on
 *   each open and when it keeps it mounted but closed with display: none. The hover's open
 *   renders in the hover's task (flushSync), as the header's hover intent does.
 * - with the live feed at 200 updates a second (issue 27), the panel open and idle at 4x CPU: main
 *   thread busy at most 15 %, no task over 50 ms, row elements unchanged, and the heap after GC
 *   within 10 % over 60 s of ticks (FEED_WINDOW_S, FEED_MEMORY_S override the durations).
 * Medians over RUNS (default 15) runs each; prints the figures against the budgets and exits 1
 * when one is missed. Wrap it in the browser lock: `/work/bin/browser-lock npm run bench:panel`.
 *
 *   npm run bench:panel        (RUNS=15 ROWS=10000 by default; BENCH_DEBUG=1 logs the page;
 *                              FEED_ONLY=1 prints the feed figures alone, FEED_REDUCED=1 with reduced motion)
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { extname, join, normalize, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';
import { findChrome } from '../scripts/find-chrome.mjs';

const root = resolve(import.meta.dirname, '..');
const RUNS = Math.max(10, Number(process.env.RUNS ?? 15));
const ROWS = Number(process.env.ROWS ?? 10_000);
const FRAME_MS = 1000 / 60;
const BUDGET = { keystroke1x: FRAME_MS, keystroke4x: 50, rowElements: 40, hover4x: 50 };

console.log('bench: building the bench page (bench/market)...');
execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'bench/market/vite.config.ts'], { cwd: root, stdio: 'inherit' });

const { createMockApi } = await tsImport('../demo/mock-api/handler.ts', import.meta.url);
const mock = createMockApi();
const MIME = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json' };
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>market panel</title></head>
<body><exch-bench-market></exch-bench-market><script type="module" src="/bench/market/dist/market.js"></script></body></html>`;

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname === '/market.html') {
    res.setHeader('Content-Type', 'text/html');
    return res.end(PAGE);
  }
  if (url.pathname.startsWith('/bench/market/dist/')) {
    const file = normalize(join(root, url.pathname));
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      res.setHeader('Content-Type', MIME[extname(file)] ?? 'application/octet-stream');
      return createReadStream(file).pipe(res);
    }
  }
  mock(req, res, () => {
    res.statusCode = 404;
    res.end();
  });
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${server.address().port}`;

// The live price feed at 200 updates a second for the page's own rows (the stubbed spot list):
// half of each batch among the first 100 rows (those in view), half across all of them.
const { attachMarketFeed, BATCH_MS, TICKS_PER_BATCH } = await tsImport('../demo/mock-api/feed.ts', import.meta.url);
const benchMarkets = () =>
  Array.from({ length: ROWS }, (_, i) => ({
    id: `spot:B${i.toString(36).toUpperCase()}X_USDT`,
    price: 1 + i / 1000,
    decimals: 4,
    change: ((i % 41) - 20) / 3,
  }));
attachMarketFeed(server, { markets: benchMarkets });
const FEED_RATE = (TICKS_PER_BATCH * 1000) / BATCH_MS;

const browser = await chromium.launch({
  executablePath: findChrome(),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Installs the keystroke probe: keydown timestamp -> the frame after the list changed. */
const KEY_PROBE = () => {
  window.__keys = [];
  window.addEventListener(
    'keydown',
    (event) => {
      const at = event.timeStamp;
      const host = document.querySelector('exch-bench-market');
      const first = () => host.shadowRoot.querySelector('.ms-item a.ms-row .ms-pair')?.textContent ?? '';
      const before = first();
      const input = host.shadowRoot.querySelector('.ms-search-input');
      // After React handled the input event (it renders a discrete event's update at once).
      const onInput = () => {
        input.removeEventListener('input', onInput);
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => window.__keys.push({ ms: performance.now() - at, before, after: first(), value: input.value });
          channel.port2.postMessage(0);
        });
      };
      input.addEventListener('input', onInput);
    },
    true,
  );
};

async function session(rate, keep = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (process.env.BENCH_DEBUG) {
    page.on('console', (m) => console.log('[page]', m.text()));
    page.on('pageerror', (e) => console.log('[pageerror]', e));
    page.on('response', (r) => r.status() >= 400 && console.log('[status]', r.status(), r.url()));
  }
  await page.goto(`${origin}/market.html?rows=${ROWS}${keep ? `&keep=${keep}` : ''}`);
  await page.waitForFunction(() => document.querySelector('exch-bench-market')?.shadowRoot?.querySelector('#trigger'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });

  const host = 'exch-bench-market';
  const trigger = page.locator(`${host} #trigger`);
  // First hover: loads the chunk, the texts and the data (not measured: the budget is for loaded data).
  await page.mouse.move(600, 800);
  await trigger.hover();
  try {
    await page.waitForFunction(() => document.querySelector('exch-bench-market').shadowRoot.querySelectorAll('.ms-item').length > 0, null, {
      timeout: 30_000,
      polling: 50,
    });
  } catch (error) {
    const state = await page.evaluate(() => {
      const root = document.querySelector('exch-bench-market').shadowRoot;
      return {
        panel: !!root.querySelector('.mnp'),
        pending: !!root.querySelector('.is-pending'),
        placeholders: root.querySelectorAll('[data-placeholder]').length,
        empty: root.querySelector('.ms-empty')?.textContent ?? null,
        scroller: root.querySelector('.ms-scroller')?.offsetHeight,
        ul: root.querySelector('.ms-rows')?.getAttribute('style'),
        html: root.querySelector('.ms-list-area')?.outerHTML.slice(0, 300),
        sheets: root.adoptedStyleSheets.length,
      };
    });
    console.error('bench: the panel never showed rows', state);
    throw error;
  }
  await page.waitForFunction(
    (n) => document.querySelector('exch-bench-market').shadowRoot.querySelector('.ms-item')?.getAttribute('aria-setsize') === String(n),
    ROWS,
    { timeout: 30_000, polling: 50 },
  );

  // Hover to rows visible, data loaded.
  const hovers = [];
  for (let i = 0; i < RUNS + 1; i += 1) {
    await page.locator(`${host} #close`).click();
    await page.mouse.move(600, 800);
    await page.waitForTimeout(100);
    await trigger.hover();
    await page.waitForFunction(() => window.__rowsPaintedAt !== undefined, null, { timeout: 10_000, polling: 20 });
    const ms = await page.evaluate(() => window.__rowsPaintedAt - window.__hoverAt);
    if (i > 0) hovers.push(ms);
  }

  if (keep) {
    await context.close();
    return { hovers };
  }

  // Row elements: at the top and scrolled to the middle.
  const rowElements = [];
  rowElements.push(await page.evaluate(() => document.querySelector('exch-bench-market').shadowRoot.querySelectorAll('.ms-item').length));
  await page.evaluate((n) => {
    document.querySelector('exch-bench-market').shadowRoot.querySelector('.ms-scroller').scrollTop = (n / 2) * 58;
  }, ROWS);
  await page.waitForTimeout(300);
  rowElements.push(await page.evaluate(() => document.querySelector('exch-bench-market').shadowRoot.querySelectorAll('.ms-item').length));

  // Keystrokes: type and erase keywords in the panel's search box.
  await page.evaluate(KEY_PROBE);
  const input = page.locator(`${host} .ms-search-input`);
  await input.click();
  const words = ['b1', 'bax', 'b2', 'bz'];
  while ((await page.evaluate(() => window.__keys.length)) < RUNS * 2) {
    for (const word of words) {
      for (const ch of word) {
        await page.keyboard.press(ch);
        await page.waitForTimeout(60);
      }
      for (let i = 0; i < word.length; i += 1) {
        await page.keyboard.press('Backspace');
        await page.waitForTimeout(60);
      }
    }
  }
  await page.waitForTimeout(200);
  const keys = await page.evaluate(() => window.__keys);
  const stale = keys.filter((k) => k.value.length > 0 && k.after === '');
  await context.close();
  return { hovers, rowElements, keys: keys.map((k) => k.ms), stale: stale.length };
}

/**
 * The panel open and idle under the feed (issue 27), at 4x CPU: main-thread busy share
 * (CDP TaskDuration over wall time), the longest task, the row elements, the ticks applied; then,
 * unthrottled, the heap after a forced GC at the start and after FEED_MEMORY_S seconds of ticks.
 */
const FEED_WINDOW_S = Number(process.env.FEED_WINDOW_S ?? 10);
const FEED_MEMORY_S = Number(process.env.FEED_MEMORY_S ?? 60);
async function feedSession() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: process.env.FEED_REDUCED ? 'reduce' : 'no-preference' });
  const page = await context.newPage();
  await page.goto(`${origin}/market.html?rows=${ROWS}&keep=rendered`);
  await page.waitForFunction(() => document.querySelector('exch-bench-market')?.shadowRoot?.querySelector('#trigger'));
  const cdp = await context.newCDPSession(page);
  await page.mouse.move(600, 800);
  await page.locator('exch-bench-market #trigger').hover();
  await page.waitForFunction(() => document.querySelector('exch-bench-market').shadowRoot.querySelectorAll('.ms-item').length > 0, null, { timeout: 30_000 });
  await page.waitForFunction(() => window.__feedStats?.ticks > 0, null, { timeout: 15_000 });
  await page.mouse.move(1200, 880); // the pointer off the rows: idle, nothing hovered
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: 'longtask' });
  });
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const metric = async (name) => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === name)?.value ?? 0;
  const ticksBefore = await page.evaluate(() => window.__feedStats.ticks);
  const taskBefore = await metric('TaskDuration');
  const wallBefore = Date.now();
  await page.waitForTimeout(FEED_WINDOW_S * 1000);
  const busy = (await metric('TaskDuration')) - taskBefore;
  const wall = (Date.now() - wallBefore) / 1000;
  const ticks = (await page.evaluate(() => window.__feedStats.ticks)) - ticksBefore;
  const longTasks = await page.evaluate(() => window.__longTasks);
  const rowElements = await page.evaluate(() => document.querySelector('exch-bench-market').shadowRoot.querySelectorAll('.ms-item').length);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const heap = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
  const heapStart = await heap();
  await page.waitForTimeout(FEED_MEMORY_S * 1000);
  const heapEnd = await heap();
  const dropped = await page.evaluate(() => window.__feedStats.dropped);
  await context.close();
  return {
    busyShare: busy / wall,
    longest: Math.max(0, ...longTasks),
    longTasks: longTasks.length,
    rowElements,
    ticksPerSecond: ticks / wall,
    heapStart,
    heapEnd,
    dropped,
  };
}

const feed = await feedSession();
if (process.env.FEED_ONLY) {
  console.log(JSON.stringify(feed));
  process.exit(0);
}
const fast = await session(1);
const slow = await session(4);
const keptFast = await session(1, '1');
const keptSlow = await session(4, '1');
const renderedFast = await session(1, 'rendered');
const renderedSlow = await session(4, 'rendered');
await browser.close();
server.close();

const f = (ms) => `${ms.toFixed(1)} ms`;
// The header keeps a market panel rendered while closed after its first open (nav.tsx), so an
// open with the data loaded is the `kept rendered` case: that one carries the budget. The other
// two are the alternatives, reported for comparison: mounting on every open (also what the
// first open of a page costs when its data happens to be loaded already) and keeping the panel
// mounted but closed with display: none.
const results = [
  ['keystroke -> list painted, no throttle', median(fast.keys), BUDGET.keystroke1x, fast.keys.length],
  ['keystroke -> list painted, 4x CPU', median(slow.keys), BUDGET.keystroke4x, slow.keys.length],
  ['hover -> rows visible, as the header (kept rendered), 1x', median(renderedFast.hovers), null, renderedFast.hovers.length],
  ['hover -> rows visible, as the header (kept rendered), 4x', median(renderedSlow.hovers), BUDGET.hover4x, renderedSlow.hovers.length],
  ['  compare: panel mounts on each open, 1x', median(fast.hovers), null, fast.hovers.length],
  ['  compare: panel mounts on each open, 4x', median(slow.hovers), null, slow.hovers.length],
  ['  compare: kept mounted, closed with display: none, 1x', median(keptFast.hovers), null, keptFast.hovers.length],
  ['  compare: kept mounted, closed with display: none, 4x', median(keptSlow.hovers), null, keptSlow.hovers.length],
];
console.log(`\nbench: market panel, ${ROWS} spot rows, Chromium headless 1280x900, medians\n`);
let ok = true;
for (const [label, value, budget, n] of results) {
  const pass = budget === null || value <= budget;
  ok &&= pass;
  console.log(`${label.padEnd(56)} ${f(value).padStart(9)}   ${budget === null ? '' : `budget ${f(budget)} ${pass ? 'ok' : 'OVER'}`}   n=${n}`);
}
const maxRows = Math.max(...fast.rowElements, ...slow.rowElements);
ok &&= maxRows <= BUDGET.rowElements;
console.log(
  `${'row elements in the DOM (top, middle)'.padEnd(56)} ${String(maxRows).padStart(9)}   budget ${BUDGET.rowElements} ${maxRows <= BUDGET.rowElements ? 'ok' : 'OVER'}   (${[...fast.rowElements, ...slow.rowElements].join(', ')})`,
);
const heapGrowth = feed.heapEnd / feed.heapStart - 1;
const feedChecks = [
  [`feed ${FEED_RATE}/s, panel open and idle, 4x CPU: main thread busy`, `${(feed.busyShare * 100).toFixed(1)} %`, feed.busyShare <= 0.15, 'budget 15 %'],
  ['  longest task meanwhile', f(feed.longest), feed.longest <= 50, `budget 50 ms (${feed.longTasks} long tasks)`],
  ['  row elements with the feed', String(feed.rowElements), feed.rowElements <= BUDGET.rowElements, `budget ${BUDGET.rowElements}`],
  ['  ticks applied to the page', `${feed.ticksPerSecond.toFixed(0)}/s`, feed.ticksPerSecond > 0, `${feed.dropped} dropped`],
  [
    `  heap after GC, ${FEED_MEMORY_S} s of ticks`,
    `${(heapGrowth * 100).toFixed(1)} %`,
    heapGrowth <= 0.1,
    `budget +10 % (${(feed.heapStart / 1e6).toFixed(1)} -> ${(feed.heapEnd / 1e6).toFixed(1)} MB)`,
  ],
];
for (const [label, value, pass, note] of feedChecks) {
  ok &&= pass;
  console.log(`${label.padEnd(56)} ${value.padStart(9)}   ${note} ${pass ? 'ok' : 'OVER'}`);
}
if (fast.stale + slow.stale > 0) console.log(`note: ${fast.stale + slow.stale} keystroke(s) painted with no rows (empty results)`);
process.exit(ok ? 0 : 1);
