import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { apiPost, newMember } from './member-helpers.ts';

/**
 * A member who bought the cream: the order page offers "write a review" for the line (in four locales), the link
 * opens the product page's form preset to that order line, and the form's length message follows the text.
 */

test.describe.configure({ mode: 'default' });

/** A new member buys one jar of the cream by card (sandbox-approved); the order's id. */
async function paidCreamOrder(page: Page): Promise<string> {
  const member = await newMember(page);
  const catalogue = (await (await page.request.get('/api/v1/product?channel=4&skus=OC-CRM-CER')).json()) as {
    _id: string;
    sku: string;
    product_option: { sub_sku: string; is_subscription: boolean; availability: string }[];
  }[];
  const cream = catalogue[0]!;
  const option = cream.product_option.find((o) => !o.is_subscription && o.availability === 'in_stock')!;
  await apiPost(
    page,
    '/api/v1/cart',
    { pid: cream._id, sku: cream.sku, sub_sku: option.sub_sku, quantity: 1, currency: 'HKD' },
    member.ip,
  );
  const methods = (await (await page.request.get('/api/v1/delivery-methods?country=hk')).json()).methods;
  const address = {
    cart_type: 'single',
    currency: 'HKD',
    email: member.email,
    delivery_method: methods.find((m: { kind: string }) => m.kind === 'delivery')._id,
    delivery_firstname: 'Siu Ming',
    delivery_lastname: 'Wong',
    delivery_calling_code: '852',
    delivery_contact: member.phone,
    delivery_address: '8 Finance Street',
    delivery_city: 'Central',
    delivery_country_key: 'hk',
    billing_same: true,
    add_gift_box_wrapping: false,
    locale: 'en',
  };
  const quote = await apiPost(page, '/api/v1/order/quote', address, member.ip);
  const { order, payment } = await apiPost(
    page,
    '/api/v1/order/create',
    { ...address, payment_method: 'card', expected_total: quote.total },
    member.ip,
  );
  await apiPost(page, `/api/v1/payment/sandbox/${payment.id}/complete`, { outcome: 'approve' }, member.ip);
  return order._id as string;
}

test('a member reviews a bought product from the order page; the length message follows the text', async ({
  page,
}) => {
  const orderId = await paidCreamOrder(page);
  for (const [prefix, link] of [
    ['/zh', '為 神經酰胺屏障修護霜 撰寫評價'],
    ['/cn', '为 神经酰胺屏障修护霜 撰写评价'],
    ['', '為 神經酰胺屏障修護霜 寫評價'],
  ] as const) {
    await page.goto(`${prefix}/account?view=ORDERS&order=${orderId}`);
    await expect(page.getByRole('link', { name: link })).toBeVisible();
  }
  await page.goto(`/en/account?view=ORDERS&order=${orderId}`);
  await page.getByRole('link', { name: 'Write a review of Ceramide Barrier Cream' }).click();
  await expect(page).toHaveURL(/ceramide-barrier-cream\?review=/);
  const form = page.locator('#write-review');
  await expect(form.getByRole('combobox', { name: 'Item you bought' })).toHaveValue(
    new RegExp(`^${orderId}\\|`),
  );

  const text = form.getByRole('textbox', { name: 'Your review' });
  const post = form.getByRole('button', { name: 'Post review' });
  const long = 'Rich but soaks in fast; my dry patches were gone within a week.';
  await text.fill('Too short');
  await post.click();
  const message = form.getByRole('alert');
  await expect(message).toContainText('20');
  // the server's answer has come (the button is enabled again once the post is over)
  await expect(post).toBeEnabled();
  await expect(message).toContainText('20');
  // fixing the text clears the message at once, before any new submit
  await text.fill(long);
  await expect(message).toHaveText('');
  await expect(text).not.toHaveAttribute('aria-invalid', 'true');
  await text.fill('Short again');
  await text.blur();
  await expect(message).toContainText('20');
  await text.fill(long);
  await expect(message).toHaveText('');

  // on a slow network the shopper fixes the text before the server answers the short one: the late answer
  // speaks of the text it was sent and does not bring the message back over the fixed text
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    },
  );
  await text.fill('Short once more');
  await post.click();
  await expect(post).toBeDisabled();
  await text.fill(long);
  await expect(message).toHaveText('');
  answer();
  await expect(post).toBeEnabled();
  await expect(message).toHaveText('');
  await expect(text).not.toHaveAttribute('aria-invalid', 'true');
  await page.unrouteAll();

  await post.click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();

  // reviewed: the order page offers it no more
  await page.goto(`/en/account?view=ORDERS&order=${orderId}`);
  await expect(page.getByRole('heading', { name: /Order/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a review of Ceramide Barrier Cream' })).toHaveCount(0);
});
