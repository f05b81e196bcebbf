#!/usr/bin/env node
/**
 * The bench's one local server: the bench pages, the built files (`/dist/`, `/bench/floor/dist/`)
 * and the mock exchange API, all on one origin, so the floor and the chrome pages are served by
 * the same code with the same headers:
 * - HTML and API answers: `Cache-Control: no-store` (the mock sets it on API answers itself);
 * - static files (scripts, CSS, JSON texts): identical headers for the floor and the chrome
 *   (`Content-Type`, `Content-Length`, `Cache-Control: no-cache`), never compressed (no
 *   `Content-Encoding` for anyone; the byte figures are gzip -9 computed by the bench instead);
 * - HTTP/1.1 (Node's http module), so Chromium opens at most 6 connections to the origin: a page
 *   with more than 6 requests in flight queues the rest, floor and chrome alike.
 *
 * Latency: `latencyMs` (the bench's LATENCY knob, or `--latency MS` when run on its own) delays
 * EVERY response by that many milliseconds before the server starts answering: HTML, scripts,
 * texts, images and API alike. It stands for a round trip between the browser and the server
 * (a request-response on a kept-alive connection); it is a flag of this server, the mock API itself
 * stays instant. It does not model bandwidth or TCP/TLS setup.
 *
 *   node bench/server.mjs [--port 5180] [--latency 150]     (serves until Ctrl-C; prints the pages)
 */
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
const MIME = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};
/** Only these folders are served as files (nothing else of the repository). */
const STATIC_PREFIXES = ['/dist/', '/bench/floor/dist/'];
/**
 * URL prefix → folder, for the GOV.UK Frontend reference page (pages.mjs `govuk`): its files, and
 * `/assets/`, where its stylesheet expects its fonts and images (GOV.UK's default assets path).
 */
const MOUNTED = [
  ['/govuk-frontend/', 'node_modules/govuk-frontend/dist/govuk/'],
  ['/assets/', 'node_modules/govuk-frontend/dist/govuk/assets/'],
];

/**
 * @param {{ pages: Record<string, { html: string }>, latencyMs?: number, port?: number }} options
 *   pages: path → page (from pages.mjs)
 * @returns {Promise<{ origin: string, setLatency(ms: number): void, latency(): number, close(): Promise<void> }>}
 */
export async function startBenchServer({ pages, latencyMs = 0, port = 0 }) {
  const { createMockApi } = await tsImport('../demo/mock-api/handler.ts', import.meta.url);
  const mock = createMockApi();
  let latency = latencyMs;

  const serveStatic = (pathname, res) => {
    const mount = MOUNTED.find(([prefix]) => pathname.startsWith(prefix));
    if (!mount && !STATIC_PREFIXES.some((p) => pathname.startsWith(p))) return false;
    const file = normalize(mount ? join(root, mount[1], pathname.slice(mount[0].length)) : join(root, pathname));
    if (!file.startsWith(root + '/') || !existsSync(file) || !statSync(file).isFile()) return false;
    res.writeHead(200, {
      'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
      'Content-Length': statSync(file).size,
      'Cache-Control': 'no-cache',
    });
    createReadStream(file).pipe(res);
    return true;
  };

  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench.local');
    const page = pages[url.pathname];
    if (page) {
      const body = Buffer.from(page.html);
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': body.length, 'Cache-Control': 'no-store' });
      res.end(body);
      return;
    }
    if (serveStatic(url.pathname, res)) return;
    // Everything else is the mock API (and its /mock-assets images); it answers 404 JSON itself
    // when called without `next`.
    mock(req, res);
  };

  const server = createServer((req, res) => {
    if (latency > 0) setTimeout(() => handle(req, res), latency);
    else handle(req, res);
  });
  // Keep connections alive like a real server would (Node's default of 5 s is plenty per load).
  // The live price feed on the same origin, as the chrome expects it (opened on a panel's first open).
  const { attachMarketFeed } = await tsImport('../demo/mock-api/feed.ts', import.meta.url);
  const detachFeed = attachMarketFeed(server);
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    setLatency(ms) {
      latency = ms;
    },
    latency: () => latency,
    close: () =>
      new Promise((done) => {
        detachFeed();
        server.closeAllConnections?.();
        server.close(() => done());
      }),
  };
}

// Run on its own, to look at the pages by hand (after `npm run build` and the floor's build).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(name);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const { buildPages } = await import('./pages.mjs');
  const { config } = await import('./config.mjs');
  const pages = buildPages(config);
  const server = await startBenchServer({ pages: pages.byPath, latencyMs: Number(arg('--latency', process.env.LATENCY_MS ?? 0)), port: Number(arg('--port', 5180)) });
  console.log(`bench server on ${server.origin} (latency ${server.latency()} ms per response)`);
  for (const p of pages.list) console.log(`  ${server.origin}${p.path}  ${p.label}${p.cookies.length ? ` (cookie ${p.cookies.map((c) => `${c.name}=${c.value}`).join('; ')})` : ''}`);
}
