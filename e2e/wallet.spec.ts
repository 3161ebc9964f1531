// Wallet, referrals and review rewards (1-10 to 1-12) end to end: A shares the referral link, B registers through it and gets 10% off, B's order is delivered
// (staff API), A sees the cash dollars, converts part of them and spends some at checkout; B redeems a review reward
// once and a reward published 61 days ago is refused. Review rewards are granted through the demo-only
// POST /api/dev/review-reward (what the review.published job calls: grantReviewReward).
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { request as playwrightRequest } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { STAFF_EMAIL, STAFF_PASSWORD } from './admin-helpers.ts';
import { uniquePhone } from './unique.ts';

const A_EMAIL = 'basic@oxygen-ceuticals.example';

async function outbox(request: APIRequestContext, to: string) {
  return (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
    code: string | null;
  }[];
}

async function loginA(page: Page) {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await drawer.getByRole('textbox', { name: 'Email' }).fill(A_EMAIL);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByLabel('Password', { exact: true }).fill('Demo1234');
  await drawer.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /Mei/ })).toBeVisible();
}

async function registerB(page: Page, request: APIRequestContext, email: string, phone: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await drawer.getByRole('textbox', { name: 'Email' }).fill(email);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await drawer.getByLabel('First name').fill('Ka Ho');
  await drawer.getByLabel('Last name').fill('Lam');
  await drawer.getByLabel('Date of birth').pressSequentially('31011990');
  await drawer.getByLabel('Password', { exact: true }).fill('Secret123');
  await drawer.getByLabel('Confirm password').fill('Secret123');
  await drawer.getByLabel('Phone number').fill(phone);
  await drawer.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(async () => (await outbox(request, `852${phone}`)).length).toBe(1);
  const { code } = (await outbox(request, `852${phone}`))[0]!;
  await drawer.getByLabel('Verification code').fill(code!);
  await drawer.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ka Ho' })).toBeVisible();
}

async function addToBag(page: Page) {
  await page.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Check out' }) }),
  ).toBeVisible();
}

async function fillDelivery(page: Page, address: string) {
  const form = page.getByRole('main');
  await expect(form.getByRole('button', { name: /^Place order/ })).toBeVisible();
  // a member who saved an address at the first order gets it chosen: nothing to type
  const first = form.getByRole('textbox', { name: 'First name' }).first();
  if (!(await first.isVisible())) return;
  await first.fill('Ka Ho');
  await form.getByRole('textbox', { name: 'Last name' }).first().fill('Lam');
  await form.getByRole('textbox', { name: 'Phone number' }).first().fill('91234567');
  const field = form.getByRole('textbox', { name: /^Address/ }).first();
  if (await field.isVisible()) await field.fill(address);
}

/** Places the order by card and approves it on the sandbox page; answers the order id. */
async function payByCard(page: Page) {
  const form = page.getByRole('main');
  await form.getByRole('radio', { name: /Credit or debit card/ }).check();
  const place = form.getByRole('button', { name: /^Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-confirmation\/[^/?]+/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The staff API, signed in as the owner (CSRF: the staff token the sign-in answers). */
async function staffApi(baseURL: string) {
  const ctx = await playwrightRequest.newContext({ baseURL });
  await ctx.get('/api/health');
  const csrf = (await ctx.storageState()).cookies.find((c) => c.name === 'shop_csrf')?.value ?? '';
  const login = await ctx.post('/api/v1/admin/auth/login', {
    data: { email: STAFF_EMAIL.owner, password: STAFF_PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { csrf: string }).csrf;
  return {
    post: (path: string, data: object) => ctx.post(path, { data, headers: { 'x-csrf-token': token } }),
    dispose: () => ctx.dispose(),
  };
}

/** The demo-only grant (CSRF: the double-submit cookie the API sets on any call). */
async function grantReward(request: APIRequestContext, email: string, publishedDaysAgo = 0) {
  await request.get('/api/health');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'shop_csrf')?.value ?? '';
  const r = await request.post('/api/dev/review-reward', {
    data: { email, published_days_ago: publishedDaysAgo },
    headers: { 'x-csrf-token': csrf },
  });
  expect(r.status(), await r.text()).toBe(200);
}

async function newPage(browser: Browser, baseURL: string) {
  const ctx = await browser.newContext({ baseURL });
  return ctx.newPage();
}

test('referral, cash dollars and a review reward, from the share link to checkout', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const staff = await staffApi(baseURL!);

  // A: the share link on the REFERRAL view
  await loginA(page);
  await page.goto('/en/account?view=REFERRAL');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'Invite friends' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const link = (await main.getByText(/\?ref=[A-Z0-9]+$/).textContent())!.trim();

  // B: opens the link, registers, and the first order gets 10% off
  const b = await newPage(browser, baseURL!);
  await b.goto(link);
  await expect.poll(async () => (await b.context().cookies()).some((c) => c.name === 'shop_ref')).toBe(true);
  await b.goto('/en');
  const phone = uniquePhone(6);
  const bEmail = `friend-${phone}@example.com`;
  await registerB(b, request, bEmail, phone);
  await addToBag(b);
  await b.goto('/en/checkout');
  await fillDelivery(b, '3/F, 15 Hennessy Road, Wan Chai');
  const bSummary = b.getByRole('complementary', { name: 'Order summary' });
  await expect(bSummary.getByText('Friend’s first-order 10% off')).toBeVisible();
  const bOrder = await payByCard(b);

  // staff deliver B's order
  for (const body of [
    { to: 'packed' },
    { to: 'shipped', carrier: 'SF Express', tracking_number: 'SF123' },
    { to: 'delivered' },
  ]) {
    const r = await staff.post(`/api/v1/admin/orders/${bOrder}/transitions`, body);
    expect(r.status(), await r.text()).toBe(200);
  }

  // A: the cash dollars arrived; convert part to US dollars
  await page.goto('/en/account?view=WALLET');
  await expect(main.getByRole('heading', { level: 2, name: 'Cash dollars' })).toBeVisible();
  await expect(main.getByRole('cell', { name: 'Referral reward' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Amount to convert' }).fill('10');
  await main.getByRole('combobox', { name: 'To' }).selectOption('USD');
  await main.getByRole('button', { name: 'Convert' }).click();
  await expect(main.getByRole('status')).toHaveText(/Converted HK\$10\.00 into US\$1\.\d\d\./);
  await expect(main.getByRole('cell', { name: 'Converted in' })).toBeVisible();
  // below the minimum: the spec's message
  await main.getByRole('textbox', { name: 'Amount to convert' }).fill('1');
  await main.getByRole('combobox', { name: 'To' }).selectOption('USD');
  await main.getByRole('button', { name: 'Convert' }).click();
  await expect(main.getByRole('alert')).toHaveText('A minimum balance is needed to convert cash dollars.');

  // A spends cash dollars at checkout: the summary shows the server's line
  await addToBag(page);
  await page.goto('/en/checkout');
  await fillDelivery(page, "12/F, 88 Queen's Road Central");
  await main.getByRole('textbox', { name: 'Cash dollars to use' }).fill('5');
  await main.getByRole('button', { name: 'Use cash dollars' }).click();
  const aSummary = page.getByRole('complementary', { name: 'Order summary' });
  await expect(aSummary.getByText('−HK$5.00')).toBeVisible();
  await payByCard(page);
  await page.goto('/en/account?view=WALLET');
  await expect(main.getByRole('cell', { name: 'Used at checkout' })).toBeVisible();

  // B: a review reward redeemed once; one published 61 days ago is expired and not offered
  await grantReward(request, bEmail);
  await addToBag(b);
  await b.goto('/en/checkout');
  await fillDelivery(b, '3/F, 15 Hennessy Road, Wan Chai');
  await b.getByRole('main').getByRole('combobox', { name: 'Reward to redeem' }).selectOption({ index: 1 });
  await expect(bSummary.getByText('−HK$50.00')).toBeVisible();
  await payByCard(b);
  await grantReward(request, bEmail, 61);
  await b.goto('/en/account?view=REWARD');
  const bMain = b.getByRole('main');
  await expect(bMain.getByRole('heading', { level: 2, name: 'My rewards' })).toBeVisible();
  await expect(bMain.getByText('Used', { exact: true })).toBeVisible();
  await expect(bMain.getByText('Expired', { exact: true })).toBeVisible();
  await addToBag(b);
  await b.goto('/en/checkout');
  await expect(b.getByRole('main').getByRole('combobox', { name: 'Reward to redeem' })).toHaveCount(0);
  // and the API refuses it if sent anyway
  const rewards = (await (await b.request.get('/api/v1/account/rewards')).json()) as {
    rewards: { _id: string; status: string }[];
  };
  const expired = rewards.rewards.find((r) => r.status === 'expired')!;
  const csrf = (await b.context().cookies()).find((c) => c.name === 'shop_csrf')!.value;
  const refused = await b.request.post('/api/v1/order/quote', {
    headers: { 'x-csrf-token': csrf },
    data: {
      cart_type: 'single',
      currency: 'HKD',
      delivery_method: 'sf-express-hk',
      delivery_firstname: 'Ka Ho',
      delivery_lastname: 'Lam',
      delivery_calling_code: '852',
      delivery_contact: '91234567',
      delivery_address: '3/F, 15 Hennessy Road',
      delivery_country_key: 'hk',
      redeem_items: [expired._id],
    },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toMatchObject({ field: 'redeem_items', code: 'reward_expired' });
  await staff.dispose();
  await b.context().close();
});

test('staff generate a gift-code batch on /admin/loyalty and a member redeems a code on the REWARD view', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { staffSignIn } = await import('./admin-helpers.ts');
  await staffSignIn(page, 'owner', '/admin/loyalty');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Wallet, referrals and rewards' })).toBeVisible();
  const name = `Launch ${Date.now()}`;
  await main.getByLabel('Batch name').fill(name);
  await main.getByLabel('Codes').fill('2');
  await main.getByLabel('HKD amount').last().fill('15');
  await main.getByRole('button', { name: 'Generate' }).click();
  await expect(main.getByRole('cell', { name })).toBeVisible();
  const row = main.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell', { name: '0 / 2' })).toBeVisible();
  const exportHref = await row.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
  const csv = await page.request.get(exportHref!);
  const code = (await csv.text()).trim().split('\n')[1]!.split(',')[0]!;

  const member = await newPage(browser, baseURL!);
  await loginA(member);
  await member.goto('/en/account?view=REWARD');
  const m = member.getByRole('main');
  await m.getByRole('textbox', { name: 'Gift code' }).fill(code);
  await m.getByRole('button', { name: 'Redeem' }).click();
  await expect(m.getByRole('status')).toHaveText('HK$15.00 added to your cash dollars.');
  await m.getByRole('textbox', { name: 'Gift code' }).fill(code);
  await m.getByRole('button', { name: 'Redeem' }).click();
  await expect(m.getByRole('alert')).toHaveText('This gift code has already been used.');
  await page.reload();
  await expect(
    main.getByRole('row').filter({ hasText: name }).getByRole('cell', { name: '1 / 2' }),
  ).toBeVisible();
  await member.context().close();
});
