#!/usr/bin/env node
/**
 * Byte budgets (exact, so they belong in `npm test`): gzip level 9 of each entry file against
 * size-budget.json. Also prints the lazy chunks so a growing one is noticed.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const { budgets } = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8'));
export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

let failed = false;
for (const [file, budget] of Object.entries(budgets)) {
  const path = join(root, file);
  if (!existsSync(path)) {
    console.error(`size: ${file} is missing (run npm run build)`);
    failed = true;
    continue;
  }
  const size = gzipSize(path);
  const ok = size <= budget;
  failed ||= !ok;
  console.log(`size: ${ok ? 'ok  ' : 'OVER'} ${file} ${kib(size)} gzip (budget ${kib(budget)})`);
}
const chunks = join(root, 'dist/chunks');
if (existsSync(chunks)) {
  for (const f of readdirSync(chunks).filter((f) => f.endsWith('.js')).sort()) {
    console.log(`size:      lazy dist/chunks/${f} ${kib(gzipSize(join(chunks, f)))} gzip`);
  }
}
if (failed) {
  console.error('size: over budget');
  process.exit(1);
}
