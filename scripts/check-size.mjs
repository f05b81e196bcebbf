#!/usr/bin/env node
/**
 * Byte budgets (exact, so they belong in `npm test`), in KB of 1000 bytes of gzip -9, the unit
 * of the issues ("React + react-dom + r2wc are about 69 KB"):
 * - `pages`: the JavaScript a page fetches before its chrome can render: the one script
 *   (dist/exch-chrome.js) plus every file it preloads for the elements on that page, read from
 *   dist/first-paint.json (written by the build from its manifest). Texts (JSON) come on top;
 *   `npm run bench` measures the whole first paint.
 * - `files`: single files.
 * Also lists the lazy chunks so a growing one is noticed.
 *
 * Each budget sits SLACK (2 %) above the size it was set from, so a readable change is not
 * steered by a few bytes; a size that falls further below its budget is pointed out (lower the
 * budget in its own commit), a size above it fails. `--suggest` prints each size plus SLACK,
 * rounded up to 100 bytes: the values to write when a budget is set on purpose.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const { pages = {}, files = {} } = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));
export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;
export const SLACK = 0.02;
const SUGGEST = process.argv.includes('--suggest');
/** The budget for a measured size: SLACK above it, rounded up to 100 bytes. */
export const budgetFor = (size) => Math.ceil((size * (1 + SLACK)) / 100) * 100;

let failed = false;
const check = (label, size, budget) => {
  const ok = size <= budget;
  failed ||= !ok;
  const slack = (budget / size - 1) * 100;
  console.log(
    `size: ${ok ? 'ok  ' : 'OVER'} ${label} ${size} B gzip, budget ${budget} B (${slack >= 0 ? `${slack.toFixed(1)} % above` : `${(-slack).toFixed(1)} % below`})${SUGGEST ? ` -> set ${budgetFor(size)}` : ''}`,
  );
  // Rounding to 100 bytes may add up to about 0.5 % on the small files.
  if (ok && budget > budgetFor(size) + 100)
    console.log(`size:      ${label}: more than ${SLACK * 100} % under its budget; lower it in its own commit (--suggest)`);
};
/** The built file's path, or null (reported) when the build did not write it. */
function built(file) {
  const path = join(dist, file);
  if (existsSync(path)) return path;
  console.error(`size: dist/${file} is missing (run npm run build)`);
  failed = true;
  return null;
}

/**
 * A page's first-paint files: the script, the elements, and for each element on the page its
 * preloaded view (header, announcement) or footer table (`footer:<variant>`).
 */
function pageFiles(manifest, elements) {
  const out = new Set([manifest.boot, ...manifest.preload.elements]);
  for (const element of elements) {
    const [name, variant] = element.split(':');
    const list = name === 'footer' ? manifest.preload.footers[variant] : manifest.preload.views[name];
    if (!list) throw new Error(`size-budget.json: no preloaded files for "${element}"`);
    for (const file of list) out.add(file);
  }
  return [...out];
}

const manifestPath = built('first-paint.json');
const firstPaint = manifestPath ? JSON.parse(readFileSync(manifestPath, 'utf8')) : null;
if (firstPaint) {
  for (const [page, { elements, budget }] of Object.entries(pages)) {
    const list = pageFiles(firstPaint, elements);
    const paths = list.map(built).filter(Boolean);
    const size = paths.reduce((sum, path) => sum + gzipSize(path), 0);
    check(`${page} page: ${list.length} files`, size, budget);
  }
}
for (const [file, budget] of Object.entries(files)) {
  const path = built(file);
  if (path) check(`dist/${file}`, gzipSize(path), budget);
}
const chunks = join(dist, 'chunks');
if (existsSync(chunks)) {
  for (const f of readdirSync(chunks)
    .filter((f) => f.endsWith('.js'))
    .sort()) {
    console.log(`size:      lazy dist/chunks/${f} ${kb(gzipSize(join(chunks, f)))}`);
  }
}
if (failed) {
  console.error('size: over budget');
  process.exit(1);
}
