import type { Browser } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { placeApiOrder } from './order-helpers.ts';

/**
 * The order list's printing and saved views: packing slips and invoices for two orders (one addressed in Chinese)
 * as one PDF whose text holds both numbers and the Chinese; and a staff member's saved view of a filtered list.
 */

// a product no other spec counts stock on
const SKU = 'OC-ESS-RICE';

function placeOrder(browser: Browser, who: Record<string, string>): Promise<{ id: string; number: string }> {
  return placeApiOrder(browser, {
    sku: SKU,
    emailPrefix: 'order-print',
    address: { delivery_city: 'Kowloon', ...who },
  });
}

test('staff print packing slips and invoices for two orders as one PDF with Chinese text', async ({
  page,
  browser,
}) => {
  const a = await placeOrder(browser, {
    delivery_firstname: 'Tai Man',
    delivery_lastname: 'Lee',
    delivery_address: '8 Finance Street',
    locale: 'en',
  });
  const b = await placeOrder(browser, {
    delivery_firstname: '美玲',
    delivery_lastname: '陳',
    delivery_address: '九龍彌敦道一號',
    locale: 'hk',
  });
  await staffSignIn(page, 'fulfilment', '/admin/orders');
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(b.number);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('link', { name: b.number })).toBeVisible();

  // the bulk bar links here; the signed-in staff page asks for the PDF of the two orders
  const res = await page.request.get(`/api/v1/admin/orders/packing-slips.pdf?ids=${a.id},${b.id}&kind=both`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  const doc = await getDocumentProxy(new Uint8Array(await res.body()));
  expect(doc.numPages).toBe(4);
  const { text } = await extractText(doc, { mergePages: true });
  expect(text).toContain(a.number);
  expect(text).toContain(b.number);
  const squeezed = text.replace(/\s+/g, '');
  expect(squeezed).toContain('陳美玲');
  expect(squeezed).toContain('九龍彌敦道一號');
});

test('a saved view: filter by status, save it, reload, open it, delete it', async ({ page }) => {
  const name = `Paid orders ${Date.now() % 100000}`;
  await staffSignIn(page, 'manager', '/admin/orders');
  await page.goto('/admin/orders');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('paid');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/status=paid/);
  await page.getByRole('textbox', { name: 'Name of this view' }).fill(name);
  await page.getByRole('button', { name: 'Save this view' }).click();
  await expect(page.getByText(`Saved the view “${name}”.`)).toBeVisible();
  await expect(page.getByRole('link', { name })).toBeVisible();

  await page.goto('/admin/orders');
  await page.reload();
  const view = page.getByRole('link', { name });
  await expect(view).toBeVisible();
  await expect(view).not.toHaveAttribute('aria-current', 'page');
  await view.click();
  await expect(page).toHaveURL(/\/admin\/orders\?status=paid$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
  await expect(page.getByRole('link', { name })).toHaveAttribute('aria-current', 'page');

  await page.getByRole('button', { name: `Delete the view “${name}”` }).click();
  await expect(page.getByRole('link', { name })).toHaveCount(0);
});
