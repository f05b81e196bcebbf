#!/usr/bin/env node
/**
 * Byte budgets (exact, so they belong in `npm test`), in KB of 1000 bytes of gzip -9, the unit
 * of the issues ("React + react-dom + r2wc are about 69 KB"):
 * - `firstPaint`: an entry plus every chunk it imports statically, i.e. all the script a page
 *   fetches before any element can render (languages and lazy parts come on top; the bench
 *   measures those);
 * - `files`: single files.
 * Also lists the lazy chunks so a growing one is noticed.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const { firstPaint = {}, files = {} } = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));
export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1000).toFixed(1)} KB`;

/** The file and every file it imports statically (`import ... from "./x.js"`, `import "./x.js"`). */
export function staticClosure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(file, 'utf8');
  for (const [, spec] of code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
    staticClosure(resolve(dirname(file), spec), seen);
  }
  return seen;
}

let failed = false;
const check = (label, size, budget) => {
  const ok = size <= budget;
  failed ||= !ok;
  console.log(`size: ${ok ? 'ok  ' : 'OVER'} ${label} ${kb(size)} gzip (budget ${kb(budget)})`);
};
/** The built file's path, or null (reported) when the build did not write it. */
function built(file) {
  const path = join(root, file);
  if (existsSync(path)) return path;
  console.error(`size: ${file} is missing (run npm run build)`);
  failed = true;
  return null;
}
for (const [file, budget] of Object.entries(firstPaint)) {
  const path = built(file);
  if (!path) continue;
  const closure = [...staticClosure(path)];
  const size = closure.reduce((sum, f) => sum + gzipSize(f), 0);
  check(`${file} + its static imports (${closure.length} files)`, size, budget);
}
for (const [file, budget] of Object.entries(files)) {
  const path = built(file);
  if (path) check(file, gzipSize(path), budget);
}
const chunks = join(root, 'dist/chunks');
if (existsSync(chunks)) {
  for (const f of readdirSync(chunks).filter((f) => f.endsWith('.js')).sort()) {
    console.log(`size:      lazy dist/chunks/${f} ${kb(gzipSize(join(chunks, f)))}`);
  }
}
if (failed) {
  console.error('size: over budget');
  process.exit(1);
}
