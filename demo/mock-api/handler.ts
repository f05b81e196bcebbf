/**
 * The mock exchange API as one Connect-style middleware: usable with Vite
 * (`server.middlewares.use(createMockApi())`), the browser-test runner and the standalone server
 * (server.ts). It answers every path in ENDPOINTS plus the generated images under /mock-assets,
 * and passes anything else to `next()` (or answers 404 JSON when there is no next).
 *
 * Order of checks for an API path: CORS/preflight -> method -> CSRF (POST) -> fault -> persona
 * and login -> handler -> data fault -> envelope. API.md describes each from the caller's side.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { API_OK, ENDPOINTS, type EndpointName } from '../../react-core/core/api/endpoints';
import { ASSET_PREFIX } from './asset-urls';
import { renderAsset } from './assets';
import { FIAT_ICON_PATH, IMAGE_QUALITY } from '../../react-core/core/api/images';
import { BROKEN_SWITCH_ACCOUNT_SCRIPT, SWITCH_ACCOUNT_SCRIPT } from './switch-account-script';
import { SWITCH_ACCOUNT_SCRIPT_PATH } from '../../react-core/header/account/switch-account.data';
import { csrfOk } from './csrf';
import { MALFORMED_BODY, emptied, findFault, hostile, parseFaults, wrongType, type FaultKind } from './faults';
import { applyCors, parseCookies, readForm, selfOrigin, sendText } from './http';
import { resolvePersona } from './personas';
import { ROUTES, type RequestContext, type Route } from './routes';
import { DEFAULT_SID, SessionStore } from './session';

export interface MockApiOptions {
  /** How long a `timeout` fault waits before answering normally (ms). Default 6000: beyond the client's 4000 ms timeout. */
  timeoutMs?: number;
}

export type MockApiMiddleware = ((req: IncomingMessage, res: ServerResponse, next?: () => void) => void) & {
  /** Forgets every session's read marks and logouts (for tests). */
  reset(): void;
};

const JSON_TYPE = 'application/json; charset=utf-8';
const API_HEADERS = { 'Cache-Control': 'no-store' };

const ROUTE_BY_PATH = new Map<string, EndpointName>((Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [ENDPOINTS[name], name]));

const envelope = (code: number, message: string, data: unknown): string => JSON.stringify({ code, message, data });

export function createMockApi(options: MockApiOptions = {}): MockApiMiddleware {
  const timeoutMs = options.timeoutMs ?? 6000;
  const sessions = new SessionStore();

  const middleware = (req: IncomingMessage, res: ServerResponse, next?: () => void): void => {
    handle(req, res, next).catch((err: unknown) => {
      // A bug in the mock should be visible, not a hung request.
      sendText(res, 500, envelope(500, `mock api error: ${String(err)}`, null), JSON_TYPE, API_HEADERS);
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse, next?: () => void): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://mock.local');
    const path = url.pathname;
    const method = (req.method ?? 'GET').toUpperCase();

    if (path.startsWith(`${ASSET_PREFIX}/`)) return serveAsset(req, res, path, method);
    // The image service of the chrome's own images (spec §9: fiat icons at quality 75).
    if (path.startsWith(FIAT_ICON_PATH)) return serveImage(req, res, url, method);
    if (path === SWITCH_ACCOUNT_SCRIPT_PATH) return serveSwitchAccountScript(req, res, path, method, timeoutMs);

    const name = ROUTE_BY_PATH.get(path);
    if (!name) {
      if (next) return next();
      return sendText(res, 404, envelope(404, 'not found', null), JSON_TYPE, API_HEADERS);
    }
    const route = ROUTES[name] as Route<unknown>;

    applyCors(req, res);
    if (method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    if (method !== route.method) {
      return sendText(res, 405, envelope(405, `method not allowed; use ${route.method}`, null), JSON_TYPE, {
        ...API_HEADERS,
        Allow: `${route.method}, OPTIONS`,
      });
    }

    const cookies = parseCookies(req.headers.cookie);
    const form = method === 'POST' ? await readForm(req) : new URLSearchParams();
    if (method === 'POST' && !csrfOk(req.headers, cookies)) {
      return sendText(res, 403, envelope(403, 'csrf token mismatch', null), JSON_TYPE, API_HEADERS);
    }

    const fault = findFault(path, parseFaults(cookies['mock_fault']));
    if (fault === '500') return sendText(res, 500, envelope(500, 'internal server error (mock fault)', null), JSON_TYPE, API_HEADERS);
    if (fault === 'malformed') return sendText(res, 200, MALFORMED_BODY, JSON_TYPE, API_HEADERS);
    if (fault === 'timeout') {
      // unref: a pending fault must never keep a test process or a closing server alive.
      await new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
      if (res.destroyed || res.writableEnded) return;
    }

    const ctx = context(req, path, url.searchParams, form, cookies);
    if (fault === 'null') return sendApi(req, res, ctx, null);
    if (route.login && ctx.persona === 'visitor') {
      return sendText(res, 401, envelope(401, 'login required', null), JSON_TYPE, API_HEADERS);
    }
    sendApi(req, res, ctx, transform(fault, route.handle(ctx)));
  }

  function context(req: IncomingMessage, path: string, query: URLSearchParams, form: URLSearchParams, cookies: Record<string, string>): RequestContext {
    const sid = cookies['mock_sid'] || DEFAULT_SID;
    const session = sessions.get(sid);
    const cookiePersona = resolvePersona(cookies['mock_user']);
    // Naming any other persona (visitor included) is a new login: forget the remembered logout.
    if (session.loggedOut && session.loggedOut !== cookiePersona) session.loggedOut = null;
    return {
      path,
      query,
      form,
      cookies,
      headers: req.headers,
      persona: session.loggedOut === cookiePersona || sessionHasEnded(cookies) ? 'visitor' : cookiePersona,
      cookiePersona,
      sid,
      explicitSid: Boolean(cookies['mock_sid']),
      session,
      setCookies: [],
    };
  }

  return Object.assign(middleware, { reset: () => sessions.reset() });
}

/**
 * `mock_session_end` (ms since epoch): from that moment the server has ended the session: every
 * request is answered as a visitor's (the calls that need the session answer 401), whatever
 * `mock_user` says, until the cookie goes (QA's and the tests' "session ended" story).
 */
export function sessionHasEnded(cookies: Record<string, string>, now = Date.now()): boolean {
  const at = Number(cookies['mock_session_end']);
  return Number.isFinite(at) && at > 0 && now >= at;
}

/** The data faults: the handler's answer, reshaped (see faults.ts). */
function transform(fault: FaultKind | null, data: unknown): unknown {
  if (fault === 'wrongtype') return wrongType(data);
  if (fault === 'empty') return emptied(data);
  if (fault === 'xss') return hostile(data);
  return data;
}

function sendApi(req: IncomingMessage, res: ServerResponse, ctx: RequestContext, data: unknown): void {
  let body = envelope(API_OK, 'success', data);
  // Image URLs are root-relative; a page on another origin would resolve them against itself,
  // so answers to cross-origin callers point them back at this server.
  const origin = req.headers.origin;
  const self = selfOrigin(req);
  if (origin && origin !== self) body = body.replaceAll(`"${ASSET_PREFIX}/`, `"${self}${ASSET_PREFIX}/`);
  const headers: Record<string, string | string[]> = { ...API_HEADERS };
  if (ctx.setCookies.length > 0) headers['Set-Cookie'] = ctx.setCookies;
  sendText(res, 200, body, JSON_TYPE, headers);
}

/**
 * GET /images/fiat/{FIAT}.svg?q=1..100: the image service's fiat icon (the `fiat` asset). A
 * missing or out-of-range quality is a 400, so a client that forgets it is seen.
 */
function serveImage(req: IncomingMessage, res: ServerResponse, url: URL, method: string): void {
  const name = url.pathname.slice(FIAT_ICON_PATH.length);
  const quality = Number(url.searchParams.get('q'));
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) {
    return sendText(res, 400, `the image service needs a quality q of 1 to 100 (the chrome asks ${IMAGE_QUALITY})`, 'text/plain; charset=utf-8', {});
  }
  serveAsset(req, res, `${ASSET_PREFIX}/fiat/${name}`, method);
}

function serveAsset(req: IncomingMessage, res: ServerResponse, path: string, method: string): void {
  applyCors(req, res);
  if (method === 'OPTIONS') {
    res.statusCode = 204;
    res.end();
    return;
  }
  const svg = method === 'GET' || method === 'HEAD' ? renderAsset(path) : null;
  if (svg === null) return sendText(res, 404, 'not found', 'text/plain; charset=utf-8');
  // Images never change for a given name, so they may be cached (unlike API answers).
  sendText(res, 200, method === 'HEAD' ? '' : svg, 'image/svg+xml', { 'Cache-Control': 'public, max-age=86400' });
}

/** The switch-account script (switch-account-script.ts), with the same fault cookie as the API. */
async function serveSwitchAccountScript(req: IncomingMessage, res: ServerResponse, path: string, method: string, timeoutMs: number): Promise<void> {
  if (method !== 'GET' && method !== 'HEAD') return sendText(res, 405, 'method not allowed', 'text/plain; charset=utf-8', { Allow: 'GET, HEAD' });
  const fault = findFault(path, parseFaults(parseCookies(req.headers.cookie)['mock_fault']));
  if (fault === '500') return sendText(res, 500, 'internal server error (mock fault)', 'text/plain; charset=utf-8');
  if (fault === 'timeout') {
    await new Promise((resolve) => setTimeout(resolve, timeoutMs).unref());
    if (res.destroyed || res.writableEnded) return;
  }
  const body = fault === 'malformed' ? BROKEN_SWITCH_ACCOUNT_SCRIPT : fault === 'empty' || fault === 'null' ? '' : SWITCH_ACCOUNT_SCRIPT;
  // Versioned in its path: a page may cache it (no-store here so the fault cookie always applies).
  sendText(res, 200, method === 'HEAD' ? '' : body, 'text/javascript; charset=utf-8', { 'Cache-Control': 'no-store' });
}
