// `npm run shots`: one PNG per site × theme × viewport of the demo's preview page (header,
// announcement, footer), and the open panels (a market dropdown, the settings, the personal
// centre, the notification panel, the drawer), in a folder with an index page, so QA can review a
// release at a glance. Against the mock API, in the machine's Chromium, with reduced motion (the
// phone announcement's marquee would never be the same twice).
//
//   npm run shots                       build, then every shot into shots/
//   node scripts/shots.mjs --out=dir    into another folder (dist must be built)
//   node scripts/shots.mjs --sites=global,uk --themes=dark --viewports=phone
//
// The browser test tests/browser/visual/references.test.ts compares a few views with committed
// reference images; this script is for people, not for pass or fail.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';
import { createServer } from 'vite';
import { CHROME_ARGS, findChrome, NO_CHROME_MESSAGE } from './find-chrome.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value = ''] = arg.replace(/^--/, '').split('=');
    return [key, value];
  }),
);
const list = (value, all) => (value ? value.split(',').filter((v) => all.includes(v)) : all);

const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 812 } };
const THEMES = ['light', 'dark'];
const READY_TIMEOUT = 20_000;

/** The sites: the region table's, plus the testnet (spec §1). */
async function sites() {
  const { REGIONS } = await tsImport(join(ROOT, 'react-core/core/region/regions.ts'), import.meta.url);
  return [...REGIONS.map((r) => ({ key: r.key, name: r.name, region: String(r.id) })), { key: 'testnet', name: 'Testnet', region: 'testnet' }];
}

/**
 * The open panels, on the main site: what to click, what shows once it is open, and who looks.
 * Selectors pierce the elements' shadow roots (Playwright's CSS engine does).
 */
const PANELS = [
  { name: 'market', viewport: 'desktop', persona: 'visitor', open: '[data-nav-id="trade_head"]', shown: 'a.ms-row' },
  { name: 'settings', viewport: 'desktop', persona: 'visitor', open: '[data-action="settings"]', shown: '[part="settings-panel"]' },
  { name: 'personal-centre', viewport: 'desktop', persona: 'vip', open: '[data-menu="profile"]', shown: '[part="personal-identity"]' },
  { name: 'notifications', viewport: 'desktop', persona: 'user', open: '.ntf-bell-button', shown: '.ntf-panel-list .ntf-msg' },
  { name: 'drawer', viewport: 'phone', persona: 'visitor', open: '[data-action="drawer"]', shown: '.drawer[role="dialog"]' },
];

async function startDemo() {
  const server = await createServer({
    configFile: join(ROOT, 'demo/vite.demo.config.ts'),
    server: { port: 0, strictPort: false, host: '127.0.0.1' },
    logLevel: 'error',
  });
  await server.listen();
  const address = server.httpServer.address();
  return { server, origin: `http://127.0.0.1:${address.port}` };
}

/** Every element on the preview has decided what it shows (its `:state(ready)`). */
async function whenReady(page) {
  await page.waitForFunction(
    () => ['exch-header', 'exch-footer', 'exch-announcement'].every((tag) => document.querySelector(tag)?.matches(':state(ready)')),
    undefined,
    { timeout: READY_TIMEOUT },
  );
  // The footer's QR code and social glyphs load once it is near the viewport: scroll it into
  // view, wait for them, and come back to the top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page
    .waitForFunction(() => !document.querySelector('exch-footer')?.shadowRoot?.querySelector('.qr-placeholder'), undefined, { timeout: READY_TIMEOUT })
    .catch(() => {});
  await page.evaluate(() => window.scrollTo(0, 0));
  // Images (coin icons, the QR code) and fonts finish before the picture is taken.
  await page.waitForLoadState('networkidle', { timeout: READY_TIMEOUT }).catch(() => {});
  await page.evaluate(() => document.fonts.ready);
}

async function open(browser, origin, { site, theme, viewport, persona = 'visitor' }) {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport], reducedMotion: 'reduce', colorScheme: theme });
  await context.addCookies([
    { name: 'mock_user', value: persona, url: origin },
    { name: 'mock_sid', value: `shots-${site.key}-${theme}-${viewport}-${persona}`, url: origin },
  ]);
  const page = await context.newPage();
  await page.goto(`${origin}/frame.html?${new URLSearchParams({ region: site.region, lang: 'en', theme, render: 'client' })}`);
  await whenReady(page);
  return { context, page };
}

function indexPage(groups) {
  const figure = ({ file, caption }) =>
    `<figure><a href="${file}"><img src="${file}" alt="${caption}" loading="lazy"></a><figcaption>${caption}</figcaption></figure>`;
  const sections = groups.map(({ title, shots }) => `<section><h2>${title}</h2><div class="grid">${shots.map(figure).join('')}</div></section>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>exch-chrome shots</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; }
.grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 16px; align-items: start; }
figure { margin: 0; } img { width: 100%; border: 1px solid #ccc; } figcaption { color: #555; }
</style></head>
<body><h1>exch-chrome: every site, theme and viewport</h1>
<p>Made by <code>npm run shots</code> from the demo's preview page against the mock API.</p>
${sections}
</body></html>
`;
}

async function main() {
  const executablePath = findChrome();
  if (!executablePath) {
    console.error(NO_CHROME_MESSAGE);
    process.exit(1);
  }
  const out = resolve(ROOT, args.out || 'shots');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const allSites = await sites();
  const chosenSites = allSites.filter((s) =>
    list(
      args.sites,
      allSites.map((x) => x.key),
    ).includes(s.key),
  );
  const themes = list(args.themes, THEMES);
  const viewports = list(args.viewports, Object.keys(VIEWPORTS));

  const { server, origin } = await startDemo();
  const browser = await chromium.launch({ executablePath, args: CHROME_ARGS, headless: true });
  const groups = [];
  let count = 0;
  const shoot = async (page, file) => {
    await page.screenshot({ path: join(out, file), fullPage: true, animations: 'disabled', caret: 'hide' });
    count += 1;
    process.stdout.write(`shots: ${file}\n`);
  };
  try {
    for (const site of chosenSites) {
      const shots = [];
      for (const theme of themes) {
        for (const viewport of viewports) {
          const { context, page } = await open(browser, origin, { site, theme, viewport });
          const file = `${site.key}-${theme}-${viewport}.png`;
          await shoot(page, file);
          shots.push({ file, caption: `${site.name}, ${theme}, ${viewport}` });
          await context.close();
        }
      }
      groups.push({ title: `${site.name} (${site.region})`, shots });
    }
    const main = allSites.find((s) => s.key === 'global');
    const panelShots = [];
    for (const panel of PANELS.filter((p) => viewports.includes(p.viewport))) {
      for (const theme of themes) {
        const { context, page } = await open(browser, origin, { site: main, theme, viewport: panel.viewport, persona: panel.persona });
        await page.locator(panel.open).first().click();
        await page.locator(panel.shown).first().waitFor({ state: 'visible', timeout: READY_TIMEOUT });
        await page.waitForLoadState('networkidle', { timeout: READY_TIMEOUT }).catch(() => {});
        const file = `panel-${panel.name}-${theme}-${panel.viewport}.png`;
        await shoot(page, file);
        panelShots.push({ file, caption: `${panel.name} (${panel.persona}), ${theme}, ${panel.viewport}` });
        await context.close();
      }
    }
    if (panelShots.length) groups.push({ title: 'Open panels (main site)', shots: panelShots });
    writeFileSync(join(out, 'index.html'), indexPage(groups));
    console.log(`shots: ${count} PNGs and index.html in ${out}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
