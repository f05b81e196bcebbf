/**
 * The chrome's own modules a page needs before its first paint: every module statically
 * reachable from the elements' entry (elements/index.ts), found by reading the import statements.
 * The build puts these (and React, valtio, js-cookie) into the shared `core` chunk; a module only
 * lazy parts import travels with them instead. Reading the graph replaces a hand-kept list of
 * which core folders are lazy.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const IMPORT = /^(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec.replace(/\?inline$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function firstPaintModules(entry) {
  const seen = new Set();
  const walk = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.(ts|tsx)$/.test(file)) return;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolveImport(file, spec);
      if (target) walk(target);
    }
  };
  walk(resolve(entry));
  return seen;
}
