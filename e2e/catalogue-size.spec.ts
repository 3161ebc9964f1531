import { benchProduct } from '../apps/api/src/scripts/seed-catalogue-products.ts';
import { test, expect } from './fixtures.ts';

// Search among a real-sized catalogue (2.3-22, 7-11): this project's server holds the demo plus 20,000 generated
// products (npm run seed:catalogue), and a shopper finds one of them by its Traditional, Simplified or English name
// from the side menu's search box. The generator is deterministic, so the product is named here by its index.
const INDEX = 19_996;
const { product } = benchProduct(INDEX, ['brand'], [{ thumbnail: '', gallery: [] }]);
const name = product.name as { eng: string; chi: string; cn: string };
const handle = new RegExp(`/${product.uniqueUrl}$`);

const SEARCHES = [
  { path: '/', menu: '打開選單', box: '搜尋產品', keyword: name.chi, shown: name.chi },
  { path: '/cn', menu: '打开菜单', box: '搜索商品', keyword: name.cn, shown: name.cn },
  // English in any case, by the start of the name
  {
    path: '/en',
    menu: 'Open menu',
    box: 'Search products',
    keyword: name.eng.split(' ').slice(0, 4).join(' ').toLowerCase(),
    shown: name.eng,
  },
];

test('the catalogue holds more than 20,000 products on sale', async ({ request }) => {
  const res = await request.get('/api/v1/product?channel=4&limit=1');
  expect(res.status()).toBe(200);
  expect(Number(res.headers()['x-total-count'])).toBeGreaterThan(20_000);
});

for (const s of SEARCHES)
  test(`search at ${s.path} finds one product among 20,000 by its name and opens it`, async ({ page }) => {
    // the Traditional and Simplified names differ, so each search proves its own script
    expect(name.chi).not.toBe(name.cn);
    await page.goto(s.path);
    await page.getByRole('button', { name: s.menu }).click();
    const box = page.getByRole('combobox', { name: s.box });
    await box.fill(s.keyword);
    const option = page.getByRole('option', { name: s.shown });
    await expect(option).toBeVisible();
    await option.click();
    await expect(page).toHaveURL(handle);
    await expect(page.getByRole('heading', { level: 1, name: s.shown })).toBeVisible();
  });

test('a collection of thousands is read a page at a time, keeping its sort', async ({ page }) => {
  await page.goto('/en/collection/skin-care?sort=new');
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager.getByText(/^Page 1 of \d{2,}$/)).toBeVisible();
  // the grid's cards, each named by its heading
  const names = page.getByRole('main').getByRole('listitem').getByRole('heading', { level: 2 });
  await expect(names).toHaveCount(48);
  const first = await names.first().textContent();
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page).toHaveURL(/[?&]sort=new/);
  await expect(pager.getByText(/^Page 2 of \d{2,}$/)).toBeVisible();
  await expect(names).toHaveCount(48);
  await expect(names.first()).not.toHaveText(first!);
  await pager.getByRole('link', { name: 'Previous' }).click();
  await expect(pager.getByText(/^Page 1 of /)).toBeVisible();
  await expect(names.first()).toHaveText(first!);
});
