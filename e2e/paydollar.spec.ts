import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { apiPost, newMember } from './member-helpers.ts';

// A shop paid through PayDollar (the `paydollar` project: its own shop and the fake gateway of
// apps/api/src/scripts/fake-paydollar.ts). The browser reaches PayDollar's hosted page by a form POST; only the
// signed datafeed marks an order paid, and the pages only show what our API says.
const FAKE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3123) + 5}`;

const LABELS = {
  en: {
    first: 'First name',
    last: 'Last name',
    phone: 'Phone number',
    address: /^Address/,
    email: 'Email',
    place: /^Place order/,
  },
  hk: {
    first: '名字',
    last: '姓氏',
    phone: '電話號碼',
    address: /^地址/,
    email: '電郵地址',
    place: /^確認落單/,
  },
};

// the fake's pages have no icon (it answers POSTs only): the browser's favicon request is not the shop's error
test.beforeEach(async ({ context }) => {
  await context.route(`${FAKE}/favicon.ico`, (route) => route.fulfill({ status: 204 }));
});

/** One product in the bag through the shop's API, in the page's own context (signed in or a guest). */
async function fillBag(page: Page) {
  const catalogue = (await (await page.request.get('/api/v1/product?channel=4&limit=100')).json()) as {
    _id: string;
    sku: string;
    product_type: number;
    product_option: { sub_sku: string; is_subscription: boolean; availability: string }[];
  }[];
  const product = catalogue.find(
    (p) =>
      p.product_type === 0 &&
      p.product_option.some((o) => !o.is_subscription && o.availability === 'in_stock'),
  )!;
  const option = product.product_option.find((o) => !o.is_subscription && o.availability === 'in_stock')!;
  await apiPost(page, '/api/v1/cart', {
    pid: product._id,
    sku: product.sku,
    sub_sku: option.sub_sku,
    quantity: 1,
    currency: 'HKD',
  });
}

/** The checkout in this locale, paid by this method: on to PayDollar's hosted page by the page's form POST. */
async function checkoutTo(page: Page, locale: 'en' | 'hk', method: RegExp, email?: string) {
  const l = LABELS[locale];
  await page.goto(locale === 'hk' ? '/checkout' : '/en/checkout');
  const form = page.getByRole('main');
  if (email) await form.getByRole('textbox', { name: l.email }).fill(email);
  await form.getByRole('textbox', { name: l.first }).first().fill('Tai Man');
  await form.getByRole('textbox', { name: l.last }).first().fill('Chan');
  await form.getByRole('textbox', { name: l.phone }).first().fill('91234567');
  const address = form.getByRole('textbox', { name: l.address }).first();
  if (await address.isVisible()) await address.fill("12/F, 88 Queen's Road Central");
  await form.getByRole('radio', { name: method }).check();
  const posted = page.waitForRequest((r) => r.url().startsWith(FAKE) && r.method() === 'POST');
  await form.getByRole('button', { name: l.place }).click();
  const request = await posted;
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  return new URLSearchParams(request.postData() ?? '');
}

test('a guest pays by FPS on the hosted page; the datafeed marks the order paid', async ({ page }) => {
  await fillBag(page);
  const fields = await checkoutTo(page, 'en', /^FPS/, `paydollar-fps-${Date.now()}@example.com`);
  expect(fields.get('lang')).toBe('E');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/.+\?token=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
});

test('a member pays by card in Traditional Chinese and the account shows the order paid', async ({
  page,
}) => {
  await newMember(page, 'zh_hk');
  await fillBag(page);
  const fields = await checkoutTo(page, 'hk', /^信用卡或扣賬卡/);
  // PayDollar's page speaks the shopper's language: C is Traditional Chinese
  expect(fields.get('lang')).toBe('C');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: '多謝惠顧' })).toBeVisible();
  const number = (await page
    .getByText(/OC\d{6,}/)
    .first()
    .textContent())!.match(/OC\d+/)![0];
  await page.goto('/account?view=ORDERS');
  await expect(page.getByRole('main').getByText(number).first()).toBeVisible();
  await expect(page.getByRole('main').getByText('已付款').first()).toBeVisible();
});

test('a declined payment comes back failed, and trying again pays the order', async ({ page }) => {
  await fillBag(page);
  await checkoutTo(page, 'en', /^Credit or debit card/, `paydollar-decline-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Your payment didn’t go through.', { exact: false }).first()).toBeVisible();
  const tryAgain = page.getByRole('link', { name: 'Try again' });
  if (await tryAgain.isVisible()) await tryAgain.click();
  await page.getByRole('radio', { name: /^Credit or debit card/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
});

test('staff see the PayDollar reference, re-check it and refund part through PayDollar', async ({
  page,
  browser,
}) => {
  const shopper = await browser.newPage();
  await fillBag(shopper);
  await checkoutTo(shopper, 'en', /^PayMe/, `paydollar-refund-${Date.now()}@example.com`);
  await shopper.getByRole('button', { name: 'Approve' }).click();
  await expect(shopper.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const orderId = new URL(shopper.url()).pathname.split('/').pop()!;
  await shopper.close();

  await staffSignIn(page, 'owner', `/admin/orders/${orderId}`);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Provider: PayDollar')).toBeVisible();
  await expect(payments.getByText(/PayDollar reference \(PayRef\): \S+/)).toBeVisible();
  await payments.getByRole('button', { name: 'Re-check with PayDollar' }).click();
  await expect(page.getByRole('status')).toHaveText(/^PayDollar says: succeeded\./);

  const refund = page.getByRole('region', { name: 'Refund', exact: true });
  await refund.getByRole('radio', { name: 'An amount' }).check();
  await refund.getByRole('textbox', { name: 'Amount (HKD)' }).fill('10');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('A gesture for the late parcel');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm refund' }).click();
  await expect(page.getByRole('status')).toHaveText('HK$10.00 refunded.');
  await expect(
    page.getByRole('region', { name: 'Refunds' }).getByText(/HK\$10\.00 · succeeded/),
  ).toBeVisible();
});
