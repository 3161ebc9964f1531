import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { placeApiOrder } from './order-helpers.ts';

// the tests here share one product and read its stock: they run one after another, not side by side
test.describe.configure({ mode: 'default' });

/**
 * The order lifecycle on the staff's and the shopper's paths: each test places its own guest order through
 * the shop's API in a separate browser (so no shared demo order changes), then works it in the back office.
 */

// a product no other spec counts on
const SKU = 'OC-SRM-NIA10';

interface Placed {
  id: string;
  number: string;
  token: string;
  total: number;
}

function placeOrder(browser: Browser, method: 'card' | 'bank_transfer', quantity = 2): Promise<Placed> {
  return placeApiOrder(browser, { sku: SKU, method, quantity, emailPrefix: 'admin-orders' });
}

async function openOrder(page: Page, number: string) {
  await page.goto('/admin/orders');
  await page.getByRole('searchbox', { name: 'Search' }).fill(number);
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
}

test('an owner finds a paid order, packs and ships it with tracking, and the shopper sees it shipped', async ({
  page,
  browser,
}) => {
  const order = await placeOrder(browser, 'card');
  await staffSignIn(page, 'owner', '/admin/orders');
  await page.getByRole('combobox', { name: 'Status' }).selectOption('paid');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  const exports = page.getByRole('group', { name: 'Export CSV' });
  await expect(exports.getByRole('link', { name: 'Orders', exact: true })).toHaveAttribute(
    'href',
    /export\.csv\?status=paid$/,
  );
  await expect(exports.getByRole('link', { name: 'Orders with line items' })).toHaveAttribute(
    'href',
    /export\.csv\?status=paid&lines=1$/,
  );

  await openOrder(page, order.number);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await page.getByRole('button', { name: 'Mark packed' }).click();
  await expect(page.getByRole('status')).toHaveText('Order is now Packed.');

  // shipping is one parcel of everything, with a carrier from the shop's list
  const ship = page.getByRole('region', { name: 'Shipments' });
  await ship.getByRole('combobox', { name: 'Carrier' }).selectOption({ label: 'SF Express' });
  await ship.getByRole('textbox', { name: 'Tracking number' }).fill('SF1122334455');
  await ship.getByRole('button', { name: 'Ship these items' }).click();
  await expect(page.getByRole('status')).toHaveText('Shipment created: the whole order has shipped.');
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // the shopper's own order page
  const shopper = await browser.newPage();
  try {
    await shopper.goto(`/en/checkout/order-confirmation/${order.id}?token=${order.token}`);
    const shipment = shopper.getByRole('region', { name: 'Your parcel is on its way' });
    await expect(shipment).toBeVisible();
    await expect(shipment.getByText('SF Express')).toBeVisible();
    await expect(shipment.getByText('SF1122334455')).toBeVisible();
    await expect(shipment.getByRole('link', { name: 'Track your parcel' })).toHaveAttribute(
      'href',
      /sf-express\.com/,
    );
  } finally {
    await shopper.close();
  }
});

test('a partial refund with restock puts the units back in stock and keeps the order paid', async ({
  page,
  browser,
}) => {
  const order = await placeOrder(browser, 'card', 3);
  await staffSignIn(page, 'owner');
  await openOrder(page, order.number);
  const stockText = page.getByText(/^In stock now: \d+$/);
  const before = Number((await stockText.textContent())!.replace(/\D/g, ''));

  const refund = page.getByRole('region', { name: 'Refund', exact: true });
  // a typed amount (the form opens on chosen lines); nothing moves before the confirmation says where it goes
  await refund.getByRole('radio', { name: 'An amount' }).check();
  await refund.getByRole('textbox', { name: 'Amount (HKD)' }).fill('12.50');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('One bottle arrived broken');
  await refund.getByRole('spinbutton', { name: /Units of .* to return to stock/ }).fill('1');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Refund order ${order.number}?` });
  await expect(confirm).toContainText('HK$12.50 goes back to the customer’s');
  await confirm.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(page.getByRole('status')).toHaveText('HK$12.50 refunded.');
  await expect(page.getByText(`In stock now: ${before + 1}`)).toBeVisible();
  await expect(page.getByText('1 returned to stock')).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');

  // more than is left is refused next to the field
  await refund.getByRole('textbox', { name: 'Amount (HKD)' }).fill(String(order.total / 100));
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Too much');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await confirm.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(refund.getByText('More than can still be refunded.')).toBeVisible();

  const shopper = await browser.newPage();
  try {
    await shopper.goto(`/en/checkout/order-confirmation/${order.id}?token=${order.token}`);
    await expect(
      shopper.getByText('HK$12.50 of this order has been refunded to your original payment method.'),
    ).toBeVisible();
  } finally {
    await shopper.close();
  }
});

test('a bank transfer is confirmed: the order becomes paid', async ({ page, browser }) => {
  const order = await placeOrder(browser, 'bank_transfer');
  await staffSignIn(page, 'owner');
  await openOrder(page, order.number);
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  const form = page.getByRole('form', { name: 'Confirm bank transfer' });
  // the dialog says what an amount will do before anything is recorded: HK$1 leaves most of it owed
  await form.getByRole('textbox', { name: 'Amount received (HKD)' }).fill('1');
  await form.getByRole('textbox', { name: 'Bank reference' }).fill('HSB-778899');
  await form.getByRole('button', { name: 'Confirm payment' }).click();
  const dialog = page.getByRole('dialog', { name: /^Record HK\$1\.00/ });
  await expect(dialog).toContainText('the order stays awaiting payment');
  await dialog.getByRole('button', { name: 'Go back' }).click();
  await form.getByRole('textbox', { name: 'Amount received (HKD)' }).fill((order.total / 100).toFixed(2));
  await form.getByRole('button', { name: 'Confirm payment' }).click();
  await page
    .getByRole('dialog', { name: /^Record HK\$/ })
    .getByRole('button', { name: 'Confirm' })
    .click();
  await expect(page.getByRole('status')).toHaveText('Transfer confirmed: the order is paid.');
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByText('HSB-778899').first()).toBeVisible();
});

test('fulfilment staff cannot refund: no refund form, and the API answers 403', async ({ page, browser }) => {
  const order = await placeOrder(browser, 'card');
  await staffSignIn(page, 'fulfilment');
  await openOrder(page, order.number);
  await expect(page.getByRole('button', { name: 'Mark packed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Refund', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);
  // cancelling a paid order refunds it: not for fulfilment either
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'shop_staff_csrf')!.value;
  const res = await page.request.post(`/api/v1/admin/orders/${order.id}/refunds`, {
    data: { amount: 100, reason: 'not allowed' },
    headers: { 'x-csrf-token': csrf },
  });
  expect(res.status()).toBe(403);
  expect((await res.json()).code).toBe('forbidden');
});

test('rejecting a transfer is cancelling it, after a confirm dialog that can be dismissed', async ({
  page,
  browser,
}) => {
  const order = await placeOrder(browser, 'bank_transfer');
  await staffSignIn(page, 'owner');
  await openOrder(page, order.number);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${order.number}?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep the order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('textbox', { name: /Note for the timeline/ }).fill('No transfer arrived');
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByRole('status')).toHaveText('Order is now Cancelled.');
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByText('No transfer arrived')).toBeVisible();
});
