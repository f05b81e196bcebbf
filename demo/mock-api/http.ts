/**
 * Small node:http helpers: cookies, bodies, CORS and JSON answers. No framework, so the same
 * middleware runs inside Vite (Connect) and in the standalone server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BUILD_NUMBER_HEADER, CSRF_HEADER } from '../../react-core/core/api/endpoints';

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    const name = part.slice(0, eq).trim();
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // a stray % stays literal
    }
    // The first occurrence wins, as in browsers' ordering (most specific path first).
    if (name && !(name in out)) out[name] = value;
  }
  return out;
}

const MAX_BODY = 64 * 1024;

/**
 * The request body as form fields. Accepts form-encoded (what the client sends) and, leniently,
 * JSON objects. If an earlier middleware already parsed the body (req.body), that is used.
 */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const pre = (req as IncomingMessage & { body?: unknown }).body;
  if (pre && typeof pre === 'object') return toParams(pre as Record<string, unknown>);
  if (typeof pre === 'string') return new URLSearchParams(pre);

  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buf.length;
    if (size > MAX_BODY) break;
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') return toParams(parsed as Record<string, unknown>);
    } catch {
      // fall through: an unparsable body has no fields
    }
    return new URLSearchParams();
  }
  return new URLSearchParams(text);
}

function toParams(obj: Record<string, unknown>): URLSearchParams {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(obj)) if (v !== undefined && v !== null) p.set(k, String(v));
  return p;
}

export const CORS_ALLOW_HEADERS = `${CSRF_HEADER}, X-Gate-AppLang, X-Gate-AppType, ${BUILD_NUMBER_HEADER}, Content-Type`;

/**
 * CORS for pages served from another origin (npm run mock-api): the request's Origin is echoed
 * with credentials allowed, because a wildcard origin cannot carry cookies.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Allow-Headers', CORS_ALLOW_HEADERS);
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
  res.setHeader('Access-Control-Max-Age', '600');
  res.setHeader('Vary', 'Origin');
}

export function sendText(res: ServerResponse, status: number, body: string, contentType: string, headers: Record<string, string | string[]> = {}): void {
  if (res.writableEnded || res.destroyed) return;
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  res.end(body);
}

/** The origin this server is reached at, from the Host header (the mock only speaks http). */
export function selfOrigin(req: IncomingMessage): string {
  return `http://${req.headers.host ?? '127.0.0.1'}`;
}
