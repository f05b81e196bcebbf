#!/usr/bin/env node
/**
 * The walk-through check of docs/architecture.md "Adding an element": in a scratch copy of the
 * sources, it adds a throwaway element the way the doc says (its folder, scripts/walkthrough/,
 * as react-core/walkthrough/; its declaration's line in react-core/chrome-elements.ts; then
 * the generators), then checks that everything derived from the
 * element list has it: the type check passes (tag map, framework tag types, JSX, components),
 * the element-list test and the walk-through's own test pass (custom element, React component,
 * server render, snippet), the manifest describes it and the page stylesheet reserves its box. The copy is removed afterwards; the
 * repository is never written.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { execFileSync } from 'node:child_process';

const root = resolve(import.meta.dirname, '..');
const scratch = mkdtempSync(join(tmpdir(), 'exch-walkthrough-'));
const run = (command, args) => execFileSync(command, args, { cwd: scratch, stdio: 'inherit' });

function edit(file, from, to) {
  const path = join(scratch, file);
  const text = readFileSync(path, 'utf8');
  if (!text.includes(from))
    throw new Error(`walk-through: ${file} no longer holds ${JSON.stringify(from)} (update scripts/element-walkthrough.mjs with the doc)`);
  writeFileSync(path, text.replace(from, to));
}

try {
  for (const entry of [
    'react-core',
    'elements',
    'scripts',
    'tests/unit/elements',
    'tsconfig.json',
    'vitest.config.ts',
    'package.json',
    'custom-elements.json',
  ]) {
    cpSync(join(root, entry), join(scratch, entry), { recursive: true });
  }
  symlinkSync(join(root, 'node_modules'), join(scratch, 'node_modules'), 'dir');

  // 1. One folder.
  cpSync(join(root, 'scripts/walkthrough'), join(scratch, 'react-core/walkthrough'), { recursive: true });
  rmSync(join(scratch, 'react-core/walkthrough/walkthrough.check.test.tsx'));
  cpSync(join(root, 'scripts/walkthrough/walkthrough.check.test.tsx'), join(scratch, 'tests/unit/elements/walkthrough.check.test.tsx'));
  // 2. One line in the list (and its import).
  edit(
    'react-core/chrome-elements.ts',
    'export const CHROME_ELEMENTS = [HEADER_ELEMENT, FOOTER_ELEMENT, ANNOUNCEMENT_ELEMENT, REMINDER_ELEMENT] as const',
    "import { WALKTHROUGH_ELEMENT } from './walkthrough/walkthrough.element';\nexport const CHROME_ELEMENTS = [HEADER_ELEMENT, FOOTER_ELEMENT, ANNOUNCEMENT_ELEMENT, REMINDER_ELEMENT, WALKTHROUGH_ELEMENT] as const",
  );
  // 3. Its reserved box.
  writeFileSync(
    join(scratch, 'elements/exch-chrome.css'),
    `${readFileSync(join(scratch, 'elements/exch-chrome.css'), 'utf8')}exch-walkthrough{display:block}\n`,
  );

  // The manifest describes it (written in the copy).
  run('node', ['scripts/manifest.mjs']);
  const manifest = JSON.parse(readFileSync(join(scratch, 'custom-elements.json'), 'utf8'));
  const tags = manifest.modules.flatMap((module) => module.declarations ?? []).map((declaration) => declaration.tagName);
  if (!tags.includes('exch-walkthrough')) throw new Error('walk-through: custom-elements.json does not describe <exch-walkthrough>');
  // Types, then the element-list test and the walk-through's own test.
  writeFileSync(
    join(scratch, 'tsconfig.walkthrough.json'),
    JSON.stringify({ extends: './tsconfig.json', include: ['react-core', 'elements', 'tests/unit/elements', '*.ts'] }),
  );
  run(join(scratch, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.walkthrough.json']);
  run(join(scratch, 'node_modules/.bin/vitest'), ['run', 'tests/unit/elements']);
  console.log('walk-through: <exch-walkthrough> from one folder and one line: defined, typed, rendered, listed');
} finally {
  if (existsSync(scratch)) rmSync(scratch, { recursive: true, force: true });
}
