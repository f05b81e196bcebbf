/**
 * Requests of one load, from CDP Network events, and the figures derived from them: requests
 * before complete, their bytes, and the request depth.
 *
 * Request depth: the longest chain of requests each of which waited for the previous one, with
 * the HTML document at depth 0 (HTML → script → API = 2). Two figures:
 *
 * (a) initiator depth (the one the target applies to): a request's parents are the resources
 *     whose code is on its initiator's call stack: `initiator.url` and the URL of every frame of
 *     `initiator.stack`, including its async parents (`stack.parent`, recorded because the bench
 *     turns on async stack traces). Every such script had to be loaded before the request could
 *     be made, so the chain is certain. It misses waits the stack cannot show: a request made
 *     after a JSON text or an API answer arrived (data dependency) counts from the script that
 *     made it, not from the answer it waited for. A lower bound of the real depth.
 * (b) timing depth (conservative): a request's parents are every request, other than the HTML,
 *     that had finished before it was sent. Everything that could have been waited for counts,
 *     so CPU work that merely delays a request also deepens it (at zero latency and 4x CPU this
 *     over-counts a lot). An upper bound.
 * The real depth lies between; with 150 ms per response the two usually meet.
 *
 * Both consider the requests sent before complete (browser housekeeping such as /favicon.ico
 * excluded).
 */

/** Page time of a CDP monotonic timestamp (s), given the document request's wall/mono pair. */
function clock(doc, timeOrigin) {
  const offset = doc.wallTime * 1000 - timeOrigin - doc.sent * 1000;
  return (ts) => ts * 1000 + offset;
}

const IGNORED = (url) => url.startsWith('data:') || url.startsWith('blob:') || /\/favicon\.ico$/.test(new URL(url).pathname);

/** Starts listening on a CDP session; call before navigation. */
export async function recordNetwork(cdp) {
  const byId = new Map();
  const list = [];
  cdp.on('Network.requestWillBeSent', (e) => {
    if (byId.has(e.requestId)) return; // a redirect: keep the first
    const r = {
      id: e.requestId,
      url: e.request.url,
      method: e.request.method,
      type: e.type,
      initiator: e.initiator,
      sent: e.timestamp,
      wallTime: e.wallTime,
      finished: null,
      failed: false,
      status: null,
      mime: null,
      encodedBytes: 0,
    };
    byId.set(e.requestId, r);
    list.push(r);
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.mime = e.response.mimeType;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.finished = e.timestamp;
    r.encodedBytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.finished = e.timestamp;
    r.failed = true;
  });
  await cdp.send('Network.enable');
  return {
    list,
    /** Page times (ms since navigation start) of every request; call once the page's timeOrigin is known. */
    timeline(timeOrigin) {
      const doc = list.find((r) => r.type === 'Document');
      if (!doc) return [];
      const at = clock(doc, timeOrigin);
      return list
        .filter((r) => !IGNORED(r.url))
        .map((r) => ({ ...r, doc: r === doc, sentAt: at(r.sent), finishedAt: r.finished === null ? null : at(r.finished) }));
    },
  };
}

/** Every script URL on an initiator's stack, async parents included. */
function stackUrls(initiator) {
  const urls = new Set();
  if (initiator?.url) urls.add(initiator.url);
  for (let stack = initiator?.stack; stack; stack = stack.parent) {
    for (const frame of stack.callFrames ?? []) if (frame.url) urls.add(frame.url);
  }
  return urls;
}

/** Strips the origin for display. */
export const short = (url) => {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
};

/**
 * Depths of the requests sent before `complete` (page time).
 * @returns {{ a: number, b: number, chainA: string[], chainB: string[], requests: object[] }}
 */
export function requestDepth(timeline, complete) {
  const before = timeline.filter((r) => r.sentAt <= complete).sort((x, y) => x.sentAt - y.sentAt);
  const doc = before.find((r) => r.doc);
  const depthA = new Map();
  const parentA = new Map();
  const depthB = new Map();
  const parentB = new Map();
  for (const r of before) {
    if (r.doc) {
      depthA.set(r, 0);
      depthB.set(r, 0);
      continue;
    }
    // (a) the scripts on the initiator's stack, each resolved to the request that loaded it
    // (the latest one of that URL sent before this request).
    let best = doc ? 0 : -1;
    let bestParent = doc ?? null;
    for (const url of stackUrls(r.initiator)) {
      const loader = [...before].reverse().find((q) => q !== r && q.url === url && q.sentAt <= r.sentAt && depthA.has(q));
      if (loader && depthA.get(loader) > best) {
        best = depthA.get(loader);
        bestParent = loader;
      }
    }
    depthA.set(r, best + 1);
    parentA.set(r, bestParent);
    // (b) anything (but the HTML) that had finished before this was sent.
    let bestB = bestParent ? depthB.get(bestParent) : -1;
    let bestParentB = bestParent;
    for (const q of before) {
      if (q === r || q.doc || q.finishedAt === null || q.finishedAt > r.sentAt || !depthB.has(q)) continue;
      if (depthB.get(q) > bestB) {
        bestB = depthB.get(q);
        bestParentB = q;
      }
    }
    depthB.set(r, bestB + 1);
    parentB.set(r, bestParentB);
  }
  const deepest = (depth) => {
    let top = null;
    for (const r of before) if (!top || depth.get(r) > depth.get(top)) top = r;
    return top;
  };
  const chain = (r, parents) => {
    const out = [];
    for (let x = r; x; x = parents.get(x)) out.unshift(short(x.url));
    return out;
  };
  const topA = deepest(depthA);
  const topB = deepest(depthB);
  return {
    a: topA ? depthA.get(topA) : 0,
    b: topB ? depthB.get(topB) : 0,
    chainA: topA ? chain(topA, parentA) : [],
    chainB: topB ? chain(topB, parentB) : [],
  };
}

/** Kind of a request for the byte figures. */
export function kindOf(r) {
  const path = new URL(r.url).pathname;
  if (r.doc) return 'html';
  // Module scripts and dynamic imports; a fetch() of a .js URL (the chrome's CDN check) is not code.
  if (r.type === 'Script') return 'js';
  if (path.includes('/i18n/') && path.endsWith('.json')) return 'texts';
  if (r.type === 'Fetch' || r.type === 'XHR' || (r.mime ?? '').includes('json')) return 'api';
  if (r.type === 'Stylesheet' || path.endsWith('.css')) return 'css';
  if (r.type === 'Image') return 'image';
  return 'other';
}
