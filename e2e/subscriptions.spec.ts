// Subscriptions (1-08, 4-18): a member subscribes at checkout with the sandbox card, sees the subscription in the account, changes the
// interval, skips a delivery, has it renewed by the clock (the owner's run-renewals) and cancels after two periods.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { STAFF_EMAIL, STAFF_PASSWORD } from './admin-helpers.ts';

/** A new member of its own (the demo members' bags are shared with other specs), through the register form. */
async function registerMember(page: Page, request: APIRequestContext) {
  // random, not time-based: parallel workers start in the same millisecond
  const phone = String(50_000_000 + Math.floor(Math.random() * 9_999_999));
  const email = `e2e-subs-${phone}@example.com`;
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await drawer.getByRole('textbox', { name: 'Email' }).fill(email);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await drawer.getByLabel('First name').fill('Siu Ming');
  await drawer.getByLabel('Last name').fill('Wong');
  await drawer.getByLabel('Date of birth').pressSequentially('31011990');
  await drawer.getByLabel('Password', { exact: true }).fill('Secret123');
  await drawer.getByLabel('Confirm password').fill('Secret123');
  await drawer.getByLabel('Phone number').fill(phone);
  await drawer.getByRole('button', { name: 'Send code' }).click();
  const codes = async () =>
    (await (await request.get(`/api/dev/outbox?to=852${phone}`)).json()) as { code: string | null }[];
  await expect.poll(async () => (await codes()).length).toBe(1);
  await drawer.getByLabel('Verification code').fill((await codes())[0]!.code!);
  await drawer.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('link', { name: 'Siu Ming' })).toBeVisible();
}

/** The owner runs the renewals due at `now` (the demo's clock), through the API as the admin would. */
async function runRenewals(request: APIRequestContext, now: string) {
  await request.get('/api/v1/setting');
  const csrf = (await request.storageState()).cookies.find((c) => c.name === 'shop_csrf')!.value;
  const login = await request.post('/api/v1/admin/auth/login', {
    data: { email: STAFF_EMAIL.owner, password: STAFF_PASSWORD },
    headers: { 'x-csrf-token': csrf },
  });
  expect(login.status()).toBe(200);
  const res = await request.post('/api/v1/admin/subscriptions/run-renewals', {
    data: { now },
    headers: { 'x-csrf-token': (await login.json()).csrf },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as { renewals: { result: string }[] };
}

test('a member subscribes, changes the interval, skips a delivery, is renewed and cancels after two periods', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await registerMember(page, request);
  await page.goto('/en/big-pi/oil-balance-scalp-shampoo');
  await page.getByRole('radio', { name: /Subscribe and save/ }).check();
  await page
    .getByRole('button', { name: /Add to bag.*HK\$/ })
    .first()
    .click();
  await expect(
    page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Check out' }) }),
  ).toBeVisible();

  // checkout of the subscription bag with the sandbox card
  await page.goto('/en/checkout?bag=subscription');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'First name' }).first().fill('Tai Man');
  await form.getByRole('textbox', { name: 'Last name' }).first().fill('Chan');
  await form.getByRole('textbox', { name: 'Phone number' }).first().fill('91234567');
  const address = form.getByRole('textbox', { name: /^Address/ }).first();
  if (await address.isVisible()) await address.fill("12/F, 88 Queen's Road Central");
  await form.getByRole('checkbox', { name: 'I agree to the subscription terms' }).check();
  await form.getByRole('radio', { name: /Credit or debit card/ }).check();
  await form.getByRole('button', { name: /^Place order/ }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  // the account's SUBSCRIPTION view shows it
  await page.goto('/en/account?view=SUBSCRIPTION');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Subscriptions', level: 2 })).toBeVisible();
  const card = main.getByRole('article').first();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Card •••• 4242')).toBeVisible();
  // one period paid: cancelling is greyed, with the reason
  await expect(card.getByRole('button', { name: 'Cancel subscription' })).toBeDisabled();
  await expect(
    card.getByText('Subscriptions can be cancelled after at least two deliveries have been paid.'),
  ).toBeVisible();

  // change the interval
  await card.getByRole('combobox', { name: 'Deliver every' }).selectOption({ label: 'Every 2 month(s)' });
  await card.getByRole('button', { name: 'Save changes' }).click();
  await expect(main.getByRole('status')).toHaveText('Your subscription is updated.');
  await expect(card.getByRole('definition').filter({ hasText: 'Every 2 month(s)' })).toBeVisible();

  // skip one delivery: the next renewal moves on by the interval
  const subscriptionNow = async () =>
    (
      (await (await page.request.get('/api/v1/subscriptions')).json()) as {
        subscriptions: { next_renewal_at: string; periods_paid: number; status: string }[];
      }
    ).subscriptions[0]!;
  const before = await subscriptionNow();
  await card.getByRole('button', { name: 'Skip next delivery' }).click();
  // the same message as the change above: wait for the page to show the moved date instead
  await expect
    .poll(async () => new Date((await subscriptionNow()).next_renewal_at).getTime())
    .toBeGreaterThan(new Date(before.next_renewal_at).getTime() + 55 * 86_400_000);
  const after = await subscriptionNow();
  const shown = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Hong_Kong',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(after.next_renewal_at));
  await expect(card.getByRole('definition').filter({ hasText: shown }).first()).toBeVisible();

  // the clock reaches the renewal: the owner runs it, the card is charged off-session
  const ran = await runRenewals(request, after.next_renewal_at);
  expect(ran.renewals.map((r) => r.result)).toContain('paid');
  expect((await subscriptionNow()).periods_paid).toBe(2);

  // two periods paid: the member may cancel
  await page.goto('/en/account?view=SUBSCRIPTION');
  await expect(card.getByRole('listitem')).toHaveCount(1);
  await card.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  expect((await subscriptionNow()).status).toBe('cancelled');
});
