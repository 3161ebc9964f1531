import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { darkShot, tourViews } from './account-views.ts';
import { newMember, outboxCode, PASSWORD, placeOrder } from './member-helpers.ts';

// The member area at /account?view=… (2.12-08 to 2.12-12), a fresh member per test.
const main = (page: Page) => page.getByRole('main');

for (const locale of ['en', 'hk'] as const) {
  test(`every view in ${locale}: its heading, the nav, axe`, async ({ page }) => {
    test.setTimeout(480_000);
    const m = await newMember(page);
    const order = await placeOrder(page, m.email);
    await tourViews(page, 'desktop', order._id, locale);
    if (locale !== 'en') return;
    await darkShot(page, `/en/account?view=ORDERS&order=${order._id}`, 'desktop-en-ORDER-dark.png');
    await darkShot(page, '/en/account?view=DETAILS', 'desktop-en-DETAILS-dark.png');
  });
}

test('an unknown view opens the dashboard, and back returns to the previous view', async ({ page }) => {
  await newMember(page);
  await page.goto('/en/account?view=NOPE');
  await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText('Hi, Siu Ming');
  await expect(main(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  // the nav is links: back returns to the previous view
  await page.goto('/en/account?view=DASHBOARD');
  await main(page)
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Addresses' })
    .click();
  await expect(page).toHaveURL(/view=ADDRESS/);
  await page.goBack();
  await expect(page).toHaveURL(/view=DASHBOARD/);
});

test('a guest sees the login-required window', async ({ page }) => {
  await page.goto('/en/account?view=ORDERS');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('My account');
  await expect(main(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('orders: the latest on the dashboard, its detail, pay now, and buy again fills the bag', async ({
  page,
}) => {
  const m = await newMember(page);
  const order = await placeOrder(page, m.email);
  await page.goto('/en/account');
  await expect(main(page).getByText(`Order ${order.number}`)).toBeVisible();
  await main(page).getByRole('link', { name: 'View order' }).click();
  await expect(page).toHaveURL(new RegExp(`view=ORDERS&order=${order._id}`));
  await expect(main(page).getByRole('heading', { level: 2, name: `Order ${order.number}` })).toBeVisible();
  await expect(main(page).getByText('Order placed')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Pay now' })).toHaveAttribute(
    'href',
    `/en/checkout/${order._id}`,
  );
  await expect(main(page).getByRole('link', { name: 'Download invoice' })).toHaveAttribute(
    'href',
    new RegExp(`/api/v1/order/${order._id}/invoice\\?lang=en`),
  );
  await main(page).getByRole('button', { name: 'Buy again' }).click();
  // the bag opens with the order's item in it; behind it, the page says what went back
  const bag = page.getByRole('dialog', { name: /1 item/ });
  await expect(bag.getByRole('region', { name: 'One-time purchases' }).getByRole('listitem')).toHaveCount(1);
  await bag.getByRole('button', { name: 'Close' }).click();
  await expect(main(page).getByRole('status').first()).toHaveText(/back in your bag/);
  // the list: single orders, newest first
  await page.goto('/en/account?view=ORDERS');
  await expect(main(page).getByRole('link', { name: `Order ${order.number}` })).toBeVisible();
  await main(page)
    .getByRole('navigation', { name: 'Order type' })
    .getByRole('link', { name: 'Subscriptions' })
    .click();
  await expect(main(page).getByText('No orders yet.')).toBeVisible();
});

test('address book: field errors as at checkout, the Taiwan ID rule, add, edit, defaults, delete', async ({
  page,
}) => {
  await newMember(page);
  await page.goto('/en/account?view=ADDRESS');
  await main(page).getByRole('link', { name: 'Add an address' }).click();
  const form = main(page).getByRole('form', { name: 'Add an address' });
  await form.getByRole('textbox', { name: 'First name' }).fill('Mei');
  await form.getByRole('textbox', { name: 'Last name' }).fill('Chan');
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('12');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('8 Finance Street');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toContainText('Mobile number');
  await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Mei');
  // Taiwan needs an ID or passport number
  await form.getByRole('textbox', { name: 'Mobile number' }).fill('98765432');
  await form.getByRole('combobox', { name: 'Country / region' }).selectOption('tw');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /ID card or passport number/ })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await form.getByRole('combobox', { name: 'Country / region' }).selectOption('hk');
  await form.getByRole('checkbox', { name: 'My default delivery address' }).check();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(main(page).getByRole('status')).toHaveText('The address is saved.');
  const card = main(page).getByRole('article', { name: 'Mei Chan' });
  await expect(card.getByText('Default delivery')).toBeVisible();

  await card.getByRole('link', { name: 'Edit the address of Mei Chan' }).click();
  const edit = main(page).getByRole('form', { name: 'Edit address' });
  await edit.getByRole('textbox', { name: 'First name' }).fill('Mei Ling');
  await edit.getByRole('button', { name: 'Save address' }).click();
  const edited = main(page).getByRole('article', { name: 'Mei Ling Chan' });
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Use for billing' }).click();
  await expect(edited.getByText('Default billing')).toBeVisible();
  await edited.getByRole('button', { name: 'Delete the address of Mei Ling Chan' }).click();
  await expect(main(page).getByText('No saved addresses yet.')).toBeVisible();
});

test('details: profile saved; password change needs the old one; notifications and language kept', async ({
  page,
}) => {
  await newMember(page);
  await page.goto('/en/account?view=DETAILS');
  const profile = main(page).getByRole('region', { name: 'Personal details' });
  await profile.getByRole('textbox', { name: 'Nickname' }).fill('Minnie');
  await profile.getByRole('textbox', { name: 'Date of birth' }).fill('31/02/1990');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('alert')).toContainText('Date of birth');
  await profile.getByRole('textbox', { name: 'Date of birth' }).fill('28/02/1990');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your details are saved.');
  await page.reload();
  await expect(profile.getByRole('textbox', { name: 'Nickname' })).toHaveValue('Minnie');

  const pw = main(page).getByRole('region', { name: 'Password' });
  await pw.getByLabel('Current password').fill('Wrong1234');
  await pw.getByLabel('New password').fill('Better123');
  await pw.getByLabel('Confirm password').fill('Better123');
  await pw.getByRole('button', { name: 'Change password' }).click();
  await expect(pw.getByRole('alert')).toHaveText('The password is incorrect.');
  await pw.getByLabel('Current password').fill(PASSWORD);
  await pw.getByLabel('New password').fill('Better123');
  await pw.getByLabel('Confirm password').fill('Better123');
  await pw.getByRole('button', { name: 'Change password' }).click();
  await expect(pw.getByRole('status')).toHaveText(/Your password is changed/);
  // this browser stays signed in; the new password signs in elsewhere
  await page.reload();
  await expect(main(page).getByRole('heading', { level: 2 }).first()).toHaveText('Personal details');

  await page.goto('/en/account?view=NOTIFICATIONS');
  const form = main(page).getByRole('region', { name: 'Notifications' });
  await expect(form.getByRole('checkbox', { name: 'Offers and news by email' })).not.toBeChecked();
  await form.getByRole('checkbox', { name: 'Offers and news by email' }).check();
  await form.getByRole('checkbox', { name: 'Order updates by SMS' }).uncheck();
  await form.getByRole('combobox', { name: 'Preferred language' }).selectOption('zh_hk');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(form.getByRole('status')).toHaveText('Your choices are saved.');
  await page.reload();
  await expect(form.getByRole('checkbox', { name: 'Offers and news by email' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: 'Order updates by SMS' })).not.toBeChecked();
  await expect(form.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('zh_hk');
});

test('details: the email changes only with the code sent to the new address', async ({ page }) => {
  await newMember(page);
  await page.goto('/en/account?view=DETAILS');
  const contact = main(page).getByRole('region', { name: 'Email and mobile number' });
  const fresh = `moved-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await contact.getByRole('textbox', { name: 'New email' }).fill(fresh);
  await contact.getByRole('button', { name: 'Send a code' }).click();
  await expect(contact.getByRole('status')).toContainText('We sent a code');
  await contact.getByRole('textbox', { name: 'Verification code' }).fill('00000');
  await contact.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(contact.getByRole('alert')).toHaveText('The code is incorrect.');
  await contact.getByRole('textbox', { name: 'Verification code' }).fill(await outboxCode(page, fresh));
  await contact.getByRole('button', { name: 'Confirm the change' }).click();
  await expect(contact.getByRole('status')).toHaveText(/Changed/);
  await expect(contact.getByText(fresh)).toBeVisible();
});

test('privacy: the data downloads as JSON; closing needs the password and signs out', async ({ page }) => {
  const m = await newMember(page);
  await page.goto('/en/account?view=PRIVACY');
  const download = page.waitForEvent('download');
  await main(page).getByRole('link', { name: 'Download (JSON)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^my-data-.*\.json$/);
  const json = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8'));
  expect(json.profile.email).toBe(m.email);

  const close = main(page).getByRole('region', { name: 'Close my account' });
  await close.getByLabel('Your password, to confirm').fill('Wrong1234');
  await close.getByRole('button', { name: 'Close my account' }).click();
  await expect(close.getByRole('alert')).toHaveText('The password is incorrect.');
  await close.getByLabel('Your password, to confirm').fill(PASSWORD);
  await close.getByRole('button', { name: 'Close my account' }).click();
  await expect(page).toHaveURL(/\/en\/?\?closed=1/);
  await page.goto('/en/account');
  await expect(main(page).getByRole('button', { name: 'Log in' })).toBeVisible();
});
