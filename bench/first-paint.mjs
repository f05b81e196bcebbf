#!/usr/bin/env node
/**
 * First-paint bench (issue budget): a page with only <exch-footer> against the floor, a plain
 * React 19 page rendering the same footer. For each it reports the JavaScript loaded before the
 * footer is painted (gzip -9 bytes of each script fetched before that frame) and the time from
 * navigation start to the footer painted (median of RUNS), then the ratio element/floor.
 *
 *   npm run build && npm run bench     (RUNS=21 REGION=0 LANG_CODE=en by default; BENCH_DEBUG=1 logs the pages)
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';
import { findChrome } from '../scripts/find-chrome.mjs';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.RUNS ?? 21);
const REGION = process.env.REGION ?? '0';
const LANG = process.env.LANG_CODE ?? 'en';
// Budgets of the issues, in KB of 1000 bytes (the unit of "React + react-dom + r2wc ~ 69 KB").
const BUDGET_FOOTER_KB = 90;
const BUDGET_HEADER_FOOTER_KB = 100;

if (!existsSync(join(root, 'dist/exch-chrome.js'))) {
  console.error('bench: dist/ is missing, run `npm run build` first');
  process.exit(1);
}
console.log('bench: building the floor page (plain React 19)...');
execFileSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '-c', 'bench/floor/vite.config.ts'], { cwd: root, stdio: 'inherit' });

const { createMockApi } = await tsImport('../demo/mock-api/handler.ts', import.meta.url);
const mock = createMockApi();
const MIME = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json' };
const pages = {
  '/element.html': `<!doctype html><html lang="${LANG}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>element</title></head>
<body><main style="height:200px">Page</main><exch-footer region="${REGION}"></exch-footer><script type="module" src="/dist/exch-chrome.js"></script></body></html>`,
  '/both.html': `<!doctype html><html lang="${LANG}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>both</title></head>
<body><exch-header region="${REGION}"></exch-header><main style="height:200px">Page</main><exch-footer region="${REGION}"></exch-footer><script type="module" src="/dist/exch-chrome.js"></script></body></html>`,
  '/floor.html': `<!doctype html><html lang="${LANG}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>floor</title></head>
<body><main style="height:200px">Page</main><div id="floor" data-region="${REGION}"></div><script type="module" src="/bench/floor/dist/floor.js"></script></body></html>`,
};

const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  if (pages[url.pathname]) {
    res.setHeader('Content-Type', 'text/html');
    return res.end(pages[url.pathname]);
  }
  if (url.pathname.startsWith('/dist/') || url.pathname.startsWith('/bench/floor/dist/')) {
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

// Marks the frame in which the footer's link columns first exist (shadow root or not).
const PAINT_PROBE = () => {
  const find = () => {
    const el = document.querySelector('exch-footer');
    const scope = el ? el.shadowRoot : document.getElementById('floor');
    const footer = scope && scope.querySelector('nav.columns a');
    const header = document.querySelector('exch-header');
    if (!header) return footer;
    // Both painted: the footer's links and the header's navigation and login.
    return footer && header.shadowRoot && header.shadowRoot.querySelector('.main-nav .top-link') && header.shadowRoot.querySelector('[data-action="login"]');
  };
  const tick = () => {
    if (find()) {
      window.__painted = performance.now();
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
};

const browser = await chromium.launch({
  executablePath: findChrome(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
});
const gz = new Map();
const gzipOf = (pathname) => {
  if (!gz.has(pathname)) gz.set(pathname, gzipSync(readFileSync(join(root, pathname)), { level: 9 }).length);
  return gz.get(pathname);
};

async function measure(path) {
  const times = [];
  let bytes = 0;
  let scripts = [];
  let textBytes = 0;
  for (let i = 0; i < RUNS + 1; i += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(PAINT_PROBE);
    const page = await context.newPage();
    if (process.env.BENCH_DEBUG) {
      page.on('console', (m) => console.log('[page]', m.text()));
      page.on('response', (r) => r.status() >= 400 && console.log('[status]', r.status(), r.url()));
    }
    await page.goto(`${origin}${path}`);
    await page.waitForFunction(() => window.__painted !== undefined, null, { timeout: 15000 });
    const result = await page.evaluate(() => ({
      painted: window.__painted,
      scripts: performance.getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.js') && e.startTime < window.__painted)
        .map((e) => new URL(e.name).pathname),
      texts: performance.getEntriesByType('resource')
        .filter((e) => e.name.endsWith('.json') && new URL(e.name).pathname.includes('/i18n/') && e.startTime < window.__painted)
        .map((e) => new URL(e.name).pathname),
    }));
    await context.close();
    if (i === 0) continue; // warm-up
    times.push(result.painted);
    scripts = result.scripts;
    bytes = result.scripts.reduce((sum, p) => sum + gzipOf(p.slice(1)), 0);
    textBytes = result.texts.reduce((sum, p) => sum + gzipOf(p.slice(1)), 0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], bytes, textBytes, scripts };
}

const element = await measure('/element.html');
const floor = await measure('/floor.html');
const both = await measure('/both.html');
await browser.close();
server.close();

const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
const personal = both.scripts.filter((p) => /personal|account|herald|notification/.test(p));
console.log(`\nbench: region ${REGION}, lang ${LANG}, ${RUNS} runs each (median), Chromium headless, 1280x900; KB = 1000 bytes of gzip -9\n`);
console.log('page                          JS before paint (gzip)   + texts (JSON)   navigation -> painted');
const row = (label, r) => console.log(`${label} ${kb(r.bytes).padEnd(24)} ${kb(r.textBytes).padEnd(16)} ${r.median.toFixed(1)} ms`);
row('<exch-footer> element        ', element);
row('plain React 19 footer (floor)', floor);
console.log(`ratio element/floor           ${(element.bytes / floor.bytes).toFixed(2)}x bytes                                 ${(element.median / floor.median).toFixed(2)}x time`);
row('<exch-header> + <exch-footer>', both);
console.log(`footer-only scripts: ${element.scripts.join(', ')}`);
console.log(`header+footer scripts: ${both.scripts.join(', ')}`);
const okFooter = element.bytes <= BUDGET_FOOTER_KB * 1000;
const okBoth = both.bytes <= BUDGET_HEADER_FOOTER_KB * 1000 && personal.length === 0;
console.log(`budget footer-only: ${kb(element.bytes)} of ${BUDGET_FOOTER_KB} KB ${okFooter ? 'ok' : 'OVER'}`);
console.log(`budget header+footer (visitor): ${kb(both.bytes)} of ${BUDGET_HEADER_FOOTER_KB} KB ${okBoth ? 'ok' : 'OVER'}${personal.length ? ` (personal code loaded: ${personal.join(', ')})` : ''}`);
process.exit(okFooter && okBoth ? 0 : 1);
