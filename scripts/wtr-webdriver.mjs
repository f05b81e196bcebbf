// A web-test-runner launcher for the WebKit engines over classic W3C WebDriver (HTTP), with no
// client library: WebKitGTK (WebKitWebDriver + MiniBrowser, the engine of current Safari) and WPE
// WebKit (WPEWebDriver + cog, an old Safari engine for the browser floor). See docs/testing.md.
//
// Why our own: @web/test-runner-webdriver (webdriverio) supports neither setViewport nor the
// held modifiers of sendKeys ({ down: 'Control' }), nor emulateMedia, which the tests use; its
// page mode shares one window's cookies between the files running at once. This launcher says it
// is of type 'puppeteer' and hands the command plugins (@web/test-runner-commands) a page object
// with the part of puppeteer's Page they call (setViewport, keyboard, mouse), done in WebDriver.
//
// Each concurrent test file has a driver process and a session of its own (a WebKit driver runs
// one session at a time). Between files the session stays and the origin's cookies and storage
// are wiped, as the Chromium launcher's isolatedPage does.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** WebDriver's key codes for the key names puppeteer's keyboard takes (WebDriver spec, "Keyboard actions"). */
const KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  ' ': ' ',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};
const keyValue = (key) => {
  if (key in KEYS) return KEYS[key];
  if ([...key].length === 1) return key;
  throw new Error(`WebDriver keyboard: no code for the key ${JSON.stringify(key)}`);
};
const BUTTONS = { left: 0, middle: 1, right: 2 };

/**
 * Media emulation (prefers-reduced-motion, print) is CDP's alone: other engines cannot change
 * what the page's media queries see. What a test asks for that the page already matches (no
 * reduced motion, the screen, in a default headless browser) is done; anything else fails, naming
 * the engine, so a test that needs it runs in Chromium only (docs/testing.md#engines).
 * @param {string} engine
 * @param {(script: string) => Promise<unknown>} evaluate runs a function's source in the page
 * @param {{ name: string, value: string }[]} features
 * @param {string | null} [type]
 */
export async function emulationOrMatch(engine, evaluate, features = [], type = null) {
  const queries = [...(features ?? []).map(({ name, value }) => `(${name}: ${value})`), ...(type ? [type] : [])];
  if (queries.length === 0) return;
  const matched = await evaluate(`() => ${JSON.stringify(queries)}.every((query) => matchMedia(query).matches)`);
  if (!matched) throw new Error(`${engine} cannot emulate ${queries.join(', ')}: media emulation needs Chromium (CDP)`);
}

/**
 * An XDG config folder whose GTK style shrinks MiniBrowser's toolbar to nothing: its buttons and
 * address field otherwise keep the window at least 447 px wide, wider than the 375 px phones the
 * tests lay out. GTK styles its own widgets only; the page is not touched.
 * @returns {Record<string, string>} the environment for the driver (and the browser it starts)
 */
export function narrowGtkWindows() {
  const home = mkdtempSync(join(tmpdir(), 'exch-webkitgtk-'));
  for (const gtk of ['gtk-3.0', 'gtk-4.0']) {
    mkdirSync(join(home, gtk));
    writeFileSync(join(home, gtk, 'gtk.css'), '* { min-width: 0; min-height: 0; margin: 0; padding: 0; border-width: 0; font-size: 1px; }\n');
  }
  process.once('exit', () => rmSync(home, { recursive: true, force: true }));
  return { XDG_CONFIG_HOME: home };
}

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

class WebDriverError extends Error {}

/**
 * How long a new session may take to open its browser. Under the full run's load a browser has
 * now and then never come up (WPE's cog: the session request hung until the runner's 60 s
 * browserStartTimeout failed the file); a launch that takes this long is stopped and tried once
 * more with a fresh driver (see startSession). Opening one takes about a second otherwise.
 */
const SESSION_START_MS = 20_000;

/** One driver process and its session. */
class DriverSession {
  /** @param {{ command: string, args: string[], display: boolean, capabilities: object, name: string }} engine */
  constructor(engine) {
    this.engine = engine;
    /** The window's size minus the page's (device pixels), measured on the first setViewport. */
    this.frame = undefined;
  }

  async start() {
    const port = await freePort();
    this.base = `http://127.0.0.1:${port}`;
    const driverArgs = [...this.engine.args, `--port=${port}`];
    // A display of its own for each driver (xvfb-run -a picks a free one), large enough for the
    // widest viewport the tests ask for.
    const [command, args] = this.engine.display
      ? ['xvfb-run', ['-a', '-s', '-screen 0 2560x1600x24', this.engine.command, ...driverArgs]]
      : [this.engine.command, driverArgs];
    this.process = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true, env: { ...process.env, ...this.engine.env } });
    this.stderr = '';
    this.process.stderr.on('data', (chunk) => {
      this.stderr = (this.stderr + chunk).slice(-4000);
    });
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    for (let i = 0; ; i += 1) {
      try {
        await fetch(`${this.base}/status`);
        break;
      } catch {
        const gone = await Promise.race([exited.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 100))]);
        if (gone || i > 150) throw new Error(`${this.engine.name}: ${this.engine.command} did not start. ${this.stderr}`);
      }
    }
    // pageLoadStrategy none: a navigation returns at once (the test page reports over its own
    // web socket), so commands from a test never wait for the page's load event.
    const { sessionId } = await this.send(
      'POST',
      '/session',
      { capabilities: { alwaysMatch: { ...this.engine.capabilities, pageLoadStrategy: 'none' } } },
      SESSION_START_MS,
    ).catch((error) => {
      throw error?.name === 'TimeoutError' ? new Error(`${this.engine.name}: no session within ${SESSION_START_MS} ms. ${this.stderr}`) : error;
    });
    this.id = sessionId;
  }

  async send(method, path, body, timeoutMs = undefined) {
    const url = path === '/session' ? `${this.base}/session` : `${this.base}/session/${this.id}${path}`;
    const response = await fetch(url, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
    });
    const { value } = await response.json();
    if (value && typeof value === 'object' && 'error' in value)
      throw new WebDriverError(`${this.engine.name} WebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value;
  }

  execute(script, args = []) {
    return this.send('POST', '/execute/sync', { script, args });
  }

  actions(actions) {
    return this.send('POST', '/actions', { actions });
  }

  /** Navigates to the origin of `url` and wipes its cookies and storage (the previous file's). */
  async wipe(url) {
    const { origin } = new URL(url);
    // A page on the origin that loads nothing: wtr's own web socket script.
    await this.send('POST', '/url', { url: `${origin}/__web-dev-server__web-socket.js` });
    await this.waitFor(`return location.origin === ${JSON.stringify(origin)} && document.readyState !== 'loading'`);
    await this.send('DELETE', '/cookie');
    await this.execute('localStorage.clear(); sessionStorage.clear();');
  }

  async waitFor(script, timeout = 10_000) {
    const end = Date.now() + timeout;
    while (!(await this.execute(script).catch(() => false))) {
      if (Date.now() > end) throw new Error(`${this.engine.name}: timed out waiting for ${script}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async stop() {
    await this.send('DELETE', '', undefined, 5_000).catch(() => {});
    try {
      process.kill(-this.process.pid); // the driver with its browser (and xvfb-run's server)
    } catch {
      /* gone already */
    }
  }
}

/** The part of puppeteer's Page the command plugins call, in WebDriver actions. */
class WebDriverPage {
  #move;

  /** @param {DriverSession} driver */
  constructor(driver) {
    this.driver = driver;
    /** The viewport the page has (WebDriver engines start at 800 × 600, as the Chromium launcher sets). */
    this.viewport = { width: 800, height: 600 };
    this.keyboard = {
      press: (key) => {
        const value = keyValue(key);
        return driver.actions([
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ],
          },
        ]);
      },
      down: (key) => driver.actions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyDown', value: keyValue(key) }] }]),
      up: (key) => driver.actions([{ type: 'key', id: 'keyboard', actions: [{ type: 'keyUp', value: keyValue(key) }] }]),
      type: (text) =>
        driver.actions([
          {
            type: 'key',
            id: 'keyboard',
            actions: [...text].flatMap((value) => [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ]),
          },
        ]),
    };
    const pointer = (actions) => driver.actions([{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions }]);
    // A move outside the viewport (the tests' way to leave every element) goes to its nearest edge.
    this.#move = (x, y) => {
      const { width, height } = this.viewport;
      const inside = (value, size) => Math.min(Math.max(0, value), size - 1);
      return { type: 'pointerMove', x: Math.round(inside(x, width)), y: Math.round(inside(y, height)), origin: 'viewport', duration: 0 };
    };
    const button = (options) => BUTTONS[options?.button ?? 'left'] ?? 0;
    this.mouse = {
      move: (x, y) => pointer([this.#move(x, y)]),
      click: (x, y, options) => pointer([this.#move(x, y), { type: 'pointerDown', button: button(options) }, { type: 'pointerUp', button: button(options) }]),
      down: (options) => pointer([{ type: 'pointerDown', button: button(options) }]),
      up: (options) => pointer([{ type: 'pointerUp', button: button(options) }]),
      reset: () => driver.send('DELETE', '/actions').then(() => pointer([this.#move(0, 0)])),
    };
  }

  /**
   * The window sized so the page's viewport (innerWidth × innerHeight) is the one asked for: the
   * window's frame (a toolbar above the page) measured once. WPE's headless window has one size
   * (800 × 600): asking it for another fails rather than testing another width unnoticed.
   */
  async setViewport({ width, height }) {
    const { driver } = this;
    const inner = () => driver.execute('return [innerWidth, innerHeight]');
    let [w, h] = await inner();
    if (w !== width || h !== height) {
      const rect = await driver.send('GET', '/window/rect');
      driver.frame ??= { dx: rect.width - w, dy: rect.height - h };
      await driver.send('POST', '/window/rect', { width: width + driver.frame.dx, height: height + driver.frame.dy });
      // The window manager resizes in its own time: the page follows within a few frames.
      for (const end = Date.now() + 2000; ([w, h] = await inner()) && (w !== width || h !== height) && Date.now() < end;) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    if (w !== width || h !== height) throw new Error(`${driver.engine.name} cannot show a ${width}×${height} viewport (it shows ${w}×${h})`);
    this.viewport = { width, height };
  }

  emulateMediaFeatures(features) {
    return emulationOrMatch(this.driver.engine.name, (script) => this.driver.execute(`return (${script})()`), features);
  }

  emulateMediaType(type) {
    return emulationOrMatch(this.driver.engine.name, (script) => this.driver.execute(`return (${script})()`), [], type);
  }

  url() {
    return this.driver.send('GET', '/url');
  }
}

/**
 * @param {{
 *   name: string, command: string, args?: string[], env?: Record<string, string>, display?: boolean, resizable?: boolean,
 *   capabilities: object, concurrency?: number,
 * }} engine
 */
export function webDriverLauncher(engine) {
  const spec = { args: [], display: false, ...engine };
  /** @type {DriverSession[]} */
  const idle = [];
  /** @type {Set<DriverSession>} */
  const all = new Set();
  /** @type {Map<string, WebDriverPage>} */
  const active = new Map();

  return {
    name: spec.name,
    // The command plugins call puppeteer's Page API on what getPage returns (see the top).
    type: 'puppeteer',
    concurrency: spec.concurrency,
    async startSession(sessionId, url) {
      let driver = idle.pop();
      for (let attempt = 1; !driver; attempt += 1) {
        const fresh = new DriverSession(spec);
        all.add(fresh);
        try {
          await fresh.start();
          driver = fresh;
        } catch (error) {
          all.delete(fresh);
          await fresh.stop();
          if (attempt >= 2) throw error;
          console.warn(`${spec.name}: the browser did not start (${error instanceof Error ? error.message : error}); trying a fresh one`);
        }
      }
      const page = new WebDriverPage(driver);
      active.set(sessionId, page);
      await driver.wipe(url);
      // Every file starts at 800 × 600, as in Chromium (wtr's launcher sets it); WPE has no other.
      if (spec.resizable !== false) await page.setViewport(page.viewport);
      await driver.send('POST', '/url', { url });
    },
    isActive: (sessionId) => active.has(sessionId),
    getBrowserUrl: (sessionId) => active.get(sessionId)?.url(),
    getPage(sessionId) {
      const page = active.get(sessionId);
      if (!page) throw new Error(`${spec.name}: no page for session ${sessionId}`);
      return page;
    },
    async stopSession(sessionId) {
      const page = active.get(sessionId);
      active.delete(sessionId);
      if (page) {
        // Stops the page's timers and sockets; the next file's wipe navigates on from here.
        await page.driver.send('POST', '/url', { url: 'about:blank' }).catch(() => {});
        await page.driver.send('DELETE', '/actions').catch(() => {});
        idle.push(page.driver);
      }
      return {};
    },
    async startDebugSession() {
      throw new Error(`${spec.name}: no debug session; run the file in Chromium with --manual`);
    },
    async stop() {
      await Promise.all([...all].map((driver) => driver.stop()));
      all.clear();
      idle.length = 0;
    },
  };
}
