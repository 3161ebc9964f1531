import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { placeApiOrder } from './order-helpers.ts';

/**
 * Shipments and bulk work in the back office: an order sent in two parcels (shipped only after the second), and
 * twenty paid orders marked shipped at once from a tracking file uploaded through the order list's bulk bar.
 * Each order is placed through the shop's API in its own browser context, from its own address (the checkout's
 * per-address limit), so no demo order changes.
 */

// a product no other spec counts the stock of
const SKU = 'OC-BDY-LOT';

interface Placed {
  id: string;
  number: string;
}

function placePaidOrder(browser: Browser, quantity: number, n: number): Promise<Placed> {
  return placeApiOrder(browser, {
    sku: SKU,
    quantity,
    ip: `10.233.${(Date.now() >> 8) % 250}.${n % 250}`,
    emailPrefix: `admin-ship-${n}`,
    address: {
      delivery_firstname: 'Ka Yan',
      delivery_lastname: 'Lee',
      delivery_contact: '91234567',
      delivery_address: '1 Harbour Road',
      delivery_city: 'Wan Chai',
    },
  });
}

async function openOrder(page: Page, o: Placed) {
  await page.goto(`/admin/orders/${o.id}`);
  await expect(page.getByRole('heading', { name: `Order ${o.number}` })).toBeVisible();
}

test('two shipments on one order', async ({ page, browser }) => {
  const order = await placePaidOrder(browser, 3, 1);
  await staffSignIn(page, 'fulfilment', `/admin/orders/${order.id}`);
  await openOrder(page, order);
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  const card = page.getByRole('region', { name: 'Shipments' });

  // the first parcel: one of the three
  const quantity = card.getByRole('spinbutton', { name: /Quantity to ship of/ });
  await expect(quantity).toHaveValue('3');
  await quantity.fill('1');
  await card.getByRole('combobox', { name: 'Carrier' }).selectOption({ label: 'SF Express' });
  await card.getByRole('textbox', { name: 'Tracking number' }).fill('SF5550001');
  await card.getByRole('button', { name: 'Ship these items' }).click();
  await expect(page.getByRole('status')).toHaveText('Shipment created.');
  await expect(page.getByTestId('order-status')).toHaveText('Packed');
  await expect(card.getByRole('link', { name: 'Track parcel SF5550001' })).toHaveAttribute(
    'href',
    /bill-number\/SF5550001$/,
  );

  // the second parcel: the two left, the default
  await expect(quantity).toHaveValue('2');
  await card.getByRole('combobox', { name: 'Carrier' }).selectOption({ label: 'Hongkong Post' });
  await card.getByRole('textbox', { name: 'Tracking number' }).fill('RR555000002HK');
  await card.getByRole('button', { name: 'Ship these items' }).click();
  await expect(page.getByRole('status')).toHaveText('Shipment created: the whole order has shipped.');
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(card.getByText('Every item has shipped.')).toBeVisible();
  const parcels = card.getByRole('list', { name: 'Shipments made' }).getByRole('listitem');
  await expect(parcels).toHaveCount(2);
  await expect(parcels.nth(0)).toContainText('Parcel 1');
  await expect(parcels.nth(0)).toContainText('× 1');
  await expect(parcels.nth(1)).toContainText('Hongkong Post');
  await expect(parcels.nth(1)).toContainText('× 2');
});

test('20 orders marked shipped from a CSV', async ({ page, browser }) => {
  const orders: Placed[] = [];
  for (let batch = 0; batch < 4; batch++)
    orders.push(
      ...(await Promise.all(
        Array.from({ length: 5 }, (_, i) => placePaidOrder(browser, 1, 100 + batch * 5 + i)),
      )),
    );
  await staffSignIn(page, 'fulfilment', '/admin/orders');
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  const file = bar.getByLabel(/Tracking file/);

  // one bad row: nothing ships, the report names it
  const rows = orders.map((o, i) => `${o.number},${i % 2 ? '順豐速運' : 'Kerry Express'},TRK${i}`);
  const bad = [
    'Order number,Carrier,Tracking number',
    ...rows.slice(0, 19),
    `${orders[19]!.number},Pigeon Post,X`,
  ];
  await file.setInputFiles({
    name: 'tracking.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(bad.join('\r\n')),
  });
  await bar.getByRole('button', { name: 'Upload and ship' }).click();
  await expect(bar.getByRole('alert')).toHaveText('Nothing was shipped. Rows to fix: 1.');
  await expect(bar.getByRole('listitem')).toHaveText(
    `Row 21 (${orders[19]!.number}): this carrier is not in the list`,
  );

  // the corrected file ships all twenty
  const good = ['Order number,Carrier,Tracking number', ...rows];
  await file.setInputFiles({
    name: 'tracking.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(good.join('\r\n')),
  });
  await bar.getByRole('button', { name: 'Upload and ship' }).click();
  await expect(bar.getByRole('status')).toHaveText('20 orders marked shipped.');

  await page.getByRole('combobox', { name: 'Status' }).selectOption('shipped');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/status=shipped/);
  for (const o of orders) {
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: o.number, exact: true }) });
    await expect(row).toContainText('Shipped');
  }

  // the packing slips of the ticked orders link to the one PDF
  const first = orders[0]!;
  await page.getByRole('checkbox', { name: `Select order ${first.number}` }).check();
  await expect(bar.getByText('1 selected')).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Packing slips (A4)' })).toHaveAttribute(
    'href',
    `/api/v1/admin/orders/packing-slips.pdf?ids=${first.id}&size=a4`,
  );
});
