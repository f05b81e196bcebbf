import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
const shots = JSON.parse(process.argv[2]);
for (const [name, url, width, full] of shots) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  const logs = [];
  page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  await page.goto(url);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: !!full });
  console.log(name, logs.filter(l => !l.includes('[vite]')).join(' | '));
  await page.close();
}
await browser.close();
