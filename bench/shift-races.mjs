/**
 * Layout shifts that only an order of answers shows. The bench's loads answer in about the same
 * order every time (one latency for every response), so a shift that needs, say, the bulletin to
 * answer before the page's notice never shows there, or once in a hundred loads. This loads a
 * page again and again with every request after the page and its script held back by its own
 * random delay (0 to MAX_DELAY ms, a new draw per request and load), and prints every load that
 * shifted: its shifts as the bench's probe records them (probes.mjs: each node under its shadow
 * host, its [y, height, x, width] before and after), and the delays that load drew, to replay by
 * hand. It exits 1 when a load of a page whose CLS target is 0 (`clsTarget` in bench/pages.mjs)
 * shifted; the others (the module script alone, which holds no space before it runs) are
 * reported only.
 *
 *   npm run build && node bench/shift-races.mjs
 *   PAGES=visitor-prepaint,visitor-ssr PROFILE=mobile LOADS=60 MAX_DELAY=300 node bench/shift-races.mjs
 *
 * PAGES: bench page ids (bench/pages.mjs), default visitor, visitor-prepaint, visitor-ssr;
 * PROFILE: desktop (default) or mobile (the phone's user agent and 4x CPU); LOADS per page
 * (default 30); MAX_DELAY in ms (default 300); USER_PERSONA: a logged-in mock persona (`user`,
 * `vip`: the mock's `mock_user` cookie) on every page, e.g. the prepaint of a logged-in header.
 * Shifts are counted from navigation until 1.5 s after the chrome is interactive, without recent
 * input (none is given).
 */
import { chromium } from 'playwright-core';
import { CHROME_ARGS, findChrome } from '../scripts/find-chrome.mjs';
import { config, PROFILES } from './config.mjs';
import { buildPages } from './pages.mjs';
import { startBenchServer } from './server.mjs';
import { pageProbe, READY_EVENT, waitComplete, kindOfTarget } from './probes.mjs';

const PAGE_IDS = (process.env.PAGES ?? 'visitor,visitor-prepaint,visitor-ssr').split(',');
const PROFILE = PROFILES[process.env.PROFILE ?? 'desktop'];
const LOADS = Number(process.env.LOADS ?? 30);
const MAX_DELAY = Number(process.env.MAX_DELAY ?? 300);
/** A mock persona (`mock_user`: user, vip, ...) for every page, as the bench's `user` page has. */
const USER = process.env.USER_PERSONA ?? '';
/** After the chrome is interactive, what still moves it (an answer, a late image) has this long. */
const SETTLE_MS = 1500;

if (!PROFILE) throw new Error(`PROFILE: one of ${Object.keys(PROFILES).join(', ')}`);

const pages = buildPages(config);
const server = await startBenchServer({ pages: pages.byPath });
const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
let shiftedLoads = 0;
try {
  for (const id of PAGE_IDS) {
    const page = pages.list.find((p) => p.id === id);
    if (!page) throw new Error(`no bench page ${id} (bench/pages.mjs)`);
    let shifted = 0;
    for (let load = 0; load < LOADS; load += 1) {
      const context = await browser.newContext({ ...PROFILE.context });
      const cookies = [...page.cookies, ...(USER ? [{ name: 'mock_user', value: USER }] : [])];
      if (cookies.length) await context.addCookies(cookies.map((c) => ({ ...c, url: server.origin })));
      await context.addInitScript(pageProbe, {
        targets: page.chrome.map((selector) => ({ selector, kind: kindOfTarget(selector) })),
        event: READY_EVENT,
        domChecks: page.domChecks,
      });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      if (PROFILE.cpuThrottling > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuThrottling });
      const delays = [];
      await tab.route('**/*', async (route) => {
        const url = route.request().url().replace(server.origin, '');
        // The page and its first script come as usual: the race is among what they ask for.
        if (url === page.path || url.split('?')[0].endsWith('/exch-chrome.js')) return route.continue();
        const delay = Math.round(Math.random() * MAX_DELAY);
        delays.push(`${url.slice(0, 70)} +${delay} ms`);
        // A held answer, not a sleep of the measured page: the random order is the point.
        await new Promise((resolve) => setTimeout(resolve, delay));
        return route.continue().catch(() => undefined);
      });
      await tab.goto(`${server.origin}${page.path}`, { waitUntil: 'commit' });
      await tab.evaluate(waitComplete, { mode: page.probe ?? 'event', timeoutMs: 20000 });
      if (page.interactiveBy) await tab.evaluate(waitComplete, { mode: 'event', timeoutMs: 20000 });
      await tab.waitForTimeout(SETTLE_MS);
      // The bench's own probe records every shift with its nodes (probes.mjs).
      const shifts = (await tab.evaluate(() => window.__bench.shifts)).filter((shift) => !shift.recentInput);
      await context.close();
      if (shifts.length === 0) continue;
      shifted += 1;
      console.log(`${id}, ${PROFILE.id}, load ${load + 1}: CLS ${shifts.reduce((sum, s) => sum + s.value, 0).toFixed(4)}`);
      console.log(JSON.stringify(shifts, null, 1));
      console.log(`  delays:\n    ${delays.join('\n    ')}`);
    }
    // A page without a CLS target of 0 (the module script alone, the budget pages: no embedding
    // that holds the chrome's space before the script runs) is reported, not counted.
    const gated = page.clsTarget === 0;
    if (gated) shiftedLoads += shifted;
    console.log(
      `${id} (${PROFILE.id}): ${shifted} of ${LOADS} loads shifted (every request after the script delayed 0 to ${MAX_DELAY} ms)${gated ? '' : '; no CLS target of 0 for this page: not counted'}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
process.exit(shiftedLoads > 0 ? 1 : 0);
