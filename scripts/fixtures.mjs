#!/usr/bin/env node
/**
 * The package as teams install it (`npm run test:fixtures`, part of `npm test`, after the build):
 * packs the package, checks the tarball with publint and "Are the types wrong?", checks the CDN
 * folder a release publishes (scripts/cdn.mjs: immutable once published) and the server renderer
 * in an edge runtime (scripts/edge-check.mjs), installs it into each consumer app in fixtures/,
 * builds the app for production and, for an app with pages, serves it behind the mock exchange
 * API on one origin and checks the pages in Chromium:
 * - React (vite-app, next-app, node-server): the header (a `./react` component) and the footer
 *   (an `<exch-footer>` tag) are complete, with their texts, not their keys; one store (the
 *   page's "Dark theme" button calls `setTheme` from `exch-chrome/react`, and the tag follows it
 *   as the component does); one React DOM renderer; no uncaught error, no console error or
 *   warning (hydration included), no failed request, and no request made twice;
 * - frameworks: Vue, Svelte and Angular pages and a page with the one script tag
 *   (`window.ExchChrome`): the tags complete, the framework's event binding hears `exch-ready`,
 *   and `setTheme` reaches the tags and, through `subscribe`, the framework's state;
 * - types (no page): a consumer's type check of every framework's tag types, the API and what
 *   must not compile, and VS Code's language services and the web-types reading the editor data.
 *
 *   node scripts/fixtures.mjs                  every fixture
 *   node scripts/fixtures.mjs vite-app         one (or several) by folder name
 *   node scripts/fixtures.mjs --no-install     reuse each fixture's node_modules and the installed tarball
 */
import { execFileSync, spawn } from 'node:child_process';
import { createServer, request } from 'node:http';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome, NO_CHROME_MESSAGE } from './find-chrome.mjs';
import { publishCdnFolder } from './cdn.mjs';

const root = resolve(import.meta.dirname, '..');
const FIXTURES = join(root, 'fixtures');
const TMP = join(root, '.tmp', 'fixtures');
const args = process.argv.slice(2);
const install = !args.includes('--no-install');
const chosen = args.filter((a) => !a.startsWith('--'));

/**
 * Each fixture: how it builds and how it serves its production build (on `port`).
 * `next start` and the Node server are the apps' own servers; the Vite app is static files.
 */
const vitePreview = (port) => ['npx', 'vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'];
const APPS = {
  'vite-app': { build: ['npm', 'run', 'build'], serve: vitePreview },
  'next-app': { build: ['npm', 'run', 'build'], serve: (port) => ['npx', 'next', 'start', '-p', String(port), '-H', '127.0.0.1'] },
  'node-server': { build: ['npm', 'run', 'build'], serve: () => ['node', 'server.mjs'] },
  // Vue, Svelte and Angular pages and a page with the one script tag (docs/frameworks.md): each
  // checked by checkFrameworkPage.
  frameworks: { build: ['npm', 'run', 'build'], serve: vitePreview, pages: ['vue.html', 'svelte.html', 'angular.html', 'script-tag.html'] },
  // No page: its build is a consumer's type check (every framework's tag types, the API, what
  // must not compile) and its editor tooling reading the editor data (fixtures/types/editor.mjs).
  types: { build: ['npm', 'run', 'build'] },
};

const log = (...parts) => console.log('fixtures:', ...parts);
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };
/** Runs a command; its output is shown only when it fails (a build's file list is long). */
function run(command, cwd) {
  try {
    execFileSync(command[0], command.slice(1), { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    process.stdout.write(error.stdout ?? '');
    process.stderr.write(error.stderr ?? '');
    throw new Error(`${command.join(' ')} failed in ${cwd}`);
  }
}

/** `npm pack` of the built package into .tmp/fixtures; returns the tarball's path. */
function pack() {
  if (!existsSync(join(root, 'dist/npm/react.js'))) throw new Error('dist/ is missing: run npm run build first');
  rmSync(TMP, { recursive: true, force: true });
  mkdirSync(TMP, { recursive: true });
  const out = execFileSync('npm', ['pack', '--json', '--pack-destination', TMP], { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const [info] = JSON.parse(out);
  log(`packed ${info.filename}: ${(info.size / 1e6).toFixed(2)} MB packed, ${(info.unpackedSize / 1e6).toFixed(2)} MB unpacked, ${info.entryCount} files`);
  return join(TMP, info.filename);
}

/**
 * The CDN folder (scripts/cdn.mjs): published once, the same build publishes as identical, and
 * a version folder whose files differ is refused (its files never change).
 */
function checkCdnFolder() {
  const out = join(TMP, 'cdn');
  const first = publishCdnFolder(out);
  const again = publishCdnFolder(out);
  if (first.unchanged || !again.unchanged) throw new Error('cdn: a second publish of the same build was not a no-op');
  writeFileSync(join(first.target, 'exch-chrome.js'), '// changed\n');
  let refused = false;
  try {
    publishCdnFolder(out);
  } catch {
    refused = true;
  }
  if (!refused) throw new Error('cdn: a changed file in a published version folder was not refused');
  log(`cdn folder: ${first.files} files in exch-chrome/${first.version}/, immutable`);
}

/** publint and "Are the types wrong?" on the tarball a consumer installs. */
function lintPackage(tarball) {
  run(['npx', 'publint', '--strict', tarball], root);
  // ESM only (no require()); the stylesheet is no module.
  run(['npx', 'attw', tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'exch-chrome.css'], root);
}

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });

async function waitForHttp(url, child, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** One origin for the page: the mock exchange API, and everything else from the app's server. */
async function frontServer(appPort) {
  const { createMockApi } = await tsImport(join(root, 'demo/mock-api/handler.ts'), import.meta.url);
  const mock = createMockApi();
  const proxy = (req, res) => {
    const upstream = request({ host: '127.0.0.1', port: appPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', (error) => res.writeHead(502).end(String(error)));
    req.pipe(upstream);
  };
  const server = createServer((req, res) => mock(req, res, () => proxy(req, res)));
  const port = await freePort();
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${port}/` };
}

/** Text keys of the first paint's catalogs: none may show as text (a missing catalog shows its keys). */
const TEXT_KEYS = ['react-core/header/intl/en.json', 'react-core/footer/intl/en.json']
  .flatMap((file) => Object.keys(JSON.parse(readFileSync(join(root, file), 'utf8'))))
  .filter((key) => key.includes('.'));

/** Counts the React DOM renderers that register on the page (as React DevTools' hook sees them). */
function countRenderers() {
  window.__exchRenderers = [];
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      window.__exchRenderers.push(renderer.version);
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

async function checkPage(browser, name, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(countRenderers);
  const problems = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    // The apps have no favicon: the browser's own request for it is not the chrome's.
    if (message.location().url?.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console.${message.type()}: ${message.text()} (${message.location().url ?? ''})`);
  });
  const requests = new Map();
  page.on('request', (req) => {
    if (req.method() !== 'GET' || req.resourceType() === 'document') return;
    requests.set(req.url(), (requests.get(req.url()) ?? 0) + 1);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (req) => problems.push(`failed: ${req.url()} ${req.failure()?.errorText ?? ''}`));

  await page.goto(url);
  // Complete: the component's host is marked ready, the element has its custom state.
  await page.waitForFunction(
    () => Boolean(document.querySelector('[data-exch-chrome="exch-header"][data-exch-ready]') && document.querySelector('exch-footer:state(ready)')),
    null,
    { timeout: 20_000 },
  );
  const shown = await page.evaluate((keys) => {
    const header = document.querySelector('[data-exch-chrome="exch-header"]');
    const footer = document.querySelector('exch-footer');
    // What a reader sees: text nodes outside script and style (the server HTML's state block holds the keys).
    const text = (host) => {
      if (!host?.shadowRoot) return '';
      const walker = document.createTreeWalker(host.shadowRoot, NodeFilter.SHOW_TEXT);
      let out = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!node.parentElement?.closest('script, style')) out += ` ${node.textContent}`;
      return out;
    };
    const all = `${text(header)} ${text(footer)}`;
    return {
      login: Boolean(header?.shadowRoot?.querySelector('a[href="/login"], [data-action="login"]')),
      navLinks: header?.shadowRoot?.querySelectorAll('nav a[href]').length ?? 0,
      ukFooter: Boolean(footer?.shadowRoot?.querySelector('a[href="/page/contacts"]')),
      rawKeys: keys.filter((key) => all.includes(key)),
    };
  }, TEXT_KEYS);
  const expect = (ok, what) => ok || problems.push(what);
  expect(shown.login, 'the header has no login link');
  expect(shown.navLinks > 3, `the header has ${shown.navLinks} nav links`);
  expect(shown.ukFooter, 'the UK footer has no /page/contacts link');
  expect(shown.rawKeys.length === 0, `text keys shown instead of texts: ${shown.rawKeys.slice(0, 8).join(', ')}`);

  // One store: the component's action reaches the tag.
  await page.getByRole('button', { name: 'Dark theme' }).click();
  const themed = await page
    .waitForFunction(
      () =>
        document.querySelector('[data-exch-chrome="exch-header"]')?.getAttribute('data-theme') === 'dark' &&
        document.querySelector('exch-footer')?.getAttribute('data-theme') === 'dark',
      null,
      { timeout: 5_000 },
    )
    .then(
      () => true,
      () => false,
    );
  expect(themed, 'setTheme from exch-chrome/react did not reach both the component and the tag (two stores?)');

  await page.waitForLoadState('networkidle');
  const renderers = await page.evaluate(() => window.__exchRenderers);
  expect(renderers.length === 1, `${renderers.length} React DOM renderers on the page (${renderers.join(', ')})`);
  const twice = [...requests].filter(([, n]) => n > 1).map(([u, n]) => `${n}x ${u}`);
  expect(twice.length === 0, `requested more than once: ${twice.join(', ')}`);
  await context.close();
  return problems;
}

/**
 * A framework's page (fixtures/frameworks): the tags render complete in the framework's
 * template, the framework's event binding hears `exch-ready` from both, and the page's "Dark
 * theme" button (the chrome's `setTheme`, from `exch-chrome` or `window.ExchChrome`) turns both
 * dark while the framework's state, fed by `subscribe`, shows it; no error, warning or failed
 * request.
 */
async function checkFrameworkPage(browser, name, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('pageerror', (error) => problems.push(`${name}: uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.location().url?.endsWith('/favicon.ico')) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${name}: console.${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) problems.push(`${name}: HTTP ${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (req) => problems.push(`${name}: failed: ${req.url()} ${req.failure()?.errorText ?? ''}`));
  const expect = (ok, what) => ok || problems.push(`${name}: ${what}`);
  try {
    await page.goto(url);
    const complete = await page
      .waitForFunction(() => Boolean(document.querySelector('exch-header:state(ready)') && document.querySelector('exch-footer:state(ready)')), null, {
        timeout: 20_000,
      })
      .then(
        () => true,
        () => false,
      );
    expect(complete, 'the header and footer did not become ready');
    const shown = await page.evaluate((keys) => {
      const header = document.querySelector('exch-header');
      const footer = document.querySelector('exch-footer');
      const text = `${header?.shadowRoot?.textContent ?? ''} ${footer?.shadowRoot?.textContent ?? ''}`;
      return {
        login: Boolean(header?.shadowRoot?.querySelector('a[href="/login"], [data-action="login"]')),
        ukFooter: Boolean(footer?.shadowRoot?.querySelector('a[href="/page/contacts"]')),
        rawKeys: keys.filter((key) => text.includes(key)),
        seen: document.querySelector('[data-ready-seen]')?.textContent ?? '',
      };
    }, TEXT_KEYS);
    expect(shown.login, 'the header has no login link');
    expect(shown.ukFooter, 'the UK footer has no /page/contacts link');
    expect(shown.rawKeys.length === 0, `text keys shown instead of texts: ${shown.rawKeys.slice(0, 8).join(', ')}`);
    expect(shown.seen.includes('exch-header') && shown.seen.includes('exch-footer'), `the framework's event binding heard exch-ready from "${shown.seen}"`);
    await page.getByRole('button', { name: 'Dark theme' }).click();
    const themed = await page
      .waitForFunction(
        () =>
          document.querySelector('exch-header')?.getAttribute('data-theme') === 'dark' &&
          document.querySelector('exch-footer')?.getAttribute('data-theme') === 'dark' &&
          document.querySelector('[data-theme-shown]')?.textContent?.trim() === 'dark',
        null,
        { timeout: 5_000 },
      )
      .then(
        () => true,
        () => false,
      );
    expect(themed, "setTheme did not reach both tags and the framework's state (subscribe)");
  } finally {
    await context.close();
  }
  return problems;
}

/** Stops a server started in its own process group, the server and whatever it started, and waits for it. */
async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill();
  }
  const stopped = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 5000))]);
  if (!stopped) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}

async function runFixture(browser, name, tarball) {
  const dir = join(FIXTURES, name);
  const app = APPS[name];
  if (install) {
    log(`${name}: npm ci, then the tarball`);
    run(['npm', 'ci'], dir);
    run(['npm', 'install', '--no-save', tarball], dir);
  }
  log(`${name}: production build`);
  run(app.build, dir);
  if (!app.serve) return [];
  const port = await freePort();
  // A process group of its own: `npx` starts the server as its child (`next start` a
  // `next-server` under that), which killing npx alone left running after every `npm test`.
  const child = spawn(app.serve(port)[0], app.serve(port).slice(1), {
    cwd: dir,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  let front;
  try {
    await waitForHttp(`http://127.0.0.1:${port}/`, child);
    front = await frontServer(port);
    const problems = [];
    if (app.pages) for (const page of app.pages) problems.push(...(await checkFrameworkPage(browser, page, `${front.url}${page}`)));
    else problems.push(...(await checkPage(browser, name, front.url)));
    if (/error/i.test(output))
      problems.push(
        `the app's server logged: ${output
          .trim()
          .split('\n')
          .filter((l) => /error/i.test(l))
          .slice(0, 5)
          .join(' | ')}`,
      );
    return problems;
  } finally {
    front?.server.close();
    await stopGroup(child);
  }
}

async function main() {
  const executablePath = findChrome();
  if (!executablePath) {
    console.error(NO_CHROME_MESSAGE);
    process.exit(1);
  }
  const names = chosen.length ? chosen : readdirSync(FIXTURES).filter((d) => d in APPS);
  const tarball = install ? pack() : undefined;
  if (tarball) {
    log('publint and attw on the tarball');
    lintPackage(tarball);
    checkCdnFolder();
    log('exch-chrome/server in an edge runtime');
    execFileSync('node', [join(root, 'scripts/edge-check.mjs')], { cwd: root, env, stdio: 'inherit' });
  }
  const browser = await chromium.launch({ executablePath, args: CHROME_ARGS });
  let failed = 0;
  try {
    for (const name of names) {
      const started = Date.now();
      const problems = await runFixture(browser, name, tarball);
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      if (problems.length === 0) log(`ok   ${name} (${seconds} s)`);
      else {
        failed += 1;
        log(`FAIL ${name} (${seconds} s)`);
        for (const problem of problems) log(`     - ${problem}`);
      }
    }
  } finally {
    await browser.close();
  }
  // The plain closing line CI reads (see .ci/run).
  console.log(`fixtures: ${names.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

await main();
