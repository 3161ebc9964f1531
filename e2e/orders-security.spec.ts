import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/**
 * Order and payment security on the shopper's path: only the buyer completes a sandbox payment, the bag stops at the per-line
 * limit, and a second open bank transfer is refused in the shopper's language.
 */

const PRODUCT = '/en/oxygen-ceuticals/ceramide-barrier-cream';

async function addToBag(page: Page) {
  await page.goto(PRODUCT);
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Check out' }) }),
  ).toBeVisible();
}

async function checkout(page: Page, email: string, method: RegExp) {
  await page.goto('/en/checkout');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'First name' }).first().fill('Tai Man');
  await form.getByRole('textbox', { name: 'Last name' }).first().fill('Chan');
  await form.getByRole('textbox', { name: 'Phone number' }).first().fill('91234567');
  const address = form.getByRole('textbox', { name: /^Address/ }).first();
  if (await address.isVisible()) await address.fill("12/F, 88 Queen's Road Central");
  await form.getByRole('radio', { name: method }).check();
  const place = form.getByRole('button', { name: /^Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
}

/** An API call as the browser's own scripts make it: the double-submit CSRF cookie echoed in the header. */
async function apiPost(
  context: BrowserContext,
  request: APIRequestContext,
  url: string,
  data: Record<string, unknown>,
) {
  await request.get('/api/v1/cart?currency=HKD&country=hk');
  const csrf = (await context.cookies()).find((c) => c.name === 'shop_csrf')?.value ?? '';
  return request.post(url, { data, headers: { 'x-csrf-token': csrf } });
}

test('a guest approves their own card payment; a second browser with only the payment id cannot, by page or API', async ({
  page,
  browser,
}) => {
  await addToBag(page);
  await checkout(page, `guest-owner-${Date.now()}@example.com`, /Credit or debit card/);
  await expect(page).toHaveURL(/\/en\/pay\/sandbox\/[^/?]+\?token=/);
  const paymentId = new URL(page.url()).pathname.split('/').pop()!;

  const other = await browser.newContext();
  try {
    const stranger = await other.newPage();
    await stranger.goto(`/en/pay/sandbox/${paymentId}`);
    await expect(stranger.getByText('Nothing is charged.')).toBeVisible();
    await stranger.getByRole('button', { name: 'Approve' }).click();
    await expect(stranger.getByRole('alert')).toHaveText(/Only the buyer can complete this payment\./);
    await expect(stranger).toHaveURL(new RegExp(`/en/pay/sandbox/${paymentId}$`));
    const api = await apiPost(other, stranger.request, `/api/v1/payment/sandbox/${paymentId}/complete`, {
      outcome: 'approve',
    });
    expect(api.status()).toBe(404);
    expect((await api.json()).code).toBe('payment_not_found');
    // the sandbox page's data names the order but holds no credential of it
    const info = await (await stranger.request.get(`/api/v1/payment/sandbox/${paymentId}`)).text();
    expect(info).not.toContain('token');
  } finally {
    await other.close();
  }

  // still unpaid: the buyer approves
  await expect(page.getByRole('button', { name: 'Approve' })).toBeEnabled();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/order-confirmation\/.+\?token=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});

test('the bag’s + stops at 99 of an item', async ({ page, context }) => {
  await addToBag(page);
  const lines = (await (await page.request.get('/api/v1/cart?currency=HKD&country=hk')).json()).single_cart
    .items as { pid: string; sku: string; sub_sku: string }[];
  const line = lines[0]!;
  const stepped = await apiPost(context, page.request, '/api/v1/cart', {
    pid: line.pid,
    sku: line.sku,
    sub_sku: line.sub_sku,
    quantity: 1,
    delta: 97,
    currency: 'HKD',
  });
  expect(stepped.status()).toBe(200);
  await page.reload();
  await page.getByRole('banner').getByRole('button', { name: /^Bag/ }).click();
  const drawer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Check out' }) });
  const more = drawer.getByRole('button', { name: 'One more Ceramide Barrier Cream' });
  await expect(drawer.getByLabel('Quantity of Ceramide Barrier Cream')).toHaveText('98');
  await expect(more).toBeEnabled();
  await more.click();
  await expect(drawer.getByLabel('Quantity of Ceramide Barrier Cream')).toHaveText('99');
  await expect(more).toBeDisabled();
  // and the server agrees: one more is refused
  const refused = await apiPost(context, page.request, '/api/v1/cart', {
    pid: line.pid,
    sku: line.sku,
    sub_sku: line.sub_sku,
    quantity: 1,
    currency: 'HKD',
  });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).field).toBe('quantity');
});

test('a second open bank transfer by the same shopper is refused with a message in their language', async ({
  page,
}) => {
  const email = `guest-transfer-${Date.now()}@example.com`;
  await addToBag(page);
  await checkout(page, email, /Bank transfer/);
  await expect(page.getByRole('heading', { name: 'Your order is reserved' })).toBeVisible();
  await addToBag(page);
  await checkout(page, email, /Bank transfer/);
  await expect(
    page.getByText('You already have a bank transfer order waiting for payment.', { exact: false }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout$/);
});
