#!/usr/bin/env node
/**
 * The bench's one local server: the bench pages, the built files (`/dist/`, `/bench/floor/dist/`)
 * and the mock exchange API, all on one origin, so the floor and the chrome pages are served by
 * the same code with the same headers, those docs/cdn.md recommends ("Cache headers"):
 * - HTML and API answers: `Cache-Control: no-store` (the mock sets it on API answers itself);
 * - static files (scripts, CSS, JSON texts, the GOV.UK reference's files): identical headers for
 *   the floor and the chrome: `Content-Type`, `Content-Length` and
 *   `Cache-Control: public, max-age=31536000, immutable` (every file name under /dist/ is the
 *   version's own, as on the CDN). Every load of the main, slow, thread and lazy cells runs in a
 *   fresh browser context, whose HTTP cache starts empty, so the header changes nothing there (a
 *   URL asked for twice within one load may now come from the cache, for everyone); the repeat
 *   cell's second navigation in the same context is what it is for;
 * - compression: off by default (no `Content-Encoding` for anyone; the byte figures of the main
 *   cells are gzip -9 computed by the bench instead). With it on (`setGzip(true)`, the slow
 *   cell; `--gzip` by hand), every text answer is compressed with what the request accepts,
 *   Brotli before gzip (Chromium asks for Brotli over HTTPS only), with `Vary: Accept-Encoding`,
 *   as a CDN and an origin server do: static files and the pages' HTML at the strongest setting,
 *   once per file and kept in memory; the mock API's JSON answers per answer (Brotli 5, gzip -6).
 *   Images and fonts are sent as they are;
 * - HTTP/1.1 on `origin` (Node's http module), so Chromium opens at most 6 connections to it: a
 *   page with more than 6 requests in flight queues the rest, floor and chrome alike. The same
 *   handler also listens on `secureOrigin`: HTTPS (a self-signed certificate made with openssl
 *   into bench/tmp/) with HTTP/2, the slow cell's transport; null without openssl.
 *
 * Latency: `latencyMs` (the bench's LATENCY knob, or `--latency MS` when run on its own) delays
 * EVERY response by that many milliseconds before the server starts answering: HTML, scripts,
 * texts, images and API alike. It stands for a round trip between the browser and the server
 * (a request-response on a kept-alive connection); it is a flag of this server, the mock API itself
 * stays instant. It does not model bandwidth or TCP/TLS setup (the slow cell uses the browser's
 * network emulation for that, with this latency at 0).
 *
 *   node bench/server.mjs [--port 5180] [--latency 150] [--gzip]   (serves until Ctrl-C; prints the pages)
 */
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = resolve(import.meta.dirname, '..');
const MIME = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  // The snippets (dist/snippets/**/*.html) the prepaint fetches: text, compressed like the rest.
  '.html': 'text/html; charset=utf-8',
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

/** What a year-long immutable cache allows (docs/cdn.md "Cache headers"), floor and chrome alike. */
export const STATIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Types worth compressing (text); images and fonts are compressed formats already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript)|image\/svg)/;
/**
 * The encoding a compressing server sends: Brotli where the browser asks for it (Chromium does
 * over HTTPS only, so on the secure origin), else gzip; null when the request takes neither.
 */
function encodingFor(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
/** Static files and pages: the strongest setting, once per file (a CDN precompresses); API answers: a per-answer setting. */
const compress = (encoding, body, { once }) =>
  encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: once ? 11 : 5 } }) : gzipSync(body, { level: once ? 9 : 6 });

/**
 * A self-signed certificate for 127.0.0.1 (openssl, in bench/tmp/, which git ignores), for the
 * secure HTTP/2 origin; null when openssl is missing (the bench then has no secure origin).
 */
function localCertificate() {
  const dir = join(root, 'bench/tmp');
  const key = join(dir, 'localhost-key.pem');
  const cert = join(dir, 'localhost-cert.pem');
  try {
    if (!existsSync(key) || !existsSync(cert)) {
      mkdirSync(dir, { recursive: true });
      execFileSync(
        'openssl',
        [
          'req',
          '-x509',
          '-newkey',
          'ec',
          '-pkeyopt',
          'ec_paramgen_curve:prime256v1',
          '-nodes',
          '-keyout',
          key,
          '-out',
          cert,
          '-days',
          '30',
          '-subj',
          '/CN=127.0.0.1',
          '-addext',
          'subjectAltName=IP:127.0.0.1',
        ],
        { stdio: 'ignore' },
      );
    }
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } catch {
    return null;
  }
}

/**
 * @param {{ pages: Record<string, { html: string }>, latencyMs?: number, port?: number, gzip?: boolean }} options
 *   pages: path → page (from pages.mjs)
 * @returns {Promise<{ origin: string, setLatency(ms: number): void, latency(): number, setGzip(on: boolean): void, gzip(): boolean, close(): Promise<void> }>}
 */
export async function startBenchServer({ pages, latencyMs = 0, port = 0, gzip: gzipOn = false }) {
  const { createMockApi } = await tsImport('../demo/mock-api/handler.ts', import.meta.url);
  const mock = createMockApi();
  let latency = latencyMs;
  let gzip = gzipOn;
  /** encoding + path (file or page) → compressed body, computed on first use (files are immutable for a run). */
  const compressed = new Map();
  const compressOnce = (encoding, key, read) => {
    const id = `${encoding}:${key}`;
    if (!compressed.has(id)) compressed.set(id, compress(encoding, read(), { once: true }));
    return compressed.get(id);
  };

  const serveStatic = (req, pathname, res) => {
    const mount = MOUNTED.find(([prefix]) => pathname.startsWith(prefix));
    if (!mount && !STATIC_PREFIXES.some((p) => pathname.startsWith(p))) return false;
    const file = normalize(mount ? join(root, mount[1], pathname.slice(mount[0].length)) : join(root, pathname));
    if (!file.startsWith(root + '/') || !existsSync(file) || !statSync(file).isFile()) return false;
    const type = MIME[extname(file)] ?? 'application/octet-stream';
    const encoding = gzip && COMPRESSIBLE.test(type) ? encodingFor(req) : null;
    if (encoding) {
      const body = compressOnce(encoding, file, () => readFileSync(file));
      res.writeHead(200, {
        'Content-Type': type,
        'Content-Length': body.length,
        'Content-Encoding': encoding,
        Vary: 'Accept-Encoding',
        'Cache-Control': STATIC_CACHE_CONTROL,
      });
      res.end(body);
      return true;
    }
    res.writeHead(200, { 'Content-Type': type, 'Content-Length': statSync(file).size, 'Cache-Control': STATIC_CACHE_CONTROL });
    createReadStream(file).pipe(res);
    return true;
  };

  /** With gzip on, the mock API's text answers compressed per answer (its `sendText` ends with one body). */
  const compressApi = (req, res) => {
    const encoding = gzip ? encodingFor(req) : null;
    if (!encoding) return;
    const end = res.end.bind(res);
    res.end = (body, ...rest) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (!res.headersSent && body && typeof body !== 'function' && COMPRESSIBLE.test(type) && !res.getHeader('Content-Encoding')) {
        const zipped = compress(encoding, typeof body === 'string' ? Buffer.from(body) : body, { once: false });
        res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', zipped.length);
        res.setHeader('Vary', 'Accept-Encoding');
        return end(zipped, ...rest.filter((x) => typeof x === 'function'));
      }
      return end(body, ...rest);
    };
  };

  const handle = (req, res) => {
    const url = new URL(req.url ?? '/', 'http://bench.local');
    const page = pages[url.pathname];
    if (page) {
      const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };
      const encoding = gzip ? encodingFor(req) : null;
      const body = encoding ? compressOnce(encoding, `page:${url.pathname}`, () => Buffer.from(page.html)) : Buffer.from(page.html);
      if (encoding) Object.assign(headers, { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' });
      res.writeHead(200, { ...headers, 'Content-Length': body.length });
      res.end(body);
      return;
    }
    if (serveStatic(req, url.pathname, res)) return;
    // Everything else is the mock API (and its /mock-assets images); it answers 404 JSON itself
    // when called without `next`.
    compressApi(req, res);
    mock(req, res);
  };

  const delayed = (req, res) => {
    if (latency > 0) setTimeout(() => handle(req, res), latency);
    else handle(req, res);
  };
  const server = createServer(delayed);
  // The same pages and files on a secure HTTP/2 origin (HTTP/1.1 too, for clients without h2),
  // as a CDN and an API gateway serve them today: one connection, requests multiplexed, and
  // Brotli, which Chromium asks for over HTTPS only. The slow-network cell loads from it.
  const certificate = localCertificate();
  const secure = certificate ? createSecureServer({ ...certificate, allowHTTP1: true }, delayed) : null;
  const sessions = new Set();
  secure?.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  // Keep connections alive like a real server would (Node's default of 5 s is plenty per load).
  // The live price feed on the same origin, as the chrome expects it (opened on a panel's first open).
  const { attachMarketFeed } = await tsImport('../demo/mock-api/feed.ts', import.meta.url);
  const detachFeed = attachMarketFeed(server);
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  if (secure) await new Promise((done) => secure.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    /** The secure HTTP/2 origin (self-signed: a browser context needs `ignoreHTTPSErrors`), or null without openssl. */
    secureOrigin: secure ? `https://127.0.0.1:${secure.address().port}` : null,
    setLatency(ms) {
      latency = ms;
    },
    latency: () => latency,
    setGzip(on) {
      gzip = on;
    },
    gzip: () => gzip,
    close: () =>
      new Promise((done) => {
        detachFeed();
        server.closeAllConnections?.();
        let open = secure ? 2 : 1;
        const closed = () => {
          open -= 1;
          if (open === 0) done();
        };
        server.close(closed);
        if (secure) {
          // HTTP/2 sessions keep the server open until they end.
          for (const session of sessions) session.destroy();
          secure.close(closed);
        }
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
  const server = await startBenchServer({
    pages: pages.byPath,
    latencyMs: Number(arg('--latency', process.env.LATENCY_MS ?? 0)),
    port: Number(arg('--port', 5180)),
    gzip: process.argv.includes('--gzip'),
  });
  console.log(`bench server on ${server.origin} (latency ${server.latency()} ms per response${server.gzip() ? ', gzip on' : ''})`);
  for (const p of pages.list)
    console.log(`  ${server.origin}${p.path}  ${p.label}${p.cookies.length ? ` (cookie ${p.cookies.map((c) => `${c.name}=${c.value}`).join('; ')})` : ''}`);
}
