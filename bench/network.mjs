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
 * Both are the deepest request answered by complete, its chain made of the requests sent before
 * it (browser housekeeping such as /favicon.ico excluded): a request still on its way at complete
 * held nothing back (the prepainted page's script asks for its data and code before the paint,
 * which waits only for the snippets).
 *
 * Each request also records whether the browser answered it from a cache rather than the
 * network (`cached`: 'memory' for CDP `Network.requestServedFromCache`, 'disk', 'prefetch' or
 * 'service worker' from the response's `fromDiskCache`, `fromPrefetchCache`, `fromServiceWorker`;
 * null when it went to the network). The repeat-visit cell counts only requests that went to the
 * network; `triggerDepth` below does the same for the lazy parts.
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
      loaderId: e.loaderId,
      initiator: e.initiator,
      sent: e.timestamp,
      wallTime: e.wallTime,
      finished: null,
      failed: false,
      status: null,
      mime: null,
      encodedBytes: 0,
      cached: null,
    };
    byId.set(e.requestId, r);
    list.push(r);
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = byId.get(e.requestId);
    if (!r) return;
    r.status = e.response.status;
    r.mime = e.response.mimeType;
    const res = e.response;
    if (res.fromDiskCache) r.cached = 'disk';
    else if (res.fromPrefetchCache) r.cached = 'prefetch';
    else if (res.fromServiceWorker) r.cached = 'service worker';
    else if (res.fromMemoryCache) r.cached = 'memory';
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = byId.get(e.requestId);
    if (r && !r.cached) r.cached = 'memory';
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
    /** Forgets every request so far (before a second navigation on the same page). */
    reset() {
      byId.clear();
      list.length = 0;
    },
    /** Page time (ms) of a CDP monotonic timestamp (s), e.g. Performance.getMetrics' `Timestamp`. */
    pageTime(ts, timeOrigin) {
      const doc = list.find((r) => r.type === 'Document');
      return doc ? clock(doc, timeOrigin)(ts) : null;
    },
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
 * Depths of the requests answered by `complete` (page time), through the requests sent before it.
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
  const answered = before.filter((r) => r.doc || (r.finishedAt !== null && r.finishedAt <= complete));
  const deepest = (depth) => {
    let top = null;
    for (const r of answered) if (!top || depth.get(r) > depth.get(top)) top = r;
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

/**
 * Depth of what a trigger (a click, tap or hover; or the first paint) caused: the requests that
 * went to the network (not answered from a cache) sent from `from` to `until` (page times) and
 * accepted by `include`, with the trigger at depth 0, by the two methods of the request depth:
 * (a) initiator: a request's parent is the latest request among these whose URL is on its
 *     initiator's call stack (async parents included); one with no such parent hangs off the
 *     trigger. Code loaded before the trigger does not count (it was not waited for). One more
 *     wait as certain, which the stack does not show: code running in a module ran after every
 *     static import of that module had arrived (CDP gives a static import's request the importer
 *     as `initiator.url`, with no stack), so a request made by a module's code also hangs off the
 *     deepest of the module's static imports (transitively) among these requests. Still a lower
 *     bound: a request made after an answer arrived (a JSON text asked for once a chunk rendered:
 *     the stack shows only the text loader) counts from the code that made it.
 * (b) timing: a request's parents are those among these that had finished before it was sent.
 *     An upper bound (anything that could have been waited for counts).
 * A part whose code all loads in parallel on the trigger has depth 1 by both.
 * @returns {{ depth: number, depthB: number, requests: number, chain: string[], chainB: string[], urls: string[] }}
 */
export function triggerDepth(timeline, { from, until, include = () => true }) {
  const set = timeline.filter((r) => !r.doc && !r.cached && r.sentAt >= from && r.sentAt <= until && include(r)).sort((x, y) => x.sentAt - y.sentAt);
  const depth = new Map();
  const parent = new Map();
  const depthB = new Map();
  const parentB = new Map();
  const staticImport = (r) => r.initiator?.type === 'script' && !!r.initiator.url && !r.initiator.stack;
  // The deepest request a module at `url` waited for before its code could run: its own load and
  // its static imports' (transitively), among the requests already placed; [depth, request].
  const ready = (url, seen = new Set()) => {
    if (seen.has(url)) return [0, null];
    seen.add(url);
    const loader = [...depth.keys()].reverse().find((q) => q.url === url);
    let best = loader ? [depth.get(loader), loader] : [0, null];
    for (const child of depth.keys()) {
      if (!staticImport(child) || child.initiator.url !== url) continue;
      const below = ready(child.url, seen);
      const candidate = below[0] > depth.get(child) ? below : [depth.get(child), child];
      if (candidate[0] > best[0]) best = candidate;
    }
    return best;
  };
  for (const r of set) {
    let best = 0;
    let bestParent = null;
    // A static import waits for its importer's load only; code that runs waits for its modules'
    // whole static graph.
    const waits = staticImport(r)
      ? (() => {
          const loader = [...depth.keys()].reverse().find((q) => q.url === r.initiator.url);
          return loader ? [[depth.get(loader), loader]] : [];
        })()
      : [...stackUrls(r.initiator)].map((url) => ready(url));
    for (const [d, q] of waits) {
      if (q && d > best) {
        best = d;
        bestParent = q;
      }
    }
    depth.set(r, best + 1);
    parent.set(r, bestParent);
    let bestB = 0;
    let bestParentB = null;
    for (const q of set) {
      if (q === r || !depthB.has(q) || q.finishedAt === null || q.finishedAt > r.sentAt) continue;
      if (depthB.get(q) > bestB) {
        bestB = depthB.get(q);
        bestParentB = q;
      }
    }
    depthB.set(r, bestB + 1);
    parentB.set(r, bestParentB);
  }
  const deepest = (d) => set.reduce((top, r) => (!top || d.get(r) > d.get(top) ? r : top), null);
  const chainOf = (top, parents) => {
    const out = [];
    for (let x = top; x; x = parents.get(x)) out.unshift(short(x.url));
    return out;
  };
  const top = deepest(depth);
  const topB = deepest(depthB);
  return {
    depth: top ? depth.get(top) : 0,
    depthB: topB ? depthB.get(topB) : 0,
    requests: set.length,
    chain: chainOf(top, parent),
    chainB: chainOf(topB, parentB),
    urls: set.map((r) => short(r.url)),
  };
}

/** Kind of a request for the byte figures. */
export function kindOf(r) {
  const path = new URL(r.url).pathname;
  if (r.doc) return 'html';
  // Module scripts and dynamic imports; a fetch() of a .js URL (the chrome's CDN check) is not code.
  if (r.type === 'Script') return 'js';
  if (path.includes('/i18n/') && path.endsWith('.json')) return 'texts';
  // The build's pre-rendered HTML the one script paints from (issue 52's prepaint).
  if (path.includes('/snippets/') && path.endsWith('.html')) return 'snippet';
  if (r.type === 'Fetch' || r.type === 'XHR' || (r.mime ?? '').includes('json')) return 'api';
  if (r.type === 'Stylesheet' || path.endsWith('.css')) return 'css';
  if (r.type === 'Image') return 'image';
  return 'other';
}
