// Browser tests: @web/test-runner in a real Chromium, sources served by Vite (middleware mode).
//   npx web-test-runner                       all of tests/browser/**/*.test.{ts,tsx}
//   npx web-test-runner tests/browser/x.test.ts   one file (the CLI `files` replaces the glob)
//   npx web-test-runner --watch               re-run on change (press D to debug in a visible browser)
// Chromium: CHROME_PATH, /usr/bin/chromium, then chromium/google-chrome/... on PATH (never downloaded).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromeLauncher } from '@web/test-runner-chrome';
import { defaultReporter } from '@web/test-runner';
import { CHROME_ARGS, findChrome, NO_CHROME_MESSAGE } from './scripts/find-chrome.mjs';
import { failureRecapReporter } from './scripts/failure-recap-reporter.mjs';
import { watchPage } from './scripts/page-watchdog.mjs';
import { browserEngines, engineFound, INSTALL_HINT } from './scripts/browser-engines.mjs';
import { viteWtr } from './scripts/wtr-vite.mjs';
import { BUILD_TARGET } from './scripts/browser-floor.mjs';
import { firefoxLauncher } from './scripts/wtr-firefox.mjs';
import { narrowGtkWindows, webDriverLauncher } from './scripts/wtr-webdriver.mjs';

const executablePath = findChrome();
if (!executablePath) {
  console.error(NO_CHROME_MESSAGE);
  process.exit(1);
}

const CI = !!process.env.CI && process.env.CI !== 'false';

// Chromium flags: CHROME_ARGS (scripts/find-chrome.mjs). `headless: true` makes puppeteer pass
// `--headless=new` itself (and lets wtr's debug mode open a
// visible browser), so that flag is not repeated here.

/**
 * Each page gets its own browser context, which in headless Chromium means its own window:
 * with the default shared context the second concurrent page is a background tab whose
 * requestAnimationFrame never fires (fixture() then times out), and both pages would share
 * cookies (one file's `mock_user` / `mock_fault` leaking into the other's requests).
 * wtr reuses a page for the next test file, so cookies and storage are wiped before each file.
 */
/**
 * A test file's time limit (wtr's testsFinishTimeout, one for every file): the soak's simulated
 * day (about 45 s alone) took about 3 minutes with the four engines' files beside it. A page
 * still on its file STALL_NOTE_BEFORE_MS before it is noted (page-watchdog.mjs).
 */
const TESTS_FINISH_TIMEOUT_MS = 300_000;
const STALL_NOTE_BEFORE_MS = 20_000;

async function isolatedPage({ browser }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const watchdog = watchPage(page, TESTS_FINISH_TIMEOUT_MS - STALL_NOTE_BEFORE_MS);
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    if (/^https?:/.test(url)) {
      watchdog.fileStarts(url);
      // Cookies through CDP, not puppeteer's deleteCookie: that cannot delete a Secure cookie a
      // page on http://localhost (a secure context) wrote, such as the settings' year cookies.
      const cdp = await page.createCDPSession();
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(url).origin,
        storageTypes: 'cookies,local_storage,session_storage,indexeddb,cache_storage,service_workers',
      });
      // And the browser's cache: a module the previous file's page failed to load (a 503 from
      // the chunk fault) is otherwise still failed for the next file's page.
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    return goto(url, options);
  };
  return page;
}

/**
 * `executeServerCommand('emulate-forced-colors', { value: 'active' | 'none' })`: Windows high
 * contrast in Chromium. @web/test-runner-commands' emulateMedia passes `forcedColors` to
 * Playwright only; on the Chrome launcher (puppeteer) it is dropped, so the feature is set here
 * through the DevTools protocol.
 */
const cdpSessions = new WeakMap();
const forcedColorsCommand = {
  name: 'emulate-forced-colors',
  async executeCommand({ command, payload, session }) {
    if (command !== 'emulate-forced-colors') return undefined;
    // Through CDP (puppeteer's emulateMediaFeatures refuses the feature name), on a session kept
    // per page: an override lasts only while its session is attached.
    const page = session.browser.getPage(session.id);
    if (!cdpSessions.has(page)) cdpSessions.set(page, await page.createCDPSession());
    await cdpSessions
      .get(page)
      .send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload?.value === 'active' ? 'active' : 'none' }] });
    return true;
  },
};

/**
 * `executeServerCommand('reference-screenshot', { name, clip })`: a PNG of the page's `clip`
 * (CSS pixels) and the committed reference `tests/browser/visual/references/{name}.png`, both as
 * base64, for the test to compare pixel by pixel (tests/browser/visual/references.test.ts).
 * `UPDATE_REFERENCES=1` writes the screenshot as the new reference instead.
 */
const REFERENCES = 'tests/browser/visual/references';
const referenceScreenshotCommand = {
  name: 'reference-screenshot',
  async executeCommand({ command, payload, session }) {
    if (command !== 'reference-screenshot') return undefined;
    const name = String(payload?.name ?? '');
    if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`reference-screenshot: a bad name ${JSON.stringify(name)}`);
    const page = session.browser.getPage(session.id);
    const png = await page.screenshot({ type: 'png', clip: payload.clip, captureBeyondViewport: false });
    const file = join(REFERENCES, `${name}.png`);
    if (process.env.UPDATE_REFERENCES === '1') {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png);
      return { actual: Buffer.from(png).toString('base64'), reference: Buffer.from(png).toString('base64'), updated: true };
    }
    const reference = existsSync(file) ? readFileSync(file).toString('base64') : null;
    return { actual: Buffer.from(png).toString('base64'), reference, updated: false };
  },
};

/**
 * `executeServerCommand('page-metrics', { gc: true })`: after a forced garbage collection, what the
 * page holds: `{ heap, nodes, listeners, documents }` (JS heap bytes used, DOM nodes, JS event
 * listeners, documents), read through the DevTools protocol (Memory.getDOMCounters,
 * Runtime.getHeapUsage): the soak test's figures (tests/browser/soak/).
 */
const pageMetricsCommand = {
  name: 'page-metrics',
  async executeCommand({ command, payload, session }) {
    if (command !== 'page-metrics') return undefined;
    const page = session.browser.getPage(session.id);
    const cdp = await page.createCDPSession();
    try {
      if (payload?.gc !== false) {
        // Twice: the first pass can leave what only its finalisers freed.
        await cdp.send('HeapProfiler.collectGarbage');
        await cdp.send('HeapProfiler.collectGarbage');
      }
      const counters = await cdp.send('Memory.getDOMCounters');
      const heap = await cdp.send('Runtime.getHeapUsage');
      const metrics = { heap: heap.usedSize, nodes: counters.nodes, listeners: counters.jsEventListeners, documents: counters.documents };
      return metrics;
    } finally {
      await cdp.detach();
    }
  },
};

const vite = viteWtr({
  // Sources and dependencies served in the syntax of the browser floor, as the build ships them:
  // WPE WebKit 2.38 (Safari 16.0's engine) runs the test pages too (scripts/browser-floor.mjs).
  oxc: { target: BUILD_TARGET },
  optimizeDeps: {
    rolldownOptions: { transform: { target: BUILD_TARGET } },
    // crawl everything the tests can reach up front, so a dependency discovered late does not
    // trigger a re-optimisation (page reload with a second copy of React)
    entries: [
      'react-core/**/*.{ts,tsx}',
      'elements/**/*.{ts,tsx}',
      'tests/browser/**/*.{ts,tsx}',
      '!{react-core,elements}/**/*.test.{ts,tsx}', // co-located unit tests are Vitest's
    ],
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      'valtio',
      'valtio/vanilla',
      'js-cookie',
      'lit',
      '@open-wc/testing',
      'axe-core',
      'qrcode-generator',
      '@tanstack/react-virtual',
      'react-dom/server',
      '@sinonjs/fake-timers',
    ],
    // talks to wtr's own web socket module (`/__web-dev-server__web-socket.js`): serve it as is
    exclude: ['@web/test-runner-commands'],
  },
});

/**
 * The files every engine runs, not only Chromium: why these, and why the others stay in Chromium,
 * is in docs/testing.md#engines.
 */
const ENGINE_FILES = [
  // the element contract; the first paint of the one script (floor/), server HTML hydrated in place
  'tests/browser/contract/element-contract.test.ts',
  'tests/browser/floor/**/*.test.ts',
  // axe on what a user meets first (the header, visitor and logged in with its panels open, the
  // announcement, the notification page); the footer's, the dialogs' and the panels' below
  'tests/browser/contract/axe-every-engine.test.ts',
  'tests/browser/ssr/hydration.test.ts',
  // the one script painting from its snippets before the code (data-prepaint), under a strict CSP and Trusted Types
  'tests/browser/contract/prepaint.test.ts',
  // every element on several sites, languages and themes (floor/ too), with axe
  'tests/browser/footer/footer.test.ts',
  // keyboard and focus: the menus, a dialog, the settings (the drawer and the bell's panel: floor/)
  'tests/browser/header/market-nav.test.ts',
  'tests/browser/header/account/logout-dialog.test.tsx',
  'tests/browser/settings/settings-a11y.test.tsx',
  // market search: axe, the shortcut, live prices, favourites
  'tests/browser/market-search/a11y.test.tsx',
  'tests/browser/market-search/search-shortcut.test.tsx',
  'tests/browser/market-search/live-prices.test.tsx',
  'tests/browser/market-search/favourites.test.tsx',
  // one store for every element
  'tests/browser/settings/shared-state.test.tsx',
];
/** The browser floor's tests (docs/browsers.md): the built one-script chrome on WPE WebKit 2.38 (Safari 16.0's engine). */
const FLOOR_FILES = ['tests/browser/floor/**/*.test.ts'];

/**
 * Which engines run: `EXCH_ENGINES=chromium,firefox,webkit,wpe` (any of them). `npm test` runs all
 * four: every file in Chromium, ENGINE_FILES in Firefox and WebKit, FLOOR_FILES in WPE. Files
 * named on the command line run in Chromium only, unless EXCH_ENGINES names others.
 */
const ENGINE_IDS = ['chromium', 'firefox', 'webkit', 'wpe'];
const cliFileArgs = process.argv.slice(2).filter((arg) => !arg.startsWith('-') && /\.(test\.)?(ts|tsx|js|mjs)$/.test(arg) && !arg.endsWith('.config.mjs'));
const cliFiles = cliFileArgs.length > 0;
const requested = (process.env.EXCH_ENGINES ?? (cliFiles ? 'chromium' : ENGINE_IDS.join(',')))
  .split(',')
  .map((id) => id.trim().toLowerCase())
  .filter(Boolean);
const unknown = requested.filter((id) => !ENGINE_IDS.includes(id));
if (unknown.length) {
  console.error(`EXCH_ENGINES: unknown engine(s) ${unknown.join(', ')}; choose from ${ENGINE_IDS.join(', ')}`);
  process.exit(1);
}
const found = browserEngines();
const missing = requested.filter((id) => id !== 'chromium' && !engineFound(found[id]));
if (missing.length) {
  console.error(
    `No ${missing.map((id) => found[id].name).join(', ')} found for the browser tests. ${INSTALL_HINT}; EXCH_ENGINES=chromium runs Chromium alone.`,
  );
  process.exit(1);
}

/**
 * Each launcher's engine id (EXCH_ENGINES), by the name wtr reports its results under: the stall
 * retry of scripts/test-browser.mjs runs a file again in the engine it stalled in.
 */
const engineByName = new Map();
function engine(id, launcher) {
  engineByName.set(launcher.name, id);
  return launcher;
}

const chromium = engine(
  'chromium',
  chromeLauncher({
    launchOptions: {
      executablePath,
      headless: true,
      args: CHROME_ARGS,
    },
    createPage: isolatedPage,
  }),
);
/**
 * The soak test (tests/browser/soak/) measures the JS heap over a simulated day. Its Chromium runs
 * V8 without its compiling tiers (Sparkplug, Maglev, TurboFan): their machine code grows through
 * the day as rarely called functions turn hot (about +7 % of the heap by the end, +0.2 % in the
 * last 6 hours: bounded, the engine's, not the page's), and would hide what the page itself keeps.
 * docs/testing.md "The soak test".
 */
const SOAK_FILES = ['tests/browser/soak/**/*.test.ts'];
const SOAK_JS_FLAGS = '--js-flags=--no-sparkplug --no-maglev --no-turbofan';
function soakChromium() {
  const launcher = chromeLauncher({
    launchOptions: { executablePath, headless: true, args: [...CHROME_ARGS, SOAK_JS_FLAGS] },
    createPage: isolatedPage,
  });
  launcher.name = 'Chromium, interpreter only';
  return engine('chromium', launcher);
}
const launchers = {
  firefox: () => engine('firefox', firefoxLauncher({ executablePath: found.firefox.executable, concurrency: 1 })),
  webkit: () =>
    engine(
      'webkit',
      webDriverLauncher({
        name: found.webkit.name,
        command: found.webkit.driver,
        display: true,
        env: narrowGtkWindows(),
        capabilities: { 'webkitgtk:browserOptions': { binary: found.webkit.browser, args: ['--automation'] } },
        concurrency: 1,
      }),
    ),
  wpe: () =>
    engine(
      'wpe',
      webDriverLauncher({
        name: found.wpe.name,
        command: found.wpe.driver,
        capabilities: { 'wpe:browserOptions': { binary: found.wpe.browser, args: ['--automation', '--platform=headless'] } },
        // cog's headless window is 800 × 600, always: the floor's tests size their frames instead.
        resizable: false,
        concurrency: 1,
      }),
    ),
};
const wanted = (id) => requested.includes(id);
/** Named files: in every engine asked for (the soak's own Chromium for soak files). The whole run: each engine its files. */
const groups = cliFiles
  ? []
  : [
      { name: 'engines', files: ENGINE_FILES, browsers: ['firefox', 'webkit'].filter(wanted).map((id) => launchers[id]()) },
      { name: 'floor', files: FLOOR_FILES, browsers: wanted('wpe') ? [launchers.wpe()] : [] },
      { name: 'soak', files: SOAK_FILES, browsers: wanted('chromium') ? [soakChromium()] : [] },
    ].filter((group) => group.browsers.length > 0);
const namedSoakOnly = cliFiles && cliFileArgs.every((file) => file.includes('tests/browser/soak/'));
const cliChromium = () => (namedSoakOnly ? soakChromium() : chromium);
const browsers = cliFiles ? requested.map((id) => (id === 'chromium' ? cliChromium() : launchers[id]())) : [chromium];

export default {
  rootDir: '.',
  // Every file in Chromium (when asked for: see EXCH_ENGINES above); the groups add the others.
  files: cliFiles || wanted('chromium') ? ['tests/browser/**/*.test.{ts,tsx}', ...(cliFiles ? [] : SOAK_FILES.map((glob) => `!${glob}`))] : undefined,
  groups,
  nodeResolve: false, // Vite resolves and serves everything
  browsers,
  concurrentBrowsers: 4, // every engine at once: most of a file's time is waiting, not computing
  middleware: [vite.middleware],
  plugins: [vite.plugin, forcedColorsCommand, referenceScreenshotCommand, pageMetricsCommand],
  concurrency: 2, // pages in parallel (2 cores)
  // Room for a WebDriver engine's second try at a browser that did not come up (scripts/wtr-webdriver.mjs).
  browserStartTimeout: 90_000,
  testsStartTimeout: 60_000, // the first file waits for Vite's dependency optimisation
  testsFinishTimeout: TESTS_FINISH_TIMEOUT_MS,
  testFramework: {
    // A test's own limit: twice a wait's (tests/browser/helpers/timeouts.ts), as four engines share the two cores.
    config: { timeout: 20_000, ui: 'bdd' },
  },
  browserLogs: true,
  staticLogging: CI || !process.stdout.isTTY,
  reporters: [defaultReporter(), failureRecapReporter({ engineOf: (name) => engineByName.get(name) })],
  filterBrowserLogs: ({ args }) =>
    // Lit's one-off dev-mode banner is noise; everything else (errors, warnings) shows
    !args.some((a) => typeof a === 'string' && a.includes('Lit is in dev mode')),
};
