import { test, expect } from './fixtures.ts';
import { staffSignIn, STAFF_PASSWORD } from './admin-helpers.ts';

test('the back office: /admin without a session goes to sign-in; a wrong password says so; the right one gets in', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${(Date.now() % 200) + 20}` });
  await page.goto('/admin/lang?to=en&next=/admin/security');
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fsecurity$/);
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();

  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password').fill('not-the-password');
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().includes('/admin/login'),
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect((await answered).status()).toBe(401);
  await expect(page.getByRole('alert')).toHaveText('The email or password is not right.');

  await page.getByLabel('Password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page.getByRole('heading', { name: 'Sign-in security' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  for (const section of ['Orders', 'Products', 'Coupons', 'Customers', 'Settings', 'Staff'])
    await expect(nav.getByRole('link', { name: section })).toBeVisible();

  // the language follows the staff's choice, and the page says it is Chinese
  await page.getByRole('link', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant-HK');
  await expect(
    page.getByRole('navigation', { name: '後台管理' }).getByRole('link', { name: '訂單' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'English' }).click();
  await page.goto('/admin/no-such-section');
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
  await expect(nav).toBeVisible();

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);
});

test("a shopper's session does not open the back office, and fulfilment staff see only their sections", async ({
  page,
}) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Account' });
  await drawer.getByRole('textbox', { name: 'Email' }).fill('basic@oxygen-ceuticals.example');
  await drawer.getByRole('button', { name: 'Continue' }).click();
  await drawer.getByLabel('Password', { exact: true }).fill('Demo1234');
  await drawer.getByRole('button', { name: 'Log in' }).click();
  await expect(drawer).toBeHidden();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login/);

  await staffSignIn(page, 'fulfilment');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Stock' })).toBeVisible();
  for (const hidden of ['Settings', 'Coupons', 'Customers', 'Staff', 'Audit log'])
    await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
});

test('the owner adds a staff member, who signs in; once locked they cannot', async ({ page, browser }) => {
  const email = `packer-${Date.now()}@example.com`;
  await staffSignIn(page, 'owner', '/admin/staff');
  const add = page.getByRole('region', { name: 'Add a staff member' });
  await add.getByLabel('Name').fill('New Packer');
  await add.getByLabel('Email').fill(email);
  await add.getByLabel('Role').selectOption('fulfilment');
  await add.getByLabel('First password').fill('packer-password-1');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('status')).toHaveText(`${email} can now sign in.`);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Active');

  const other = await browser.newPage();
  const signIn = async () => {
    await other.goto('/admin/lang?to=en&next=/admin/login');
    await other.getByLabel('Email').fill(email);
    await other.getByLabel('Password').fill('packer-password-1');
    await other.getByRole('button', { name: 'Sign in' }).click();
  };
  await signIn();
  await expect(other.getByRole('button', { name: 'Sign out' })).toBeVisible();

  await row.getByRole('button', { name: `Lock ${email}` }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Locked');
  // the open session has ended, and signing in again is refused
  await other.goto('/admin');
  await expect(other).toHaveURL(/\/admin\/login/);
  await other.context().clearCookies();
  await signIn();
  await expect(other.getByRole('alert')).toHaveText('The email or password is not right.');
  await other.close();
});
