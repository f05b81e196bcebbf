#!/usr/bin/env node
/**
 * Makes the emitted declarations (dist/types, written by `tsc -p tsconfig.types.json`) resolve
 * for every TypeScript setting a consumer may use, as "Are the types wrong?" checks them
 * (scripts/fixtures.mjs):
 * - `moduleResolution: node16/nodenext` wants full relative paths in an ES module's
 *   declarations: `./render` becomes `./render.js`, a folder `./core` becomes `./core/index.js`
 *   (the sources import without extensions, as the project's bundler resolution allows);
 * - a declaration that types a catalog from its JSON (`import type en from './intl/en.json'`)
 *   needs that JSON beside it: tsc emits no JSON with declarations only, so it is copied.
 * Run by `npm run build` after tsc; idempotent.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const types = join(root, 'dist/types');

function* declarations(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (entry.endsWith('.d.ts')) yield path;
  }
}

/** The specifier with the extension node16 resolution needs, or as it was. */
function withExtension(file, specifier) {
  if (!specifier.startsWith('.')) return specifier;
  const target = resolve(dirname(file), specifier);
  if (specifier.endsWith('.json')) {
    const source = join(root, relative(types, target));
    if (!existsSync(target) && existsSync(source)) {
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(source, target);
    }
    return specifier;
  }
  if (specifier.endsWith('.js')) return specifier;
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  return specifier;
}

// The framework types (exch-chrome/jsx/preact, /jsx/solid, /vue, /svelte) are written as
// declarations (they need their frameworks, which the project does not install): copied as they
// are, beside the declarations they import. And the JavaScript of the types-only entries: nothing.
const FRAMEWORKS = join(root, 'react-core/public/frameworks');
mkdirSync(join(types, 'react-core/public/frameworks'), { recursive: true });
for (const file of readdirSync(FRAMEWORKS)) copyFileSync(join(FRAMEWORKS, file), join(types, 'react-core/public/frameworks', file));
writeFileSync(
  join(root, 'dist/types-only.js'),
  '// Types only: see the package.json `exports` that point here (exch-chrome/jsx, /vue, /svelte).\nexport {};\n',
);

// `from '…'`, `import('…')` and `import '…'` in declarations.
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"]+)\2/g;
let changed = 0;
for (const file of declarations(types)) {
  const text = readFileSync(file, 'utf8');
  const next = text.replace(SPECIFIER, (whole, lead, quote, specifier) => `${lead}${quote}${withExtension(file, specifier)}${quote}`);
  if (next !== text) {
    writeFileSync(file, next);
    changed += 1;
  }
}
console.log(`types: ${changed} declaration files given node16 paths`);
