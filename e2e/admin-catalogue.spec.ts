import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';

// a product no other spec reads; every change here is put back before the test ends
const PRODUCT = {
  sku: 'MV-CRM-CAL',
  name: 'Calendula Comfort Cream',
  path: '/en/maison-verdure/calendula-comfort-cream',
};

/** A first-time guest (no cookies): the kind of visit the server's guest page cache keeps and shares. */
async function asGuest<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await fn(await context.newPage());
  } finally {
    await context.close();
  }
}

async function openEditor(page: Page) {
  await page.goto(`/admin/products?q=${encodeURIComponent(PRODUCT.sku)}`);
  await page.getByRole('link', { name: PRODUCT.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
}

/** The editor is in sections: an option's prices, stock and history are on its own page under Options. */
async function openOption(page: Page) {
  await openEditor(page);
  await page
    .getByRole('navigation', { name: 'Product sections' })
    .getByRole('link', { name: 'Options' })
    .click();
  await page
    .getByRole('link', { name: /^(Edit|Open) / })
    .first()
    .click();
  await expect(page.getByRole('form', { name: new RegExp(PRODUCT.sku) })).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

test('an owner changes an option price and the product page shows it at once', async ({ page, browser }) => {
  // a guest has seen the page: it sits in the shared page cache now
  await asGuest(browser, async (guest) => {
    await guest.goto(PRODUCT.path);
    await expect(guest.getByText('HK$380').first()).toBeVisible();
  });

  await staffSignIn(page, 'owner', '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await openOption(page);
  const option = page.getByRole('form', { name: new RegExp(PRODUCT.sku) });
  await option.getByLabel('Price (HKD)', { exact: true }).fill('395');
  await option.getByRole('button', { name: 'Save option' }).click();
  await expect(option.getByRole('status')).toHaveText('Saved.');

  await asGuest(browser, async (guest) => {
    await guest.goto(PRODUCT.path);
    await expect(guest.getByText('HK$395').first()).toBeVisible();
  });

  // a special price above the price is refused next to its field, and nothing changes
  await option.getByLabel('Add-on price (HKD)', { exact: true }).fill('500');
  await option.getByRole('button', { name: 'Save option' }).click();
  await expect(option.getByText('The add-on price cannot be above the price.')).toBeVisible();
  await expect(option.getByLabel('Add-on price (HKD)', { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await option.getByLabel('Add-on price (HKD)', { exact: true }).fill('');
  await option.getByLabel('Price (HKD)', { exact: true }).fill('380');
  await option.getByRole('button', { name: 'Save option' }).click();
  await expect(option.getByRole('status')).toHaveText('Saved.');
});

test('a stock adjustment with its reason shows in the ledger', async ({ page }) => {
  await staffSignIn(page, 'fulfilment', '/admin/products');
  await openOption(page);
  // fulfilment counts stock but never edits prices: the option's save button is not there
  await expect(page.getByRole('button', { name: 'Save option' })).toHaveCount(0);
  const reason = `delivery e2e ${Date.now()}`;
  await page.getByLabel('Change by').fill('5');
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  const ledger = page.getByRole('table', { name: /Stock movements/ });
  const row = ledger.getByRole('row').filter({ hasText: reason });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: '+5' })).toBeVisible();
  await expect(row.getByRole('cell', { name: 'fulfilment@example.com' })).toBeVisible();

  // taking away more than there is: refused, said next to the field
  await page.getByLabel('Change by').fill('-100000');
  await page.getByLabel('Reason').fill('too many');
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(page.getByText('There is not that much stock to take away.')).toBeVisible();

  await page.getByLabel('Change by').fill('-5');
  await page.getByLabel('Reason').fill(`undo ${reason}`);
  await page.getByRole('button', { name: 'Adjust stock' }).click();
  await expect(ledger.getByRole('row').filter({ hasText: `undo ${reason}` })).toBeVisible();
});

test('hiding a product makes its page 404; publishing brings it back', async ({ page, browser }) => {
  await staffSignIn(page, 'owner', '/admin/products');
  await openEditor(page);
  await page.getByRole('button', { name: 'Hide from the shop' }).click();
  await expect(page.getByText('Hidden from the shop')).toBeVisible();
  try {
    const status = await asGuest(browser, async (guest) => (await guest.goto(PRODUCT.path))?.status());
    expect(status).toBe(404);
    await page.goto('/admin/products?published=false');
    await expect(page.getByRole('link', { name: PRODUCT.name })).toBeVisible();
    await page.getByRole('link', { name: PRODUCT.name }).click();
  } finally {
    await page.getByRole('button', { name: 'Publish' }).click();
  }
  await expect(page.getByRole('button', { name: 'Hide from the shop' })).toBeVisible();
  const status = await asGuest(browser, async (guest) => (await guest.goto(PRODUCT.path))?.status());
  expect(status).toBe(200);
});
