// A web-test-runner launcher for Firefox ESR: @web/test-runner-chrome's launcher with
// puppeteer-core driving Firefox over WebDriver BiDi (no geckodriver; nothing is downloaded).
import { chromeLauncher, puppeteerCore } from '@web/test-runner-chrome';
import { emulationOrMatch } from './wtr-webdriver.mjs';

/**
 * What the test commands (@web/test-runner-commands) ask of puppeteer's page, in the forms
 * puppeteer's WebDriver BiDi side takes:
 * - setViewport: Firefox ESR 140 has no `emulation.setScreenOrientationOverride`, which
 *   puppeteer sends after the viewport itself: the viewport is set, only the orientation fails;
 * - keyboard: the key `Space` is named ' ' there;
 * - mouse: a move outside the viewport (the tests' way to leave every element) is refused:
 *   it goes to the viewport's nearest edge;
 * - emulateMediaFeatures / emulateMediaType need CDP: see emulationOrMatch (wtr-webdriver.mjs).
 */
function adaptPage(page) {
  const setViewport = page.setViewport.bind(page);
  page.setViewport = async (viewport) => {
    try {
      await setViewport(viewport);
    } catch (error) {
      if (!/orientation/i.test(String(error?.message))) throw error;
    }
  };
  const key = (name) => (name === 'Space' ? ' ' : name);
  for (const method of ['press', 'down', 'up']) {
    const original = page.keyboard[method].bind(page.keyboard);
    page.keyboard[method] = (name, options) => original(key(name), options);
  }
  const inViewport = async (x, y) => {
    const [width, height] = await page.evaluate(() => [innerWidth, innerHeight]);
    return [Math.min(Math.max(0, x), width - 1), Math.min(Math.max(0, y), height - 1)];
  };
  for (const method of ['move', 'click']) {
    const original = page.mouse[method].bind(page.mouse);
    page.mouse[method] = async (x, y, options) => original(...(await inViewport(x, y)), options);
  }
  const evaluate = (script) => page.evaluate(`(${script})()`);
  page.emulateMediaFeatures = (features) => emulationOrMatch('Firefox', evaluate, features);
  page.emulateMediaType = (type) => emulationOrMatch('Firefox', evaluate, [], type);
  return page;
}

/**
 * Each test file gets a user context of its own (BiDi's browser context: its own cookies and
 * storage, as a fresh profile), in a window of its own (a background tab's timers and animation
 * frames are throttled), closed when the file ends, so nothing one file stores reaches the next.
 * @param {{ executablePath: string, concurrency?: number }} options
 */
export function firefoxLauncher({ executablePath, concurrency }) {
  const launcher = chromeLauncher({
    puppeteer: puppeteerCore,
    concurrency,
    launchOptions: { browser: 'firefox', protocol: 'webDriverBiDi', executablePath, headless: true },
    async createPage({ browser }) {
      const context = await browser.createBrowserContext();
      return adaptPage(await context.newPage({ type: 'window' }));
    },
  });
  // The launcher keeps a finished file's page for the next one; ours closes it with its context.
  const stopSession = launcher.stopSession.bind(launcher);
  launcher.stopSession = async (sessionId) => {
    const page = launcher.getPage(sessionId);
    const result = await stopSession(sessionId);
    launcher.inactivePages = launcher.inactivePages.filter((kept) => kept.puppeteerPage !== page);
    await page.browserContext().close();
    return result;
  };
  return launcher;
}
