import { test, expect } from './fixtures.ts';

test('browse: home → collection → filter and sort → product → variant → uk prices', async ({ page }) => {
  await page.goto('/en');
  await page
    .getByRole('navigation', { name: 'Shop by collection' })
    .getByRole('link', { name: 'Skin Care' })
    .click();
  await expect(page).toHaveURL(/\/en\/collection\/skin-care$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Skin Care' })).toBeVisible();
  const grid = page.getByRole('main');
  const before = await grid.getByRole('article').count();
  expect(before).toBeGreaterThan(4);

  await page.getByLabel('Category').selectOption('serum');
  await expect(page).toHaveURL(/category=serum/);
  await expect.poll(() => grid.getByRole('article').count()).toBeLessThan(before);

  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  const prices = await grid.getByRole('article').locator('p', { hasText: 'HK$' }).allInnerTexts();
  const numbers = prices.map((p) => Number(/HK\$([\d,.]+)/.exec(p)![1]!.replace(/,/g, '')));
  expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);

  // a shared link shows the same view
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByLabel('Category')).toHaveValue('serum');
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');

  await grid.getByRole('article').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const variants = page.getByRole('group', { name: 'Size' }).getByRole('radio');
  if ((await variants.count()) > 1) {
    const price = await page.getByTestId('price').innerText();
    await variants.nth(1).check({ force: true });
    await expect(page).toHaveURL(/variant=/);
    await expect(page.getByTestId('price')).not.toHaveText(price);
  }
  await expect(page.getByRole('button', { name: /Add to bag.*HK\$/ })).toBeVisible();

  await page
    .getByRole('button', { name: /Country and language/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Country and language' })
    .getByRole('radio', { name: /United Kingdom/ })
    .click();
  await expect(page.getByTestId('price')).toHaveText(/^£\d+\.00$/);
});

test('with a mouse, hovering a card shows its other picture, drawn art as WebP', async ({ page }) => {
  await page.goto('/en/collection/skin-care');
  const card = page.getByRole('main').getByRole('article').first();
  const [front, back] = [card.locator('img').first(), card.locator('img').nth(1)];
  await expect(front).toBeVisible();
  await expect(back).toHaveCSS('opacity', '0');
  await card.getByRole('link').first().hover();
  await expect(back).toHaveCSS('opacity', '1');
  await expect.poll(() => back.evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  for (const img of [front, back])
    expect(await img.evaluate((i) => new URL((i as HTMLImageElement).currentSrc).pathname)).toMatch(
      /^\/media\/(r\/\d+\/p\/[\w-]+\/\d\.webp|i\/[0-9a-f]{64}\/\d+\.(avif|webp|jpeg))$/,
    );
});

test('product pages server-render with JSON-LD and 404 when unknown', async ({ page, request }) => {
  const res = await request.get('/en/oxygen-ceuticals/triple-hyaluronic-serum');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('Triple Hyaluronic Oxygen Serum');
  expect(html).toContain('"@type":"Product"');
  expect((await request.get('/en/oxygen-ceuticals/no-such-product')).status()).toBe(404);
  await page.goto('/en/oxygen-ceuticals/no-such-product');
  await expect(page.getByRole('heading', { name: 'Page not found!' })).toBeVisible();
});

test('a wrong brand segment redirects to the canonical product address', async ({ page }) => {
  await page.goto('/en/big-pi/triple-hyaluronic-serum');
  await expect(page).toHaveURL(/\/en\/oxygen-ceuticals\/triple-hyaluronic-serum$/);
});

test('subscription: choose subscribe and an interval', async ({ page }) => {
  await page.goto('/en/big-pi/oil-balance-scalp-shampoo');
  const single = await page.getByTestId('price').innerText();
  await page.getByRole('radio', { name: /Subscribe and save/ }).check();
  await expect(page.getByTestId('price')).not.toHaveText(single);
  const interval = page.getByLabel('Deliver every');
  await expect(interval.locator('option')).not.toHaveCount(0);
  await interval.selectOption({ index: 1 });
});

test('unavailable items say why instead of a price', async ({ page }) => {
  await page.goto('/en/collection/maison-verdure?brand=maison-verdure');
  const first = page.getByRole('main').getByRole('article').first();
  await expect(first).toContainText('HK$');
  await page
    .getByRole('button', { name: /Country and language/ })
    .first()
    .click();
  await page
    .getByRole('dialog', { name: 'Country and language' })
    .getByRole('radio', { name: /Japan/ })
    .click();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText('Only Hong Kong and Macau');
});

test('search in Simplified Chinese finds a Traditional product and opens it', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: '打開選單' }).click();
  const box = page.getByRole('combobox', { name: '搜尋產品' });
  await box.fill('透明质酸');
  const option = page.getByRole('option', { name: /三重透明質酸氧氣精華/ });
  await expect(option).toBeVisible();
  // the arrow keys move through the list
  await box.press('ArrowDown');
  await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await option.click();
  await expect(page).toHaveURL(/\/oxygen-ceuticals\/triple-hyaluronic-serum$/);
  await expect(page.getByRole('heading', { level: 1, name: '三重透明質酸氧氣精華' })).toBeVisible();
});

test('quick view shows the product with its variants and price', async ({ page }) => {
  await page.goto('/en');
  const best = page.getByRole('region', { name: 'Best sellers' });
  await best
    .getByRole('button', { name: /^Quick view: / })
    .first()
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toBeVisible();
  await expect(dialog.getByLabel('Size')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Add to bag.*HK\$/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('marketplace home lists partner best sellers', async ({ page }) => {
  await page.goto('/en/pi-marketplace');
  await expect(page.getByRole('heading', { level: 1, name: 'The marketplace' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Marketplace favourites' }).getByRole('article').first(),
  ).toBeVisible();
});

test('treatment pages live under /treatment/', async ({ page }) => {
  await page.goto('/en/collection/treatments');
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/treatment\//);
  await expect(page.getByText('Treatment', { exact: true })).toBeVisible();
});
