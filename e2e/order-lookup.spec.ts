import { test, expect } from './fixtures.ts';
import { expectNoSeriousAxe, lookAt } from './account-views.ts';
import { placeOrder } from './member-helpers.ts';

// Order lookup: a guest finds an order by number and email; a miss never says which half was wrong; limited per address.
test('a guest finds the order by number and email, in en and hk; a wrong email and an unknown number read the same', async ({
  page,
}) => {
  // this test's own address: the lookup limit counts per address
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const email = `lookup-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const order = await placeOrder(page, email);
  await page.context().clearCookies();

  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('link', { name: 'Find a guest order' })
    .click();
  await expect(page).toHaveURL(/\/en\/order-lookup$/);
  const main = page.getByRole('main');
  const form = main.getByRole('form', { name: 'Find my order' });
  const miss = 'We could not find an order with this number and email. Please check both.';

  await form.getByRole('textbox', { name: 'Order number' }).fill(order.number);
  await form.getByRole('textbox', { name: 'Email' }).fill(`other-${email}`);
  await form.getByRole('button', { name: 'Find order' }).click();
  await expect(form.getByRole('alert')).toHaveText(miss);
  await form.getByRole('textbox', { name: 'Order number' }).fill('OC000000000000');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('button', { name: 'Find order' }).click();
  await expect(form.getByRole('alert')).toHaveText(miss);

  await form.getByRole('textbox', { name: 'Order number' }).fill(order.number.toLowerCase());
  await form.getByRole('button', { name: 'Find order' }).click();
  const found = main.getByRole('region', { name: `Order ${order.number}` });
  await expect(found.getByText('Awaiting payment')).toBeVisible();
  await expect(found.getByText('Order placed')).toBeVisible();
  const invoice = await found.getByRole('link', { name: 'Download invoice' }).getAttribute('href');
  expect(invoice).toMatch(/token=lk\./);
  expect((await page.request.get(invoice!)).status()).toBe(200);
  await expectNoSeriousAxe(page, 'en lookup');
  await lookAt(page, 'desktop-en-lookup.png');
  await found.getByRole('link', { name: 'Open the order page' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`Order ${order.number}`).first()).toBeVisible();

  await page.goto('/order-lookup');
  const hk = page.getByRole('main').getByRole('form', { name: '查詢訂單' });
  await hk.getByRole('textbox', { name: '訂單編號' }).fill(order.number);
  await hk.getByRole('textbox', { name: '電郵地址' }).fill(email);
  await hk.getByRole('button', { name: '查詢' }).click();
  await expect(page.getByRole('main').getByRole('region', { name: `訂單 ${order.number}` })).toBeVisible();
  await expectNoSeriousAxe(page, 'hk lookup');
  await lookAt(page, 'desktop-hk-lookup.png');
});

test('too many lookups from one address say to wait', async ({ page }) => {
  await page.setExtraHTTPHeaders({
    'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  await page.goto('/en/order-lookup');
  const form = page.getByRole('main').getByRole('form', { name: 'Find my order' });
  await form.getByRole('textbox', { name: 'Order number' }).fill('OC000000000001');
  await form.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
  // the API allows 10 per address in 10 minutes
  for (let i = 0; i < 10; i++) {
    const answered = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().includes('/order-lookup'),
    );
    await form.getByRole('button', { name: 'Find order' }).click();
    expect((await answered).status()).toBe(404);
  }
  await form.getByRole('button', { name: 'Find order' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Too many searches. Please wait 10 minutes and try again.',
  );
});
