/**
 * Per-load figures from what the probes and the network recorder saw, and the statistics over
 * loads. Heavy work (gzip) runs after the browser context is closed, never during a load.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { kindOf, requestDepth } from './network.mjs';

/** gzip -9 size of a body; files under the repository are read once per run. */
const fileGzip = new Map();
export function gzipOfFile(root, pathname) {
  if (!fileGzip.has(pathname)) fileGzip.set(pathname, gzipSync(readFileSync(join(root, pathname)), { level: 9 }).length);
  return fileGzip.get(pathname);
}
export const gzipOfText = (text) => gzipSync(Buffer.from(text), { level: 9 }).length;

/**
 * CLS as the Layout Instability API defines its entries: the sum of `value` of every shift
 * without recent input, from navigation start until `until` (page time). (The sum, not the
 * session-window maximum of the Web Vitals CLS: the window here is short and every shift counts.)
 */
export function cls(shifts, until) {
  const counted = shifts.filter((s) => !s.recentInput && s.t <= until);
  const total = counted.reduce((sum, s) => sum + s.value, 0);
  const largest = counted.reduce((top, s) => (!top || s.value > top.value ? s : top), null);
  return { value: total, count: counted.length, largest };
}

/**
 * The network figures of one load: requests sent before complete (the HTML included), bytes of
 * those (gzip -9: JS; JSON texts; API answers; the pre-rendered HTML and CSS a page is painted
 * from), and the request depth; on a page painted before its code (`interactive`: when it
 * hydrated), the JS sent before it was interactive too.
 * `bodies`: requestId → body text of the API answers (read through CDP before the context closed).
 */
export function networkFigures({ root, timeline, complete, bodies, interactive = null }) {
  const before = timeline.filter((r) => r.sentAt <= complete);
  const bytes = { js: 0, texts: 0, api: 0, css: 0, snippet: 0, jsInteractive: null };
  if (interactive !== null) {
    bytes.jsInteractive = 0;
    for (const r of timeline)
      if (r.sentAt <= interactive && !r.failed && (r.status ?? 200) < 400 && kindOf(r) === 'js')
        bytes.jsInteractive += gzipOfFile(root, new URL(r.url).pathname.slice(1));
  }
  const scripts = [];
  for (const r of before) {
    const kind = kindOf(r);
    const path = new URL(r.url).pathname;
    if (kind === 'js' || kind === 'texts' || kind === 'css' || kind === 'snippet') {
      // A file the server did not send (a page measured without its snippets answers them 404).
      if (r.failed || (r.status ?? 200) >= 400) continue;
      try {
        bytes[kind] += gzipOfFile(root, path.slice(1));
      } catch {
        // not one of our files (should not happen)
      }
      if (kind === 'js') scripts.push(path);
    } else if (kind === 'api' && bodies.has(r.id)) {
      bytes.api += gzipOfText(bodies.get(r.id));
    }
  }
  const depth = requestDepth(timeline, complete);
  const countBy = (url) => before.filter((r) => r.url === url).length;
  const repeated = [...new Set(before.filter((r) => kindOf(r) === 'api' && countBy(r.url) > 1).map((r) => r.url))].map(
    (u) => `${new URL(u).pathname} x${countBy(u)}`,
  );
  return { requests: before.length, bytes, scripts, depth, repeated };
}

export function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

/** Nearest-rank percentile. */
export function percentile(values, p) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  return v[Math.min(v.length - 1, Math.max(0, Math.ceil((p / 100) * v.length) - 1))];
}

export const max = (values) => {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x));
  return v.length ? Math.max(...v) : null;
};
