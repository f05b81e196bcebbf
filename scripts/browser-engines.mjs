#!/usr/bin/env node
// The browser engines the browser tests run in besides Chromium (scripts/find-chrome.mjs), as
// Debian packages them: Firefox ESR, WebKitGTK (the engine of current Safari) and WPE WebKit 2.38
// (a Safari 16.0 engine: the browser floor, docs/browsers.md). Nothing is ever downloaded.
// Dependency-free on purpose: `.ci/run` calls it on a fresh clone before `npm ci`.
//
//   node scripts/browser-engines.mjs             the engines found, one per line
//   node scripts/browser-engines.mjs --missing   the Debian packages to install (none: empty output)
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isExecutableFile } from './find-chrome.mjs';

/** WebKitGTK's MiniBrowser lives in the architecture's library folder (/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/). */
function miniBrowser() {
  let archDirs = [];
  try {
    archDirs = readdirSync('/usr/lib').map((dir) => join('/usr/lib', dir));
  } catch {
    /* no /usr/lib */
  }
  for (const dir of ['/usr/lib', ...archDirs]) {
    for (const api of ['webkit2gtk-4.1', 'webkit2gtk-4.0', 'webkitgtk-6.0']) {
      const file = join(dir, api, 'MiniBrowser');
      if (isExecutableFile(file)) return file;
    }
  }
  return undefined;
}

/**
 * Each engine: its name in test reports, what runs it (undefined when missing) and the Debian
 * packages that provide it. `FIREFOX_PATH` overrides where Firefox is looked for.
 */
export function browserEngines() {
  const firefox = process.env.FIREFOX_PATH?.trim() || '/usr/bin/firefox-esr';
  const browser = miniBrowser();
  return {
    firefox: {
      name: 'Firefox',
      executable: isExecutableFile(firefox) ? firefox : undefined,
      packages: ['firefox-esr'],
    },
    webkit: {
      name: 'WebKit',
      driver: isExecutableFile('/usr/bin/WebKitWebDriver') ? '/usr/bin/WebKitWebDriver' : undefined,
      browser,
      // MiniBrowser needs a display: an Xvfb per driver (xvfb-run, from xvfb; xauth for its cookie).
      display: isExecutableFile('/usr/bin/xvfb-run') && isExecutableFile('/usr/bin/xauth'),
      packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
    },
    wpe: {
      name: 'WPE WebKit 2.38',
      driver: isExecutableFile('/usr/bin/WPEWebDriver') ? '/usr/bin/WPEWebDriver' : undefined,
      browser: isExecutableFile('/usr/bin/cog') ? '/usr/bin/cog' : undefined,
      packages: ['cog', 'wpewebkit-driver'],
    },
  };
}

/** Whether an engine has everything it needs on this machine. */
export function engineFound(engine) {
  if ('executable' in engine) return Boolean(engine.executable);
  return Boolean(engine.driver && engine.browser && (engine.display ?? true));
}

/** The Debian packages of the engines this machine lacks. */
export function missingPackages(engines = browserEngines()) {
  return Object.values(engines)
    .filter((engine) => !engineFound(engine))
    .flatMap((engine) => engine.packages);
}

export const INSTALL_HINT = 'Debian: apt-get install firefox-esr webkit2gtk-driver xvfb xauth cog wpewebkit-driver (or run .ci/run)';

const runDirectly = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (runDirectly) {
  const engines = browserEngines();
  if (process.argv.includes('--missing')) {
    const missing = missingPackages(engines);
    if (missing.length) console.log(missing.join(' '));
  } else {
    for (const [id, engine] of Object.entries(engines)) {
      console.log(`${id}: ${engineFound(engine) ? (engine.executable ?? `${engine.driver} + ${engine.browser}`) : `missing (${engine.packages.join(' ')})`}`);
    }
  }
}
