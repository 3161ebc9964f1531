import { chromium } from '@playwright/test';
import { layoutProblems } from './e2e/layout-check.ts';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ baseURL: 'http://127.0.0.1:4700', viewport: { width: 390, height: 800 } });
const page = await ctx.newPage();
for (const path of ['/en', '/en/oxygen-ceuticals/ceramide-barrier-cream', '/en/collection/skin-care']) {
  let t = Date.now();
  await page.goto(path);
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  const nav = Date.now() - t;
  t = Date.now();
  const n = (await layoutProblems(page)).length;
  console.log(path, 'nav', nav, 'check', Date.now() - t, 'problems', n, 'elements', await page.evaluate(() => document.querySelectorAll('*').length));
}
await browser.close();
