import { API_OK, CSRF_COOKIE, CSRF_DEFAULT, CSRF_HEADER } from './protocol';
import type { EndpointPath } from './endpoints';
import { readCookie } from '../cookies/cookies';
import { buildUrl, encodeFields, getInit, type Query } from './url';
import { takePreloaded, type PreloadedResponse } from './preload';
import { serverLanguage } from './requests';
import type { LanguageCode } from '../i18n/languages';
import { isRecord } from '../util/coerce';
import { noteUnauthorized, saysNoSession } from './unauthorized';
import { diagnoseFailure } from './diagnose';

export { buildUrl, encodeFields, type Query };

/**
 * The HTTP client of spec §7: credentials included, CSRF header from its cookie (default '1') on
 * mutating calls, 4000 ms timeout, form-encoded bodies. It never throws: every failure (network,
 * timeout, HTTP status, broken JSON, an envelope whose code is not 200) is an `ApiFailure`, and
 * callers turn that into the spec's default (§8).
 */
export const HTTP_TIMEOUT_MS = 4000;
/** Marker the app-type header carries for calls made from the web chrome. */
export const APP_TYPE = 'web';

export type ApiFailureKind = 'network' | 'timeout' | 'http' | 'malformed' | 'code';

export interface ApiFailure {
  ok: false;
  kind: ApiFailureKind;
  status?: number;
  code?: number;
  message: string;
  /** A `malformed` answer that is an HTML page (an api-base that points at a site, not the API). */
  html?: boolean;
}

export interface ApiSuccess<T> {
  ok: true;
  /** The envelope's `data`, untrusted: validate it before use. */
  data: T;
  code: number;
}

export type ApiResult<T = unknown> = ApiSuccess<T> | ApiFailure;

export interface RequestOptions {
  /** URL prefix of every call (the `api-base` attribute); same origin when empty. */
  base?: string;
  query?: Query;
  /** Form fields: sends a form-encoded POST with the CSRF header. */
  form?: Record<string, string | number | undefined>;
  /** Sends X-Gate-AppLang (in the server's language codes, as the menu request) / X-Gate-AppType (the calls where spec §7 uses them). */
  appLang?: LanguageCode;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Test seam; a server's own fetch. */
  fetchImpl?: typeof fetch;
  /**
   * Headers of the caller's own, sent with the chrome's (spec §7 "internal calls add internal
   * headers": a server renderer's; exch-chrome/server fetchChromeServerData).
   */
  headers?: Readonly<Record<string, string>>;
  /**
   * Leaves `credentials` out of the request (a server's call: there is no browser jar, and some
   * edge runtimes refuse the field).
   */
  noCredentials?: boolean;
}

function failure(kind: ApiFailureKind, message: string, extra: Partial<ApiFailure> = {}): ApiFailure {
  return { ok: false, kind, message, ...extra };
}

async function readResponse(pending: Promise<Response>): Promise<PreloadedResponse> {
  const response = await pending;
  return { status: response.status, ok: response.ok, text: await response.text() };
}

/** The preloaded response, unless the request's own timeout or abort comes first. */
function raceAbort<T>(pending: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('Aborted', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    pending.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** `path` is one of paths.ts (`PATHS.commonData`). */
export async function request<T = unknown>(path: EndpointPath, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const url = buildUrl(options.base, path, options.query);
  const result = await send<T>(path, url, options);
  // Why the chrome may be empty, said in development (diagnose.ts); not for a caller's own abort.
  if (!result.ok && !options.signal?.aborted && !options.fetchImpl) diagnoseFailure(url, options.base ?? '', result);
  return result;
}

async function send<T>(path: EndpointPath, url: string, options: RequestOptions): Promise<ApiResult<T>> {
  const init = getInit();
  if (options.noCredentials) delete init.credentials;
  const headers = init.headers as Record<string, string>;
  if (options.headers) Object.assign(headers, options.headers);
  if (options.appLang) {
    headers['X-Gate-AppLang'] = serverLanguage(options.appLang);
    headers['X-Gate-AppType'] = APP_TYPE;
  }
  if (options.form) {
    init.method = 'POST';
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    headers[CSRF_HEADER] = readCookie(CSRF_COOKIE) || CSRF_DEFAULT;
    init.body = encodeFields(options.form);
  }
  // A plain GET the boot script already started (same URL, same headers) is taken, not repeated.
  const preloaded = !options.form && !options.appLang && !options.fetchImpl ? takePreloaded(url) : undefined;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? HTTP_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  init.signal = controller.signal;

  try {
    const doFetch = options.fetchImpl ?? fetch;
    const response = (preloaded && (await raceAbort(preloaded, controller.signal))) || (await readResponse(doFetch(url, init)));
    const { text } = response;
    if (!response.ok) {
      if (saysNoSession(response.status, undefined)) noteUnauthorized(path);
      return failure('http', `HTTP ${response.status}`, { status: response.status });
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      const html = /^\s*</.test(text);
      return failure('malformed', html ? 'HTML instead of JSON' : 'Invalid JSON', { status: response.status, ...(html ? { html } : {}) });
    }
    if (!isRecord(body)) {
      return failure('malformed', 'Invalid response format', { status: response.status });
    }
    const envelope = body as { code?: unknown; message?: unknown; data?: unknown };
    const code = typeof envelope.code === 'number' ? envelope.code : Number(envelope.code);
    if (code !== API_OK) {
      if (saysNoSession(undefined, code)) noteUnauthorized(path);
      const message = typeof envelope.message === 'string' ? envelope.message : `code ${String(envelope.code)}`;
      return failure('code', message, { status: response.status, code: Number.isFinite(code) ? code : undefined });
    }
    return { ok: true, data: envelope.data as T, code };
  } catch (error) {
    if (timedOut) return failure('timeout', `Timed out after ${options.timeoutMs ?? HTTP_TIMEOUT_MS} ms`);
    return failure('network', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/**
 * Fetches and maps in one go: the mapper turns untrusted `data` into the view's type (or null
 * when it does not fit), and any failure yields `fallback`.
 */
export async function fetchMapped<T>(
  path: EndpointPath,
  map: (data: unknown) => T | null,
  fallback: T,
  options: RequestOptions = {},
): Promise<{ value: T; fresh: boolean; failure?: ApiFailure }> {
  return mapResult(await request(path, options), map, fallback);
}

/**
 * fetchMapped's second half, for a caller that asks before its mapper has loaded (the session:
 * the answer and the mapper's chunk travel side by side, not one after the other).
 */
export function mapResult<T>(result: ApiResult<unknown>, map: (data: unknown) => T | null, fallback: T): { value: T; fresh: boolean; failure?: ApiFailure } {
  if (!result.ok) return { value: fallback, fresh: false, failure: result };
  let mapped: T | null = null;
  try {
    mapped = map(result.data);
  } catch {
    mapped = null;
  }
  if (mapped === null) return { value: fallback, fresh: false, failure: failure('malformed', 'Unexpected data shape') };
  return { value: mapped, fresh: true };
}
