import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { uniquePhone } from './unique.ts';

const newPhone = () => uniquePhone(6);

async function outbox(request: APIRequestContext, to: string) {
  return (await (await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
    code: string | null;
    link: string | null;
    channel: string;
  }[];
}

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  return page.getByRole('dialog', { name: 'Account' });
}

async function register(page: Page, request: APIRequestContext, email: string, phone: string) {
  const drawer = await openLogin(page);
  await drawer.getByRole('textbox', { name: 'Email' }).fill(email);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  // unknown email: the registration form opens prefilled
  await expect(drawer.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await drawer.getByLabel('First name').fill('Siu Ming');
  await drawer.getByLabel('Last name').fill('Wong');
  await drawer.getByLabel('Date of birth').pressSequentially('31011990');
  await expect(drawer.getByLabel('Date of birth')).toHaveValue('31/01/1990');
  await drawer.getByLabel('Password', { exact: true }).fill('Secret123');
  await drawer.getByLabel('Confirm password').fill('Secret123');
  await drawer.getByLabel('Phone number').fill(phone);
  await drawer.getByRole('button', { name: 'Send code' }).click();
  await expect.poll(async () => (await outbox(request, `852${phone}`)).length).toBe(1);
  const { code } = (await outbox(request, `852${phone}`))[0]!;
  await drawer.getByLabel('Verification code').fill(code!);
  await drawer.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('link', { name: 'Siu Ming' })).toBeVisible();
}

test('register by phone code, log out, log in by email and by phone', async ({ page, request }) => {
  const phone = newPhone();
  const email = `e2e-${phone}@example.com`;
  await page.goto('/en');
  await register(page, request, email, phone);
  await expect(
    page.getByRole('status').filter({ hasText: 'Welcome to Oxygen Ceuticals, Siu Ming!' }),
  ).toBeVisible();

  // the name in the top bar leads to the account dashboard, which logs out
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 0));
  // the top bar slides back in at the top (200 ms): click it once it is shown, not while it moves
  await expect(page.getByRole('banner')).not.toHaveAttribute('data-hidden');
  await page.getByRole('banner').getByRole('link', { name: 'Siu Ming' }).click();
  await expect(page).toHaveURL(/\/en\/account\?view=DASHBOARD$/);
  await expect(page.getByRole('main').getByText(email).first()).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

  // email login: check → password
  let drawer = await openLogin(page);
  await drawer.getByRole('textbox', { name: 'Email' }).fill(email);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByLabel('Password', { exact: true }).fill('Wrong1234');
  await drawer.getByRole('button', { name: 'Log in' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Incorrect email, phone number or password');
  await drawer.getByLabel('Password', { exact: true }).fill('Secret123');
  await drawer.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Siu Ming' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Welcome back, Siu Ming!' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto('/en');
  drawer = await openLogin(page);
  await drawer.getByRole('tab', { name: 'Mobile number' }).click();
  await drawer.getByLabel('Phone number').fill(phone);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByLabel('Password', { exact: true }).fill('Secret123');
  await drawer.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Siu Ming' })).toBeVisible();
});

test('registration shows every field error at once, in the shopper language', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: '建立帳戶' }).click();
  const summary = page.getByRole('alert');
  await expect(summary).toBeVisible();
  expect(await summary.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
  await expect(summary).toContainText('電郵');
});

test('two SMS sends switch to the email code form', async ({ page, request }) => {
  const phone = newPhone();
  const email = `e2e-mail-${phone}@example.com`;
  await page.goto(`/en/register?email=${encodeURIComponent(email)}`);
  const form = page.getByRole('main');
  await form.getByLabel('First name').fill('Ka Yan');
  await form.getByLabel('Last name').fill('Lau');
  await form.getByLabel('Date of birth').fill('01/02/1995');
  await form.getByLabel('Password', { exact: true }).fill('Secret123');
  await form.getByLabel('Confirm password').fill('Secret123');
  await form.getByLabel('Phone number').fill(phone);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('button', { name: /^Resend code$/ })).toBeEnabled({ timeout: 10_000 });
  await form.getByRole('button', { name: /^Resend code$/ }).click();
  await expect(form.getByRole('button', { name: /^Didn't get the code\?$/ })).toBeEnabled({
    timeout: 10_000,
  });
  expect((await outbox(request, `852${phone}`)).length).toBe(2);
  await form.getByRole('button', { name: /^Didn't get the code\?$/ }).click();
  await expect(form.getByRole('heading', { name: 'Get the code by email' })).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await form.getByRole('button', { name: 'Send code' }).click();
  await expect(form.getByRole('status').filter({ hasText: `We have sent a code to ${email}` })).toBeVisible();
  const mail = (await outbox(request, email))[0]!;
  await form.getByRole('button', { name: 'Continue' }).click();
  await form.getByLabel('Verification code').fill(mail.code!);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('link', { name: 'Ka Yan' })).toBeVisible();
});

test('forgot password → reset through the emailed link → log in with the new password', async ({
  page,
  request,
}) => {
  // a member of its own: the demo members' passwords are what other tests log in with
  const phone = newPhone();
  const email = `e2e-reset-${phone}@example.com`;
  await page.goto('/en');
  await register(page, request, email, phone);
  await page.context().clearCookies();
  await page.goto('/en');
  const drawer = await openLogin(page);
  await drawer.getByRole('textbox', { name: 'Email' }).fill(email);
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByRole('button', { name: 'Forgot password?' }).click();
  await drawer.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    drawer.getByText('We are sending an reset password email with further instructions.'),
  ).toBeVisible();
  const mail = (await outbox(request, email)).filter((m) => m.link)[0]!;
  const link = new URL(mail.link!);
  // the member registered on the English pages, so the link opens the English page
  expect(link.pathname).toBe('/en/reset-password');
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password').fill('Fresh1234');
  await page.getByLabel('Confirm password').fill('Fresh1234');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByRole('heading', { name: 'Your password has been changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Log in now' }).click();
  const again = page.getByRole('dialog', { name: 'Account' });
  await again.getByRole('textbox', { name: 'Email' }).fill(email);
  await again.getByRole('button', { name: 'Continue' }).click();
  await again.getByLabel('Password', { exact: true }).fill('Fresh1234');
  await again.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('link', { name: 'Siu Ming' })).toBeVisible();
});

test('forgot password with nothing entered asks for a valid phone number', async ({ page }) => {
  await page.goto('/en');
  const drawer = await openLogin(page);
  await drawer.getByRole('textbox', { name: 'Email' }).fill('vip@oxygen-ceuticals.example');
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByRole('button', { name: 'Forgot password?' }).click();
  await drawer.getByRole('tab', { name: 'Mobile number' }).click();
  await drawer.getByRole('button', { name: 'Send reset link' }).click();
  await expect(drawer.getByRole('alert')).toContainText('Please enter a valid phone number.');
});
