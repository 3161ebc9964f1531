import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { catalogueOf, placeApiOrder, type CatalogueProduct } from './order-helpers.ts';

// the tests here read and move stock of their own products: one after another
test.describe.configure({ mode: 'default' });

/**
 * Order operations on money: staff edit a paid order before it ships and the shopper pays the difference on the
 * order's payment page; a bank transfer that arrives HK$15 short is accepted within the shop's HK$20 tolerance.
 * Each test places its own guest order through the shop's API in a separate browser.
 */

// products no other admin order spec counts on
const ORDERED = 'OC-SRM-HYA';
interface Placed {
  id: string;
  number: string;
  token: string;
  total: number;
  /** a product to add, by its English name */
  other: string;
}

async function placeOrder(browser: Browser, method: 'card' | 'bank_transfer'): Promise<Placed> {
  const sellable = (p: CatalogueProduct) =>
    p.brand_key === 'oxygen_ceuticals' &&
    p.product_option.some((o) => !o.is_subscription && o.availability === 'in_stock');
  const candidates = (await catalogueOf(browser)).filter(sellable).sort((a, b) => a.sku.localeCompare(b.sku));
  const product = candidates.find((p) => p.sku.startsWith(ORDERED)) ?? candidates[0]!;
  const other = candidates.find((p) => p !== product && p.name.eng.length > 3)!;
  const placed = await placeApiOrder(browser, { sku: product.sku, method, emailPrefix: 'order-edits' });
  return { ...placed, other: other.name.eng };
}

async function openOrder(page: Page, number: string) {
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
}

test('an order edited before shipping (difference collected)', async ({ page, browser }) => {
  const order = await placeOrder(browser, 'card');
  await staffSignIn(page, 'owner');
  await openOrder(page, order.number);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');

  // staff find a second product by name and add one unit
  const edit = page.getByRole('form', { name: 'Edit order' });
  await edit.getByRole('searchbox', { name: 'Find a product to add' }).fill(order.other.slice(0, 8));
  await edit
    .getByRole('button', { name: new RegExp(`^Add ${order.other.slice(0, 8)}`) })
    .first()
    .click();
  await expect(
    edit.getByRole('spinbutton', { name: new RegExp(`^Quantity of ${order.other.slice(0, 8)}`) }),
  ).toHaveValue('1');
  await edit.getByRole('button', { name: 'Review changes' }).click();
  const difference = edit.getByTestId('edit-difference');
  await expect(difference).toHaveText(/^\+HK\$/);
  await expect(edit.getByTestId('edit-old-total')).toHaveText(`HK$${(order.total / 100).toFixed(2)}`);
  const due = (await difference.textContent())!.slice(1);
  await expect(edit.getByText(`The customer will be asked to pay ${due}`).first()).toBeVisible();
  await edit.getByRole('button', { name: 'Confirm changes' }).click();
  const dialog = page.getByRole('dialog', { name: `Change order ${order.number}?` });
  await expect(dialog.getByText(`The customer will be asked to pay ${due}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm changes' }).click();
  await expect(page.getByRole('status')).toHaveText(`Order changed. The customer still owes ${due}.`);
  await expect(page.getByTestId('order-owed')).toContainText(`Still owed: ${due}`);
  await expect(page.getByText(/order edited:/)).toBeVisible();

  // the shopper opens the payment link and pays the difference
  const shopper = await browser.newPage();
  try {
    await shopper.goto(`/en/checkout/${order.id}?token=${order.token}`);
    await shopper.getByRole('radio', { name: /Credit or debit card/ }).check();
    await shopper.getByRole('button', { name: `Pay ${due}` }).click();
    await expect(shopper).toHaveURL(/\/pay\/sandbox\//);
    await shopper.getByRole('button', { name: 'Approve' }).click();
    await expect(shopper.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  } finally {
    await shopper.close();
  }

  // staff see it paid: nothing owed, the payment on the timeline
  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-owed')).toHaveCount(0);
  await expect(page.getByText(/difference paid/)).toBeVisible();
});

test('a transfer HK$15 short is accepted within the tolerance', async ({ page, browser }) => {
  const order = await placeOrder(browser, 'bank_transfer');
  await staffSignIn(page, 'owner');
  await openOrder(page, order.number);
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  const form = page.getByRole('form', { name: 'Confirm bank transfer' });
  await form
    .getByRole('textbox', { name: 'Amount received (HKD)' })
    .fill(((order.total - 1500) / 100).toFixed(2));
  await form.getByRole('textbox', { name: 'Bank reference' }).fill('HSB-15SHORT');
  await form.getByRole('button', { name: 'Confirm payment' }).click();
  const dialog = page.getByRole('dialog', { name: /^Record HK\$/ });
  await expect(dialog).toContainText(
    'HK$15.00 short, within your HK$20.00 tolerance: it will be written off',
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText('Transfer confirmed: the order is paid.');
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('order-owed')).toContainText('Written off: HK$15.00');
  await expect(
    page.getByText(/HK\$15\.00 short, within the HK\$20\.00 tolerance, written off/),
  ).toBeVisible();
});
