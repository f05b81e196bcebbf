#!/usr/bin/env node
// Finds the Chromium (or Chrome) the browser tests run in. Dependency-free on purpose: `.ci/run`
// calls it on a fresh clone before `npm ci`.
//
// Order: env CHROME_PATH, /usr/bin/chromium, then chromium, google-chrome, google-chrome-stable,
// chromium-browser on PATH. Nothing is ever downloaded.
//
//   node scripts/find-chrome.mjs   -> prints the path, or exits 1 with NO_CHROME_MESSAGE
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NO_CHROME_MESSAGE = 'No Chromium found: set CHROME_PATH or install one (Debian: apt-get install chromium).';

/**
 * The flags every headless run on this kind of machine needs (browser tests, benches): we run
 * as root, and the machine has no network, so Chromium must not call home (refused-connection
 * floods). Headless itself is the caller's choice.
 */
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const PATH_NAMES = ['chromium', 'google-chrome', 'google-chrome-stable', 'chromium-browser'];

/** Whether `file` is a file this process may execute (shared with scripts/browser-engines.mjs). */
export function isExecutableFile(file) {
  try {
    if (!statSync(file).isFile()) return false;
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name) {
  const dirs = (process.env.PATH ?? '').split(delimiter).filter(Boolean);
  const exts = process.platform === 'win32' ? ['.exe', '.cmd', ''] : [''];
  for (const dir of dirs) {
    for (const ext of exts) {
      const candidate = join(dir, name + ext);
      if (isExecutableFile(candidate)) return candidate;
    }
  }
  return undefined;
}

/**
 * The path of the Chromium to test in, or `undefined` when there is none.
 * A CHROME_PATH that does not point to an executable is not silently skipped: it yields undefined,
 * so a typo fails loudly instead of testing in some other browser.
 */
export function findChrome() {
  const fromEnv = process.env.CHROME_PATH?.trim();
  if (fromEnv) return isExecutableFile(fromEnv) ? resolve(fromEnv) : undefined;
  if (isExecutableFile('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of PATH_NAMES) {
    const found = onPath(name);
    if (found) return found;
  }
  return undefined;
}

const runDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  const found = findChrome();
  if (found) {
    console.log(found);
  } else {
    console.error(NO_CHROME_MESSAGE);
    process.exit(1);
  }
}
