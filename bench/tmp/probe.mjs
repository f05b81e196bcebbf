import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('requestfailed', (r) => console.log('failed', r.url()));
await page.goto(process.argv[2]);
await page.waitForTimeout(3000);
console.log(await page.evaluate(() => document.querySelector('exch-header')?.shadowRoot?.innerHTML.slice(0, 500)));
await browser.close();
