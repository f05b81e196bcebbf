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
export function aggregate(pageDef, loads, floorLoads) {
  const ok = loads.filter((l) => l.complete !== null);
  const complete = median(ok.map((l) => l.complete));
  const floorByRun = new Map((floorLoads ?? []).filter((l) => l.complete !== null).map((l) => [l.run, l.complete]));
  const floorMedian = median([...floorByRun.values()]);
  const paired = ok.filter((l) => floorByRun.has(l.run)).map((l) => l.complete / floorByRun.get(l.run));
  const row = {
    page: pageDef.id,
    label: pageDef.label,
    loads: loads.length,
    failed: loads.length - ok.length,
    complete,
    p90: percentile(ok.map((l) => l.complete), 90),
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
    scripts: mode(ok.map((l) => l.net.scripts.join(', '))),
    repeated: [...new Set(ok.flatMap((l) => l.net.repeated))],
    repeatedLoads: ok.filter((l) => l.net.repeated.length > 0).length,
    cls: median(ok.map((l) => l.cls.value)),
    clsMax: max(ok.map((l) => l.cls.value)),
    largestShift: ok.map((l) => l.cls.largest).filter(Boolean).sort((a, b) => b.value - a.value)[0] ?? null,
    announcementBar: median(ok.map((l) => l.announcementBar)),
    fcp: median(ok.map((l) => l.fcp).filter((v) => v !== null && v !== undefined)),
    hydrated: median(ok.map((l) => l.hydrated).filter((v) => v !== null && v !== undefined)),
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
      p90: percentile(measured.map((r) => r.ms), 90),
      timeouts: results.filter((r) => r.status === 'timeout').length,
      openedBy: mode(measured.map((r) => r.openedBy)),
      clickMs: median(measured.map((r) => r.clickMs)),
      onClickLoads: results.filter((r) => r.fetches?.onClick.length).length,
      onClick: [...new Set(results.flatMap((r) => r.fetches?.onClick ?? []))],
      onIntent: [...new Set(results.flatMap((r) => r.fetches?.onIntent ?? []))],
      loads: results.length,
    };
  }
  row.targets = targetsOf(pageDef, row);
  return row;
}

/** The issue's targets for one row: { name: true | false | null (not applicable) }. */
function targetsOf(pageDef, row) {
  if (pageDef.floor || pageDef.reference) return {};
  const t = {
    ratio: row.ratio === null ? null : row.ratio <= (pageDef.ratioTarget ?? TARGETS.ratio),
    depth: row.depthA === null ? null : row.depthA <= TARGETS.depth,
    cls: row.clsMax === null || pageDef.clsTarget === null || pageDef.clsTarget === undefined ? null : row.clsMax <= pageDef.clsTarget,
    complete: row.failed === 0,
  };
  for (const [id, p] of Object.entries(row.panels)) {
    if (p.status === 'n/a') continue;
    t[`panel:${id}`] = p.status === 'ok' && p.timeouts === 0 && p.ms <= TARGETS.interactionMs && p.onClickLoads === 0;
  }
  return t;
}

export function printCell({ profile, latency, rows, runs, probe, tapPath = null }) {
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
        `  ${pad(r.page, 12)} ${pad(entry.id, 16)} ${padL(ms(p.ms), 6)} ${padL(ms(p.p90), 6)}  ${pad(p.openedBy ?? '-', 6)} ${padL(ms(p.clickMs ?? null), 6)}  ${p.timeouts ? `${p.timeouts} timeout(s) ` : ''}${p.onClickLoads ? `fetched on the click in ${p.onClickLoads}/${p.loads} loads: ${p.onClick.join(', ')}` : 'nothing fetched on the click'}${p.onIntent.length ? `; on intent: ${p.onIntent.join(', ')}` : ''}${verdict === undefined ? '' : `  ${mark(verdict)}`}`,
      );
    }
  }
  const na = PANELS.filter((e) => rows.every((r) => !r.panels[e.id] || r.panels[e.id].status === 'n/a')).map((e) => e.id);
  if (panelRows.length || na.length) {
    out.push(`first interactions (first open, action -> content painted, median and p90 ms, how it opened, the opening click's own handlers in ms (median; '-' for a hover); target <= ${TARGETS.interactionMs} ms, nothing fetched on the click):`);
    out.push(...panelRows);
    if (tapPath?.median != null) out.push(`  the tap path alone (a blank page whose one button unhides a line; no target): median ${ms(tapPath.median)}, p90 ${ms(tapPath.p90)} ms over ${tapPath.runs} taps`);
    if (na.length) out.push(`  n/a (trigger not on these pages): ${na.join(', ')}`);
  }
  out.push('details:');
  for (const r of rows) {
    if (r.failed === r.loads) {
      out.push(`  ${r.page}: no load completed${r.neverComplete.length ? `; still waiting for ${r.neverComplete.join(', ')}` : ''}${r.loadErrors.length ? `; ${r.loadErrors.join(' | ')}` : ''}`);
      continue;
    }
    out.push(`  ${r.page}: deepest (a) ${r.depthA}: ${r.chainA}`);
    if (r.depthB !== r.depthA) out.push(`  ${' '.repeat(r.page.length)}  deepest (b) ${r.depthB}: ${r.chainB}`);
    out.push(`  ${' '.repeat(r.page.length)}  before complete: ${r.requests} requests; JS ${KB(r.jsBytes)} KB, texts ${KB(r.textBytes)} KB, API ${KB(r.apiBytes)} KB (gzip -9)${r.announcementBar !== null ? `; announcement bar at ${ms(r.announcementBar)} ms` : ''}${r.fcp !== null ? `; first contentful paint at ${ms(r.fcp)} ms` : ''}`);
    if (r.scriptMs !== null) out.push(`  ${' '.repeat(r.page.length)}  main thread: ${ms(r.scriptMs)} ms of script until ${r.hydrated !== null ? `hydrated (at ${ms(r.hydrated)} ms)` : 'complete'}`);
    if (r.largestShift) {
      const s = r.largestShift;
      out.push(`  ${' '.repeat(r.page.length)}  largest shift ${s.value.toFixed(4)} at ${ms(s.t)} ms: ${s.sources.map((x) => `${x.node} y ${x.from[0]}->${x.to[0]} h ${x.from[1]}->${x.to[1]}`).join('; ') || '(no sources)'}`);
    }
    if (r.repeated.length) out.push(`  ${' '.repeat(r.page.length)}  requested more than once before complete (${r.repeatedLoads}/${r.loads - r.failed} loads): ${r.repeated.join(', ')}`);
    if (r.failed) out.push(`  ${' '.repeat(r.page.length)}  ${r.failed} of ${r.loads} loads never completed${r.neverComplete.length ? `; still waiting for ${r.neverComplete.join(', ')}` : ''}${r.loadErrors.length ? `; ${r.loadErrors.join(' | ')}` : ''}`);
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
  if (footer) out.push(`  footer only:             ${KB(footer.jsBytes)} of ${BUDGETS.footerOnlyKB} KB ${mark(footer.jsBytes <= BUDGETS.footerOnlyKB * 1000)}  (+ ${KB(footer.textBytes)} KB texts)  ${footer.scripts}`);
  if (both) {
    const personal = (both.scripts ?? '').split(', ').filter((p) => /personal|account|herald|notification|bell|panel/.test(p));
    out.push(`  header + footer, visitor: ${KB(both.jsBytes)} of ${BUDGETS.headerFooterKB} KB ${mark(both.jsBytes <= BUDGETS.headerFooterKB * 1000 && personal.length === 0)}  (+ ${KB(both.textBytes)} KB texts)${personal.length ? `  personal code loaded: ${personal.join(', ')}` : ''}  ${both.scripts}`);
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

/** Every missed target, for the verdict and BENCH_STRICT. */
export function misses(cells) {
  const list = [];
  for (const cell of cells) {
    if (!cell.rows) continue;
    for (const r of cell.rows) {
      for (const [k, v] of Object.entries(r.targets)) if (v === false) list.push(`${cell.profile}/${cell.latency} ms ${r.page}: ${k}`);
    }
  }
  return list;
}
