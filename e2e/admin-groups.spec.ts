import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { test, expect } from './fixtures.ts';
import { staffSignIn } from './admin-helpers.ts';

// Customer groups as data (6-04) and segments: the owner creates a group, renames the VIP group (its tier, not its
// name, gives the VIP price: the VIP member still pays 85%), then builds a segment and exports it.
const CLEANSER = '/en/oxygen-ceuticals/oxygen-bubble-cleansing-gel';

/** The cleanser's price as the demo VIP member sees it on the storefront, in a browser of their own. */
async function vipPrice(browser: Browser): Promise<string> {
  const context = await browser.newContext();
  try {
    const request = context.request;
    await request.get('/api/v1/cart?currency=HKD&country=hk');
    const csrf = (await context.cookies()).find((c) => c.name === 'shop_csrf')!.value;
    const login = await request.post('/api/v1/user/login', {
      data: { username: 'vip@oxygen-ceuticals.example', password: 'Demo1234' },
      headers: { 'x-csrf-token': csrf },
    });
    expect(login.status(), await login.text()).toBe(200);
    const page = await context.newPage();
    await page.goto(CLEANSER);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Oxygen Bubble Cleansing Gel' })).toBeVisible();
    await expect(main).toContainText('HK$238.00');
    return 'HK$238.00';
  } finally {
    await context.close();
  }
}

test('the owner creates a group, renames the VIP group (the VIP still pays 85%), builds and exports a segment', async ({
  page,
  browser,
}) => {
  // a long walk through two pages and a second browser: more than the default 30 s on a shared machine
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  await staffSignIn(page, 'owner', '/admin/groups');
  await expect(page.getByRole('link', { name: 'Segments', exact: true }).first()).toBeAttached();

  // a new group: name, tier as a radio, rate in %, picked members
  await page.getByRole('link', { name: 'New group' }).click();
  await page.getByLabel('Group name').fill(`Friends ${stamp}`);
  await page.getByRole('radio', { name: 'VIP', exact: true }).check();
  await page.getByLabel('Oxygen Ceuticals (%)').fill('90');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText(`Friends ${stamp} created.`);
  // a member picked by email, then removed after the confirmation
  await page.getByRole('searchbox', { name: 'Search by name, email or phone' }).fill('basic@oxygen');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Add Mei', exact: false }).first().click();
  await expect(page.getByRole('status')).toContainText('added');
  const members = page.getByRole('table', { name: 'Members' });
  await expect(members.getByRole('row')).toHaveCount(2);
  await members.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Remove selected' }).click();
  const confirm = page.getByRole('dialog', { name: `Remove 1 customers from Friends ${stamp}?` });
  await confirm.getByRole('button', { name: 'Remove selected' }).click();
  await expect(page.getByRole('status')).toContainText('1 removed.');
  await expect(members.getByRole('row')).toHaveCount(2); // the header and "nothing here"
  await expect(members).not.toContainText('basic@oxygen');

  // rename the VIP group: a label only
  await page.getByRole('link', { name: 'All groups' }).click();
  await page.getByRole('link', { name: 'V.I.P Member' }).click();
  await expect(page.getByRole('radio', { name: 'VIP', exact: true })).toBeChecked();
  await page.getByLabel('Group name').fill(`Gold ${stamp}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').first()).toContainText(`Gold ${stamp} saved`);
  try {
    await vipPrice(browser);

    // a segment of that group: live count, save, export
    await page.goto('/admin/segments?new=1');
    await page.getByLabel('Segment name').fill(`Gold customers ${stamp}`);
    await page.getByRole('checkbox', { name: `Gold ${stamp}` }).check();
    await expect(page.getByRole('status').filter({ hasText: 'customers match' })).toHaveText(
      /^[1-9]\d* customers match$/,
    );
    await page.getByRole('button', { name: 'Save segment' }).click();
    await expect(page.getByRole('status').first()).toContainText(`Gold customers ${stamp} saved.`);
    await expect(page.getByText('an email only for those who agreed to marketing email')).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await readFile(await (await download).path(), 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Email (marketing consent)');
    expect(csv).toMatch(/HK\$[\d,]+\.\d\d/);
  } finally {
    // the seeded name back for the other specs
    await page.goto('/admin/groups?edit=vip');
    await page.getByLabel('Group name').fill('V.I.P Member');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').first()).toContainText('V.I.P Member saved');
  }
});
