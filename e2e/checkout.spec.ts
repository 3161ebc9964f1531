import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

async function addToBag(page: Page, path = '/en/oxygen-ceuticals/ceramide-barrier-cream') {
  await page.goto(path);
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Check out' }) }),
  ).toBeVisible();
}

async function fillDelivery(page: Page, opts: { email?: string } = {}) {
  const form = page.getByRole('main');
  if (opts.email) await form.getByRole('textbox', { name: 'Email' }).fill(opts.email);
  await form.getByRole('textbox', { name: 'First name' }).first().fill('Tai Man');
  await form.getByRole('textbox', { name: 'Last name' }).first().fill('Chan');
  await form.getByRole('textbox', { name: 'Phone number' }).first().fill('91234567');
  const address = form.getByRole('textbox', { name: /^Address/ }).first();
  if (await address.isVisible()) await address.fill("12/F, 88 Queen's Road Central");
}

async function placeOrder(page: Page, method: RegExp) {
  const form = page.getByRole('main');
  await form.getByRole('radio', { name: method }).check();
  const place = form.getByRole('button', { name: /^Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
}

async function login(page: Page, email: string) {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await drawer.getByRole('textbox', { name: 'Email' }).fill(email);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByLabel('Password', { exact: true }).fill('Demo1234');
  await drawer.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Vivian|Ada/ })).toBeVisible();
}

async function outboxSubjects(request: APIRequestContext, to: string) {
  return (
    (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      subject: string;
    }[]
  ).map((m) => m.subject);
}

test('a guest buys by card: hosted page approves, confirmation shows the paid order', async ({
  page,
  request,
}) => {
  await addToBag(page);
  await page.goto('/en/checkout');
  const email = `guest-card-${Date.now()}@example.com`;
  await fillDelivery(page, { email });
  await placeOrder(page, /Credit or debit card/);
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await expect(page.getByText('Nothing is charged.')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\/.+\?token=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect
    .poll(() => outboxSubjects(request, email))
    .toEqual(expect.arrayContaining([expect.stringMatching(/^Payment received for order OC/)]));
});

test('a declined card lets the shopper try again', async ({ page }) => {
  await addToBag(page);
  await page.goto('/en/checkout');
  await fillDelivery(page, { email: `guest-decline-${Date.now()}@example.com` });
  await placeOrder(page, /Credit or debit card/);
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByText('Your payment didn’t go through.', { exact: false })).toBeVisible();
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
});

test('a member pays by FPS QR and the page follows the sandbox bank app', async ({ page }) => {
  await login(page, 'vip@oxygen-ceuticals.example');
  await addToBag(page);
  await page.goto('/en/checkout');
  await fillDelivery(page);
  await placeOrder(page, /^FPS/);
  await expect(page).toHaveURL(/\/en\/checkout\/[^/]+$/);
  await expect(page.getByRole('img', { name: /FPS QR code for HK\$/ })).toBeVisible();
  await expect(page.getByText('Waiting for your payment…')).toBeVisible();
  // the shopper's bank app pays (sandbox), in another tab
  const bankLink = page.getByRole('link', { name: 'Simulate the bank app' });
  const href = await bankLink.getAttribute('href');
  const bank = await page.context().newPage();
  // a tab in the background draws no frames (Chromium 156 headless), and Playwright waits on frames to act
  await bank.bringToFront();
  await bank.goto(href!);
  await bank.getByRole('button', { name: 'Simulate the bank app paying' }).click();
  // the bank app is done once its answer arrives (closing the tab earlier may cancel the payment it sends)
  await expect(bank).toHaveURL(/confirmation/);
  await bank.close();
  await page.bringToFront();
  await expect(page.getByText('Payment received — thank you!')).toBeVisible({ timeout: 15_000 });
});

test('bank transfer reserves the order and shows the bank details and deadline', async ({ page }) => {
  await addToBag(page);
  await page.goto('/en/checkout');
  await fillDelivery(page, { email: `guest-bank-${Date.now()}@example.com` });
  await placeOrder(page, /Bank transfer/);
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\//);
  await expect(page.getByRole('heading', { name: 'Your order is reserved' })).toBeVisible();
  await expect(page.getByText('Hang Seng Bank')).toBeVisible();
  await expect(page.getByText(/Please transfer by/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Your transfer reference' }).fill('HSB20261121-778');
  await page.getByRole('button', { name: 'Send reference' }).click();
  await expect(
    page.getByText('Thank you. We’ll confirm your order once the transfer is matched.'),
  ).toBeVisible();
});

test('the payment-link page pays an unpaid order, and rejects a bad order number', async ({ page }) => {
  await addToBag(page);
  await page.goto('/en/checkout');
  await fillDelivery(page, { email: `guest-link-${Date.now()}@example.com` });
  await placeOrder(page, /Credit or debit card/);
  await expect(page).toHaveURL(/\/pay\/sandbox\/[^/?]+\?token=/);
  // the shopper leaves the hosted page and comes back through the order's payment link (the token they hold)
  const returnTo = await page.evaluate(async () => {
    const id = location.pathname.split('/').pop();
    const res = await fetch(`/api/v1/payment/sandbox/${id}`);
    const token = new URLSearchParams(location.search).get('token') ?? '';
    return `/en/checkout/${(await res.json()).order_id as string}?token=${encodeURIComponent(token)}`;
  });
  await page.goto(returnTo);
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  await page.goto('/en/checkout/not-a-real-order');
  await expect(page.getByText('This order number is invalid')).toBeVisible();
});
