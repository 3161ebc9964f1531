import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { readCatalogueCsv } from '@shop/core';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { uniqueSeq } from './unique.ts';
import { expectNoSeriousAxe } from './account-views.ts';

// products only this spec makes: a prefix of its own per run
const PREFIX = `IOE${uniqueSeq()}`;
const HEADER =
  'handle,sku,title_en,title_zh_hant,brand,type,categories,tags,published,option_sku,option_title_en,' +
  'price_hkd,price_usd,stock,availability';
const PRODUCTS = 25;
const handleOf = (i: number) => `${PREFIX.toLowerCase()}-cream-${i}`;
const nameOf = (i: number) => `${PREFIX} Cream ${i}`;

/** 50 rows: 25 products with a 30 ml and a 50 ml option. `bad` replaces rows by their spreadsheet number. */
function catalogueFile(bad: Record<number, string> = {}): string {
  const rows: string[] = [];
  for (let i = 1; i <= PRODUCTS; i++) {
    const sku = `${PREFIX}-C${i}`;
    rows.push(
      `${handleOf(i)},${sku},${nameOf(i)},霜 ${i},Oxygen Ceuticals,product,Face,,true,${sku}-30,30 ml,${100 + i}.00,${13 + i}.00,10,in_stock`,
      `${handleOf(i)},${sku},,,,,,,,${sku}-50,50 ml,${150 + i}.50,${19 + i}.00,5,in_stock`,
    );
  }
  for (const [row, text] of Object.entries(bad)) rows[Number(row) - 2] = text;
  return [HEADER, ...rows].join('\n') + '\n';
}
// rows 9 and 32 (the header is row 1): a negative price and a script in a name
const BAD = {
  9: `${handleOf(4)},${PREFIX}-C4,,,,,,,,${PREFIX}-C4-50,50 ml,-5.00,23.00,5,in_stock`,
  32: `${handleOf(16)},${PREFIX}-C16,<script>alert(1)</script>,,Oxygen Ceuticals,product,Face,,true,${PREFIX}-C16-30,30 ml,116.00,29.00,10,in_stock`,
};

async function asGuest<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}
const productPage = (i: number) => `/en/oxygen-ceuticals/${handleOf(i)}`;

async function chooseFile(page: Page, text: string) {
  await page.getByLabel('CSV file').setInputFiles({
    name: 'catalogue.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(text, 'utf8'),
  });
}

test.describe.configure({ mode: 'serial' });

test('an owner imports a 50-row file: bad rows are named and nothing is written, then the fixed file goes live', async ({
  page,
  browser,
}) => {
  await staffSignIn(page, 'owner', '/admin/products/import');
  await expect(page.getByRole('heading', { level: 1, name: 'Import products' })).toBeVisible();

  await chooseFile(page, catalogueFile(BAD));
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert')).toContainText('2 problems found: nothing was imported');
  const problems = page.getByRole('table', { name: 'Problems in the file, by row' });
  await expect(problems.getByRole('row')).toHaveCount(3);
  await expect(problems.getByRole('row').nth(1)).toContainText('9');
  await expect(problems.getByRole('row').nth(1)).toContainText('price_hkd');
  await expect(problems.getByRole('row').nth(1)).toContainText('A price cannot be negative.');
  await expect(problems.getByRole('row').nth(2)).toContainText('32');
  await expect(problems.getByRole('row').nth(2)).toContainText('title_en');
  await expect(problems.getByRole('row').nth(2)).toContainText('Scripts are not allowed');
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await expectNoSeriousAxe(page, 'the import page with its problems');

  // nothing of the file was written: not in the list, not in the shop
  await page.goto(`/admin/products?q=${PREFIX}`);
  await expect(page.getByRole('table', { name: 'Products' }).getByText('Nothing here yet.')).toBeVisible();
  await asGuest(browser, async (guest) => {
    const res = await guest.goto(productPage(1));
    expect(res?.status()).toBe(404);
  });

  // fixed, checked again, then imported
  await page.goto('/admin/products/import');
  await chooseFile(page, catalogueFile());
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('status')).toContainText('New products: 25');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status')).toContainText('Imported. New products: 25');

  await asGuest(browser, async (guest) => {
    await guest.goto(productPage(16));
    await expect(guest.getByRole('heading', { level: 1, name: nameOf(16) })).toBeVisible();
    await expect(guest.getByText('HK$116').first()).toBeVisible();
  });
});

test('the export of the imported products matches the file', async ({ page }) => {
  await staffSignIn(page, 'owner', `/admin/products?q=${PREFIX}`);
  await expect(page.getByRole('link', { name: nameOf(1), exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export this list' }).click();
  const file = await readFile((await (await download).path())!, 'utf8');
  const exported = readCatalogueCsv(file);
  const imported = readCatalogueCsv(catalogueFile());
  expect(exported.errors).toEqual([]);
  const options = (read: typeof exported) =>
    read.products
      .flatMap((p) =>
        p.options.map((o) => [
          p.sku,
          p.handle,
          p.name.eng,
          o.sku,
          o.name.eng,
          o.priceHkd,
          o.priceUsd,
          o.stock,
        ]),
      )
      .sort((a, b) => String(a[3]).localeCompare(String(b[3])));
  expect(options(exported)).toEqual(options(imported));
  expect(exported.products.every((p) => p.published === true && p.brand === 'oxygen_ceuticals')).toBe(true);
});

test('bulk-selected products are unpublished and leave the shop', async ({ page, browser }) => {
  await staffSignIn(page, 'owner', `/admin/products?q=${PREFIX}&sort=name`);
  await page.getByRole('checkbox', { name: `Select ${nameOf(1)}`, exact: true }).check();
  await page.getByRole('checkbox', { name: `Select ${nameOf(10)}`, exact: true }).check();
  const bar = page.getByRole('form', { name: 'Do with the selected products' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByLabel('Do with the selected products').selectOption({ label: 'Unpublish' });
  await bar.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status')).toHaveText('Done. Products changed: 2.');

  await page.goto(`/admin/products?q=${PREFIX}&status=unpublished`);
  const table = page.getByRole('table', { name: 'Products' });
  await expect(table.getByRole('link', { name: nameOf(1), exact: true })).toBeVisible();
  await expect(table.getByRole('link', { name: nameOf(10), exact: true })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(3);

  await asGuest(browser, async (guest) => {
    expect((await guest.goto(productPage(1)))?.status()).toBe(404);
    expect((await guest.goto(productPage(10)))?.status()).toBe(404);
    await guest.goto(productPage(2));
    await expect(guest.getByRole('heading', { level: 1, name: nameOf(2) })).toBeVisible();
  });
});

test('a price change by percentage shows before → after and needs a confirmation', async ({
  page,
  browser,
}) => {
  await staffSignIn(page, 'owner', `/admin/products?q=${PREFIX}&status=published&sort=name`);
  await page.getByRole('checkbox', { name: `Select ${nameOf(2)}`, exact: true }).check();
  const bar = page.getByRole('form', { name: 'Do with the selected products' });
  await bar
    .getByLabel('Do with the selected products')
    .selectOption({ label: 'Change prices by a percentage' });
  await bar.getByLabel('Change by (%)').fill('-10');
  await bar.getByRole('button', { name: 'Review the new prices' }).click();
  const preview = page.getByRole('region', { name: 'New prices of the selected products (1)' });
  await expect(preview.getByRole('row', { name: /30 ml/ })).toContainText('HK$102.00');
  await expect(preview.getByRole('row', { name: /30 ml/ })).toContainText('HK$91.80');
  await expect(preview.getByRole('row', { name: /50 ml/ })).toContainText('HK$137.25');
  await expectNoSeriousAxe(page, 'the product list with the price preview');
  // nothing changed yet
  await asGuest(browser, async (guest) => {
    await guest.goto(productPage(2));
    await expect(guest.getByText('HK$102').first()).toBeVisible();
  });
  await preview.getByRole('button', { name: 'Change the prices' }).click();
  await expect(page.getByRole('status')).toHaveText('Done. Products changed: 1.');
  await asGuest(browser, async (guest) => {
    await guest.goto(productPage(2));
    await expect(guest.getByText('HK$91.80').first()).toBeVisible();
  });

  // the back office in Traditional Chinese
  await page.goto(`/admin/lang?to=hk&next=${encodeURIComponent('/admin/products/import')}`);
  await expect(page.getByRole('heading', { level: 1, name: '匯入產品' })).toBeVisible();
  await expect(page.getByRole('button', { name: '檢查檔案' })).toBeVisible();
  await page.goto(`/admin/products?q=${PREFIX}`);
  await expect(page.getByRole('checkbox', { name: '選取此頁所有產品' })).toBeVisible();
});
