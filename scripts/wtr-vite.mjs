// Serves the browser tests through Vite (middleware mode) inside @web/test-runner's dev server.
//
// Why: wtr's own esbuild plugin cannot serve React 19 (CommonJS) nor `?inline` CSS imports. Vite
// can: it transforms TS/TSX, `?inline` CSS, JSON, and pre-bundles node_modules (CJS -> ESM) once.
//
// Request routing (a Koa middleware placed in wtr's `middleware` list):
//   1. mock exchange API paths (/api/, /apiw/, /apiweb/, /logout, /mock-assets/, the switch-account
//      script under /static/switch-account/) -> the mock from
//      demo/mock-api/handler.ts (loaded lazily through Vite's ssrLoadModule; when the file does
//      not exist yet, the request falls through and ends as a 404);
//   2. wtr's own paths (`/` test page, /__web-dev-server__*, /__web-test-runner__/*) -> wtr;
//   3. everything else -> Vite; what Vite does not handle falls through to wtr's static server
//      (unless the cookie `mock_chunk_fault` names a part of its path: then 503, for the retry tests;
//      `mock_chunk_hold`: answered once the page asks for /__exch_release_held).
//
// Usage (web-test-runner.config.mjs):
//   const vite = viteWtr({ optimizeDeps: {...} });
//   export default { middleware: [vite.middleware], plugins: [vite.plugin], ... };
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer, mergeConfig } from 'vite';
import { exchCatalogs } from './vite-catalogs.mjs';

/** GET here answers every request `mock_chunk_hold` holds for the asking browser (see the middleware). */
const HOLD_RELEASE_PATH = '/__exch_release_held';
/**
 * The requests held back, each with the browser that asked (its user agent): the engines run
 * their suites at once against this one server, and one engine's release must not answer what
 * another's test still holds.
 */
const held = [];

/** A mock answer slower than this is logged (the chrome's own timeout is 4 s). */
const SLOW_MOCK_MS = 2000;
export const MOCK_API_PREFIXES = ['/api/', '/apiw/', '/apiweb/', '/logout', '/mock-assets/', '/images/', '/static/switch-account/'];
export const MOCK_API_MODULE = '/demo/mock-api/handler.ts';
/** The mock's live price feed (a WebSocket on the test server). */
export const MOCK_FEED_MODULE = '/demo/mock-api/feed.ts';
/** Server-rendered chrome for the SSR tests, from the sources (react-core/server, in Node). */
export const SSR_PATH = '/__exch_ssr';
const SSR_MODULE = '/react-core/server/render.tsx';
/** GET /__exch_ssr_react?components=[{"name":"ExchFooter","props":{…}},…]: the `./react` components' server render (react-core/react/server.tsx). */
export const REACT_SSR_PATH = '/__exch_ssr_react';
const REACT_SSR_MODULE = '/react-core/react/server.tsx';

// wtr's own files, and the built bundle (tests load dist/ as shipped: through Vite it would get
// Vite's client injected)
const WTR_OWN = (path) => path === '/' || path.startsWith('/__web-dev-server') || path.startsWith('/__web-test-runner__') || path.startsWith('/dist/');

const isMockPath = (path) => MOCK_API_PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * Runs a Connect-style middleware `(req, res, next)` on a Koa context. Resolves `true` when the
 * middleware answered (the response finished or the connection closed), `false` when it called
 * `next()` without answering. `next(err)` rejects.
 */
function runConnect(mw, ctx) {
  // Koa presets 404 on the raw response; a Connect middleware expects Node's default 200
  if (!ctx.res.headersSent) ctx.res.statusCode = 200;
  return new Promise((resolvePromise, reject) => {
    let settled = false;
    const settle = (fn, value) => {
      if (settled) return;
      settled = true;
      ctx.res.off('finish', onDone);
      ctx.res.off('close', onDone);
      fn(value);
    };
    const onDone = () => settle(resolvePromise, true);
    ctx.res.once('finish', onDone);
    ctx.res.once('close', onDone);
    try {
      const maybePromise = mw(ctx.req, ctx.res, (err) => {
        if (err) settle(reject, err);
        else settle(resolvePromise, false);
      });
      if (maybePromise && typeof maybePromise.then === 'function') {
        maybePromise.then(undefined, (err) => settle(reject, err));
      }
    } catch (err) {
      settle(reject, err);
    }
  });
}

function sendError(ctx, status, err) {
  const text = err instanceof Error ? (err.stack ?? err.message) : String(err);
  if (ctx.res.headersSent) {
    ctx.res.end();
  } else {
    ctx.res.statusCode = status;
    ctx.res.setHeader('content-type', 'text/plain; charset=utf-8');
    ctx.res.end(text);
  }
}

/**
 * wtr's browser modules (e.g. @web/test-runner-commands) import `/__web-dev-server__web-socket.js`,
 * which wtr serves itself: tell Vite's import analysis to leave such URLs alone.
 */
function wtrOwnModulesExternal() {
  return {
    name: 'wtr-own-modules-external',
    enforce: 'pre',
    resolveId(id) {
      if (id.startsWith('/__web-dev-server') || id.startsWith('/__web-test-runner__')) {
        return { id, external: true };
      }
      return null;
    },
  };
}

/**
 * Vite's browser client (`/@vite/client`) without its HMR socket. A module whose `import()` takes a
 * variable (react-core/core/util/import-retry.ts) imports `injectQuery` from the client, and the
 * client connects its socket as it loads, even with HMR off: the connection fails and the test
 * page logs an error ("WebSocket closed without opened"), which tests that expect a quiet console
 * fail on. The client is kept, its connection dropped.
 */
function clientWithoutSocket() {
  const CONNECT = 'transport.connect(createHMRHandler(handleMessage));';
  return {
    name: 'wtr-vite-client-without-socket',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith('/vite/dist/client/client.mjs')) return null;
      if (!code.includes(CONNECT)) throw new Error(`wtr-vite: Vite's client no longer connects with "${CONNECT}": update clientWithoutSocket()`);
      return { code: code.replace(CONNECT, '/* no HMR socket in the browser tests (scripts/wtr-vite.mjs) */'), map: null };
    },
  };
}

/**
 * In middleware mode Vite logs a transform error and then calls `next()` as if it had not handled
 * the request, so wtr would serve the raw file (TypeScript as JavaScript) with a 200. This error
 * handler sits before Vite's own and marks the request, so the bridge answers 500 instead.
 */
const VITE_ERROR = Symbol('vite error');
function markTransformErrors() {
  return {
    name: 'wtr-mark-transform-errors',
    configureServer(server) {
      return () => {
        server.middlewares.use((err, req, _res, next) => {
          req[VITE_ERROR] = err;
          next(err); // Vite's error middleware logs it with the code frame
        });
      };
    },
  };
}

/**
 * @param {import('vite').InlineConfig} [overrides] merged (vite's mergeConfig) over the defaults.
 * @param {{ root?: string, mockModule?: string | false }} [options]
 */
export function viteWtr(overrides = {}, options = {}) {
  const root = resolve(options.root ?? process.cwd());
  const mockModule = options.mockModule ?? MOCK_API_MODULE;

  /** @type {import('vite').ViteDevServer | undefined} */
  let vite;
  let readyResolve;
  let readyReject;
  const ready = new Promise((res, rej) => {
    readyResolve = res;
    readyReject = rej;
  });
  ready.catch(() => {}); // reported where awaited

  // The mock: one instance per loaded module object (so one shared state for the run; a new one
  // only when Vite reloads the module in watch mode). Concurrent first requests share the promise.
  let mockEntry; // { mod, middleware: Promise }
  let lastMockError;

  async function getMock() {
    if (!mockModule || !existsSync(resolve(root, `.${mockModule}`))) return undefined;
    const server = await ready;
    const mod = await server.ssrLoadModule(mockModule);
    if (!mockEntry || mockEntry.mod !== mod) {
      const middleware = Promise.resolve().then(() => {
        if (typeof mod.createMockApi !== 'function') {
          throw new Error(`${mockModule} does not export createMockApi()`);
        }
        return mod.createMockApi();
      });
      mockEntry = { mod, middleware };
    }
    return mockEntry.middleware;
  }

  /** Koa middleware for wtr's `middleware` option. */
  async function middleware(ctx, next) {
    const path = ctx.path;

    // A file or answer held back (a snippet or the session's answer arriving late, for the
    // prepaint's tests): while the cookie `mock_chunk_hold` names a part of its path
    // (comma-separated parts), a source or built file or a mock API answer is answered only once
    // the page asks for HOLD_RELEASE_PATH.
    const browser = ctx.get('user-agent');
    if (path === HOLD_RELEASE_PATH) {
      for (let i = held.length - 1; i >= 0; i -= 1) {
        if (held[i].browser !== browser) continue;
        held[i].release();
        held.splice(i, 1);
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = 'released';
      return;
    }
    const hold = decodeURIComponent(ctx.cookies.get('mock_chunk_hold') ?? '');
    if (hold && hold.split(',').some((part) => path.includes(part))) await new Promise((release) => held.push({ browser, release }));

    // A chunk the network drops, for the tests of the chrome's retries: while the cookie
    // `mock_chunk_fault` names a part of its path, a source or built file answers 503.
    const chunkFault = ctx.cookies.get('mock_chunk_fault');
    if (chunkFault && !isMockPath(path) && path.includes(decodeURIComponent(chunkFault))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.set('Cache-Control', 'no-store');
      ctx.body = 'chunk unavailable (mock_chunk_fault)';
      return;
    }

    if (isMockPath(path)) {
      let mock;
      try {
        mock = await getMock();
      } catch (err) {
        const message = String(err?.stack ?? err);
        if (message !== lastMockError) {
          lastMockError = message;
          console.error(`[wtr-vite] could not load the mock API ${mockModule}:\n${message}`);
        }
        ctx.respond = false;
        sendError(ctx, 500, err);
        return;
      }
      if (mock) {
        ctx.respond = false;
        const started = performance.now();
        try {
          const handled = await runConnect(mock, ctx);
          // The chrome gives up on an answer after 4 s (spec): a test that then sees the spec's
          // defaults instead of the persona's data was starved here, not by the chrome.
          const took = performance.now() - started;
          if (took > SLOW_MOCK_MS && !/timeout/i.test(ctx.cookies.get('mock_fault') ?? ''))
            console.warn(`[wtr-vite] slow mock answer: ${ctx.method} ${ctx.url} took ${Math.round(took)} ms`);
          if (handled) return;
        } catch (err) {
          console.error(`[wtr-vite] mock API error on ${ctx.method} ${ctx.url}:`, err);
          sendError(ctx, 500, err);
          return;
        }
        ctx.respond = true;
        ctx.res.statusCode = 404; // back to Koa's preset, without marking it explicit
        return next();
      }
      // no mock yet: say so (the smoke test skips its mock check on this header)
      ctx.status = 404;
      ctx.set('x-wtr-mock', 'absent');
      ctx.type = 'text/plain';
      ctx.body = `mock API not loaded: ${mockModule} does not exist`;
      return;
    }

    /** Answers with what `respond` makes of a module rendered in Node (`{ status?, type?, body }`), or with the error. */
    const sendFromSsr = async (module, respond) => {
      ctx.respond = false;
      try {
        const server = await ready;
        // wtr's terminal wraps every console method to forward it to its own buffered console,
        // which has no createTask: React (development) would call it while loading and rendering.
        delete console.createTask;
        const { status = 200, type = 'text/html; charset=utf-8', body } = await respond(await server.ssrLoadModule(module));
        ctx.res.statusCode = status;
        ctx.res.setHeader('content-type', type);
        ctx.res.end(body);
      } catch (err) {
        console.error(`[wtr-vite] ${path}: ${err?.stack ?? err}`);
        sendError(ctx, 500, err);
      }
    };

    if (path === REACT_SSR_PATH) {
      // A React server's renderToString of the given `./react` components, side by side (their
      // stylesheet links point at /__exch_ssr/ssr/…, served below).
      return sendFromSsr(REACT_SSR_MODULE, async (components) => {
        // The same react and react-dom/server the module gets (Vite's SSR leaves dependencies to Node).
        const { createElement, Fragment } = await import('react');
        const { renderToString } = await import('react-dom/server');
        const list = JSON.parse(new URLSearchParams(ctx.querystring).get('components') ?? '[]');
        const children = list.map(({ name, props }, key) => createElement(components[name], { key, assetBase: `${SSR_PATH}/`, ...props }));
        return { body: renderToString(createElement(Fragment, null, ...children)) };
      });
    }

    if (path === SSR_PATH || path.startsWith(`${SSR_PATH}/`)) {
      // GET /__exch_ssr?tag=exch-footer&attributes={json}&data={json}&year=2026[&styles=inline&nonce=n]: the element's
      // HTML as react-core/server renders it (in Node, like a page's server would), its
      // stylesheet links pointing at /__exch_ssr/ssr/<tag>.<hash>.css, served here too.
      return sendFromSsr(SSR_MODULE, ({ renderChromeElement, STYLESHEETS }) => {
        if (path !== SSR_PATH) {
          const sheet = Object.values(STYLESHEETS).find((s) => `${SSR_PATH}/${s.path}` === path);
          return { status: sheet ? 200 : 404, type: 'text/css; charset=utf-8', body: sheet ? sheet.css : '' };
        }
        const query = new URLSearchParams(ctx.querystring);
        const json = (name) => (query.get(name) ? JSON.parse(query.get(name)) : undefined);
        const body = renderChromeElement({
          tag: query.get('tag'),
          attributes: json('attributes'),
          data: json('data'),
          year: query.get('year') ? Number(query.get('year')) : undefined,
          assetBase: `${SSR_PATH}/`,
          styles: query.get('styles') ?? undefined,
          nonce: query.get('nonce') ?? undefined,
        });
        return { body };
      });
    }

    if (WTR_OWN(path)) return next();

    let server;
    try {
      server = await ready;
    } catch (err) {
      ctx.respond = false;
      sendError(ctx, 500, err);
      return;
    }
    ctx.respond = false;
    try {
      const handled = await runConnect(server.middlewares, ctx);
      if (handled) return;
      if (ctx.req[VITE_ERROR]) {
        sendError(ctx, 500, ctx.req[VITE_ERROR]); // already logged by Vite
        return;
      }
    } catch (err) {
      // a middleware passed an error on with next(err): show it
      console.error(`[wtr-vite] ${ctx.url}: ${err?.message ?? err}`);
      if (err?.frame) console.error(err.frame);
      sendError(ctx, 500, err);
      return;
    }
    ctx.respond = true;
    ctx.res.statusCode = 404; // back to Koa's preset, without marking it explicit
    return next();
  }

  /** wtr plugin: starts Vite with the dev server, stops it with the dev server. */
  let detachFeed = null;
  const plugin = {
    name: 'wtr-vite',
    async serverStart({ config, server }) {
      try {
        const watching = config.disableFileWatcher === false;
        const defaults = {
          configFile: false, // the repo's vite.config.ts is for the demo/library build
          root,
          envDir: false,
          appType: 'custom',
          mode: 'development',
          clearScreen: false,
          logLevel: 'info',
          cacheDir: 'node_modules/.vite-wtr', // not shared with the demo server's cache
          server: {
            middlewareMode: true,
            ws: false, // no HMR socket: wtr reloads pages itself
            hmr: false,
            watch: watching ? {} : null,
          },
          define: { 'process.env.NODE_ENV': '"development"' },
          plugins: [wtrOwnModulesExternal(), markTransformErrors(), clientWithoutSocket(), exchCatalogs()],
          resolve: { dedupe: ['react', 'react-dom'] },
          // imports wtr's own `/__web-dev-server__web-socket.js`; pre-bundling would rewrite that URL
          optimizeDeps: { exclude: ['@web/test-runner-commands'] },
        };
        vite = await createServer(mergeConfig(defaults, overrides));
        readyResolve(vite);
        // load the mock while the browser starts (it builds its data set); errors show on first use
        getMock().catch(() => {});
        // The mock's live price feed: upgrades to its path on the test server (wtr's own socket
        // keeps its path). Loaded through Vite like the mock.
        if (server && existsSync(resolve(root, MOCK_FEED_MODULE.slice(1)))) {
          const { attachMarketFeed } = await vite.ssrLoadModule(MOCK_FEED_MODULE);
          detachFeed = attachMarketFeed(server);
        }
      } catch (err) {
        readyReject(err);
        throw err;
      }
    },
    async serverStop() {
      detachFeed?.();
      await vite?.close();
    },
  };

  return { middleware, plugin, ready };
}
