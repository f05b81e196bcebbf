import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One suffix per role (docs/architecture.md, "One anatomy per feature"): the table there is the
 * only list; every file of the chrome carries one of its suffixes, every suffix is in use, and
 * there are at most fourteen suffixes in at most ten families (a new role joins one, or replaces one).
 */
const root = join(import.meta.dirname, '../../..');
const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
const section = doc.slice(doc.indexOf('## One anatomy per feature'), doc.indexOf('\n## ', doc.indexOf('## One anatomy per feature') + 5));
const ROWS = [...section.matchAll(/^\| `(\.[a-z.]+)` \| ([a-z]*) \|/gm)].map((m) => ({ suffix: m[1]!, family: m[2]! }));
const SUFFIXES = ROWS.map((row) => row.suffix);

/** Source files of the chrome: react-core/ and elements/, without the texts and bundled JSON. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.json') ? [] : [path];
  });
}
const FILES = [...sources(join(root, 'react-core')), ...sources(join(root, 'elements'))].map((path) => relative(root, path));

/**
 * A file's suffix: its name after the first dot, where JSX changes only the ending: `.tsx` reads
 * as `.ts` after a role (`header.connected.tsx` → `.connected.ts`), and alone is a view (`.tsx`).
 */
const suffixOf = (path: string) => {
  const name = path.split('/').pop()!;
  const suffix = name.slice(name.indexOf('.'));
  return suffix !== '.tsx' && suffix.endsWith('.tsx') ? suffix.slice(0, -1) : suffix;
};

describe('file names: one suffix per role', () => {
  it('reads the table', () => {
    expect(SUFFIXES.length).toBeGreaterThan(10);
    expect(SUFFIXES).toContain('.connected.ts');
    expect(['header.connected.tsx', 'use-account.connected.ts', 'header.tsx', 'prefs.ts', 'header-host.css'].map(suffixOf)).toEqual([
      '.connected.ts',
      '.connected.ts',
      '.tsx',
      '.ts',
      '.css',
    ]);
  });

  it('every file carries a suffix of the table (or plain .ts)', () => {
    const allowed = new Set([...SUFFIXES, '.ts']);
    expect(FILES.filter((file) => !allowed.has(suffixOf(file)))).toEqual([]);
  });

  it('every suffix belongs to one family: fourteen suffixes and ten families at most', () => {
    expect(ROWS.filter((row) => row.family === '')).toEqual([]);
    expect(new Set(SUFFIXES).size).toBe(SUFFIXES.length);
    expect(SUFFIXES.length).toBeLessThanOrEqual(14);
    expect(new Set(ROWS.map((row) => row.family)).size).toBeLessThanOrEqual(10);
  });

  it('every suffix of the table is in use', () => {
    const used = new Set(FILES.map(suffixOf));
    expect(SUFFIXES.filter((suffix) => !used.has(suffix))).toEqual([]);
  });
});
