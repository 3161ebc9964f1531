import type { Browser, Page } from '@playwright/test';
import { formatMoney } from '@shop/core';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { apiPost, newMember } from './member-helpers.ts';

// Returns and exchanges (docs/order-operations.md): a member asks from their order page, staff approve, receive
// with restock and refund the computed amount after the confirmation; an exchange order for another option.
test.describe.configure({ mode: 'default' });

const main = (page: Page) => page.getByRole('main');

interface Product {
  _id: string;
  sku: string;
  product_type: number;
  product_option: {
    sub_sku: string;
    is_subscription: boolean;
    display: { purchasable: boolean };
    availability: string;
  }[];
}

const buyable = (o: Product['product_option'][number]) =>
  !o.is_subscription && o.display.purchasable && o.availability === 'in_stock';

/** A product with two options on sale that the other specs (which take the first one) leave alone. */
async function twoOptionProduct(page: Page) {
  const all = (await (await page.request.get('/api/v1/product?channel=4&limit=100')).json()) as Product[];
  const fits = all
    .filter(
      (p) => p.product_type === 0 && p.sku !== 'OC-SRM-NIA10' && p.product_option.filter(buyable).length >= 2,
    )
    .sort((a, b) => a.sku.localeCompare(b.sku));
  return fits.at(-1)!;
}

/** A card order of the signed-in member, paid through the sandbox. */
async function memberOrder(page: Page, email: string, quantity: number) {
  const product = await twoOptionProduct(page);
  const option = product.product_option.filter(buyable)[0]!;
  await apiPost(page, '/api/v1/cart', {
    pid: product._id,
    sku: product.sku,
    sub_sku: option.sub_sku,
    quantity,
    currency: 'HKD',
  });
  const methods = (await (await page.request.get('/api/v1/delivery-methods?country=hk')).json()).methods;
  const address = {
    cart_type: 'single',
    currency: 'HKD',
    email,
    delivery_method: methods.find((m: { kind: string }) => m.kind === 'delivery')._id,
    delivery_firstname: 'Siu Ming',
    delivery_lastname: 'Wong',
    delivery_calling_code: '852',
    delivery_contact: '98765432',
    delivery_address: '8 Finance Street',
    delivery_city: 'Central',
    delivery_country_key: 'hk',
    billing_same: true,
    add_gift_box_wrapping: false,
    locale: 'en',
  };
  const quote = await apiPost(page, '/api/v1/order/quote', address);
  const { order, payment } = await apiPost(page, '/api/v1/order/create', {
    ...address,
    payment_method: 'card',
    expected_total: quote.total,
  });
  await apiPost(page, `/api/v1/payment/sandbox/${payment.id}/complete`, { outcome: 'approve' });
  return {
    id: order._id as string,
    number: order.number as string,
    unitPrice: quote.items[0].unit_price as number,
  };
}

/** Staff take the paid order through packed, shipped and delivered on its admin page. */
async function deliver(staff: Page, number: string) {
  await staff.goto('/admin/orders');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(number);
  await staff.getByRole('button', { name: 'Filter' }).click();
  await staff.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { name: `Order ${number}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Mark packed' }).click();
  await expect(staff.getByRole('status')).toHaveText('Order is now Packed.');
  const ship = staff.getByRole('region', { name: 'Shipments' });
  await ship.getByRole('combobox', { name: 'Carrier' }).selectOption({ label: 'SF Express' });
  await ship.getByRole('textbox', { name: 'Tracking number' }).fill('SF5566778899');
  await ship.getByRole('button', { name: 'Ship these items' }).click();
  await expect(staff.getByRole('status')).toHaveText('Shipment created: the whole order has shipped.');
  await staff.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(staff.getByRole('status')).toHaveText('Order is now Delivered.');
}

async function staffPage(browser: Browser) {
  const staff = await (await browser.newContext()).newPage();
  await staffSignIn(staff, 'owner', '/admin/orders');
  return staff;
}

async function openReturn(staff: Page, number: string) {
  await staff.goto('/admin/returns');
  await staff.getByRole('link', { name: number }).click();
  await expect(staff.getByRole('heading', { name: `Return ${number}` })).toBeVisible();
}

test('a return of one of two items refunded with the computed amount and restocked', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const m = await newMember(page);
  const order = await memberOrder(page, m.email, 2);
  const staff = await staffPage(browser);
  await deliver(staff, order.number);
  const stockLine = staff.getByText(/^In stock now: \d+$/);
  const stockBefore = Number((await stockLine.textContent())!.replace(/\D/g, ''));

  // the member asks from their order page
  await page.goto(`/en/account?view=ORDERS&order=${order.id}`);
  await main(page).getByText('Request a return').click();
  await main(page)
    .getByRole('spinbutton', { name: /How many of .* to return/ })
    .fill('1');
  await main(page).getByRole('combobox', { name: 'Reason' }).selectOption('damaged');
  await main(page).getByRole('textbox', { name: 'Tell us more (optional)' }).fill('The pump is broken');
  await main(page).getByRole('button', { name: 'Send return request' }).click();
  const sent = main(page).getByRole('status').filter({ hasText: 'Your return request' });
  await expect(sent).toBeVisible();
  const rma = /R\d+/.exec((await sent.textContent())!)![0];
  await expect(main(page).getByText(`Return ${rma} · Requested`)).toBeVisible();

  // staff: approve, receive with restock, refund after the confirmation
  await openReturn(staff, rma);
  await staff.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByRole('status')).toHaveText('Return approved.');
  await expect(staff.getByRole('spinbutton', { name: /Units received of/ })).toHaveValue('1');
  await staff.getByRole('combobox', { name: /What happens to/ }).selectOption('restock');
  await staff.getByRole('button', { name: 'Receive items' }).click();
  await expect(staff.getByRole('status')).toHaveText('Items received.');
  const amount = formatMoney(order.unitPrice, 'HKD', 'en');
  await expect(staff.getByRole('row', { name: /To the original payment/ })).toContainText(amount);
  await staff.getByRole('button', { name: 'Review refund' }).click();
  const dialog = staff.getByRole('dialog', { name: `Refund return ${rma}?` });
  await expect(dialog).toContainText(`${amount} goes back to the customer’s`);
  await dialog.getByRole('button', { name: 'Refund now' }).click();
  await expect(staff.getByRole('status')).toHaveText(`Refunded ${amount}.`);
  await expect(staff.getByTestId('return-status')).toHaveText('Refunded');

  // the stock went back up by the unit received
  await staff.getByRole('link', { name: `Order ${order.number}` }).click();
  await expect(staff.getByText(`In stock now: ${stockBefore + 1}`)).toBeVisible();
  await expect(staff.getByRole('link', { name: rma })).toBeVisible();

  // the member sees it refunded
  await page.goto(`/en/account?view=ORDERS&order=${order.id}`);
  await expect(main(page).getByText(`Return ${rma} · Refunded`)).toBeVisible();
  await expect(main(page).getByText(`Refunded ${amount}`)).toBeVisible();
});

test('an exchange', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const m = await newMember(page);
  const order = await memberOrder(page, m.email, 1);
  const staff = await staffPage(browser);
  await deliver(staff, order.number);
  // support staff would do the same: the return opened on the order page for the customer who called
  await staff.getByText('Open a return for the customer').click();
  await staff.getByRole('spinbutton', { name: /Units of .* \(up to 1\)/ }).fill('1');
  await staff.getByRole('combobox', { name: 'Reason' }).selectOption('wrong_item');
  await staff.getByRole('combobox', { name: 'Return or exchange' }).selectOption('exchange');
  await staff.getByRole('button', { name: 'Open return' }).click();
  await expect(staff.getByRole('heading', { name: /^Return R\d+$/ })).toBeVisible();
  const rma = /R\d+/.exec((await staff.getByRole('heading', { name: /^Return R\d+$/ }).textContent())!)![0];
  await staff.getByRole('button', { name: 'Approve' }).click();
  await expect(staff.getByRole('status')).toHaveText('Return approved.');
  const pick = staff.getByRole('combobox', { name: /Send instead of/ });
  await expect(pick.getByRole('option')).not.toHaveCount(0);
  await staff.getByRole('button', { name: 'Create exchange order' }).click();
  const done = staff.getByRole('status').filter({ hasText: /Exchange order OC\d+ created/ });
  await expect(done).toBeVisible();
  const exchangeNumber = /OC\d+/.exec((await done.textContent())!)![0];
  await expect(staff.getByTestId('return-status')).toHaveText('Exchanged');

  await page.goto(`/en/account?view=ORDERS&order=${order.id}`);
  await expect(main(page).getByText(`Return ${rma} · Replacement arranged`)).toBeVisible();
  await expect(main(page).getByText(`Replacement order ${exchangeNumber}`)).toBeVisible();
});

test('the order page refunds chosen lines with the amount core computes, after the confirmation', async ({
  page,
  browser,
}) => {
  const m = await newMember(page);
  const order = await memberOrder(page, m.email, 2);
  const staff = await staffPage(browser);
  await staff.goto('/admin/orders');
  await staff.getByRole('searchbox', { name: 'Search' }).fill(order.number);
  await staff.getByRole('button', { name: 'Filter' }).click();
  await staff.getByRole('link', { name: order.number }).click();
  const refund = staff.getByRole('region', { name: 'Refund', exact: true });
  await refund.getByRole('spinbutton', { name: /Units of .* to refund/ }).fill('1');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('One arrived opened');
  const amount = formatMoney(order.unitPrice, 'HKD', 'en');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = staff.getByRole('dialog', { name: `Refund order ${order.number}?` });
  await expect(confirm).toContainText(`${amount} goes back to the customer’s`);
  await confirm.getByRole('button', { name: 'Confirm refund' }).click();
  await expect(staff.getByRole('status')).toHaveText(`${amount} refunded.`);
  await expect(staff.getByText('1 returned to stock')).toBeVisible();
});
