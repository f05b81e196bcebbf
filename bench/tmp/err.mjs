import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
const page = await browser.newPage();
page.on('pageerror', (e) => console.log('ERR', e.stack?.slice(0, 1500)));
await page.goto(process.argv[2]);
await page.waitForTimeout(2500);
await browser.close();
