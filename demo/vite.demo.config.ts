import { defineConfig, type Plugin, type ViteDevServer } from 'vite';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, resolve, normalize } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
// @ts-expect-error: a plain .mjs build script, typed by use
import { exchCatalogs } from '../scripts/vite-catalogs.mjs';

/**
 * The demo server (`npm start`): the QA pages, the built one-script bundle under /dist/, and
 * the mock exchange API on the same origin. Vite serves the React demo page from source.
 */
const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** Serves dist/ as built (the one script must not be transformed by the dev server). */
function serveDist(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const url = new URL(req.url ?? '/', 'http://x');
  if (!url.pathname.startsWith('/dist/')) return next();
  const file = normalize(join(DIST, decodeURIComponent(url.pathname.slice('/dist/'.length))));
  if (!file.startsWith(DIST) || !existsSync(file) || !statSync(file).isFile()) {
    res.statusCode = 404;
    res.end(existsSync(DIST) ? 'Not found' : 'dist/ is missing: run npm run build');
    return;
  }
  res.setHeader('Content-Type', MIME[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Cache-Control', 'no-cache');
  createReadStream(file).pipe(res);
}

/** Mounts the mock API (TypeScript, loaded through Vite) and the demo routes. */
export function demoServer(): Plugin {
  return {
    name: 'exch-demo-server',
    configureServer(server: ViteDevServer) {
      let mock: ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
      // The live price feed (a WebSocket) on the demo's own server, beside Vite's HMR socket.
      const httpServer = server.httpServer;
      if (httpServer) {
        void server.ssrLoadModule(join(ROOT, 'demo/mock-api/feed.ts')).then((mod) => {
          (mod as { attachMarketFeed: (s: typeof httpServer) => () => void }).attachMarketFeed(httpServer);
        });
      }
      server.middlewares.use(serveDist);
      server.middlewares.use((req, _res, next) => {
        // Pretty paths of contract §5.
        if (req.url === '/reminder' || req.url?.startsWith('/reminder?')) req.url = req.url.replace('/reminder', '/reminder.html');
        next();
      });
      const loadMock = async () => {
        if (!mock) {
          const mod = (await server.ssrLoadModule(join(ROOT, 'demo/mock-api/handler.ts'))) as {
            createMockApi: () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
          };
          mock = mod.createMockApi();
        }
        return mock;
      };
      // A mock that fails to load answers through Vite's error handler (next), never hangs.
      server.middlewares.use((req, res, next) => void loadMock().then((handle) => handle(req, res, next), next));
    },
  };
}

export default defineConfig({
  root: join(ROOT, 'demo'),
  publicDir: false,
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    fs: { allow: [ROOT] },
  },
  define: { 'process.env.NODE_ENV': '"development"' },
  appType: 'mpa',
  plugins: [demoServer(), exchCatalogs()],
});
