/**
 * Drives the mock API middleware through a real http server on port 0, the way the browser and
 * the Vite dev server reach it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMockApi, type MockApiMiddleware, type MockApiOptions } from '../../../demo/mock-api/handler';

export interface CallOptions {
  method?: string;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
  /** form fields, sent form-encoded */
  form?: Record<string, string>;
  /** send the default CSRF header (csrftoken: 1) on POSTs; default true */
  csrf?: boolean;
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** parsed JSON, or undefined when the body is not JSON */
  json: any;
  ms: number;
}

export interface Harness {
  api: MockApiMiddleware;
  base: string;
  call(path: string, options?: CallOptions): Promise<Answer>;
  /** shorthand: the `data` of a 200 answer, failing loudly otherwise */
  data(path: string, options?: CallOptions): Promise<any>;
  close(): Promise<void>;
}

export async function startMockApi(options?: MockApiOptions & { withNext?: boolean }): Promise<Harness> {
  const api = createMockApi(options);
  const server: Server = createServer((req, res) => {
    if (options?.withNext) {
      api(req, res, () => {
        res.statusCode = 418;
        res.end('passed to next');
      });
    } else {
      api(req, res);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function call(path: string, o: CallOptions = {}): Promise<Answer> {
    const method = o.method ?? (o.form ? 'POST' : 'GET');
    const headers: Record<string, string> = { ...o.headers };
    if (o.cookies) {
      headers['cookie'] = Object.entries(o.cookies)
        .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
        .join('; ');
    }
    if (method === 'POST' && o.csrf !== false && !('csrftoken' in headers)) headers['csrftoken'] = '1';
    let body: string | undefined;
    if (o.form) {
      body = new URLSearchParams(o.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const started = performance.now();
    const res = await fetch(base + path, { method, headers, body });
    const text = await res.text();
    const ms = performance.now() - started;
    let json: any;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json, ms };
  }

  async function data(path: string, o?: CallOptions): Promise<any> {
    const a = await call(path, o);
    if (a.status !== 200 || a.json?.code !== 200) throw new Error(`${path}: ${a.status} ${a.text.slice(0, 200)}`);
    return a.json.data;
  }

  return {
    api,
    base,
    call,
    data,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every POST endpoint (the rest are GET). */
export const POST_ENDPOINTS = new Set(['reminderMarkRead', 'logout', 'logoutAll']);
