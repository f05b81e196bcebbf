#!/usr/bin/env node
/**
 * Bench results as data: `npm run bench` writes bench/results/latest.json (not committed: every
 * run rewrites it); `npm run bench:save` keeps a run as bench/results/runs/<date>-<commit>.json
 * (committed) and writes docs/bench-results.md, the generated tables of every kept run;
 * `npm run bench:results:check` (part of `npm test`) fails when that page is not what the kept
 * runs give. The figures are never written by hand, in the docs or elsewhere.
 *
 *   node scripts/bench-results.mjs [save | check]     (no argument: rewrite the page)
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const RUNS = join(root, 'bench/results/runs');
const LATEST = join(root, 'bench/results/latest.json');
const PAGE = join(root, 'docs/bench-results.md');

const fixed = (v, digits = 0) => (v === null || v === undefined || Number.isNaN(v) ? '-' : Number(v).toFixed(digits));
const ratio = (v) => (v === null || v === undefined ? '-' : `${v.toFixed(2)}x`);
const pct = (v) => (v === null || v === undefined ? '-' : `${(v * 100).toFixed(0)} %`);
/** A row's targets: "ok", or the missed ones; "-" without targets. */
function verdict(targets) {
  const entries = Object.entries(targets ?? {}).filter(([, v]) => v !== null);
  if (!entries.length) return '-';
  const missed = entries.filter(([, v]) => v === false).map(([k]) => k);
  return missed.length ? `OVER: ${missed.join(', ')}` : 'ok';
}
const table = (head, rows) => [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

function runSection(run, file) {
  const out = [];
  const c = run.config ?? {};
  out.push(`## ${run.date?.slice(0, 10) ?? '?'}, commit ${run.commit ?? '?'}`);
  out.push('');
  out.push(
    `\`${file}\`: ${run.machine?.cpus ?? '?'} cores, Node ${run.machine?.node ?? '?'}, Chromium ${run.machine?.chromium ?? '?'}; RUNS=${c.runs ?? '?'}, cells ${(c.cells ?? ['main']).join(', ')}; ${fixed(run.minutes, 1)} min; ${run.missed?.length ? `${run.missed.length} targets missed` : 'every target met'}.`,
  );
  out.push('');
  if (run.cells?.length) {
    out.push("Time to complete over the floor's (median of paired loads), request depth (a), CLS (max over loads), targets:");
    out.push('');
    const rows = [];
    for (const cell of run.cells) {
      for (const r of cell.rows) {
        if (r.page === 'floor') continue;
        rows.push([`${cell.profile}/${cell.latency} ms`, r.page, fixed(r.complete), ratio(r.ratio), fixed(r.depthA), fixed(r.clsMax, 3), verdict(r.targets)]);
      }
    }
    out.push(table(['cell', 'page', 'complete ms', 'ratio', 'depth', 'CLS max', 'targets'], rows));
    out.push('');
    // A page painted before its code (issue 52): its complete is the painted moment; interactive apart.
    const painted = run.cells.flatMap((cell) =>
      cell.rows
        .filter((r) => r.interactiveRatio !== undefined && r.interactiveRatio !== null)
        .map((r) => {
          const by = cell.rows.find((o) => o.page === 'visitor');
          return [
            `${cell.profile}/${cell.latency} ms`,
            r.page,
            ratio(r.ratio),
            ratio(r.interactiveRatio),
            ratio(by?.ratio),
            fixed(r.jsInteractiveBytes / 1000, 1),
            fixed(by ? by.jsBytes / 1000 : null, 1),
            fixed(r.snippetBytes / 1000, 1),
          ];
        }),
    );
    if (painted.length) {
      out.push(
        "Painted, then interactive: painted and interactive (every `exch-ready`) over the floor's complete, beside `visitor`'s complete; KB of JS until interactive beside `visitor`'s before complete; KB of pre-rendered HTML and CSS painted (gzip -9):",
      );
      out.push('');
      out.push(table(['cell', 'page', 'painted', 'interactive', 'visitor complete', 'JS KB', 'visitor JS KB', 'snippet KB'], painted));
      out.push('');
    }
  }
  if (run.repeat?.length) {
    out.push('Repeat visit (second navigation, warm cache):');
    out.push('');
    out.push(
      table(
        ['cell', 'page', 'complete ms', 'ratio', 'depth', 'CLS max', 'targets'],
        run.repeat.flatMap((cell) =>
          cell.rows
            .filter((r) => r.page !== 'floor')
            .map((r) => [cell.where ?? '', r.page, fixed(r.complete), ratio(r.ratio), fixed(r.depthA), fixed(r.clsMax, 3), verdict(r.targets)]),
        ),
      ),
    );
    out.push('');
  }
  if (run.slow?.rows?.length) {
    out.push(`Slow network (${run.slow.rows.find((r) => r.transport)?.transport ?? 'HTTP/1.1, gzip'}):`);
    out.push('');
    out.push(
      table(
        ['page', 'complete ms', 'interactive ms', 'KB before complete', 'targets'],
        run.slow.rows.map((r) => [r.page, fixed(r.complete), fixed(r.hydrated), fixed(r.bytesBefore / 1000, 1), verdict(r.targets)]),
      ),
    );
    out.push('');
  }
  if (run.thread?.rows?.length) {
    out.push('Phone main thread, complete to complete + 2 s (4x CPU):');
    out.push('');
    out.push(
      table(
        ['page', 'TBT ms', 'busy', 'longest task ms', 'targets'],
        run.thread.rows.map((r) => [r.page, fixed(r.tbt), pct(r.busy), fixed(r.longest), verdict(r.targets)]),
      ),
    );
    out.push('');
  }
  if (run.lazy?.length) {
    out.push('Lazy parts, depth from their trigger:');
    out.push('');
    out.push(
      table(
        ['cell', 'page', 'part', 'depth', 'targets'],
        run.lazy.flatMap((cell) => cell.rows.map((r) => [cell.where ?? '', r.page, r.part ?? '-', fixed(r.depth), verdict(r.targets)])),
      ),
    );
    out.push('');
  }
  if (run.missed?.length) {
    out.push('Missed:');
    out.push('');
    for (const m of run.missed) out.push(`- ${m}`);
    out.push('');
  }
  return out.join('\n');
}

function render() {
  const runs = existsSync(RUNS)
    ? readdirSync(RUNS)
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({ file: f, run: JSON.parse(readFileSync(join(RUNS, f), 'utf8')) }))
    : [];
  // Newest first by when each run was taken (its file name has the day only: same-day runs would
  // otherwise sort by commit hash).
  runs.sort((a, b) => String(b.run.date ?? '').localeCompare(String(a.run.date ?? '')) || b.file.localeCompare(a.file));
  const sections = runs.map(({ file, run }) => runSection(run, `bench/results/runs/${file}`));
  return [
    '# Bench results',
    '',
    'Generated by `npm run bench:save` from the runs kept in `bench/results/runs/` (newest first);',
    '`npm test` checks that this page is what they give. What each figure means and how it is taken:',
    '[performance.md](performance.md). Absolute times depend on the machine and its load; the ratios',
    "pair each load with the floor's of the same round.",
    '',
    ...(sections.length ? sections : ['No run kept yet.', '']),
  ].join('\n');
}

const mode = process.argv[2];
if (mode === 'save') {
  if (!existsSync(LATEST)) {
    console.error('bench-results: bench/results/latest.json is missing (run npm run bench first)');
    process.exit(1);
  }
  const run = JSON.parse(readFileSync(LATEST, 'utf8'));
  mkdirSync(RUNS, { recursive: true });
  const name = `${run.date.slice(0, 10)}-${run.commit ?? 'unknown'}.json`;
  copyFileSync(LATEST, join(RUNS, name));
  console.log(`bench-results: kept bench/results/runs/${name}`);
}
const page = render();
if (mode === 'check') {
  const current = existsSync(PAGE) ? readFileSync(PAGE, 'utf8') : '';
  if (current !== page) {
    console.error('bench-results: docs/bench-results.md is not what bench/results/runs/ gives: run `node scripts/bench-results.mjs`');
    process.exit(1);
  }
  console.log('docs/bench-results.md is up to date');
} else {
  writeFileSync(PAGE, page);
  console.log('bench-results: wrote docs/bench-results.md');
}
