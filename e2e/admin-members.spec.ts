import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';
import { uniquePhone } from './unique.ts';

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

async function checkoutWithCoupon(page: Page, email: string, code: string) {
  await addToBag(page);
  await page.goto('/en/checkout');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'First name' }).first().fill('Tai Man');
  await form.getByRole('textbox', { name: 'Last name' }).first().fill('Chan');
  await form.getByRole('textbox', { name: 'Phone number' }).first().fill('91234567');
  const address = form.getByRole('textbox', { name: /^Address/ }).first();
  if (await address.isVisible()) await address.fill("12/F, 88 Queen's Road Central");
  await form.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByText(`Code ${code} applied.`)).toBeVisible();
  await form.getByRole('radio', { name: /Credit or debit card/ }).check();
  const place = form.getByRole('button', { name: /^Place order/ });
  await expect(place).toBeEnabled();
  await place.click();
}

const newPhone = () => uniquePhone(6);

async function outbox(request: APIRequestContext, to: string) {
  return (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
    code: string | null;
  }[];
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Account' });
}

test('an owner creates a coupon, a shopper uses it once at checkout, and the usage report shows the order', async ({
  page,
}) => {
  // a whole journey (a coupon made, three checkouts, the usage report): 17 s on a quiet machine
  test.setTimeout(180_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  await staffSignIn(page, 'owner', '/admin/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  const create = page.getByRole('region', { name: 'New coupon' });
  await create.getByRole('textbox', { name: 'Code' }).fill(code);
  await create.getByRole('combobox', { name: 'Type' }).selectOption('percent');
  await create.getByRole('spinbutton', { name: 'Percent off' }).fill('10');
  await create.getByRole('spinbutton', { name: 'Uses per shopper' }).fill('1');
  await create.getByRole('button', { name: 'Create coupon' }).click();
  await expect(create.getByRole('status')).toHaveText(`Coupon ${code} created.`);
  await expect(page.getByRole('table', { name: 'Coupons' }).getByRole('link', { name: code })).toBeVisible();

  // a guest uses it: the code is checked in the bag and taken at checkout
  const email = `coupon-${Date.now()}@example.com`;
  await checkoutWithCoupon(page, email, code);
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();

  // the same shopper again: refused with the reason in words, nothing placed
  await checkoutWithCoupon(page, email.toUpperCase(), code);
  await expect(page.getByRole('main').getByText('You’ve already used this code.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout/);

  await page.goto(`/admin/coupons/${code}`);
  const usage = page.getByRole('region', { name: 'Usage' });
  const row = usage.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: /^OC\d+/ })).toBeVisible();
  await expect(usage.getByText('1 uses')).toBeVisible();
  await expect(page.getByText(/Used 1/)).toBeVisible();

  // disabling shows at checkout at once
  await page.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('status')).toHaveText(`Coupon ${code} is disabled: checkout refuses it.`);
  await addToBag(page);
  await page.goto('/en/checkout');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: 'Coupon code' }).fill(code);
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByText('This code is no longer available.')).toBeVisible();
});

test('support locks a member: signed out and refused at sign-in; unlocking lets them back in', async ({
  page,
  browser,
  request,
}) => {
  const phone = newPhone();
  const email = `locked-${phone}@example.com`;
  // the member, in their own browser
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto('/en');
  let drawer = await openLogin(shopper);
  await drawer.getByRole('textbox', { name: 'Email' }).fill(email);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByLabel('First name').fill('Lok');
  await drawer.getByLabel('Last name').fill('Tsang');
  await drawer.getByLabel('Date of birth').pressSequentially('31011990');
  await drawer.getByLabel('Password', { exact: true }).fill('Secret123');
  await drawer.getByLabel('Confirm password').fill('Secret123');
  await drawer.getByLabel('Phone number').fill(phone);
  await drawer.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(async () => (await outbox(request, `852${phone}`)).length).toBe(1);
  const { code } = (await outbox(request, `852${phone}`))[0]!;
  await drawer.getByLabel('Verification code').fill(code!);
  await drawer.getByRole('button', { name: 'Create account' }).click();
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'Lok' })).toBeVisible();

  await staffSignIn(page, 'support', '/admin/members');
  await page.getByRole('searchbox', { name: 'Email, phone or name' }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/members\?q=/);
  await page.getByRole('table', { name: 'Members' }).getByRole('link', { name: 'Lok Tsang' }).click();
  await expect(page.getByRole('heading', { name: 'Lok Tsang' })).toBeVisible();
  await page.getByRole('button', { name: 'Lock account' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Account locked: the member is signed out and cannot sign in.',
  );

  // the member's open session has ended, and signing in says why
  await shopper.reload();
  await expect(shopper.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  drawer = await openLogin(shopper);
  await drawer.getByRole('textbox', { name: 'Email' }).fill(email);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByLabel('Password', { exact: true }).fill('Secret123');
  await drawer.getByRole('button', { name: 'Log in' }).click();
  await expect(drawer.getByRole('alert')).toContainText(
    'This account is locked. Please contact us for help.',
  );

  await page.getByRole('button', { name: 'Unlock account' }).click();
  await expect(page.getByRole('status')).toHaveText('Account unlocked: the member can sign in again.');
  await drawer.getByRole('button', { name: 'Log in' }).click();
  await expect(shopper.getByRole('banner').getByRole('link', { name: 'Lok' })).toBeVisible();
  await shopper.context().close();
});
