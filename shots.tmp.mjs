import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const base = 'http://127.0.0.1:3997';
const pages = [['home-hk', '/'], ['home-en', '/en'], ['collection-en', '/en/collection/skin-care'], ['product-en', '/en/oxygen-ceuticals/triple-hyaluronic-serum'], ['product-hk', '/big-pi/oil-balance-scalp-shampoo'], ['shipping-zh', '/zh/shipping']];
for (const [vp, w, h] of [['desktop', 1366, 900], ['mobile', 390, 844]]) {
  const ctx = await b.newContext({ viewport: { width: w, height: h }, deviceScaleFactor: 1 });
  const p = await ctx.newPage();
  for (const [name, path] of pages) {
    await p.goto(base + path, { waitUntil: 'networkidle' });
    await p.screenshot({ path: `.tmp/shots/${name}-${vp}.png`, fullPage: false });
  }
  await ctx.close();
}
const dark = await b.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: 'dark' });
const dp = await dark.newPage();
await dp.goto(base + '/en', { waitUntil: 'networkidle' });
await dp.screenshot({ path: '.tmp/shots/home-en-dark.png' });
await dp.goto(base + '/en/oxygen-ceuticals/triple-hyaluronic-serum', { waitUntil: 'networkidle' });
await dp.screenshot({ path: '.tmp/shots/product-en-dark.png' });
await b.close();
