/**
 * Aggregation over loads (medians) and the printed report: one table per profile × latency, the
 * first interactions, the details that help debugging (deepest request chain, largest shift,
 * repeated API calls), the byte budgets, and the verdict on the issue's targets.
 */
import { BUDGETS, TARGETS } from './config.mjs';
import { max, median, percentile } from './metrics.mjs';
import { PANELS } from './interactions.mjs';

const KB = (bytes) => (bytes === null ? '-' : (bytes / 1000).toFixed(1));
const ms = (v) => (v === null ? '-' : v.toFixed(0));
const mark = (ok) => (ok === null ? 'n/a' : ok ? 'ok' : 'OVER');
const pad = (s, n) => String(s).padEnd(n);
const padL = (s, n) => String(s).padStart(n);

/** The most frequent value (for lists such as the deepest chain), ties to the first seen. */
function mode(values) {
  const counts = new Map();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best = null;
  for (const [v, n] of counts) if (best === null || n > counts.get(best)) best = v;
  return best;
}

/**
 * One page in one cell: the loads' figures reduced to medians (and maxima where said).
 * The ratio to the floor pairs each load with the floor's load of the same round (loaded seconds
 * apart), then takes the median of those ratios: drift of the shared machine over the minutes of
 * a run cancels out. (The ratio of the two medians is kept in the JSON too.)
 */
export function aggregate(pageDef, loads, floorLoads, { interactionLimit = null } = {}) {
  const ok = loads.filter((l) => l.complete !== null);
  const complete = median(ok.map((l) => l.complete));
  const floorByRun = new Map((floorLoads ?? []).filter((l) => l.complete !== null).map((l) => [l.run, l.complete]));
  const floorMedian = median([...floorByRun.values()]);
  const paired = ok.filter((l) => floorByRun.has(l.run)).map((l) => l.complete / floorByRun.get(l.run));
  // A page painted before its code: when it became interactive (hydrated), over the same floor load.
  const pairedInteractive = ok.filter((l) => floorByRun.has(l.run) && typeof l.hydrated === 'number').map((l) => l.hydrated / floorByRun.get(l.run));
  const row = {
    page: pageDef.id,
    label: pageDef.label,
    loads: loads.length,
    failed: loads.length - ok.length,
    complete,
    p90: percentile(
      ok.map((l) => l.complete),
      90,
    ),
    samples: ok.map((l) => Math.round(l.complete)),
    ratio: !pageDef.floor && paired.length ? median(paired) : null,
    ratioOfMedians: !pageDef.floor && complete !== null && floorMedian ? complete / floorMedian : null,
    depthA: median(ok.map((l) => l.net.depth.a)),
    depthAMax: max(ok.map((l) => l.net.depth.a)),
    depthB: median(ok.map((l) => l.net.depth.b)),
    chainA: mode(ok.map((l) => l.net.depth.chainA.join(' -> '))),
    chainB: mode(ok.map((l) => l.net.depth.chainB.join(' -> '))),
    requests: median(ok.map((l) => l.net.requests)),
    jsBytes: median(ok.map((l) => l.net.bytes.js)),
    textBytes: median(ok.map((l) => l.net.bytes.texts)),
    apiBytes: median(ok.map((l) => l.net.bytes.api)),
    jsonBytes: median(ok.map((l) => l.net.bytes.texts + l.net.bytes.api)),
    // The pre-rendered HTML (with its CSS) a prepainted page paints from, and its JS until interactive.
    snippetBytes: median(ok.map((l) => l.net.bytes.snippet ?? 0)),
    jsInteractiveBytes: median(ok.map((l) => l.net.bytes.jsInteractive).filter((v) => typeof v === 'number')),
    scripts: mode(ok.map((l) => l.net.scripts.join(', '))),
    repeated: [...new Set(ok.flatMap((l) => l.net.repeated))],
    repeatedLoads: ok.filter((l) => l.net.repeated.length > 0).length,
    cls: median(ok.map((l) => l.cls.value)),
    clsMax: max(ok.map((l) => l.cls.value)),
    largestShift:
      ok
        .map((l) => l.cls.largest)
        .filter(Boolean)
        .sort((a, b) => b.value - a.value)[0] ?? null,
    announcementBar: median(ok.map((l) => l.announcementBar)),
    fcp: median(ok.map((l) => l.fcp).filter((v) => v !== null && v !== undefined)),
    hydrated: median(ok.map((l) => l.hydrated).filter((v) => v !== null && v !== undefined)),
    interactiveRatio: !pageDef.floor && pairedInteractive.length ? median(pairedInteractive) : null,
    scriptMs: median(ok.map((l) => l.scriptMs).filter((v) => v !== null && v !== undefined)),
    consoleErrors: [...new Set(loads.flatMap((l) => l.errors))].slice(0, 5),
    neverComplete: [...new Set(loads.flatMap((l) => l.missing ?? []))],
    loadErrors: [...new Set(loads.map((l) => l.error).filter(Boolean))].slice(0, 3),
    panels: {},
  };
  for (const entry of PANELS) {
    const results = ok.map((l) => l.panels?.[entry.id]).filter(Boolean);
    if (!results.length || results.every((r) => r.status === 'n/a')) {
      row.panels[entry.id] = { status: 'n/a' };
      continue;
    }
    const measured = results.filter((r) => r.status === 'ok');
    row.panels[entry.id] = {
      status: measured.length ? 'ok' : 'timeout',
      ms: median(measured.map((r) => r.ms)),
      p90: percentile(
        measured.map((r) => r.ms),
        90,
      ),
      timeouts: results.filter((r) => r.status === 'timeout').length,
      leftOpen: results.filter((r) => r.leftOpen).length,
      openedBy: mode(measured.map((r) => r.openedBy)),
      clickMs: median(measured.map((r) => r.clickMs)),
      onClickLoads: results.filter((r) => r.fetches?.onClick.length).length,
      onClick: [...new Set(results.flatMap((r) => r.fetches?.onClick ?? []))],
      onIntent: [...new Set(results.flatMap((r) => r.fetches?.onIntent ?? []))],
      loads: results.length,
    };
  }
  row.interactionLimitMs = interactionLimit?.ms ?? TARGETS.interactionMs;
  row.targets = targetsOf(pageDef, row);
  return row;
}

/**
 * The first-open limit of a cell (issue 29): desktop TARGETS.interactionMs; at 4x CPU (the mobile
 * profile) the same cell's blank-page tap (median) + phoneInteractionOverTapMs, and at most
 * phoneInteractionMaxMs (that alone when the tap path was not measured).
 * @returns {{ ms: number, why: string }}
 */
export function interactionLimit(profile, tapPath) {
  if (profile.cpuThrottling <= 1) return { ms: TARGETS.interactionMs, why: `<= ${TARGETS.interactionMs} ms` };
  const tap = tapPath?.median ?? null;
  if (tap === null) return { ms: TARGETS.phoneInteractionMaxMs, why: `<= ${TARGETS.phoneInteractionMaxMs} ms (tap path not measured)` };
  const ms = Math.min(tap + TARGETS.phoneInteractionOverTapMs, TARGETS.phoneInteractionMaxMs);
  return { ms, why: `<= min(tap path ${tap.toFixed(0)} + ${TARGETS.phoneInteractionOverTapMs}, ${TARGETS.phoneInteractionMaxMs}) = ${ms.toFixed(0)} ms` };
}

/** The issue's targets for one row: { name: true | false | null (not applicable) }. */
function targetsOf(pageDef, row) {
  if (pageDef.floor || pageDef.reference) return {};
  const t = {
    ratio: row.ratio === null ? null : row.ratio <= (pageDef.ratioTarget ?? TARGETS.ratio),
    depth: row.depthA === null ? null : row.depthA <= (pageDef.depthTarget ?? TARGETS.depth),
    cls: row.clsMax === null || pageDef.clsTarget === null || pageDef.clsTarget === undefined ? null : row.clsMax <= pageDef.clsTarget,
    complete: row.failed === 0,
  };
  for (const [id, p] of Object.entries(row.panels)) {
    if (p.status === 'n/a') continue;
    t[`panel:${id}`] = p.status === 'ok' && p.timeouts === 0 && p.ms <= row.interactionLimitMs && p.onClickLoads === 0 && !p.leftOpen;
  }
  return t;
}

/**
 * Targets that compare two pages of a cell: a page with `interactiveBy` (visitor-prepaint) is
 * interactive (hydrated) no later, as a ratio to the floor, than that page (visitor) is complete,
 * and fetches no more JS before it is interactive than that page does before complete (issue 52).
 */
export function crossPageTargets(pageDefs, rows) {
  for (const row of rows) {
    const by = pageDefs.find((p) => p.id === row.page)?.interactiveBy;
    const other = by && rows.find((r) => r.page === by);
    if (!other) continue;
    row.targets.interactive = row.interactiveRatio === null || other.ratio === null ? null : row.interactiveRatio <= other.ratio;
    row.targets.js = row.jsInteractiveBytes === null || other.jsBytes === null ? null : row.jsInteractiveBytes <= other.jsBytes;
  }
  return rows;
}

export function printCell({ profile, latency, rows, runs, probe, tapPath = null, limit = null }) {
  const out = [];
  const title = `${profile.id} (${profile.context.viewport.width}x${profile.context.viewport.height}${profile.cpuThrottling > 1 ? `, ${profile.cpuThrottling}x CPU` : ''}), latency ${latency} ms, ${runs} loads per page, probe: ${probe}`;
  out.push('', title, '-'.repeat(title.length));
  out.push(
    `${pad('page', 12)} ${padL('complete', 8)} ${padL('p90', 6)} ${padL('ratio', 6)} ${padL('depth', 5)} ${padL('(b)', 4)} ${padL('req', 4)} ${padL('JS KB', 6)} ${padL('JSON KB', 7)} ${padL('CLS', 6)} ${padL('max', 6)}  targets`,
  );
  for (const r of rows) {
    const targets = Object.entries(r.targets)
      .filter(([k]) => !k.startsWith('panel:'))
      .map(([k, v]) => `${k} ${mark(v)}`)
      .join(', ');
    out.push(
      `${pad(r.page, 12)} ${padL(ms(r.complete), 8)} ${padL(ms(r.p90), 6)} ${padL(r.ratio === null ? '-' : `${r.ratio.toFixed(2)}x`, 6)} ${padL(r.depthA ?? '-', 5)} ${padL(r.depthB ?? '-', 4)} ${padL(r.requests ?? '-', 4)} ${padL(KB(r.jsBytes), 6)} ${padL(KB(r.jsonBytes), 7)} ${padL(r.cls === null ? '-' : r.cls.toFixed(3), 6)} ${padL(r.clsMax === null ? '-' : r.clsMax.toFixed(3), 6)}  ${targets}${r.failed ? `  (${r.failed} of ${r.loads} loads never completed)` : ''}`,
    );
  }
  const panelRows = [];
  for (const r of rows) {
    for (const entry of PANELS) {
      const p = r.panels[entry.id];
      if (!p || p.status === 'n/a') continue;
      const verdict = r.targets[`panel:${entry.id}`];
      panelRows.push(
        `  ${pad(r.page, 12)} ${pad(entry.id, 16)} ${padL(ms(p.ms), 6)} ${padL(ms(p.p90), 6)}  ${pad(p.openedBy ?? '-', 6)} ${padL(ms(p.clickMs ?? null), 6)}  ${p.timeouts ? `${p.timeouts} timeout(s) ` : ''}${p.leftOpen ? `still open after Escape and a tap outside in ${p.leftOpen}/${p.loads} loads; ` : ''}${p.onClickLoads ? `fetched on the click in ${p.onClickLoads}/${p.loads} loads: ${p.onClick.join(', ')}` : 'nothing fetched on the click'}${p.onIntent.length ? `; on intent: ${p.onIntent.join(', ')}` : ''}${verdict === undefined ? '' : `  ${mark(verdict)}`}`,
      );
    }
  }
  const na = PANELS.filter((e) => rows.every((r) => !r.panels[e.id] || r.panels[e.id].status === 'n/a')).map((e) => e.id);
  if (panelRows.length || na.length) {
    out.push(
      `first interactions (first open, action -> content painted, median and p90 ms, how it opened, the opening click's own handlers in ms (median; '-' for a hover); target ${limit?.why ?? `<= ${TARGETS.interactionMs} ms`}, nothing fetched on the click):`,
    );
    out.push(...panelRows);
    if (tapPath?.median != null)
      out.push(
        `  the tap path alone (a blank page whose one button unhides a line; sets this cell's limit): median ${ms(tapPath.median)}, p90 ${ms(tapPath.p90)} ms over ${tapPath.runs} taps`,
      );
    if (na.length) out.push(`  n/a (trigger not on these pages): ${na.join(', ')}`);
  }
  out.push('details:');
  for (const r of rows) {
    if (r.failed === r.loads) {
      out.push(
        `  ${r.page}: no load completed${r.neverComplete.length ? `; still waiting for ${r.neverComplete.join(', ')}` : ''}${r.loadErrors.length ? `; ${r.loadErrors.join(' | ')}` : ''}`,
      );
      continue;
    }
    out.push(`  ${r.page}: deepest (a) ${r.depthA}: ${r.chainA}`);
    if (r.depthB !== r.depthA) out.push(`  ${' '.repeat(r.page.length)}  deepest (b) ${r.depthB}: ${r.chainB}`);
    out.push(
      `  ${' '.repeat(r.page.length)}  before complete: ${r.requests} requests; JS ${KB(r.jsBytes)} KB, texts ${KB(r.textBytes)} KB, API ${KB(r.apiBytes)} KB (gzip -9)${r.announcementBar !== null ? `; announcement bar at ${ms(r.announcementBar)} ms` : ''}${r.fcp !== null ? `; first contentful paint at ${ms(r.fcp)} ms` : ''}`,
    );
    if (r.interactiveRatio !== null)
      out.push(
        `  ${' '.repeat(r.page.length)}  painted from ${KB(r.snippetBytes)} KB of pre-rendered HTML and CSS; interactive (hydrated) at ${ms(r.hydrated)} ms, ${r.interactiveRatio.toFixed(2)}x the floor's complete, after ${KB(r.jsInteractiveBytes)} KB of JS`,
      );
    if (r.scriptMs !== null)
      out.push(
        `  ${' '.repeat(r.page.length)}  main thread: ${ms(r.scriptMs)} ms of script until ${r.hydrated !== null ? `hydrated (at ${ms(r.hydrated)} ms)` : 'complete'}`,
      );
    if (r.largestShift) {
      const s = r.largestShift;
      out.push(
        `  ${' '.repeat(r.page.length)}  largest shift ${s.value.toFixed(4)} at ${ms(s.t)} ms: ${s.sources.map((x) => `${x.node} y ${x.from[0]}->${x.to[0]} h ${x.from[1]}->${x.to[1]}`).join('; ') || '(no sources)'}`,
      );
    }
    if (r.repeated.length)
      out.push(
        `  ${' '.repeat(r.page.length)}  requested more than once before complete (${r.repeatedLoads}/${r.loads - r.failed} loads): ${r.repeated.join(', ')}`,
      );
    if (r.failed)
      out.push(
        `  ${' '.repeat(r.page.length)}  ${r.failed} of ${r.loads} loads never completed${r.neverComplete.length ? `; still waiting for ${r.neverComplete.join(', ')}` : ''}${r.loadErrors.length ? `; ${r.loadErrors.join(' | ')}` : ''}`,
      );
    if (r.consoleErrors.length) out.push(`  ${' '.repeat(r.page.length)}  console errors: ${r.consoleErrors.join(' | ')}`);
  }
  return out.join('\n');
}

export function printBudgets(budgetRows) {
  if (!budgetRows.length) return '';
  const by = Object.fromEntries(budgetRows.map((r) => [r.page, r]));
  const out = ['', 'byte budgets (JS before complete, gzip -9, desktop, 0 ms; KB = 1000 bytes):'];
  const footer = by['footer-only'];
  const both = by['header-footer'];
  if (footer)
    out.push(
      `  footer only:             ${KB(footer.jsBytes)} of ${BUDGETS.footerOnlyKB} KB ${mark(footer.jsBytes <= BUDGETS.footerOnlyKB * 1000)}  (+ ${KB(footer.textBytes)} KB texts)  ${footer.scripts}`,
    );
  if (both) {
    const personal = (both.scripts ?? '').split(', ').filter((p) => /personal|account|herald|notification|bell|panel/.test(p));
    out.push(
      `  header + footer, visitor: ${KB(both.jsBytes)} of ${BUDGETS.headerFooterKB} KB ${mark(both.jsBytes <= BUDGETS.headerFooterKB * 1000 && personal.length === 0)}  (+ ${KB(both.textBytes)} KB texts)${personal.length ? `  personal code loaded: ${personal.join(', ')}` : ''}  ${both.scripts}`,
    );
  }
  return out.join('\n');
}

/** The missed targets one line per profile/latency and page: "desktop/0 ms visitor: ratio, cls". */
export function compactMisses(list) {
  const by = new Map();
  for (const m of list) {
    const [where, what] = m.split(': ');
    by.set(where, [...(by.get(where) ?? []), what]);
  }
  return [...by].map(([where, what]) => `${where}: ${what.join(', ')}`);
}

/** Every missed target, for the verdict and BENCH_STRICT (`cell.where` names a new cell). */
export function misses(cells) {
  const list = [];
  for (const cell of cells) {
    if (!cell.rows) continue;
    for (const r of cell.rows) {
      for (const [k, v] of Object.entries(r.targets)) if (v === false) list.push(`${cell.where ?? `${cell.profile}/${cell.latency} ms`} ${r.page}: ${k}`);
    }
  }
  return list;
}

// --- Issue 29's cells (bench/cells.mjs) ----------------------------------------------------------

const pct = (v) => (v === null ? '-' : `${(v * 100).toFixed(0)} %`);
const ok = (loads) => loads.filter((l) => l.complete !== null);
const errorsOf = (loads) => ({
  failed: loads.length - ok(loads).length,
  loadErrors: [...new Set(loads.map((l) => l.error).filter(Boolean))].slice(0, 3),
  consoleErrors: [...new Set(loads.flatMap((l) => l.errors ?? []))].slice(0, 5),
});
const problems = (r) =>
  [
    r.failed ? `${r.failed} of ${r.loads} loads failed${r.loadErrors.length ? `: ${r.loadErrors.join(' | ')}` : ''}` : '',
    r.consoleErrors.length ? `console errors: ${r.consoleErrors.join(' | ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');

/**
 * Repeat visit, one page in one profile: the second navigation's figures, the ratio to the
 * floor's second navigation of the same round (median of the paired ratios), depth counting
 * network requests only. Targets: ratio <= repeatRatio, CLS (max) <= the page's clsTarget (0),
 * depth (a) (median) <= repeatDepth except on a logged-in page ('n/a': its login state comes from
 * the network by design).
 */
export function aggregateRepeat(pageDef, loads, floorLoads) {
  const done = ok(loads);
  const floorByRun = new Map((floorLoads ?? []).filter((l) => l.complete !== null).map((l) => [l.run, l.complete]));
  const paired = done.filter((l) => floorByRun.has(l.run)).map((l) => l.complete / floorByRun.get(l.run));
  const loggedIn = pageDef.cookies.some((c) => c.name === 'mock_user');
  const row = {
    page: pageDef.id,
    loads: loads.length,
    ...errorsOf(loads),
    first: median(done.map((l) => l.first)),
    complete: median(done.map((l) => l.complete)),
    p90: percentile(
      done.map((l) => l.complete),
      90,
    ),
    samples: done.map((l) => Math.round(l.complete)),
    ratio: !pageDef.floor && paired.length ? median(paired) : null,
    depthA: median(done.map((l) => l.depth.a)),
    depthAMax: max(done.map((l) => l.depth.a)),
    depthB: median(done.map((l) => l.depth.b)),
    chainA: mode(done.map((l) => l.depth.chainA.join(' -> '))),
    network: median(done.map((l) => l.network.length)),
    networkUrls: mode(done.map((l) => l.network.join(', '))),
    cached: median(done.map((l) => l.cached)),
    cacheKinds: mode(
      done.map((l) =>
        Object.entries(l.cacheKinds)
          .map(([k, n]) => `${k} ${n}`)
          .join(', '),
      ),
    ),
    cls: median(done.map((l) => l.cls.value)),
    clsMax: max(done.map((l) => l.cls.value)),
    largestShift:
      done
        .map((l) => l.cls.largest)
        .filter(Boolean)
        .sort((a, b) => b.value - a.value)[0] ?? null,
    hydrated: median(done.map((l) => l.hydrated).filter((v) => v !== null && v !== undefined)),
    depthTarget: loggedIn ? 'n/a' : TARGETS.repeatDepth,
  };
  row.targets = pageDef.floor
    ? {}
    : {
        ratio: row.ratio === null ? null : row.ratio <= TARGETS.repeatRatio,
        depth: loggedIn || row.depthA === null ? null : row.depthA <= TARGETS.repeatDepth,
        cls: row.clsMax === null || pageDef.clsTarget === null || pageDef.clsTarget === undefined ? null : row.clsMax <= pageDef.clsTarget,
        complete: row.failed === 0,
      };
  return row;
}

export function printRepeat({ profile, latency, rows, runs }) {
  const out = [];
  const title = `repeat visit: ${profile.id} (${profile.context.viewport.width}x${profile.context.viewport.height}${profile.cpuThrottling > 1 ? `, ${profile.cpuThrottling}x CPU` : ''}), latency ${latency} ms, ${runs} visits per page (second visit in a new tab of the same context: warm HTTP cache and storage)`;
  out.push('', title, '-'.repeat(title.length));
  out.push(
    `${pad('page', 12)} ${padL('1st', 6)} ${padL('complete', 8)} ${padL('p90', 6)} ${padL('ratio', 6)} ${padL('depth', 5)} ${padL('(b)', 4)} ${padL('net', 4)} ${padL('cache', 5)} ${padL('CLS', 6)} ${padL('max', 6)}  targets`,
  );
  for (const r of rows) {
    const targets = Object.entries(r.targets)
      .map(([k, v]) => `${k} ${k === 'depth' && r.depthTarget === 'n/a' ? 'n/a (logged in)' : mark(v)}`)
      .join(', ');
    out.push(
      `${pad(r.page, 12)} ${padL(ms(r.first), 6)} ${padL(ms(r.complete), 8)} ${padL(ms(r.p90), 6)} ${padL(r.ratio === null ? '-' : `${r.ratio.toFixed(2)}x`, 6)} ${padL(r.depthA ?? '-', 5)} ${padL(r.depthB ?? '-', 4)} ${padL(r.network ?? '-', 4)} ${padL(r.cached ?? '-', 5)} ${padL(r.cls === null ? '-' : r.cls.toFixed(3), 6)} ${padL(r.clsMax === null ? '-' : r.clsMax.toFixed(3), 6)}  ${targets}`,
    );
  }
  out.push(
    `(1st: the first visit's complete, not timed as a figure; complete, ratio, depth, CLS: the second visit; depth counts requests that went to the network, HTML = 0; net / cache: requests before complete from the network / from a cache; targets: ratio <= ${TARGETS.repeatRatio}x the floor's repeat visit, depth <= ${TARGETS.repeatDepth}, CLS 0)`,
  );
  out.push('details:');
  for (const r of rows) {
    const indent = ' '.repeat(r.page.length + 2);
    if (r.complete === null) {
      out.push(`  ${r.page}: no visit completed${problems(r) ? `; ${problems(r)}` : ''}`);
      continue;
    }
    out.push(`  ${r.page}: from the network before complete: ${r.networkUrls || '(none)'}`);
    out.push(
      `${indent}  deepest (a) ${r.depthA}${r.depthAMax !== r.depthA ? ` (max ${r.depthAMax})` : ''}: ${r.chainA}; from a cache: ${r.cacheKinds || 'none'}${r.hydrated !== null ? `; hydrated at ${ms(r.hydrated)} ms` : ''}`,
    );
    if (r.largestShift) {
      const sh = r.largestShift;
      out.push(
        `${indent}  largest shift ${sh.value.toFixed(4)} at ${ms(sh.t)} ms: ${sh.sources.map((x) => `${x.node} y ${x.from[0]}->${x.to[0]} h ${x.from[1]}->${x.to[1]}`).join('; ') || '(no sources)'}`,
      );
    }
    if (problems(r)) out.push(`${indent}  ${problems(r)}`);
  }
  return out.join('\n');
}

/** Slow network, one page: complete (absolute), bytes and requests. Targets per page (visitor, visitor-ssr). */
export function aggregateSlow(pageDef, loads) {
  const done = ok(loads);
  const limit = { visitor: TARGETS.slowVisitorMs, 'visitor-ssr': TARGETS.slowSsrMs, 'visitor-prepaint': TARGETS.slowPaintedMs }[pageDef.id] ?? null;
  // A page painted before its code is also interactive (hydrated) within the client render's limit.
  const interactiveLimit = pageDef.interactiveBy ? TARGETS.slowVisitorMs : null;
  const kinds = {};
  for (const k of new Set(done.flatMap((l) => Object.keys(l.byKind)))) kinds[k] = median(done.map((l) => l.byKind[k] ?? 0));
  const row = {
    page: pageDef.id,
    loads: loads.length,
    ...errorsOf(loads),
    complete: median(done.map((l) => l.complete)),
    p90: percentile(
      done.map((l) => l.complete),
      90,
    ),
    samples: done.map((l) => Math.round(l.complete)),
    htmlAt: median(done.map((l) => l.htmlAt)),
    bytesBefore: median(done.map((l) => l.bytesBefore)),
    bytesTotal: median(done.map((l) => l.bytesTotal)),
    byKind: kinds,
    requestsBefore: median(done.map((l) => l.requestsBefore)),
    requestsTotal: median(done.map((l) => l.requestsTotal)),
    depthB: median(done.map((l) => l.depthB)),
    unfinished: [...new Set(done.flatMap((l) => l.unfinished))],
    connection: mode(done.map((l) => l.connection)),
    transport: mode(done.map((l) => l.transport)),
    limit,
    hydrated: median(done.map((l) => l.hydrated).filter((v) => typeof v === 'number')),
    interactiveLimit,
  };
  row.targets = limit === null ? {} : { complete: row.complete === null ? false : row.complete <= limit && row.failed === 0 };
  if (interactiveLimit !== null) row.targets.interactive = row.hydrated !== null && row.hydrated <= interactiveLimit && row.failed === 0;
  return row;
}

export function printSlow({ rows, runs, cfg }) {
  const out = [];
  const transport = rows.find((r) => r.transport)?.transport ?? 'HTTP/1.1, gzip';
  const title = `slow network: ${cfg.latencyMs} ms per request, ${(cfg.bytesPerSecond * 8) / 1000} kbit/s each way (CDP emulation), ${transport}, desktop 1280x900, CPU not throttled, ${runs} loads per page`;
  out.push('', title, '-'.repeat(title.length));
  out.push(
    `${pad('page', 12)} ${padL('complete', 8)} ${padL('p90', 6)} ${padL('KB', 6)} ${padL('req', 4)} ${padL('KB+3s', 6)} ${padL('req+3s', 6)} ${padL('(b)', 4)}  targets`,
  );
  for (const r of rows) {
    const targets =
      r.limit === null
        ? 'reference'
        : `complete <= ${r.limit} ms ${mark(r.targets.complete)}${r.interactiveLimit !== null ? `, interactive ${ms(r.hydrated)} <= ${r.interactiveLimit} ms ${mark(r.targets.interactive)}` : ''}`;
    out.push(
      `${pad(r.page, 12)} ${padL(ms(r.complete), 8)} ${padL(ms(r.p90), 6)} ${padL(KB(r.bytesBefore), 6)} ${padL(r.requestsBefore ?? '-', 4)} ${padL(KB(r.bytesTotal), 6)} ${padL(r.requestsTotal ?? '-', 6)} ${padL(r.depthB ?? '-', 4)}  ${targets}`,
    );
  }
  out.push(
    `(KB, req: received (CDP encodedDataLength: compressed bodies and headers; KB = 1000 bytes) by the requests finished before complete, requests sent before complete; +3s: the same until complete + ${cfg.afterMs / 1000} s; (b): timing depth before complete)`,
  );
  out.push('details:');
  for (const r of rows) {
    const indent = ' '.repeat(r.page.length + 2);
    if (r.complete === null) {
      out.push(`  ${r.page}: no load completed${problems(r) ? `; ${problems(r)}` : ''}`);
      continue;
    }
    out.push(
      `  ${r.page}: before complete, KB by kind: ${Object.entries(r.byKind)
        .map(([k, v]) => `${k} ${KB(v)}`)
        .join(', ')}; HTML in at ${ms(r.htmlAt)} ms; navigator.connection.effectiveType ${r.connection}; loads ${r.samples.join(', ')} ms`,
    );
    if (r.unfinished.length)
      out.push(
        `${indent}  still loading at complete + ${cfg.afterMs / 1000} s: ${r.unfinished.slice(0, 6).join(', ')}${r.unfinished.length > 6 ? ', ...' : ''}`,
      );
    if (problems(r)) out.push(`${indent}  ${problems(r)}`);
  }
  return out.join('\n');
}

/** The phone's main thread after complete, one page. Targets on the median load (the floor: none). */
export function aggregateThread(pageDef, loads) {
  const done = ok(loads);
  const row = {
    page: pageDef.id,
    loads: loads.length,
    ...errorsOf(loads),
    complete: median(done.map((l) => l.complete)),
    tbt: median(done.map((l) => l.tbt)),
    tbtMax: max(done.map((l) => l.tbt)),
    busy: median(done.map((l) => l.busy)),
    busyMax: max(done.map((l) => l.busy)),
    busyFrom: median(done.map((l) => l.busyFrom)),
    busyTo: median(done.map((l) => l.busyTo)),
    longest: median(done.map((l) => l.longest)),
    longestMax: max(done.map((l) => l.longest)),
    longestAt: done.reduce((top, l) => (!top || l.longest > top.longest ? l : top), null)?.longestAt ?? null,
    longTasks: median(done.map((l) => l.longTasks)),
    loadsWithLongTask: done.filter((l) => l.longest > TARGETS.threadLongestTaskMs).length,
    requests: mode(done.map((l) => l.requests.join(', '))),
  };
  row.targets = pageDef.floor
    ? {}
    : {
        tbt: row.tbt === null ? null : row.tbt <= TARGETS.threadTbtMs,
        busy: row.busy === null ? null : row.busy <= TARGETS.threadBusyShare,
        longestTask: row.longest === null ? null : row.longest <= TARGETS.threadLongestTaskMs,
        complete: row.failed === 0,
      };
  return row;
}

export function printThread({ rows, runs, latency, windowMs }) {
  const out = [];
  const title = `phone main thread, complete -> complete + ${windowMs / 1000} s: mobile (375x812, 4x CPU), latency ${latency} ms, no debugger, ${runs} loads per page`;
  out.push('', title, '-'.repeat(title.length));
  out.push(
    `${pad('page', 12)} ${padL('complete', 8)} ${padL('TBT', 5)} ${padL('max', 5)} ${padL('busy', 5)} ${padL('max', 5)} ${padL('longest', 7)} ${padL('max', 5)} ${padL('long', 4)}  targets`,
  );
  for (const r of rows) {
    const targets =
      Object.entries(r.targets)
        .map(([k, v]) => `${k} ${mark(v)}`)
        .join(', ') || 'reference';
    out.push(
      `${pad(r.page, 12)} ${padL(ms(r.complete), 8)} ${padL(ms(r.tbt), 5)} ${padL(ms(r.tbtMax), 5)} ${padL(pct(r.busy), 5)} ${padL(pct(r.busyMax), 5)} ${padL(ms(r.longest), 7)} ${padL(ms(r.longestMax), 5)} ${padL(r.longTasks ?? '-', 4)}  ${targets}`,
    );
  }
  out.push(
    `(medians over loads, max beside; TBT: sum over long tasks of (part inside the window - 50 ms); busy: CDP TaskDuration over wall time; longest: the longest task overlapping the window, whole; long: tasks over 50 ms; targets: TBT <= ${TARGETS.threadTbtMs} ms, busy <= ${TARGETS.threadBusyShare * 100} %, longest <= ${TARGETS.threadLongestTaskMs} ms, on the median load)`,
  );
  out.push('details:');
  for (const r of rows) {
    const indent = ' '.repeat(r.page.length + 2);
    if (r.complete === null) {
      out.push(`  ${r.page}: no load completed${problems(r) ? `; ${problems(r)}` : ''}`);
      continue;
    }
    out.push(
      `  ${r.page}: busy share read from complete + ${ms(r.busyFrom)} to complete + ${ms(r.busyTo)} ms; ${r.loadsWithLongTask}/${r.loads - r.failed} loads with a task over ${TARGETS.threadLongestTaskMs} ms${r.longestAt !== null ? `; the longest (${ms(r.longestMax)} ms) started at complete ${r.longestAt >= 0 ? '+' : ''}${ms(r.longestAt)} ms` : ''}`,
    );
    out.push(`${indent}  requested in the window: ${r.requests || '(nothing)'}`);
    if (problems(r)) out.push(`${indent}  ${problems(r)}`);
  }
  return out.join('\n');
}

/**
 * Lazy parts of one page in one profile: per part, depth from its trigger; and, over every load
 * of the page, the code loaded after complete without a trigger, chained from complete.
 */
export function aggregateLazy(pageDef, byPart) {
  const rows = [];
  const all = Object.values(byPart)
    .flat()
    .filter((l) => l.complete !== null && l.afterPaint);
  const deepestAfter = all.reduce((top, l) => (!top || l.afterPaint.depth > top.afterPaint.depth ? l : top), null);
  const afterPaint = deepestAfter
    ? {
        depth: median(all.map((l) => l.afterPaint.depth)),
        depthMax: deepestAfter.afterPaint.depth,
        depthB: median(all.map((l) => l.afterPaint.depthB)),
        requests: median(all.map((l) => l.afterPaint.requests)),
        chain: deepestAfter.afterPaint.chain,
        chainB: mode(all.map((l) => l.afterPaint.chainB.join(' -> '))),
      }
    : null;
  for (const entry of PANELS) {
    const loads = byPart[entry.id];
    if (!loads) continue;
    const done = ok(loads).filter((l) => l.status !== 'n/a');
    if (!done.length && ok(loads).length) {
      rows.push({ page: pageDef.id, part: entry.id, status: 'n/a', targets: {} });
      continue;
    }
    const deepest = done.reduce((top, l) => (!top || l.depth > top.depth ? l : top), null);
    const row = {
      page: pageDef.id,
      part: entry.id,
      loads: loads.length,
      ...errorsOf(loads),
      status: done.some((l) => l.status === 'ok') ? 'ok' : done.length ? 'timeout' : 'failed',
      timeouts: done.filter((l) => l.status === 'timeout').length,
      depth: median(done.map((l) => l.depth)),
      depthMax: max(done.map((l) => l.depth)),
      depthB: median(done.map((l) => l.depthB)),
      requests: median(done.map((l) => l.requests)),
      chain: deepest?.chain ?? [],
      chainB: mode(done.map((l) => l.chainB.join(' -> '))),
      urls: mode(done.map((l) => l.urls.join(', '))),
      openMs: median(done.map((l) => l.ms)),
      openedBy: mode(done.map((l) => l.openedBy)),
      ahead: [...new Set(done.flatMap((l) => l.ahead))],
      savesData: done.every((l) => l.savesData),
      connection: mode(done.map((l) => JSON.stringify(l.connection))),
      emulation: mode(done.map((l) => l.emulation)),
    };
    // Not on a data-saving connection, the figure is not this one: no verdict.
    row.targets = { [entry.id]: !done.length ? false : row.depth === null || !row.savesData ? null : row.depth <= TARGETS.lazyDepth && row.timeouts === 0 };
    rows.push(row);
  }
  return { rows, afterPaint };
}

export function printLazy({ profile, latency, rows, afterPaint = [], runs }) {
  const out = [];
  const title = `lazy parts: ${profile.id} (${profile.context.viewport.width}x${profile.context.viewport.height}, CPU not throttled), latency ${latency} ms, data-saving connection (nothing preloaded), ${runs} loads per part`;
  out.push('', title, '-'.repeat(title.length));
  out.push(
    `${pad('page', 8)} ${pad('part', 16)} ${padL('depth', 5)} ${padL('max', 4)} ${padL('(b)', 4)} ${padL('req', 4)} ${padL('open', 6)}  target <= ${TARGETS.lazyDepth}   chain of the deepest, (a) (trigger -> ...)`,
  );
  for (const r of rows) {
    if (r.status === 'n/a') {
      out.push(`${pad(r.page, 8)} ${pad(r.part, 16)} n/a (trigger not on the page)`);
      continue;
    }
    const verdict = r.targets[r.part];
    out.push(
      `${pad(r.page, 8)} ${pad(r.part, 16)} ${padL(r.depth ?? '-', 5)} ${padL(r.depthMax ?? '-', 4)} ${padL(r.depthB ?? '-', 4)} ${padL(r.requests ?? '-', 4)} ${padL(ms(r.openMs ?? null), 6)}  ${pad(verdict === null && r.savesData === false ? 'n/a (not saving data)' : mark(verdict ?? null), 13)}  ${r.chain.length ? `trigger -> ${r.chain.join(' -> ')}` : '(nothing requested)'}${r.timeouts ? `  ${r.timeouts} timeout(s)` : ''}`,
    );
  }
  out.push(
    '(depth: code requests (JS, JSON texts) from the trigger (= 0) to the content painted, chained by initiator stacks (a), median over loads, max beside; (b): chained by timing (a request sent after another had finished), median, the upper bound; req: how many; open: action -> content painted, ms, for the record: no target here)',
  );
  out.push('details:');
  const any = rows.find((r) => r.status !== 'n/a');
  if (any) out.push(`  connection: ${any.connection} via ${any.emulation}`);
  for (const a of afterPaint) {
    if (!a.afterPaint) continue;
    const ahead = [...new Set(rows.filter((r) => r.page === a.page).flatMap((r) => r.ahead ?? []))];
    out.push(
      `  ${a.page}: code loaded after complete without a trigger (complete = 0; on this connection only the spec's own after-paint work, e.g. the CDN check and the switch-account script, should be): depth ${a.afterPaint.depth} (max ${a.afterPaint.depthMax}), (b) ${a.afterPaint.depthB}, ${a.afterPaint.requests} requests`,
    );
    if (a.afterPaint.chain.length) out.push(`    deepest (a): complete -> ${a.afterPaint.chain.join(' -> ')}`);
    if (a.afterPaint.chainB) out.push(`    deepest (b): complete -> ${a.afterPaint.chainB}`);
    if (ahead.length) out.push(`    all: ${ahead.join(', ')}`);
  }
  for (const r of rows) {
    if (r.status === 'n/a') continue;
    out.push(`  ${r.part}: ${r.urls || '(nothing requested from the trigger)'}${problems(r) ? `; ${problems(r)}` : ''}`);
    if (r.chainB && r.depthB !== r.depth) out.push(`  ${' '.repeat(r.part.length)}  deepest (b): trigger -> ${r.chainB}`);
  }
  return out.join('\n');
}
