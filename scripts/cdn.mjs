#!/usr/bin/env node
/**
 * The CDN folder of a release (`npm run cdn -- <folder>`, after `npm run build`): copies what a
 * page with the one script fetches (docs/cdn.md) into `<folder>/exch-chrome/<version>/`, a
 * folder whose files never change once published. A version folder that already exists with
 * other content is refused: a release is a new version (package.json), never an overwrite.
 * Re-running it for the same build changes nothing. `<folder>/exch-chrome/latest.json` names
 * the newest version (the moving alias a CDN may point at it).
 *
 *   npm run cdn -- .tmp/cdn
 */
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');

/** What a page with the one script loads (and the server HTML's stylesheets and snippets); not the npm-only parts. */
export const CDN_ENTRIES = [
  'exch-chrome.js',
  'exch-chrome.js.map',
  'exch-chrome.css',
  'first-paint.json',
  'integrity.json',
  'chunks',
  'i18n',
  'ssr',
  'snippets',
];

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Relative path → content, of every CDN file under `base`. */
function contents(base) {
  const out = new Map();
  for (const entry of CDN_ENTRIES) {
    const path = join(base, entry);
    if (!existsSync(path)) continue;
    for (const file of statSync(path).isDirectory() ? files(path) : [path]) out.set(relative(base, file), readFileSync(file));
  }
  return out;
}

export function publishCdnFolder(out) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const missing = CDN_ENTRIES.filter((entry) => !existsSync(join(dist, entry)));
  if (missing.length) throw new Error(`dist/ lacks ${missing.join(', ')}: run npm run build first`);
  const target = join(out, 'exch-chrome', version);
  const built = contents(dist);
  if (existsSync(target)) {
    const published = contents(target);
    const changed = [...new Set([...built.keys(), ...published.keys()])].filter((file) => !built.get(file)?.equals(published.get(file) ?? Buffer.alloc(0)));
    if (changed.length)
      throw new Error(`${relative(root, target)} is published with other files (${changed.slice(0, 5).join(', ')}): raise the version in package.json`);
    return { target, version, files: built.size, unchanged: true };
  }
  mkdirSync(target, { recursive: true });
  for (const entry of CDN_ENTRIES) cpSync(join(dist, entry), join(target, entry), { recursive: true });
  writeFileSync(join(out, 'exch-chrome', 'latest.json'), `${JSON.stringify({ version, script: `${version}/exch-chrome.js` })}\n`);
  return { target, version, files: built.size, unchanged: false };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2];
  if (!out) {
    console.error('usage: npm run cdn -- <folder>');
    process.exit(2);
  }
  try {
    const { target, files: count, unchanged } = publishCdnFolder(resolve(out));
    console.log(`cdn: ${relative(process.cwd(), target)}: ${count} files${unchanged ? ' (already published, identical)' : ''}`);
  } catch (error) {
    console.error(`cdn: ${error.message}`);
    process.exit(1);
  }
}
