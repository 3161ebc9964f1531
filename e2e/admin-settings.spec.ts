import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';

async function setGiftWrapFee(page: Page, hkd: string) {
  await page.goto('/admin/settings');
  const card = page.getByRole('region', { name: 'Gift-wrap fee' });
  await card.getByRole('textbox', { name: 'Fee in HKD' }).fill(hkd);
  await card.getByRole('button', { name: 'Save gift-wrap fee' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved.');
}

test('the owner changes the gift-wrap fee: checkout charges it, the audit log shows before → after, the dashboard shows the paid order', async ({
  page,
  browser,
}) => {
  await staffSignIn(page, 'owner', '/admin/settings');
  await setGiftWrapFee(page, '37.70');

  // a shopper in another browser sees the new fee at checkout at once, and pays
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  try {
    await shop.goto('/en/oxygen-ceuticals/ceramide-barrier-cream');
    await shop
      .getByRole('button', { name: /Add to bag.*HK\$/ })
      .first()
      .click();
    await expect(shop.getByRole('button', { name: 'Check out' })).toBeVisible();
    await shop.goto('/en/checkout');
    const form = shop.getByRole('main');
    await form.getByRole('textbox', { name: 'Email' }).fill(`gift-fee-${Date.now()}@example.com`);
    await form.getByRole('textbox', { name: 'First name' }).first().fill('Tai Man');
    await form.getByRole('textbox', { name: 'Last name' }).first().fill('Chan');
    await form.getByRole('textbox', { name: 'Phone number' }).first().fill('91234567');
    const address = form.getByRole('textbox', { name: /^Address/ }).first();
    if (await address.isVisible()) await address.fill("12/F, 88 Queen's Road Central");
    await form.getByRole('checkbox', { name: /Gift-wrap this order/ }).check();
    await form.getByRole('textbox', { name: 'Recipient' }).fill('Mei');
    await form.getByRole('textbox', { name: 'Sender' }).fill('Ka Yan');
    await form.getByRole('textbox', { name: 'Card message' }).fill('Happy birthday');
    await expect(form.getByRole('definition').filter({ hasText: 'HK$37.70' })).toBeVisible();
    await form.getByRole('radio', { name: /Credit or debit card/ }).check();
    await form.getByRole('button', { name: /^Place order/ }).click();
    await expect(shop).toHaveURL(/\/pay\/sandbox\//);
    await shop.getByRole('button', { name: 'Approve' }).click();
    await expect(shop.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    const number = (await shop
      .getByText(/^Order OC\d+$/)
      .first()
      .textContent())!.replace('Order ', '');

    // the dashboard lists it to pack, and today's sales are no longer zero
    await page.goto('/admin');
    const toPack = page.getByRole('region', { name: 'Orders to pack' });
    // the longest-waiting are listed first: in a busy shop (the whole suite) the order sits behind others, and the
    // region then offers every paid order, where the newest comes first
    await expect(
      toPack
        .getByRole('link', { name: number })
        .or(toPack.getByRole('link', { name: /^See all \d+$/ }))
        .first(),
    ).toBeVisible();
    await page.goto('/admin/orders?status=paid');
    await expect(page.getByRole('link', { name: number })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('img', { name: 'Sales in the last 30 days (HKD)' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Sales by currency' }).getByRole('rowheader', { name: 'HKD' }),
    ).toBeVisible();
  } finally {
    await shopper.close();
  }

  // the change is in the audit log, before → after, found through the URL's filters
  await page.goto('/admin/audit-log');
  await page.getByRole('textbox', { name: 'Record ID' }).fill('gift_wrap_fee');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/entity_id=gift_wrap_fee/);
  const row = page.getByRole('row').filter({ hasText: 'Gift-wrap fee' }).first();
  // who by name, money formatted in its currency (never cents)
  await expect(row).toContainText('Olivia Owner');
  await expect(row.getByRole('deletion')).toHaveText(/^HK\$\s?20\.00$/);
  await expect(row.getByRole('insertion')).toHaveText(/^HK\$\s?37\.70$/);

  // put the demo's fee back
  await setGiftWrapFee(page, '20.00');
});

test('signing in lands on the dashboard inside the back-office shell only (no shop header around it)', async ({
  page,
}) => {
  await staffSignIn(page, 'owner');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // the client's data request for /admin is /admin.data: the shop's chrome (its own <main>) must not wrap the admin
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Sales in the last 30 days (HKD)' })).toBeVisible();
});

test('a bad fee is refused beside its field', async ({ page }) => {
  await staffSignIn(page, 'owner', '/admin/settings');
  const card = page.getByRole('region', { name: 'Gift-wrap fee' });
  const usd = card.getByRole('textbox', { name: 'Fee in USD' });
  // the browser's own pattern check would stop "1.234"; the server check is the one that counts
  await usd.evaluate((el) => el.removeAttribute('pattern'));
  await usd.fill('1.234');
  await card.getByRole('button', { name: 'Save gift-wrap fee' }).click();
  await expect(usd).toHaveAttribute('aria-invalid', 'true');
  await expect(card.getByText('Enter an amount such as 20 or 20.50.').first()).toBeVisible();
});

test('the owner adds a delivery method for the UK and removes it again', async ({ page }) => {
  await staffSignIn(page, 'owner', '/admin/settings');
  const add = page.getByRole('region', { name: 'Add a delivery method' });
  await add.getByRole('textbox', { name: 'ID' }).fill('e2e-courier-uk');
  await add.getByRole('textbox', { name: 'English' }).fill('E2E courier');
  await add.getByRole('textbox', { name: 'Traditional Chinese' }).fill('測試速遞');
  await add.getByRole('textbox', { name: 'Simplified Chinese' }).fill('测试速递');
  await add.getByRole('textbox', { name: 'Fee in HKD' }).fill('150');
  await add.getByRole('textbox', { name: 'Fee in USD' }).fill('19.50');
  await add.getByRole('button', { name: 'Add' }).click();
  // no country yet: refused beside the countries
  await expect(add.getByRole('alert')).toHaveText('Choose at least one country.');
  await add.getByRole('checkbox', { name: 'UK' }).check();
  await add.getByRole('button', { name: 'Add' }).click();
  const created = page.getByRole('region', { name: 'E2E courier' });
  await expect(created.getByRole('textbox', { name: 'Fee in USD' })).toHaveValue('19.50');
  await expect(created.getByRole('checkbox', { name: 'UK' })).toBeChecked();

  page.once('dialog', (d) => d.accept());
  await created.getByRole('button', { name: 'Delete E2E courier' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Deleted.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'E2E courier' })).toHaveCount(0);
});

test('a manager has no settings link and the page answers 403', async ({ page }) => {
  await staffSignIn(page, 'manager');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
  // a second tab of the same session: its console's 403 is the expected answer, not a page error
  const tab = await page.context().newPage();
  const res = await tab.goto('/admin/settings');
  expect(res?.status()).toBe(403);
  await expect(tab.getByRole('heading', { name: 'Not for your role' })).toBeVisible();
  await expect(tab.getByRole('region', { name: 'Gift-wrap fee' })).toHaveCount(0);
  await tab.close();
  // the audit log is theirs to read
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
});
