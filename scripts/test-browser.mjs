#!/usr/bin/env node
/**
 * `npm run test:browser`: web-test-runner, and once more for a file that stalled.
 *
 * A stalled file is one that ran out of its time limit without reporting a single result (wtr:
 * "did not finish within 300000ms"), while every test it did report passed: its page never got
 * to run its tests, or its results never reached the runner. On this 2-core machine, four engines
 * at once, that happened to one file in a few full runs (page-watchdog.mjs notes what the page was
 * doing, the failure recap prints it). Such files, and only if nothing else failed, run once more,
 * each in the engine it stalled in, and their outcome decides. A test that fails never runs again.
 *
 *   node scripts/test-browser.mjs [web-test-runner arguments]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** More stalls than this in one run is not a stall: something is broken. */
const MAX_STALLED_FILES = 2;
const WTR = join('node_modules', '.bin', 'web-test-runner');

const scratch = mkdtempSync(join(tmpdir(), 'exch-wtr-'));
const summaryFile = join(scratch, 'summary.json');

function runWtr(args, env = {}) {
  rmSync(summaryFile, { force: true });
  const { status, signal } = spawnSync(WTR, args, { stdio: 'inherit', env: { ...process.env, ...env, EXCH_WTR_SUMMARY: summaryFile } });
  const summary = existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')) : null;
  return { status: signal ? 1 : (status ?? 1), summary };
}

function main() {
  const first = runWtr(process.argv.slice(2));
  if (first.status === 0) return 0;
  const failed = first.summary?.failed ?? [];
  const stalled = failed.filter((entry) => entry.stalled && entry.engine);
  if (failed.length === 0 || stalled.length !== failed.length || stalled.length > MAX_STALLED_FILES) return first.status;
  // Each engine's files in a run of their own; the soak apart (its own Chromium when named alone).
  const runs = new Map();
  for (const { file, engine } of stalled) {
    const key = `${engine}|${file.includes('tests/browser/soak/') ? 'soak' : 'rest'}`;
    runs.set(key, [...(runs.get(key) ?? []), file]);
  }
  for (const [key, files] of runs) {
    const [engine] = key.split('|');
    console.log(`\ntest-browser: ${files.join(', ')} stalled in ${engine} (no result within the time limit; the watchdog's note is above): running once more`);
    const again = runWtr(files, { EXCH_ENGINES: engine });
    if (again.status !== 0) return again.status;
  }
  console.log('test-browser: the stalled file(s) passed when run again');
  return 0;
}

let code = 1;
try {
  code = main();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(code);
