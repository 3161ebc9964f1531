import { test, expect } from './fixtures.ts';

const cases = [
  { path: '/', lang: 'zh-Hant-HK', heading: '人氣之選', currency: /HK\$/ },
  { path: '/zh', lang: 'zh-Hant-TW', heading: '熱銷商品', currency: /NT\$/ },
  { path: '/cn', lang: 'zh-Hans-CN', heading: '热销单品', currency: /HK\$/ },
  { path: '/en', lang: 'en', heading: 'Best sellers', currency: /HK\$/ },
];

for (const c of cases) {
  test(`home ${c.path} renders in ${c.lang} with prices in its currency`, async ({ page }) => {
    const res = await page.goto(c.path);
    expect(res?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    const best = page.getByRole('region', { name: c.heading });
    await expect(best.getByRole('heading', { name: c.heading })).toBeVisible();
    const cards = best.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(4);
    await expect(best.getByText(c.currency).first()).toBeVisible();
  });
}

test('the home page is server-rendered: best sellers are in the first HTML byte stream', async ({
  request,
}) => {
  const res = await request.get('/en');
  const html = await res.text();
  expect(html).toContain('Best sellers');
  expect(html).toMatch(/HK\$\d/);
});

test('a saved country sets the currency on the server-rendered page', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'shop_country', value: 'jp', url: baseURL! }]);
  await page.goto('/en');
  const best = page.getByRole('region', { name: 'Best sellers' });
  await expect(best.getByText(/¥\s?[\d,]+/).first()).toBeVisible();
  await expect(best.getByText(/¥\s?[\d,]+\.\d/)).toHaveCount(0);
});

test('unknown pages answer 404 with "This page could not be found"', async ({ page }) => {
  for (const path of ['/en/no/such/page/at-all', '/fr/anything/at/all', '/no/such/deep/path']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
  }
  await page.goto('/en/no/such/page/at-all');
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
